import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  APPOINTMENT_MESSAGES,
  BOOKING_CATALOGS,
  BOOKING_MESSAGES,
  CALENDAR_TEXT,
  SAMPLE_THERAPISTS,
  TIMINGS,
  freeSlots,
  toPublicTherapist,
  todayInKolkata,
  fixedClock,
  type ApiError,
  type ApiOk,
  type ConfirmedAppointmentData,
  formMessageText,
} from '@manobal/core';
import { aCallbackRequestedAnswer, CARE_TEAM_CLOSED } from '../../fixtures/forms';
import { aCompleteWizardAnswers } from '../../fixtures/wizard';
import { SITE_CONTACT } from '../../web/src/app/site-contact';
import { keepIntake } from '../../web/src/components/shared-intake';
import { SessionCalendarPage } from '../../web/src/features/calendar/session-calendar-page';
import { fakeApi, renderFlow, type FakeApi } from './flows-harness';

/** 9:00 AM on Sunday 10 March 2030 in Kolkata: Dr. Ananya Rao works weekdays from 10 to 1, so the strip starts on Monday. */
const SUNDAY_NINE_AM = new Date('2030-03-10T03:30:00Z');
const ANANYA = SAMPLE_THERAPISTS[0]!;
const MONDAY_TEN_AM = '2030-03-11T10:00:00+05:30';

const slotsOf = (entry = ANANYA, taken: { start: Date; end: Date }[] = []) =>
  freeSlots({ ...entry.availability, taken, now: SUNDAY_NINE_AM, from: todayInKolkata(fixedClock(SUNDAY_NINE_AM)), days: 21 });

const pending = <T,>() => {
  let settle: (value: T) => void = () => undefined;
  const result = ResultAsync.fromSafePromise<T, ApiError>(new Promise<T>((resolve) => (settle = resolve)));
  return { result, settle: (value: T) => settle(value) };
};

const aConfirmation = (overrides: Partial<ConfirmedAppointmentData> = {}): ConfirmedAppointmentData => ({
  reference: 'MNB-7K2Q9D',
  manage_token: 'token-abc',
  therapist_id: ANANYA.therapist.id,
  start: MONDAY_TEN_AM,
  end: '2030-03-11T11:00:00+05:30',
  mode: 'video',
  fee_inr: ANANYA.therapist.fee_inr,
  status: 'confirmed',
  sequence: 0,
  cancelled_late: false,
  room: null,
  message_channels: ['email'],
  ...overrides,
});

/** The directory and the store, faked at the API port: Dr. Ananya Rao's real profile and free slots. */
const bookingApi = (overrides: Parameters<typeof fakeApi>[0] = {}): FakeApi =>
  fakeApi({
    getTherapist: ({ id }) =>
      id === ANANYA.therapist.id
        ? okAsync({ msg: 'ok', data: { ...toPublicTherapist(ANANYA.therapist), languages: [...ANANYA.therapist.languages] } as never })
        : errAsync({ kind: 'http', status: 404, message: 'Not found', refusal: 'therapist-not-found' }),
    therapistSlots: () => okAsync({ msg: 'ok', data: slotsOf() as never }),
    listTherapists: () => okAsync({ msg: 'ok', data: { items: SAMPLE_THERAPISTS.map((e) => toPublicTherapist(e.therapist)) } as never }),
    holdSlot: () => okAsync({ msg: 'ok', data: { hold_id: 'hold-1', expires_at: '2030-03-10T03:35:00Z', phone_channels: [] } }),
    confirmAppointment: () => okAsync({ msg: 'ok', data: aConfirmation() }),
    ...overrides,
  });

const renderCalendar = (api: FakeApi = bookingApi(), url = `/session-calendar?doctor=${ANANYA.therapist.id}`) => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
  vi.setSystemTime(SUNDAY_NINE_AM);
  return renderFlow('/session-calendar', <SessionCalendarPage />, { api, url });
};

afterEach(() => vi.useRealTimers());

const bookButton = () => screen.getByRole('button', { name: CALENDAR_TEXT.bookButton });

const pickMondayTen = async () => {
  fireEvent.click(await screen.findByRole('radio', { name: 'Mon 11 Mar' }));
  fireEvent.click(screen.getByRole('radio', { name: '10:00 AM' }));
};

const holdMondayTen = async () => {
  await pickMondayTen();
  fireEvent.click(bookButton());
  await screen.findByRole('heading', { name: 'Your details' });
};

const fillDetails = (details = { name: 'Priya Sharma', email: 'priya@example.in', phone: '9876543210', age: '29' }) => {
  fireEvent.change(screen.getByRole('textbox', { name: /Full name/ }), { target: { value: details.name } });
  fireEvent.change(screen.getByRole('textbox', { name: /Email/ }), { target: { value: details.email } });
  fireEvent.change(screen.getByRole('textbox', { name: /Phone number/ }), { target: { value: details.phone } });
  fireEvent.change(screen.getByRole('textbox', { name: /Age/ }), { target: { value: details.age } });
};

describe('session calendar', () => {
  it('shows the therapist from the link with their own title, modes and fee, and 60 minutes', async () => {
    renderCalendar();
    expect(await screen.findByRole('heading', { level: 2, name: 'Dr. Ananya Rao' })).toBeInTheDocument();
    expect(screen.getByText('Clinical Psychologist')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Video call' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'In person' })).toBeEnabled();
    expect(screen.getByText('₹1,200')).toBeInTheDocument();
    expect(screen.getByText('60 minutes')).toBeInTheDocument();
  });

  it('offers only the dates and times the therapist really has free, grouped by time of day in IST', async () => {
    renderCalendar();
    const strip = await screen.findByRole('group', { name: 'Choose a date' });
    // Sunday has no hours; Saturday's are video only.
    expect(within(strip).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Mon 11 Mar', 'Tue 12 Mar', 'Wed 13 Mar', 'Thu 14 Mar', 'Fri 15 Mar', 'Sat 16 Mar']);
    fireEvent.click(screen.getByRole('radio', { name: 'Mon 11 Mar' }));
    const morning = screen.getByRole('group', { name: 'Morning' });
    expect(within(morning).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM']);
    expect(within(screen.getByRole('group', { name: 'Afternoon' })).getByRole('radio', { name: '12:00 PM' })).toBeInTheDocument();
    expect(screen.getByText('All times are India Standard Time (IST).')).toBeInTheDocument();
  });

  it('keeps BOOK SESSION disabled until a date and time are chosen, and a new date clears the time', async () => {
    renderCalendar();
    await screen.findByRole('radio', { name: 'Mon 11 Mar' });
    expect(bookButton()).toBeDisabled();
    await pickMondayTen();
    expect(bookButton()).toBeEnabled();
    fireEvent.click(screen.getByRole('radio', { name: 'Tue 12 Mar' }));
    expect(screen.getByRole('radio', { name: '10:00 AM' })).not.toBeChecked();
    expect(bookButton()).toBeDisabled();
  });

  it('offers the directory instead of an unnamed therapist when no therapist was chosen', async () => {
    renderCalendar(bookingApi(), '/session-calendar');
    expect(await screen.findByRole('link', { name: 'Dr. Ananya Rao' })).toHaveAttribute('href', '/session-calendar?doctor=ananya-rao');
    expect(screen.getAllByRole('listitem')).toHaveLength(SAMPLE_THERAPISTS.length);
    expect(screen.queryByRole('heading', { name: 'Therapist' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CALENDAR_TEXT.bookButton })).not.toBeInTheDocument();
  });

  it('offers a call from the care team when no therapist is taking bookings, sending the reason booking-help, and says when the team calls', async () => {
    const sent: unknown[] = [];
    const api = bookingApi({
      listTherapists: () => okAsync({ msg: 'ok', data: { items: [] } as never }),
      requestCallback: (request) => {
        sent.push(request);
        return okAsync({ msg: 'Thank you.', data: aCallbackRequestedAnswer({ reason: 'booking-help' }) });
      },
    });
    renderCalendar(api, '/session-calendar');
    expect(await screen.findByText('No therapist is taking bookings just now. Please check again soon.')).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Ask us to call you' });
    fireEvent.change(within(form).getByRole('textbox', { name: /Your name/ }), { target: { value: 'Asha Verma' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Mobile number/ }), { target: { value: '98765 43210' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Ask for a call' }));
    // Consent first: nothing is sent until the box is ticked.
    expect(await within(form).findByRole('checkbox', { name: /care team may call me/ })).toHaveFocus();
    expect(sent).toEqual([]);
    fireEvent.click(within(form).getByRole('checkbox', { name: /care team may call me/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Ask for a call' }));
    expect(await screen.findByText('Our care team will call you within two working days (Monday to Saturday) to help you find a therapist and a time.')).toBeInTheDocument();
    expect(sent).toEqual([{ name: 'Asha Verma', phone: '9876543210', consent: true, reason: 'booking-help' }]);
  });

  it('outside the care team\'s hours says when the team opens and offers Tele-MANAS, and sends the wizard\'s risk answer and language kept in this tab', async () => {
    keepIntake(aCompleteWizardAnswers({ risk: 'yes', languages: ['tamil', 'english'] }));
    const sent: unknown[] = [];
    const api = bookingApi({
      listTherapists: () => okAsync({ msg: 'ok', data: { items: [] } as never }),
      requestCallback: (request) => {
        sent.push(request);
        return okAsync({ msg: 'Thank you.', data: aCallbackRequestedAnswer({ reason: 'booking-help', care_team: CARE_TEAM_CLOSED }) });
      },
    });
    renderCalendar(api, '/session-calendar');
    const form = await screen.findByRole('form', { name: 'Ask us to call you' });
    expect(await within(form).findByText(/your answer to the question about harming yourself/)).toBeInTheDocument();
    fireEvent.change(within(form).getByRole('textbox', { name: /Your name/ }), { target: { value: 'Asha Verma' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Mobile number/ }), { target: { value: '9876543210' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: /care team may call me/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Ask for a call' }));
    expect(await screen.findByText(/They start again on Wed 2 Dec, 9:00 am IST and will call you within two working days/)).toBeInTheDocument();
    expect(screen.getByText(/call Tele-MANAS on 14416: it answers 24 hours a day/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call Tele-MANAS on 14416' })).toHaveAttribute('href', 'tel:14416');
    expect(sent).toEqual([{ name: 'Asha Verma', phone: '9876543210', consent: true, reason: 'booking-help', risk: 'yes', language: 'tamil' }]);
    window.sessionStorage.clear();
  });

  it('offers the same call when the chosen therapist has no free time left', async () => {
    renderCalendar(bookingApi({ therapistSlots: () => okAsync({ msg: 'ok', data: { timezone: 'Asia/Kolkata', days: [] } as never }) }));
    expect(await screen.findByText(/No times are free in the next three weeks/)).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Ask us to call you' })).toBeInTheDocument();
  });

  it('says so when the link names a therapist we do not know, and offers the directory', async () => {
    renderCalendar(bookingApi(), '/session-calendar?doctor=nobody-here');
    expect(await screen.findByText('We could not find that therapist. Please choose one from the list below.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Dr. Vikram Mehta' })).toBeInTheDocument();
  });

  it('treats a link whose id cannot be a therapist (the server refuses it on id) as an unknown therapist, never showing the refusal', async () => {
    const refusal = 'A therapist id is 2 to 60 lowercase letters, digits and hyphens, such as ananya-rao.';
    const refused = () => errAsync({ kind: 'http' as const, status: 400, message: refusal, serverMsg: refusal, fieldErrors: { id: refusal }, refusal: 'validation' });
    renderCalendar(bookingApi({ getTherapist: refused, therapistSlots: refused }), '/session-calendar?doctor=Ananya%20Rao');
    expect(await screen.findByText('We could not find that therapist. Please choose one from the list below.')).toBeInTheDocument();
    expect(screen.queryByText(refusal)).not.toBeInTheDocument();
  });

  it('holds the chosen slot on BOOK SESSION, showing Processing... until the server answers, then a five-minute countdown', async () => {
    const hold = pending<ApiOk<{ hold_id: string; expires_at: string; phone_channels: [] }>>();
    const api = bookingApi({ holdSlot: () => hold.result });
    renderCalendar(api);
    await pickMondayTen();
    fireEvent.click(bookButton());
    expect(screen.getByRole('button', { name: CALENDAR_TEXT.processing })).toBeDisabled();
    expect(api.holdSlot).toHaveBeenCalledWith({ therapist_id: 'ananya-rao', start: new Date(MONDAY_TEN_AM), mode: 'video' });
    await act(async () => hold.settle({ msg: 'ok', data: { hold_id: 'hold-1', expires_at: '2030-03-10T03:35:00Z', phone_channels: [] } }));
    // The pressed button is gone: focus lands on the new step's heading, not on the page body.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your details' })).toHaveFocus());
    expect(screen.getByText('Mon 11 Mar, 10:00 am IST')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^(5:00|4:59)$/);
    // Screen readers hear the minutes, not every second.
    expect(screen.getByText('About 5 minutes left to confirm this time.')).toBeInTheDocument();
  });

  it('says a slot was just taken, drops it from the strip and lets the visitor choose another', async () => {
    const api = bookingApi({
      holdSlot: () => errAsync({ kind: 'http', status: 409, message: APPOINTMENT_MESSAGES.slotTaken, serverMsg: APPOINTMENT_MESSAGES.slotTaken, refusal: 'slot-taken' }),
    });
    renderCalendar(api);
    await pickMondayTen();
    api.therapistSlots.mockImplementation(() => okAsync({ msg: 'ok', data: slotsOf(ANANYA, [{ start: new Date(MONDAY_TEN_AM), end: new Date('2030-03-11T11:00:00+05:30') }]) as never }));
    fireEvent.click(bookButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This time was just taken. Please choose another slot.');
    // The BOOK SESSION press led here: focus goes to the words that say what happened.
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    await waitFor(() => expect(screen.queryByRole('radio', { name: '10:00 AM' })).not.toBeInTheDocument());
    expect(api.therapistSlots).toHaveBeenCalledTimes(2);
    expect(bookButton()).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: '11:00 AM' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the hold has run out and lets the visitor pick again', async () => {
    renderCalendar();
    await holdMondayTen();
    act(() => void vi.advanceTimersByTime(5 * 60_000));
    expect(await screen.findByRole('alert')).toHaveTextContent(APPOINTMENT_MESSAGES.holdExpired);
    expect(screen.getByRole('group', { name: 'Choose a date' })).toBeInTheDocument();
    expect(bookButton()).toBeDisabled();
  });

  it('checks the details with the booking rules, each message under its field, before anything is sent', async () => {
    const api = bookingApi();
    renderCalendar(api);
    await holdMondayTen();
    fillDetails({ name: '', email: 'not-an-email', phone: '12345', age: '' });
    fireEvent.click(screen.getByRole('button', { name: CALENDAR_TEXT.confirmButton }));
    const name = screen.getByRole('textbox', { name: /Full name/ });
    await waitFor(() => expect(name).toHaveAccessibleDescription(formMessageText('en', BOOKING_MESSAGES.nameRequired)));
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(formMessageText('en', BOOKING_MESSAGES.emailInvalid));
    expect(screen.getByRole('textbox', { name: /Phone number/ })).toHaveAccessibleDescription(`10-digit mobile number ${formMessageText('en', BOOKING_MESSAGES.phoneInvalid)}`);
    expect(screen.getByRole('textbox', { name: /Age/ })).toHaveAccessibleDescription(formMessageText('en', BOOKING_MESSAGES.ageInvalid));
    expect(api.confirmAppointment).not.toHaveBeenCalled();
  });

  it('confirms the hold and shows the booking only once the server has confirmed it', async () => {
    const api = bookingApi();
    renderCalendar(api);
    await holdMondayTen();
    expect(screen.queryByText(CALENDAR_TEXT.booked)).not.toBeInTheDocument();
    // No therapy-match answers in this tab: nothing to offer sharing.
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    fillDetails();
    fireEvent.click(screen.getByRole('button', { name: CALENDAR_TEXT.confirmButton }));
    expect(await screen.findByRole('heading', { name: CALENDAR_TEXT.booked })).toBeInTheDocument();
    const [payload, options] = api.confirmAppointment.mock.calls[0]!;
    expect(payload).toMatchObject({ hold_id: 'hold-1', name: 'Priya Sharma', email: 'priya@example.in', phone: '9876543210', age: '29' });
    expect(payload).not.toHaveProperty('intake');
    expect(options?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(options?.accessToken).toBeUndefined();
    expect(screen.getByText('MNB-7K2Q9D')).toBeInTheDocument();
    expect(screen.getByText('Mon 11 Mar, 10:00 am IST')).toBeInTheDocument();
    expect(screen.getByText('Video call', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getAllByText('₹1,200').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Manage this booking' })).toHaveAttribute('href', '/appointments/MNB-7K2Q9D#token-abc');
  });

  it('prefills the details of a logged-in visitor and links the booking to their account', async () => {
    window.localStorage.setItem('authToken', 'access-1');
    window.localStorage.setItem('user', JSON.stringify({ name: 'Nikhil Rao', email: 'nikhil.rao@example.in' }));
    const api = bookingApi();
    renderCalendar(api);
    await holdMondayTen();
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('Nikhil Rao');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('nikhil.rao@example.in');
    fillDetails({ name: 'Nikhil Rao', email: 'nikhil.rao@example.in', phone: '9876543210', age: '35' });
    fireEvent.click(screen.getByRole('button', { name: CALENDAR_TEXT.confirmButton }));
    await screen.findByRole('heading', { name: CALENDAR_TEXT.booked });
    expect(api.confirmAppointment.mock.calls[0]![1]?.accessToken).toBe('access-1');
  });

  it('offers to share the therapy-match answers, off by default, and sends them only when ticked', async () => {
    const answers = aCompleteWizardAnswers();
    keepIntake(answers);
    const api = bookingApi();
    renderCalendar(api);
    await holdMondayTen();
    const share = await screen.findByRole('checkbox', { name: CALENDAR_TEXT.shareIntake });
    expect(share).not.toBeChecked();
    fireEvent.click(share);
    fillDetails();
    fireEvent.click(screen.getByRole('button', { name: CALENDAR_TEXT.confirmButton }));
    await screen.findByRole('heading', { name: CALENDAR_TEXT.booked });
    expect(api.confirmAppointment.mock.calls[0]![0]).toMatchObject({ intake: answers });
  });

  it('states the cancellation policy, how the fee is paid and that this is no emergency service before Confirm booking', async () => {
    renderCalendar();
    await holdMondayTen();
    const confirm = screen.getByRole('button', { name: CALENDAR_TEXT.confirmButton });
    const policy = BOOKING_CATALOGS.en.policy;
    for (const sentence of [policy.freeChange, policy.lateCancel(SITE_CONTACT.phone), policy.payment('₹1,200'), policy.notEmergency]) {
      const shown = screen.getByText(sentence);
      expect(shown.compareDocumentPosition(confirm) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(screen.getByText(policy.notEmergency)).toHaveTextContent('14416');
  });

  it("'Choose another time' gives the hold back to the server at once and reads the free times again", async () => {
    const api = bookingApi();
    renderCalendar(api);
    await holdMondayTen();
    expect(api.therapistSlots).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Choose another time' }));
    expect(api.releaseHold).toHaveBeenCalledWith({ hold_id: 'hold-1' });
    expect(await screen.findByRole('button', { name: CALENDAR_TEXT.bookButton })).toBeInTheDocument();
    await waitFor(() => expect(api.therapistSlots).toHaveBeenCalledTimes(2));
  });

  it('goes back to the strip with the server’s words when the hold expired before confirming, focused, keeping the details typed', async () => {
    const api = bookingApi({
      confirmAppointment: () => errAsync({ kind: 'http', status: 410, message: APPOINTMENT_MESSAGES.holdExpired, serverMsg: APPOINTMENT_MESSAGES.holdExpired, refusal: 'hold-expired' }),
    });
    renderCalendar(api);
    await holdMondayTen();
    fillDetails();
    fireEvent.click(screen.getByRole('button', { name: CALENDAR_TEXT.confirmButton }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(APPOINTMENT_MESSAGES.holdExpired);
    // Focus goes to the words that say why, and the details typed so far are kept for the next hold.
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(screen.queryByText(CALENDAR_TEXT.booked)).not.toBeInTheDocument();
    expect(bookButton()).toBeInTheDocument();
    await holdMondayTen();
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('Priya Sharma');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('priya@example.in');
    expect(screen.getByRole('textbox', { name: /Phone number/ })).toHaveValue('9876543210');
    expect(screen.getByRole('textbox', { name: /Age/ })).toHaveValue('29');
  });

  it('saves an .ics file made from the booking for Add to calendar', async () => {
    const createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:booking');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderCalendar();
    await holdMondayTen();
    fillDetails();
    fireEvent.click(screen.getByRole('button', { name: CALENDAR_TEXT.confirmButton }));
    fireEvent.click(await screen.findByRole('button', { name: CALENDAR_TEXT.addToCalendar }));
    const blob = createObjectURL.mock.calls[0]![0];
    expect(blob.type).toBe('text/calendar;charset=utf-8');
    const text = await blob.text();
    expect(text).toContain('UID:MNB-7K2Q9D@manobal');
    expect(text).toContain('DTSTART:20300311T043000Z');
    expect(click).toHaveBeenCalled();
  });

  it('gives a short vibration when the mode changes, where the phone supports it', async () => {
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    renderCalendar();
    await screen.findByRole('heading', { level: 2, name: 'Dr. Ananya Rao' });
    fireEvent.click(screen.getByRole('radio', { name: 'In person' }));
    expect(vibrate).toHaveBeenCalledWith(TIMINGS.modeVibrationMs);
  });
});
