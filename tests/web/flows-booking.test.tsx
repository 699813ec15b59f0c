import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it, vi } from 'vitest';
import { BOOKING_MESSAGES, CALL_MESSAGES, YOUNG_PERSON_MESSAGES, YOUNG_PERSON_TEXT, addDaysToIsoDate, todayInKolkata, type BookingInput, formMessageText } from '@manobal/core';
import { A_GUARDIAN, aValidBooking } from '../../fixtures/forms';
import { BookFreeSessionPage } from '../../web/src/features/booking/book-free-session-page';
import { fakeApi, renderFlow, toastPosition } from './flows-harness';

const BOOKED_MSG = 'Your free introductory call is booked for Tue 1 Dec, 11:00 AM IST; our care team will call you on 98765 43210. Your reference is CALL-7K2Q9D.';
const booked = () => okAsync({ msg: BOOKED_MSG, data: { id: 'b-1', reference: 'CALL-7K2Q9D', status: 'waiting' as const, date: '2026-12-01', time: '11:00 AM' } });
const renderBooking = (api = fakeApi({ bookSession: booked })) => renderFlow('/book-free-session', <BookFreeSessionPage />, { api });

const fillDetails = async (user: ReturnType<typeof userEvent.setup>, booking: BookingInput) => {
  await user.type(screen.getByRole('textbox', { name: /Full name/ }), booking.name);
  await user.type(screen.getByRole('textbox', { name: /Email/ }), booking.email);
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), booking.phone);
  await user.type(screen.getByRole('textbox', { name: /Age/ }), String(booking.age));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { level: 2, name: 'Your call' });
};

const fillSession = async (user: ReturnType<typeof userEvent.setup>, booking: BookingInput) => {
  await user.selectOptions(screen.getByRole('combobox', { name: /Gender/ }), booking.gender);
  await user.selectOptions(screen.getByRole('combobox', { name: /What would you like help with/ }), booking.problem);
  fireEvent.change(screen.getByLabelText(/Date/), { target: { value: booking.date } });
  await user.selectOptions(screen.getByRole('combobox', { name: /Time/ }), booking.time);
};

describe('free-session booking', () => {
  it('shows every personal-details message under its field and focuses the first', async () => {
    const user = userEvent.setup();
    renderBooking();
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '12345');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const name = screen.getByRole('textbox', { name: /Full name/ });
    await waitFor(() => expect(name).toHaveAccessibleDescription(formMessageText('en', BOOKING_MESSAGES.nameRequired)));
    await waitFor(() => expect(name).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(formMessageText('en', BOOKING_MESSAGES.emailInvalid));
    expect(screen.getByRole('textbox', { name: /Phone number/ })).toHaveAccessibleDescription(`10-digit mobile number ${formMessageText('en', BOOKING_MESSAGES.phoneInvalid)}`);
    expect(screen.getByRole('textbox', { name: /Age/ })).toHaveAccessibleDescription(formMessageText('en', BOOKING_MESSAGES.ageInvalid));
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
  });

  it('offers only dates from today in India and, for today, only times still ahead', async () => {
    // 1:00 PM in Kolkata.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2030-03-10T07:30:00Z'));
    const user = userEvent.setup();
    renderBooking();
    await fillDetails(user, aValidBooking());
    const date = screen.getByLabelText(/Date/);
    expect(date).toHaveAttribute('min', '2030-03-10');
    fireEvent.change(date, { target: { value: '2030-03-10' } });
    const times = within(screen.getByRole('combobox', { name: /Time/ })).getAllByRole('option').map((o) => o.textContent);
    expect(times).toEqual(['Select a time', '2:00 PM', '3:00 PM', '4:00 PM', '5:00 PM', '6:00 PM', '7:00 PM', '8:00 PM', '9:00 PM']);
    fireEvent.change(date, { target: { value: '2030-03-11' } });
    expect(within(screen.getByRole('combobox', { name: /Time/ })).getAllByRole('option')).toHaveLength(13);
  });

  it('keeps the chosen time when a past date is typed, and says what is wrong with the date', async () => {
    // 1:00 PM in Kolkata.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2030-03-10T07:30:00Z'));
    const user = userEvent.setup();
    const { api } = renderBooking();
    await fillDetails(user, aValidBooking());
    const date = screen.getByLabelText(/Date/);
    const time = screen.getByRole('combobox', { name: /Time/ });
    fireEvent.change(date, { target: { value: '2030-03-12' } });
    await user.selectOptions(time, '10:00 AM');

    // A date picker fills the year digit by digit: no error for a year still being typed, and no lost time.
    fireEvent.change(date, { target: { value: '0002-03-12' } });
    expect(time).toHaveValue('10:00 AM');
    expect(date).not.toHaveAccessibleDescription(formMessageText('en', BOOKING_MESSAGES.datePast));
    fireEvent.change(date, { target: { value: '2029-03-12' } });
    expect(time).toHaveValue('10:00 AM');
    expect(date).toHaveAccessibleDescription(formMessageText('en', BOOKING_MESSAGES.datePast));
    expect(date).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Book my free call' }));
    expect(api.bookSession).not.toHaveBeenCalled();
    expect(time).toHaveValue('10:00 AM');

    fireEvent.change(date, { target: { value: '2030-03-12' } });
    expect(time).toHaveValue('10:00 AM');
    expect(date).not.toHaveAttribute('aria-invalid');
  });

  it('calls a past date left half-typed past when the visitor leaves the field', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2030-03-10T07:30:00Z'));
    const user = userEvent.setup();
    renderBooking();
    await fillDetails(user, aValidBooking());
    const date = screen.getByLabelText(/Date/);
    fireEvent.change(date, { target: { value: '0202-03-12' } });
    expect(date).not.toHaveAccessibleDescription(formMessageText('en', BOOKING_MESSAGES.datePast));
    fireEvent.blur(date);
    expect(date).toHaveAccessibleDescription(formMessageText('en', BOOKING_MESSAGES.datePast));
  });

  it('still clears a time that has passed when today is chosen after a later date', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2030-03-10T07:30:00Z'));
    const user = userEvent.setup();
    renderBooking();
    await fillDetails(user, aValidBooking());
    const date = screen.getByLabelText(/Date/);
    const time = screen.getByRole('combobox', { name: /Time/ });
    fireEvent.change(date, { target: { value: '2030-03-11' } });
    await user.selectOptions(time, '10:00 AM');
    fireEvent.change(date, { target: { value: '2030-03-10' } });
    expect(time).toHaveValue('');
  });

  it('asks for the missing session fields with a toast at the top centre and sends nothing', async () => {
    const user = userEvent.setup();
    const { api } = renderBooking();
    await fillDetails(user, aValidBooking());
    await user.click(screen.getByRole('button', { name: 'Book my free call' }));
    const toast = await screen.findByText(formMessageText('en', BOOKING_MESSAGES.fillAllFields));
    expect(toastPosition(toast)).toBe('top-center');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Gender/ })).toHaveFocus());
    expect(api.bookSession).not.toHaveBeenCalled();
  });

  it('books the free call, says so and offers the way home', async () => {
    const user = userEvent.setup();
    const booking = aValidBooking();
    const { api } = renderBooking();
    await fillDetails(user, booking);
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Your call' })).toHaveFocus());
    await fillSession(user, booking);
    await user.click(screen.getByRole('button', { name: 'Book my free call' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your call is booked' })).toBeInTheDocument();
    expect(api.bookSession).toHaveBeenCalledTimes(1);
    const [payload, options] = api.bookSession.mock.calls[0]!;
    expect(payload).toEqual({ ...booking, age: String(booking.age), guardian_knows: false });
    expect(options?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.getAllByText(BOOKED_MSG).some((el) => toastPosition(el) === 'top-center')).toBe(true));
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('shows the server message when booking fails, and a retry reuses the same booking key', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ bookSession: () => errAsync({ kind: 'http', status: 409, message: 'That slot was just taken.', serverMsg: 'That slot was just taken.' }) });
    renderBooking(api);
    const booking = aValidBooking({ date: addDaysToIsoDate(todayInKolkata({ now: () => new Date() }), 2) });
    await fillDetails(user, booking);
    await fillSession(user, booking);
    await user.click(screen.getByRole('button', { name: 'Book my free call' }));
    const toast = await screen.findByText('That slot was just taken.');
    expect(toastPosition(toast)).toBe('top-center');
    await user.click(screen.getByRole('button', { name: 'Book my free call' }));
    expect(api.bookSession).toHaveBeenCalledTimes(2);
    expect(api.bookSession.mock.calls[1]![1]!.idempotencyKey).toBe(api.bookSession.mock.calls[0]![1]!.idempotencyKey);
    expect(screen.queryByRole('heading', { name: 'Your call is booked' })).not.toBeInTheDocument();
  });

  it('says when the server could not be reached', async () => {
    const user = userEvent.setup();
    renderBooking(fakeApi({ bookSession: () => errAsync({ kind: 'network', message: CALL_MESSAGES.bookSession.network }) }));
    const booking = aValidBooking();
    await fillDetails(user, booking);
    await fillSession(user, booking);
    await user.click(screen.getByRole('button', { name: 'Book my free call' }));
    expect(await screen.findByText(CALL_MESSAGES.bookSession.network)).toBeInTheDocument();
  });

  it('goes back to the personal details with Previous, keeping what was typed', async () => {
    const user = userEvent.setup();
    renderBooking();
    const booking = aValidBooking();
    await fillDetails(user, booking);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue(booking.name);
  });
});

describe('the free call and the age rule', () => {
  const fillPerson = async (user: ReturnType<typeof userEvent.setup>, age: string) => {
    const booking = aValidBooking();
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), booking.name);
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), booking.email);
    await user.type(screen.getByRole('textbox', { name: /^Phone number/ }), booking.phone);
    await user.type(screen.getByRole('textbox', { name: /^Age/ }), age);
  };

  it('calls nothing a therapy session: the page offers a free introductory call', () => {
    renderBooking();
    expect(screen.getByRole('heading', { level: 1, name: 'Book a free introductory call' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/first session is free|free session/i);
  });

  it('stops a 15-year-old at the age with kind words, the helplines and the call-back offer, and sends nothing', async () => {
    const user = userEvent.setup();
    const { api } = renderBooking();
    await fillPerson(user, '15');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const notice = await screen.findByTestId('young-person-notice');
    expect(screen.getByRole('textbox', { name: /^Age/ })).toHaveAccessibleDescription(formMessageText('en', YOUNG_PERSON_MESSAGES.tooYoung));
    expect(within(notice).getByText(YOUNG_PERSON_TEXT.tooYoungBody)).toBeInTheDocument();
    expect(within(notice).getAllByRole('link').some((link) => link.getAttribute('href')?.startsWith('tel:'))).toBe(true);
    expect(await within(notice).findByRole('button', { name: YOUNG_PERSON_TEXT.callbackSubmit })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(api.bookSession).not.toHaveBeenCalled();
    // A mistyped age corrected: the form goes on.
    await user.clear(screen.getByRole('textbox', { name: /^Age/ }));
    await user.type(screen.getByRole('textbox', { name: /^Age/ }), '25');
    expect(screen.queryByTestId('young-person-notice')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it('asks a 17-year-old for a parent or guardian who knows, and sends them with the call', async () => {
    const user = userEvent.setup();
    const { api } = renderBooking();
    await fillPerson(user, '17');
    const guardian = screen.getByRole('group', { name: YOUNG_PERSON_TEXT.guardianTitle });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(guardian).getByRole('textbox', { name: /guardian's full name/ })).toHaveAccessibleDescription(formMessageText('en', YOUNG_PERSON_MESSAGES.guardianNameRequired)));
    expect(within(guardian).getByRole('checkbox')).toHaveAccessibleDescription(formMessageText('en', YOUNG_PERSON_MESSAGES.guardianKnows));
    await user.type(within(guardian).getByRole('textbox', { name: /guardian's full name/ }), A_GUARDIAN.guardian_name);
    await user.selectOptions(within(guardian).getByRole('combobox', { name: /They are your/ }), 'mother');
    await user.type(within(guardian).getByRole('textbox', { name: /guardian's phone number/ }), A_GUARDIAN.guardian_phone);
    await user.click(within(guardian).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Your call' });
    await fillSession(user, aValidBooking());
    await user.click(screen.getByRole('button', { name: 'Book my free call' }));
    await screen.findByRole('heading', { level: 2, name: 'Your call is booked' });
    expect(api.bookSession.mock.calls[0]![0]).toMatchObject({ age: '17', ...A_GUARDIAN });
  });

  it('shows a full hour’s refusal under the time, with the next free hour, and stays on the form', async () => {
    const user = userEvent.setup();
    const full = 'That hour is full. The next free hour is Tue 1 Dec, 12:00 PM IST. Please choose it or another time.';
    const api = fakeApi({ bookSession: () => errAsync({ kind: 'http', status: 409, message: full, serverMsg: full, fieldErrors: { time: full } }) });
    renderBooking(api);
    const booking = aValidBooking();
    await fillDetails(user, booking);
    await fillSession(user, booking);
    await user.click(screen.getByRole('button', { name: 'Book my free call' }));
    const time = screen.getByRole('combobox', { name: /Time/ });
    await waitFor(() => expect(time).toHaveAccessibleDescription(full));
    await waitFor(() => expect(time).toHaveFocus());
    expect(screen.queryByRole('heading', { name: 'Your call is booked' })).not.toBeInTheDocument();
  });
});
