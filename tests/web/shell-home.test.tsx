import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errAsync, ResultAsync } from 'neverthrow';
import { beforeAll, describe, expect, it } from 'vitest';
import { CALL_MESSAGES, FORM_FIELDS_EN, REFER_MESSAGES, type ApiOk, formMessageText } from '@manobal/core';
import { FlipCards } from '../../web/src/features/home/flip-cards';
import { HomePageRoute as HomePage } from '../../web/src/app/home-page-route';
import { ReferSection } from '../../web/src/features/refer/refer-section';
import { StubIntersectionObserver } from './intersection-observer.stub';
import { fakeApi, renderWithProviders } from './shell-harness';
import { HOME_CONTENT } from '../../web/src/features/home/home-content-routes';

// The pages read their English words through the lazy per-language content, loaded here as a route would.
beforeAll(async () => {
  await Promise.all([HOME_CONTENT.load('en')]);
});

describe('flip cards', () => {
  const card = (title: string) => screen.getAllByRole('button', { name: title })[0]!.closest('li')!;
  const isFlipped = (title: string) => card(title).hasAttribute('data-flipped');

  it('turn over from the keyboard, one at a time', async () => {
    const user = userEvent.setup();
    renderWithProviders(FlipCards);

    within(card('Self-care and Progress')).getAllByRole('button')[0]!.focus();
    await user.keyboard('{Enter}');
    expect(isFlipped('Self-care and Progress')).toBe(true);
    expect(within(card('Self-care and Progress')).getAllByRole('button', { name: 'Self-care and Progress' })[0]).toHaveAttribute('aria-pressed', 'true');

    within(card('Community')).getAllByRole('button', { name: 'Community' })[0]!.focus();
    await user.keyboard(' ');
    expect(isFlipped('Community')).toBe(true);
    expect(isFlipped('Self-care and Progress')).toBe(false);
    expect(isFlipped('Diagnosis and Therapy')).toBe(false);
  });

  it('turn over while the mouse is over them and back when it leaves', () => {
    renderWithProviders(FlipCards);
    fireEvent.pointerEnter(card('Community'), { pointerType: 'mouse' });
    expect(isFlipped('Community')).toBe(true);

    fireEvent.pointerLeave(card('Community'), { pointerType: 'mouse' });
    fireEvent.pointerEnter(card('Diagnosis and Therapy'), { pointerType: 'mouse' });
    expect(isFlipped('Diagnosis and Therapy')).toBe(true);
    expect(isFlipped('Community')).toBe(false);
  });

  it('turn back when the shown side is toggled again', () => {
    renderWithProviders(FlipCards);
    const [front, back] = within(card('Community')).getAllByRole('button', { name: 'Community' });

    fireEvent.click(front!);
    expect(isFlipped('Community')).toBe(true);
    fireEvent.click(back!);
    expect(isFlipped('Community')).toBe(false);
  });

  it("offers 'Start Your Journey' on the diagnosis card and 'Coming Soon' on the others", () => {
    renderWithProviders(FlipCards);
    expect(within(card('Diagnosis and Therapy')).getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute('href', '/find-your-doctor');
    expect(within(card('Community')).getByText('Coming Soon')).toBeInTheDocument();
    expect(within(card('Self-care and Progress')).getByText('Coming Soon')).toBeInTheDocument();
    expect(within(card('Community')).queryByRole('link')).toBeNull();
  });
});

describe('floating volunteer button', () => {
  const hero = () => screen.getByRole('heading', { level: 1, name: 'Mental Wellness Built Daily' }).closest('section')!;
  const button = () => screen.queryByRole('link', { name: 'Join as Volunteer' });

  it('appears only once the hero has scrolled out of view at the top', () => {
    renderWithProviders(HomePage);
    expect(button()).toBeNull();

    act(() => StubIntersectionObserver.report(hero(), { isIntersecting: false, top: -700 }));
    expect(button()).toHaveAttribute('href', '/volunteer');

    act(() => StubIntersectionObserver.report(hero(), { isIntersecting: true, top: -100 }));
    expect(button()).toBeNull();
  });

  it('stays hidden while the hero is below the screen rather than above it', () => {
    renderWithProviders(HomePage);
    act(() => StubIntersectionObserver.report(hero(), { isIntersecting: false, top: 2000 }));
    expect(button()).toBeNull();
  });
});

const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

const fillReferForm = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Meera Iyer');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'meera.iyer@example.in');
  await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '9876543210');
  await user.type(screen.getByRole('textbox', { name: 'Age of Patient' }), '34');
  await user.selectOptions(screen.getByRole('combobox', { name: 'How do you know them?' }), 'A friend');
  await user.click(screen.getByRole('checkbox', { name: /They agreed to be contacted by the care team/ }));
};

const openReferForm = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Connect with Us' }));
  await screen.findByRole('textbox', { name: 'Name' });
};

describe('refer-a-person form', () => {
  it("is hidden until 'Connect with Us', which then disappears", async () => {
    const user = userEvent.setup();
    renderWithProviders(ReferSection);
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();

    await openReferForm(user);
    expect(screen.queryByRole('button', { name: 'Connect with Us' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
  });

  it('shows each missing field under it and sends nothing', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderWithProviders(ReferSection, { api });
    await openReferForm(user);

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(formMessageText('en', REFER_MESSAGES.nameRequired))).toBeInTheDocument();
    expect(screen.getByText(formMessageText('en', REFER_MESSAGES.ageRequired))).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(api.referPerson).not.toHaveBeenCalled();
  });

  it('says under the form what the care team will do and by when', async () => {
    const user = userEvent.setup();
    renderWithProviders(ReferSection);
    await openReferForm(user);
    expect(screen.getByText(FORM_FIELDS_EN.referNext)).toHaveTextContent('within two working days (Monday to Saturday)');
  });

  it('refuses to send without their agreement to be contacted, and a child referred by anyone but their parent or guardian', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderWithProviders(ReferSection, { api });
    await openReferForm(user);
    await fillReferForm(user);
    const consent = screen.getByRole('checkbox', { name: /They agreed to be contacted by the care team/ });
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(formMessageText('en', REFER_MESSAGES.consent))).toBeInTheDocument();
    expect(consent).toHaveFocus();
    await user.click(consent);
    await user.clear(screen.getByRole('textbox', { name: 'Age of Patient' }));
    await user.type(screen.getByRole('textbox', { name: 'Age of Patient' }), '15');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(formMessageText('en', REFER_MESSAGES.childNeedsGuardian))).toBeInTheDocument();
    expect(api.referPerson).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'How do you know them?' }), 'I am their parent or guardian');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.referPerson).toHaveBeenCalledWith(expect.objectContaining({ age: 15, relationship: 'parent-or-guardian', consent: true })));
  });

  it('clears a field error as soon as that field is edited', async () => {
    const user = userEvent.setup();
    renderWithProviders(ReferSection);
    await openReferForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'M');
    expect(screen.queryByText(formMessageText('en', REFER_MESSAGES.nameRequired))).toBeNull();
    expect(screen.getByText(formMessageText('en', REFER_MESSAGES.ageRequired))).toBeInTheDocument();
  });

  it("shows 'Submitting...' on a disabled button while sending, then clears the fields and confirms", async () => {
    const user = userEvent.setup();
    const answer = deferred<ApiOk>();
    const api = fakeApi({ referPerson: () => ResultAsync.fromSafePromise(answer.promise) });
    renderWithProviders(ReferSection, { api });
    await openReferForm(user);
    await fillReferForm(user);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const busy = screen.getByRole('button', { name: 'Submitting...' });
    expect(busy).toBeDisabled();
    expect(api.referPerson).toHaveBeenCalledWith({ name: 'Meera Iyer', email: 'meera.iyer@example.in', mobile: '9876543210', age: 34, relationship: 'friend', consent: true });

    await act(async () => answer.resolve({ msg: 'ok', data: undefined }));

    expect(await screen.findByText(CALL_MESSAGES.referPerson.success)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Age of Patient' })).toHaveValue('');
  });

  it('shows the error above the button and keeps what was typed when sending fails', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      referPerson: () => errAsync({ kind: 'http', status: 502, message: CALL_MESSAGES.referPerson.failure }),
    });
    renderWithProviders(ReferSection, { api });
    await openReferForm(user);
    await fillReferForm(user);

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred while submitting the form. Please try again.');
    expect(alert.compareDocumentPosition(screen.getByRole('button', { name: 'Submit' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Meera Iyer');
  });
});
