import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errAsync, okAsync } from 'neverthrow';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CALL_MESSAGES,
  CRISIS_TEXT,
  WIZARD_CRISIS_BLOCK,
  WIZARD_LABELS,
  WIZARD_CATALOG_EN,
  WIZARD_STEPS,
  WIZARD_TEXT_LIMITS,
  addDaysToIsoDate,
  todayInKolkata,
  wizardReviewRows,
  type ApiError,
  type ManobalApi,
  type MatchableTherapist,
  type WizardAnswers,
} from '@manobal/core';
import { aMatchTherapist, slotDays } from '../../fixtures/matching/directory';
import { aCallbackRequestedAnswer } from '../../fixtures/forms';
import { WIZARD_STEP_BREAKERS, aCompleteWizardAnswers } from '../../fixtures/wizard';
import { SHARED_INTAKE_KEY } from '../../web/src/components/shared-intake';
import { FindYourDoctorPage } from '../../web/src/features/wizard/find-your-doctor-page';
import { MATCH_RESULTS_COPY_EN } from '../../web/src/features/wizard/match-results.copy';
import { WIZARD_STORAGE_KEY } from '../../web/src/features/wizard/use-wizard-session';
import { fakeApi, renderFlow, type FakeApi } from './flows-harness';

const storeSnapshot = (step: number, answers: WizardAnswers | Record<string, unknown>) =>
  window.sessionStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify({ step, answers }));

const renderWizard = (api?: FakeApi) => renderFlow('/find-your-doctor', <FindYourDoctorPage />, api ? { api } : {});

/** The public directory the matches are worked out from: four video therapists who speak English. */
const DIRECTORY: readonly MatchableTherapist[] = [
  aMatchTherapist({ id: 'asha-kulkarni', name: 'Dr. Asha Kulkarni', fee_inr: 1200, registration: { body: 'rci', number: 'A12345' }, specialisations: ['anxiety', 'work-money-stress'], styles: ['soothing'] }),
  aMatchTherapist({ id: 'neel-desai', name: 'Neel Desai', fee_inr: 1600, specialisations: ['anxiety'], styles: ['insightful'] }),
  aMatchTherapist({ id: 'ira-bose', name: 'Ira Bose', fee_inr: 1000, languages: ['english'], specialisations: ['low-mood'], styles: [] }),
  aMatchTherapist({ id: 'kabir-shah', name: 'Kabir Shah', fee_inr: 1200, languages: ['english'], specialisations: ['grief'], styles: [], crisis_trained: true }),
];

/** Each therapist's free slots: 18:00 IST on each of the next seven days, so every weekday and weekend evening fits. */
const eveningsThisWeek = () => {
  const today = todayInKolkata({ now: () => new Date() });
  return slotDays(...Array.from({ length: 7 }, (_, i) => [addDaysToIsoDate(today, i + 1), '18:00'] as const));
};

/** The directory as the list call answers it (the wire's plain arrays). */
const listed = (directory: readonly MatchableTherapist[] = DIRECTORY) => ({
  msg: 'ok',
  data: {
    items: directory.map(({ active: _active, ...t }) => ({
      ...t,
      languages: [...t.languages],
      specialisations: [...t.specialisations],
      styles: [...t.styles],
      modes: [...t.modes],
    })),
  },
});

const slotsAnswer = () => ({
  msg: 'ok',
  data: {
    timezone: 'Asia/Kolkata' as const,
    days: eveningsThisWeek().map((day) => ({ date: day.date, slots: day.slots.map((slot) => ({ ...slot, modes: [...slot.modes] })) })),
  },
});

const directoryApi = (overrides: Partial<ManobalApi> = {}): FakeApi =>
  fakeApi({
    listTherapists: () => okAsync(listed()),
    therapistSlots: () => okAsync(slotsAnswer()),
    ...overrides,
  });

const unreachable: ApiError = { kind: 'network', message: CALL_MESSAGES.listTherapists.network };

/** Every payload the page sent, as one string, to look for an answer in. */
const everythingSent = (api: FakeApi): string => JSON.stringify((Object.values(api) as { mock: { calls: unknown[] } }[]).flatMap((call) => call.mock.calls));

const submitReview = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('radio', { name: "Yes, let's go!" }));
  await user.click(screen.getByRole('button', { name: WIZARD_LABELS.submit }));
};

/** 'this week' in a reason is the IST calendar week: a test that names it fixes the day (a Monday morning, IST). */
const onAMondayMorning = () => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-30T09:00:00+05:30') });
afterEach(() => {
  vi.useRealTimers();
});

const stepHeading = (step: number) => screen.findByRole('heading', { level: 2, name: WIZARD_STEPS[step]!.title });

describe('therapy-match wizard', () => {
  it('starts on the welcome step with Previous disabled', async () => {
    renderWizard();
    expect(await stepHeading(0)).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 11')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: WIZARD_LABELS.previous })).toBeDisabled();
  });

  it('asks for a location on Next, focuses the box, and clears the message once the visitor types', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.click(screen.getByRole('button', { name: WIZARD_LABELS.next }));
    expect(await stepHeading(1)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: WIZARD_LABELS.next }));
    const location = screen.getByRole('textbox', { name: /City or town/ });
    expect(location).toHaveAccessibleDescription(WIZARD_CATALOG_EN.messages.location);
    expect(location).toHaveFocus();
    await user.type(location, 'Pune');
    expect(screen.queryByText(WIZARD_CATALOG_EN.messages.location)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: WIZARD_LABELS.next }));
    expect(await stepHeading(2)).toHaveFocus();
  });

  it.each([
    [3, WIZARD_CATALOG_EN.messages.languages],
    [5, WIZARD_CATALOG_EN.messages.mainReasons],
    [6, WIZARD_CATALOG_EN.messages.specificConcerns],
    [8, WIZARD_CATALOG_EN.messages.risk],
  ] as const)('refuses to leave step %i without its answer', async (step, message) => {
    const user = userEvent.setup();
    storeSnapshot(step, aCompleteWizardAnswers(WIZARD_STEP_BREAKERS[step]));
    renderWizard();
    await stepHeading(step);
    await user.click(screen.getByRole('button', { name: WIZARD_LABELS.next }));
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: WIZARD_STEPS[step]!.title })).toBeInTheDocument();
  });

  it('resumes at the stored step after a reload, and ignores a garbled snapshot', async () => {
    storeSnapshot(4, aCompleteWizardAnswers());
    const first = renderWizard();
    expect(await stepHeading(4)).toBeInTheDocument();
    expect(screen.getByText('Step 5 of 11')).toBeInTheDocument();
    first.unmount();

    window.sessionStorage.setItem(WIZARD_STORAGE_KEY, '{"step": 7, "answers": {"languages": ["Klingon"]}}');
    renderWizard();
    expect(await stepHeading(0)).toBeInTheDocument();
  });

  it('greys out further main reasons at the cap of two and says why', async () => {
    const user = userEvent.setup();
    storeSnapshot(5, aCompleteWizardAnswers({ mainReasons: [] }));
    renderWizard();
    await stepHeading(5);
    await user.click(screen.getByRole('checkbox', { name: 'Managing stress or anxiety' }));
    await user.click(screen.getByRole('checkbox', { name: 'Feeling low or depressed' }));
    expect(screen.getByRole('checkbox', { name: 'Processing past trauma' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('You have chosen 2, the most for this question.');
    await user.click(screen.getByRole('checkbox', { name: 'Feeling low or depressed' }));
    expect(screen.getByRole('checkbox', { name: 'Processing past trauma' })).toBeEnabled();
  });

  it('suggests matching languages, adds a chip, and removes it again', async () => {
    const user = userEvent.setup();
    storeSnapshot(3, aCompleteWizardAnswers({ languages: [] }));
    renderWizard();
    await stepHeading(3);
    const box = screen.getByRole('combobox', { name: 'Add a language' });
    await user.type(box, 'ra');
    const list = screen.getByRole('listbox', { name: 'Suggested languages' });
    // Each suggestion shows its name in its own script too.
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['Marathi मराठी', 'Gujarati ગુજરાતી']);
    await user.clear(box);
    await user.type(box, 'ta');
    await user.click(within(list).getByRole('option', { name: 'Tamil தமிழ்' }));
    await user.type(box, 'hin{Enter}');
    expect(screen.getByRole('button', { name: 'Remove Tamil' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Hindi' })).toBeInTheDocument();
    expect(box).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Remove Hindi' }));
    expect(screen.queryByRole('button', { name: 'Remove Hindi' })).not.toBeInTheDocument();
    expect(box).toHaveFocus();
  });

  it('hides a style chosen in one slot from the other slots, and moves a slot down', async () => {
    const user = userEvent.setup();
    storeSnapshot(4, aCompleteWizardAnswers({ style: [null, null, null] }));
    renderWizard();
    await stepHeading(4);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Choice 1' }), 'Soothing');
    expect(within(screen.getByRole('combobox', { name: 'Choice 2' })).queryByRole('option', { name: 'Soothing' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move Choice 1 down' }));
    expect(screen.getByRole('combobox', { name: 'Choice 2' })).toHaveValue('soothing');
    expect(screen.getByRole('combobox', { name: 'Choice 1' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Move Choice 1 up' })).toBeDisabled();
  });

  it('shows the helplines as soon as the visitor answers Yes to the risk question', async () => {
    const user = userEvent.setup();
    storeSnapshot(8, aCompleteWizardAnswers({ risk: null }));
    renderWizard();
    await stepHeading(8);
    expect(screen.queryByText('If you are in crisis, please reach out to:')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('heading', { name: 'If you are in crisis, please reach out to:' })).toBeInTheDocument();
    expect(screen.getByText(WIZARD_CRISIS_BLOCK.whenYouFinish)).toBeInTheDocument();
    expect(screen.queryByText(WIZARD_CRISIS_BLOCK.followUp)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '14416' })).toHaveAttribute('href', 'tel:14416');
  });

  it("shows the helplines the moment 'Immediate crisis support' is ticked, and hides them when it is unticked", async () => {
    const user = userEvent.setup();
    storeSnapshot(5, aCompleteWizardAnswers({ mainReasons: [] }));
    renderWizard();
    await stepHeading(5);
    expect(screen.queryByRole('heading', { name: CRISIS_TEXT.heading })).not.toBeInTheDocument();
    const crisis = screen.getByRole('checkbox', { name: 'Immediate crisis support' });
    await user.click(crisis);
    expect(screen.getByRole('heading', { name: CRISIS_TEXT.heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '14416' })).toHaveAttribute('href', 'tel:14416');
    expect(screen.getByText(WIZARD_CRISIS_BLOCK.whenYouFinish)).toBeInTheDocument();
    expect(crisis).toHaveFocus();
    await user.click(crisis);
    expect(screen.queryByRole('heading', { name: CRISIS_TEXT.heading })).not.toBeInTheDocument();
  });

  it('lets words typed under Other stand as the specific concern', async () => {
    const user = userEvent.setup();
    storeSnapshot(6, aCompleteWizardAnswers({ specificConcerns: [], otherConcern: '' }));
    renderWizard();
    await stepHeading(6);
    await user.type(screen.getByRole('textbox', { name: 'Other' }), 'Exam stress');
    await user.click(screen.getByRole('button', { name: WIZARD_LABELS.next }));
    expect(await stepHeading(7)).toHaveFocus();
    expect(screen.queryByText(WIZARD_CATALOG_EN.messages.specificConcerns)).not.toBeInTheDocument();
  });

  it("takes the visitor back a step on 'Not right now (take me back)' instead of submitting", async () => {
    const user = userEvent.setup();
    storeSnapshot(10, aCompleteWizardAnswers({ feeConfirmation: null }));
    const { api } = renderWizard(directoryApi());
    await stepHeading(10);
    await user.click(screen.getByRole('radio', { name: 'Not right now (take me back)' }));
    await user.click(screen.getByRole('button', { name: WIZARD_LABELS.submit }));
    expect(await stepHeading(9)).toHaveFocus();
    expect(screen.queryByRole('heading', { name: WIZARD_CATALOG_EN.messages.thankYou })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: WIZARD_LABELS.next }));
    await stepHeading(10);
    expect(screen.getByRole('radio', { name: 'Not right now (take me back)' })).not.toBeChecked();
    const { listTherapists: _list, therapistSlots: _slots, ...others } = api;
    expect(Object.values(others).every((call) => call.mock.calls.length === 0)).toBe(true);
  });

  it('reviews the answers, names the matched fees, then thanks the visitor, keeps the answers for booking only, and forgets the wizard', async () => {
    const user = userEvent.setup();
    const answers = aCompleteWizardAnswers({ feeConfirmation: null });
    storeSnapshot(10, answers);
    const api = directoryApi();
    renderWizard(api);
    await stepHeading(10);
    expect(screen.getByText('Step 11 of 11')).toBeInTheDocument();
    const terms = screen.getAllByRole('term');
    expect(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent])).toEqual(
      wizardReviewRows(answers).map((row) => [row.label, row.value]),
    );
    expect(await screen.findByRole('group', { name: 'Fees for your matches are ₹1,000 to ₹1,600 per session. Ready to book?' })).toBeInTheDocument();
    expect(screen.queryByText(/₹1,000 per session/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: WIZARD_LABELS.submit }));
    expect(screen.getByText(WIZARD_CATALOG_EN.messages.feeConfirmation)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: "Yes, let's go!" })).toHaveFocus();
    await submitReview(user);
    expect(screen.getByRole('heading', { name: WIZARD_CATALOG_EN.messages.thankYou })).toHaveFocus();
    expect(screen.queryByText(/We will be in touch/)).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(WIZARD_STORAGE_KEY)).toBeNull();
    expect(JSON.parse(window.sessionStorage.getItem(SHARED_INTAKE_KEY) ?? 'null')).toEqual({ ...answers, feeConfirmation: 'ready' });
  });

  it("shows 'Your matches' after submitting: three explained cards, each booking its therapist, then the others on request", async () => {
    onAMondayMorning();
    const user = userEvent.setup();
    storeSnapshot(10, aCompleteWizardAnswers({ feeConfirmation: null }));
    const api = directoryApi();
    const { router } = renderWizard(api);
    await stepHeading(10);
    await submitReview(user);
    expect(screen.getByRole('heading', { level: 2, name: 'Your matches' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { level: 3, name: 'Dr. Asha Kulkarni' })).toBeInTheDocument();
    expect(first.getByText('Clinical Psychologist')).toBeInTheDocument();
    expect(first.getByText('Marathi, English')).toBeInTheDocument();
    expect(first.getByText('₹1,200 per session')).toBeInTheDocument();
    expect(first.getByText('Registration no. A12345, Rehabilitation Council of India (RCI)')).toBeInTheDocument();
    expect(first.getByText('Speaks Marathi and English')).toBeInTheDocument();
    expect(first.getByText('Works with anxiety and work and money stress')).toBeInTheDocument();
    expect(first.getByText('Has weekday evening slots this week')).toBeInTheDocument();
    expect(first.getByText('Offers a soothing style')).toBeInTheDocument();
    expect(first.getAllByText(/, 6:00 pm IST$/).length).toBeGreaterThan(0);
    expect(within(cards[1]!).queryByText(/Registration no\./)).not.toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Book a session with Dr. Asha Kulkarni' })).toHaveAttribute('href', '/session-calendar?doctor=asha-kulkarni');

    await user.click(screen.getByRole('button', { name: 'Show other matches' }));
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.getByRole('heading', { level: 3, name: 'Kabir Shah' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Show other matches' })).not.toBeInTheDocument();

    await user.click(first.getByRole('link', { name: 'Book a session with Dr. Asha Kulkarni' }));
    expect(router.state.location.pathname).toBe('/session-calendar');
    expect(router.state.location.search).toBe('?doctor=asha-kulkarni');
  });

  it('reads only the public directory to match: no answer is in any request', async () => {
    const user = userEvent.setup();
    storeSnapshot(10, aCompleteWizardAnswers({ feeConfirmation: null, location: 'Koregaon Park', otherConcern: 'Exam stress', additionalNotes: 'Evenings only' }));
    const api = directoryApi();
    renderWizard(api);
    await stepHeading(10);
    await submitReview(user);
    await screen.findAllByRole('article');
    expect(api.listTherapists).toHaveBeenCalledWith({});
    expect(api.therapistSlots.mock.calls.map(([payload]) => Object.keys(payload).sort())).toEqual(DIRECTORY.map(() => ['days', 'from', 'id']));
    const sent = everythingSent(api);
    for (const answer of ['Koregaon', 'Exam stress', 'Evenings only', 'marathi', 'stress-anxiety', 'soothing', 'evening"']) expect(sent).not.toContain(answer);
    expect(screen.getByText(/What you wrote under Other is not matched/)).toBeInTheDocument();
  });

  it('says so clearly when the directory cannot be reached, and tries again on request', async () => {
    const user = userEvent.setup();
    storeSnapshot(10, aCompleteWizardAnswers({ feeConfirmation: null }));
    let reachable = false;
    const api = directoryApi({
      listTherapists: () => (reachable ? okAsync(listed()) : errAsync(unreachable)),
    });
    renderWizard(api);
    await stepHeading(10);
    expect(await screen.findByRole('group', { name: 'Our therapists set their own fees per session. Ready to book?' })).toBeInTheDocument();
    await submitReview(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(CALL_MESSAGES.listTherapists.network);
    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('repeats the helplines for a visitor at risk, puts a crisis-trained therapist first, and sends a call-back request with the risk answer and language that says honestly when the care team will call', async () => {
    const user = userEvent.setup();
    storeSnapshot(10, aCompleteWizardAnswers({ feeConfirmation: null, risk: 'yes' }));
    const api = directoryApi({ requestCallback: () => okAsync({ msg: CALL_MESSAGES.requestCallback.success, data: aCallbackRequestedAnswer() }) });
    renderWizard(api);
    await stepHeading(10);
    await submitReview(user);
    expect(screen.getByRole('heading', { name: CRISIS_TEXT.heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '14416' })).toHaveAttribute('href', 'tel:14416');
    const cards = await screen.findAllByRole('article');
    expect(within(cards[0]!).getByRole('heading', { level: 3, name: 'Kabir Shah' })).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Trained to support people in crisis')).toBeInTheDocument();

    const callback = await screen.findByRole('form', { name: 'Request a call back' });
    expect(screen.getByText(WIZARD_CRISIS_BLOCK.followUp)).toBeInTheDocument();
    await user.click(within(callback).getByRole('button', { name: 'Request a call back' }));
    expect(within(callback).getByRole('textbox', { name: /Your name/ })).toHaveFocus();
    expect(api.requestCallback).not.toHaveBeenCalled();
    await user.type(within(callback).getByRole('textbox', { name: /Your name/ }), 'Meera Joshi');
    await user.type(within(callback).getByRole('textbox', { name: /Mobile number/ }), '9876543210');
    await user.click(within(callback).getByRole('button', { name: 'Request a call back' }));
    expect(within(callback).getByRole('checkbox', { name: /care team may call me/ })).toHaveFocus();
    expect(screen.getByText('Please agree so that we can call you.')).toBeInTheDocument();
    await user.click(within(callback).getByRole('checkbox', { name: /care team may call me/ }));
    await user.click(within(callback).getByRole('button', { name: 'Request a call back' }));
    const answer = await screen.findByText(/your request is at the top of their list, before every other: they aim to call you within the hour/);
    expect(answer.closest('[tabindex="-1"]')).toHaveFocus();
    expect(screen.queryByRole('link', { name: /Call Tele-MANAS/ })).not.toBeInTheDocument();
    // The care team learns the risk answer and the first language, as the form said; nothing else the visitor answered.
    expect(api.requestCallback).toHaveBeenCalledWith({ name: 'Meera Joshi', phone: '9876543210', consent: true, reason: 'crisis', risk: 'yes', language: 'marathi' });
    expect(JSON.stringify(api.requestCallback.mock.calls)).not.toMatch(/Pune|anxiety/);
  });

  it("offers the call back too when 'Immediate crisis support' was chosen", async () => {
    const user = userEvent.setup();
    storeSnapshot(10, aCompleteWizardAnswers({ feeConfirmation: null, mainReasons: ['crisis-support'] }));
    renderWizard(directoryApi());
    await stepHeading(10);
    await submitReview(user);
    expect(await screen.findByRole('form', { name: 'Request a call back' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: CRISIS_TEXT.heading })).toBeInTheDocument();
  });

  it('does not show the helplines or the call back to a visitor who did not ask for crisis support', async () => {
    const user = userEvent.setup();
    storeSnapshot(10, aCompleteWizardAnswers({ feeConfirmation: null }));
    renderWizard(directoryApi());
    await stepHeading(10);
    await submitReview(user);
    await screen.findAllByRole('article');
    expect(screen.queryByRole('heading', { name: CRISIS_TEXT.heading })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Request a call back' })).not.toBeInTheDocument();
  });

  it('offers a call from the care team when no therapist matches, and only once to a visitor in crisis', async () => {
    const user = userEvent.setup();
    const empty = () => okAsync({ msg: 'ok', data: { items: [] } });
    storeSnapshot(10, aCompleteWizardAnswers({ feeConfirmation: null }));
    const { unmount } = renderWizard(directoryApi({ listTherapists: empty }));
    await stepHeading(10);
    await submitReview(user);
    expect(await screen.findByText(MATCH_RESULTS_COPY_EN.none)).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Ask us to call you' })).toBeInTheDocument();
    unmount();

    storeSnapshot(10, aCompleteWizardAnswers({ feeConfirmation: null, mainReasons: ['crisis-support'] }));
    renderWizard(directoryApi({ listTherapists: empty }));
    await stepHeading(10);
    await submitReview(user);
    expect(await screen.findByRole('form', { name: 'Request a call back' })).toBeInTheDocument();
    await screen.findByText(MATCH_RESULTS_COPY_EN.none);
    expect(screen.queryByRole('form', { name: 'Ask us to call you' })).not.toBeInTheDocument();
  });

  it('keeps answers in session storage as the visitor goes', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.click(screen.getByRole('button', { name: WIZARD_LABELS.next }));
    await user.type(screen.getByRole('textbox', { name: /City or town/ }), 'Nagpur');
    const stored = JSON.parse(window.sessionStorage.getItem(WIZARD_STORAGE_KEY) ?? 'null') as { step: number; answers: WizardAnswers };
    expect(stored.step).toBe(1);
    expect(stored.answers.location).toBe('Nagpur');
  });

  it('shows the spec’s labels while the answers it keeps are ids', async () => {
    const user = userEvent.setup();
    storeSnapshot(2, aCompleteWizardAnswers({ days: [], times: [] }));
    renderWizard();
    await stepHeading(2);
    await user.click(screen.getByRole('checkbox', { name: 'Weekends' }));
    await user.click(screen.getByRole('checkbox', { name: 'Morning (6-12)' }));
    await user.click(screen.getByRole('button', { name: WIZARD_LABELS.next }));
    await stepHeading(3);
    expect(screen.getByText('Marathi')).toBeInTheDocument();
    const stored = JSON.parse(window.sessionStorage.getItem(WIZARD_STORAGE_KEY) ?? 'null') as { step: number; answers: WizardAnswers };
    expect(stored.answers).toMatchObject({ days: ['weekends'], times: ['morning'], languages: ['marathi', 'english'] });
  });

  it('keeps the risk answer as its id and still shows the helplines for it after a reload', async () => {
    const user = userEvent.setup();
    storeSnapshot(8, aCompleteWizardAnswers({ risk: null }));
    const first = renderWizard();
    await stepHeading(8);
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    const stored = JSON.parse(window.sessionStorage.getItem(WIZARD_STORAGE_KEY) ?? 'null') as { step: number; answers: WizardAnswers };
    expect(stored.answers.risk).toBe('yes');
    first.unmount();
    renderWizard();
    await stepHeading(8);
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'If you are in crisis, please reach out to:' })).toBeInTheDocument();
  });
});

describe('therapy-match wizard: what it tells a person at risk is true', () => {
  it("brings a visitor at risk who answers 'Not right now (take me back)' to the helplines and the call back, with no tick and no thanks", async () => {
    const user = userEvent.setup();
    storeSnapshot(10, aCompleteWizardAnswers({ feeConfirmation: null, risk: 'yes' }));
    renderWizard(directoryApi());
    await stepHeading(10);
    await user.click(screen.getByRole('radio', { name: 'Not right now (take me back)' }));
    await user.click(screen.getByRole('button', { name: WIZARD_LABELS.submit }));
    expect(await screen.findByRole('heading', { level: 2, name: WIZARD_CATALOG_EN.messages.crisisClosing })).toHaveFocus();
    expect(screen.queryByRole('heading', { name: WIZARD_CATALOG_EN.messages.thankYou })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: CRISIS_TEXT.heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '14416' })).toHaveAttribute('href', 'tel:14416');
    expect(await screen.findByRole('form', { name: 'Request a call back' })).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('🎉');
    // They said not now to paying: the matches are there, without asking 'Ready to book?' again.
    await screen.findAllByRole('article');
    expect(screen.queryByText(/Ready to book\?/)).not.toBeInTheDocument();
  });

  it("lets 'Immediate crisis support' be ticked when two main reasons are already chosen, and says so under the full list", async () => {
    const user = userEvent.setup();
    storeSnapshot(5, aCompleteWizardAnswers({ mainReasons: ['stress-anxiety', 'low-mood'] }));
    renderWizard();
    await stepHeading(5);
    expect(screen.getByRole('checkbox', { name: 'Processing past trauma' })).toBeDisabled();
    expect(screen.getByText(/Immediate crisis support can always be ticked/)).toBeInTheDocument();
    const crisis = screen.getByRole('checkbox', { name: 'Immediate crisis support' });
    expect(crisis).toBeEnabled();
    await user.click(crisis);
    expect(crisis).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Managing stress or anxiety' })).toBeChecked();
    expect(screen.getByRole('heading', { name: CRISIS_TEXT.heading })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: WIZARD_LABELS.next }));
    expect(await stepHeading(6)).toHaveFocus();
  });

  it('lists a crisis-trained therapist first for a Marathi speaker at risk though none speaks Marathi, and says what they do speak', async () => {
    const user = userEvent.setup();
    const directory = [
      aMatchTherapist({ id: 'meera-nair', name: 'Dr. Meera Nair', languages: ['malayalam', 'english', 'marathi'], crisis_trained: false }),
      aMatchTherapist({ id: 'vikram-mehta', name: 'Dr. Vikram Mehta', languages: ['hindi', 'english'], crisis_trained: true }),
    ];
    storeSnapshot(10, aCompleteWizardAnswers({ feeConfirmation: null, risk: 'yes', languages: ['marathi'], days: [], times: [] }));
    renderWizard(directoryApi({ listTherapists: () => okAsync(listed(directory)) }));
    await stepHeading(10);
    await submitReview(user);
    const cards = await screen.findAllByRole('article');
    expect(within(cards[0]!).getByRole('heading', { level: 3, name: 'Dr. Vikram Mehta' })).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Speaks Hindi and English; trained in crisis support')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('heading', { level: 3, name: 'Dr. Meera Nair' })).toBeInTheDocument();
  });
});

describe('therapy-match wizard: facts before booking, limits and languages', () => {
  it('shows where a therapist sees people in person, and says when that is another city', async () => {
    const user = userEvent.setup();
    const directory = [
      aMatchTherapist({ id: 'farah-siddiqui', name: 'Dr. Farah Siddiqui', modes: ['in-person', 'video'], city: 'Mumbai', centre_address: '4 Hill Road, Bandra' }),
    ];
    storeSnapshot(10, aCompleteWizardAnswers({ feeConfirmation: null, location: 'Pune', days: [], times: [] }));
    renderWizard(directoryApi({ listTherapists: () => okAsync(listed(directory)) }));
    await stepHeading(10);
    await submitReview(user);
    const [card] = await screen.findAllByRole('article');
    expect(within(card!).getByText('In person at 4 Hill Road, Bandra, Mumbai', { exact: false })).toBeInTheDocument();
    expect(within(card!).getByText(/Sees people in person in Mumbai, another city than yours/)).toBeInTheDocument();
  });

  it('refuses an over-long Other concern with its message under that field, not under the concerns', async () => {
    const user = userEvent.setup();
    storeSnapshot(6, aCompleteWizardAnswers());
    renderWizard();
    await stepHeading(6);
    const other = screen.getByRole('textbox', { name: WIZARD_LABELS.otherConcern });
    await user.click(other);
    await user.paste('a'.repeat(WIZARD_TEXT_LIMITS.otherConcern + 1));
    await user.click(screen.getByRole('button', { name: WIZARD_LABELS.next }));
    expect(other).toHaveAccessibleDescription(WIZARD_CATALOG_EN.messages.textTooLong.otherConcern);
    expect(other).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: WIZARD_STEPS[6]!.title })).toBeInTheDocument();
  });

  it('shows an over-long past-experience description with its message even after the visitor switched to a first time', async () => {
    const user = userEvent.setup();
    storeSnapshot(7, aCompleteWizardAnswers({ previousTherapy: 'yes' }));
    renderWizard();
    await stepHeading(7);
    const description = screen.getByRole('textbox', { name: WIZARD_LABELS.pastExperienceDesc });
    await user.click(description);
    await user.paste('a'.repeat(WIZARD_TEXT_LIMITS.pastExperienceDesc + 1));
    await user.click(screen.getByRole('radio', { name: 'No, first time' }));
    await user.click(screen.getByRole('button', { name: WIZARD_LABELS.next }));
    const refused = screen.getByRole('textbox', { name: WIZARD_LABELS.pastExperienceDesc });
    expect(refused).toHaveAccessibleDescription(new RegExp(WIZARD_CATALOG_EN.messages.textTooLong.pastExperienceDesc));
    expect(refused).toHaveFocus();
  });

  it('finds a language typed in its own script and adds it', async () => {
    const user = userEvent.setup();
    storeSnapshot(3, aCompleteWizardAnswers({ languages: [] }));
    renderWizard();
    await stepHeading(3);
    await user.type(screen.getByRole('combobox', { name: 'Add a language' }), 'मराठी');
    expect(screen.getByRole('option', { name: /Marathi/ })).toHaveTextContent('मराठी');
    await user.keyboard('{Enter}');
    expect(within(screen.getByRole('list', { name: 'Chosen languages' })).getByText('Marathi')).toBeInTheDocument();
  });
});
