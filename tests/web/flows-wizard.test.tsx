import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CRISIS_TEXT, WIZARD_LABELS, WIZARD_MESSAGES, WIZARD_STEPS, wizardReviewRows, type WizardAnswers } from '@manobal/core';
import { WIZARD_STEP_BREAKERS, aCompleteWizardAnswers } from '../../fixtures/wizard';
import { FindYourDoctorPage } from '../../web/src/features/wizard/find-your-doctor-page';
import { WIZARD_STORAGE_KEY } from '../../web/src/features/wizard/use-wizard-session';
import { renderFlow } from './flows-harness';

const storeSnapshot = (step: number, answers: WizardAnswers | Record<string, unknown>) =>
  window.sessionStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify({ step, answers }));

const renderWizard = () => renderFlow('/find-your-doctor', <FindYourDoctorPage />);

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
    expect(location).toHaveAccessibleDescription(WIZARD_MESSAGES.location);
    expect(location).toHaveFocus();
    await user.type(location, 'Pune');
    expect(screen.queryByText(WIZARD_MESSAGES.location)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: WIZARD_LABELS.next }));
    expect(await stepHeading(2)).toHaveFocus();
  });

  it.each([
    [3, WIZARD_MESSAGES.languages],
    [5, WIZARD_MESSAGES.mainReasons],
    [6, WIZARD_MESSAGES.specificConcerns],
    [8, WIZARD_MESSAGES.risk],
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
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['Marathi', 'Gujarati']);
    await user.clear(box);
    await user.type(box, 'ta');
    await user.click(within(list).getByRole('option', { name: 'Tamil' }));
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
    expect(screen.getByText(CRISIS_TEXT.whenYouFinish)).toBeInTheDocument();
    expect(screen.queryByText(CRISIS_TEXT.followUp)).not.toBeInTheDocument();
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
    expect(screen.getByText(CRISIS_TEXT.whenYouFinish)).toBeInTheDocument();
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
    expect(screen.queryByText(WIZARD_MESSAGES.specificConcerns)).not.toBeInTheDocument();
  });

  it("takes the visitor back a step on 'Not right now (take me back)' instead of submitting", async () => {
    const user = userEvent.setup();
    storeSnapshot(10, aCompleteWizardAnswers({ feeConfirmation: null }));
    const { api } = renderWizard();
    await stepHeading(10);
    await user.click(screen.getByRole('radio', { name: 'Not right now (take me back)' }));
    await user.click(screen.getByRole('button', { name: WIZARD_LABELS.submit }));
    expect(await stepHeading(9)).toHaveFocus();
    expect(screen.queryByRole('heading', { name: WIZARD_MESSAGES.thankYou })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: WIZARD_LABELS.next }));
    await stepHeading(10);
    expect(screen.getByRole('radio', { name: 'Not right now (take me back)' })).not.toBeChecked();
    expect(Object.values(api).every((call) => call.mock.calls.length === 0)).toBe(true);
  });

  it('reviews the answers, asks to confirm the fee, then thanks the visitor and forgets the answers', async () => {
    const user = userEvent.setup();
    const answers = aCompleteWizardAnswers({ feeConfirmation: null });
    storeSnapshot(10, answers);
    const { api } = renderWizard();
    await stepHeading(10);
    expect(screen.getByText('Step 11 of 11')).toBeInTheDocument();
    const terms = screen.getAllByRole('term');
    expect(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent])).toEqual(
      wizardReviewRows(answers).map((row) => [row.label, row.value]),
    );
    expect(screen.getByRole('group', { name: /Our fee is ₹1,000 per session. Ready to book\?/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: WIZARD_LABELS.submit }));
    expect(screen.getByText(WIZARD_MESSAGES.feeConfirmation)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: "Yes, let's go!" })).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: "Yes, let's go!" }));
    await user.click(screen.getByRole('button', { name: WIZARD_LABELS.submit }));
    expect(screen.getByRole('heading', { name: WIZARD_MESSAGES.thankYou })).toHaveFocus();
    expect(window.sessionStorage.getItem(WIZARD_STORAGE_KEY)).toBeNull();
    expect(Object.values(api).every((call) => call.mock.calls.length === 0)).toBe(true);
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
