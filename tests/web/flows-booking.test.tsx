import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errAsync } from 'neverthrow';
import { describe, expect, it, vi } from 'vitest';
import { BOOKING_MESSAGES, CALL_MESSAGES, addDaysToIsoDate, todayInKolkata, type BookingInput } from '@manobal/core';
import { aValidBooking } from '../../fixtures/forms';
import { BookFreeSessionPage } from '../../web/src/features/booking/book-free-session-page';
import { fakeApi, renderFlow, toastPosition } from './flows-harness';

const renderBooking = (api = fakeApi()) => renderFlow('/book-free-session', <BookFreeSessionPage />, { api });

const fillDetails = async (user: ReturnType<typeof userEvent.setup>, booking: BookingInput) => {
  await user.type(screen.getByRole('textbox', { name: /Full name/ }), booking.name);
  await user.type(screen.getByRole('textbox', { name: /Email/ }), booking.email);
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), booking.phone);
  await user.type(screen.getByRole('textbox', { name: /Age/ }), String(booking.age));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { level: 2, name: 'Your session' });
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
    await waitFor(() => expect(name).toHaveAccessibleDescription(BOOKING_MESSAGES.nameRequired));
    await waitFor(() => expect(name).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(BOOKING_MESSAGES.emailInvalid);
    expect(screen.getByRole('textbox', { name: /Phone number/ })).toHaveAccessibleDescription(`10-digit mobile number ${BOOKING_MESSAGES.phoneInvalid}`);
    expect(screen.getByRole('textbox', { name: /Age/ })).toHaveAccessibleDescription(BOOKING_MESSAGES.ageInvalid);
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
    expect(date).not.toHaveAccessibleDescription(BOOKING_MESSAGES.datePast);
    fireEvent.change(date, { target: { value: '2029-03-12' } });
    expect(time).toHaveValue('10:00 AM');
    expect(date).toHaveAccessibleDescription(BOOKING_MESSAGES.datePast);
    expect(date).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Book Session' }));
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
    expect(date).not.toHaveAccessibleDescription(BOOKING_MESSAGES.datePast);
    fireEvent.blur(date);
    expect(date).toHaveAccessibleDescription(BOOKING_MESSAGES.datePast);
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
    await user.click(screen.getByRole('button', { name: 'Book Session' }));
    const toast = await screen.findByText(BOOKING_MESSAGES.fillAllFields);
    expect(toastPosition(toast)).toBe('top-center');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Gender/ })).toHaveFocus());
    expect(api.bookSession).not.toHaveBeenCalled();
  });

  it('books the session, thanks the visitor and offers the way home', async () => {
    const user = userEvent.setup();
    const booking = aValidBooking();
    const { api } = renderBooking();
    await fillDetails(user, booking);
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Your session' })).toHaveFocus());
    await fillSession(user, booking);
    await user.click(screen.getByRole('button', { name: 'Book Session' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Thank you!' })).toBeInTheDocument();
    expect(api.bookSession).toHaveBeenCalledTimes(1);
    const [payload, options] = api.bookSession.mock.calls[0]!;
    expect(payload).toEqual({ ...booking, age: String(booking.age) });
    expect(options?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.getAllByText(CALL_MESSAGES.bookSession.success).some((el) => toastPosition(el) === 'top-center')).toBe(true));
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('shows the server message when booking fails, and a retry reuses the same booking key', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ bookSession: () => errAsync({ kind: 'http', status: 409, message: 'That slot was just taken.', serverMsg: 'That slot was just taken.' }) });
    renderBooking(api);
    const booking = aValidBooking({ date: addDaysToIsoDate(todayInKolkata({ now: () => new Date() }), 2) });
    await fillDetails(user, booking);
    await fillSession(user, booking);
    await user.click(screen.getByRole('button', { name: 'Book Session' }));
    const toast = await screen.findByText('That slot was just taken.');
    expect(toastPosition(toast)).toBe('top-center');
    await user.click(screen.getByRole('button', { name: 'Book Session' }));
    expect(api.bookSession).toHaveBeenCalledTimes(2);
    expect(api.bookSession.mock.calls[1]![1]!.idempotencyKey).toBe(api.bookSession.mock.calls[0]![1]!.idempotencyKey);
    expect(screen.queryByRole('heading', { name: 'Thank you!' })).not.toBeInTheDocument();
  });

  it('says when the server could not be reached', async () => {
    const user = userEvent.setup();
    renderBooking(fakeApi({ bookSession: () => errAsync({ kind: 'network', message: CALL_MESSAGES.bookSession.network }) }));
    const booking = aValidBooking();
    await fillDetails(user, booking);
    await fillSession(user, booking);
    await user.click(screen.getByRole('button', { name: 'Book Session' }));
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
