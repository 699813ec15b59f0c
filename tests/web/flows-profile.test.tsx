import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errAsync, okAsync } from 'neverthrow';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { APPOINTMENT_MESSAGES, BOOKING_CATALOGS, CALL_MESSAGES, SAMPLE_DIRECTORY, type ApiError, type AppointmentView } from '@manobal/core';
import { SITE_CONTACT } from '../../web/src/app/site-contact';
import { anAppointmentView } from '../../fixtures/in-memory/in-memory-appointments';
import { login } from '../../web/src/app/auth-store';
import { ProfilePage } from '../../web/src/features/profile/profile-page';
import { fakeApi, renderFlow, type FakeApi } from './flows-harness';

const TOKEN = 'access-token-of-asha';
const UPCOMING = anAppointmentView({ reference: 'MNB-7K2Q9D', start: '2026-12-01T18:00:00+05:30', end: '2026-12-01T19:00:00+05:30' }) as AppointmentView;
const PAST = anAppointmentView({ reference: 'MNB-PAST01', therapist_id: 'vikram-mehta', start: '2026-11-20T10:00:00+05:30', end: '2026-11-20T11:00:00+05:30', mode: 'in-person' }) as AppointmentView;

const mine = (upcoming: readonly AppointmentView[], past: readonly AppointmentView[] = []) => okAsync({ msg: 'ok', data: { upcoming: [...upcoming], past: [...past] } });
// The kinds the server names these answers with (the status stays for the fake's reader).
const KIND_OF = { 401: 'unauthorized', 409: 'slot-taken' } as Readonly<Record<number, string>>;
const refused = (status: number, message: string) => errAsync<never, ApiError>({ kind: 'http', status, message, ...(KIND_OF[status] ? { refusal: KIND_OF[status] } : {}) });
const directory = () => okAsync({ msg: 'ok', data: { items: SAMPLE_DIRECTORY.map((t) => ({ ...t, languages: [...t.languages], specialisations: [...t.specialisations], styles: [...t.styles], modes: [...t.modes] })) } });
const slot = (date: string, time: string) => ({ start: `${date}T${time}:00+05:30`, end: `${date}T${String(Number(time.slice(0, 2)) + 1).padStart(2, '0')}${time.slice(2)}:00+05:30`, modes: ['video' as const] });
const freeSlots = () =>
  okAsync({
    msg: 'ok',
    data: { timezone: 'Asia/Kolkata' as const, days: [{ date: '2026-12-02', slots: [slot('2026-12-02', '18:00'), slot('2026-12-02', '19:00')] }, { date: '2026-12-03', slots: [slot('2026-12-03', '17:00')] }] },
  });

const renderProfile = (api: FakeApi) => renderFlow('/profile', <ProfilePage />, { api });

const signIn = () => login(TOKEN, { name: 'Asha Verma', email: 'asha@example.in' });

const rowOf = async (name: string) => screen.findByRole('listitem', { name });

beforeEach(() => {
  // Monday 30 November 2026, 09:00 IST: the fixtures' sessions are a day away.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-30T03:30:00Z'));
});

describe('profile sessions', () => {
  it('asks a visitor who is not logged in to log in, and asks the server nothing', () => {
    const api = fakeApi();
    renderProfile(api);
    expect(screen.getByText(/You are not logged in/)).toBeInTheDocument();
    expect(api.myAppointments).not.toHaveBeenCalled();
  });

  it("lists upcoming and past sessions with the therapist, IST time, mode, status and reference, using the visitor's token", async () => {
    signIn();
    const api = fakeApi({ myAppointments: () => mine([UPCOMING], [{ ...PAST, status: 'cancelled' }]), listTherapists: directory });
    renderProfile(api);

    const upcoming = within(await rowOf('Dr. Ananya Rao'));
    expect(upcoming.getByText('Tue 1 Dec, 6:00 pm IST')).toBeInTheDocument();
    expect(upcoming.getByText('Video call')).toBeInTheDocument();
    expect(upcoming.getByText('Confirmed')).toBeInTheDocument();
    expect(upcoming.getByText('MNB-7K2Q9D')).toBeInTheDocument();
    expect(upcoming.getByRole('button', { name: 'Cancel the session on Tue 1 Dec, 6:00 pm IST' })).toBeInTheDocument();
    expect(upcoming.getByRole('button', { name: 'Reschedule the session on Tue 1 Dec, 6:00 pm IST' })).toBeInTheDocument();

    const past = within(await rowOf('Dr. Vikram Mehta'));
    expect(past.getByText('Fri 20 Nov, 10:00 am IST')).toBeInTheDocument();
    expect(past.getByText('In person')).toBeInTheDocument();
    expect(past.getByText('Cancelled')).toBeInTheDocument();
    expect(past.queryByRole('button')).not.toBeInTheDocument();
    expect(api.myAppointments).toHaveBeenCalledWith({}, { accessToken: TOKEN });
  });

  it('cancels an upcoming session after asking once more, then shows it cancelled', async () => {
    signIn();
    const user = userEvent.setup();
    const cancelled = { ...UPCOMING, status: 'cancelled' as const, sequence: 1 };
    const api = fakeApi({ listTherapists: directory, cancelAppointment: () => okAsync({ msg: CALL_MESSAGES.cancelAppointment.success, data: cancelled }) });
    api.myAppointments.mockImplementationOnce(() => mine([UPCOMING])).mockImplementation(() => mine([cancelled]));
    renderProfile(api);

    const row = within(await rowOf('Dr. Ananya Rao'));
    await user.click(row.getByRole('button', { name: /^Cancel the session/ }));
    expect(row.getByText(BOOKING_CATALOGS.en.offers.cancelFreeQuestion)).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Keep it' })).toHaveFocus();
    expect(api.cancelAppointment).not.toHaveBeenCalled();
    await user.click(row.getByRole('button', { name: 'Yes, cancel it' }));

    await waitFor(() => expect(screen.getByText('Your appointment is cancelled.')).toHaveFocus());
    expect(api.cancelAppointment).toHaveBeenCalledWith({ reference: 'MNB-7K2Q9D' }, { accessToken: TOKEN });
    // It leaves 'Upcoming' for a list of its own, and the message is said once.
    await waitFor(() => expect(screen.getByRole('heading', { level: 3, name: 'Cancelled' })).toBeInTheDocument());
    expect(screen.getByText('You have no upcoming sessions.')).toBeInTheDocument();
    const after = within(await rowOf('Dr. Ananya Rao'));
    expect(after.getByText('Cancelled')).toBeInTheDocument();
    expect(after.queryByRole('button', { name: /Cancel the session|Reschedule the session/ })).not.toBeInTheDocument();
    expect(after.getByRole('button', { name: 'Remove from your calendar' })).toBeInTheDocument();
    expect(screen.getAllByText('Your appointment is cancelled.')).toHaveLength(1);
  });

  it('within 12 hours offers a late cancel and no move, says why and names the care team; the late cancel is marked', async () => {
    signIn();
    const user = userEvent.setup();
    const soon = { ...UPCOMING, start: '2026-11-30T15:00:00+05:30', end: '2026-11-30T16:00:00+05:30' };
    const cancelled = { ...soon, status: 'cancelled' as const, cancelled_late: true, sequence: 1 };
    const api = fakeApi({ listTherapists: directory, cancelAppointment: () => okAsync({ msg: CALL_MESSAGES.cancelAppointment.success, data: cancelled }) });
    api.myAppointments.mockImplementationOnce(() => mine([soon])).mockImplementation(() => mine([cancelled]));
    renderProfile(api);

    const row = within(await rowOf('Dr. Ananya Rao'));
    expect(row.getByText(BOOKING_CATALOGS.en.offers.moveClosed(SITE_CONTACT.phone))).toBeInTheDocument();
    expect(row.queryByRole('button', { name: /^Reschedule the session/ })).not.toBeInTheDocument();
    await user.click(row.getByRole('button', { name: /^Cancel the session/ }));
    expect(row.getByText(BOOKING_CATALOGS.en.offers.cancelLateQuestion)).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(screen.getByText(BOOKING_CATALOGS.en.offers.cancelledLate)).toHaveFocus());
    const after = within(await rowOf('Dr. Ananya Rao'));
    await waitFor(() => expect(after.getByText(BOOKING_CATALOGS.en.offers.lateCancelTag)).toBeInTheDocument());
  });

  it('keeps the session when the visitor changes their mind, and says why when the server refuses', async () => {
    signIn();
    const user = userEvent.setup();
    const tooLate = APPOINTMENT_MESSAGES.changeTooLate('+91 98765 43210');
    const api = fakeApi({ myAppointments: () => mine([UPCOMING]), listTherapists: directory, cancelAppointment: () => refused(409, tooLate) });
    renderProfile(api);

    const row = within(await rowOf('Dr. Ananya Rao'));
    await user.click(row.getByRole('button', { name: /^Cancel the session/ }));
    await user.click(row.getByRole('button', { name: 'Keep it' }));
    expect(row.getByRole('button', { name: /^Cancel the session/ })).toHaveFocus();
    expect(api.cancelAppointment).not.toHaveBeenCalled();

    await user.click(row.getByRole('button', { name: /^Cancel the session/ }));
    await user.click(row.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await row.findByText(tooLate)).toBeInTheDocument();
    expect(row.getByText('Confirmed')).toBeInTheDocument();
  });

  it("moves a session to one of the therapist's free times in the same mode", async () => {
    signIn();
    const user = userEvent.setup();
    const moved = { ...UPCOMING, start: '2026-12-03T17:00:00+05:30', end: '2026-12-03T18:00:00+05:30' };
    const api = fakeApi({
      listTherapists: directory,
      therapistSlots: freeSlots,
      rescheduleAppointment: () => okAsync({ msg: CALL_MESSAGES.rescheduleAppointment.success, data: moved }),
    });
    api.myAppointments.mockImplementationOnce(() => mine([UPCOMING])).mockImplementation(() => mine([moved]));
    renderProfile(api);

    const row = within(await rowOf('Dr. Ananya Rao'));
    await user.click(row.getByRole('button', { name: /^Reschedule the session/ }));
    expect(row.getByRole('heading', { name: 'Choose a new time' })).toHaveFocus();
    await user.click(await row.findByRole('button', { name: 'Move to this time' }));
    expect(row.getByText('Please choose a time.')).toBeInTheDocument();

    await user.selectOptions(row.getByRole('combobox', { name: 'Day' }), '2026-12-03');
    await user.click(row.getByRole('radio', { name: '5:00 PM' }));
    await user.click(row.getByRole('button', { name: 'Move to this time' }));

    expect(await screen.findByText('Your appointment has moved to the new time.')).toBeInTheDocument();
    expect(api.therapistSlots).toHaveBeenCalledWith({ id: 'ananya-rao', days: expect.any(Number), mode: 'video' });
    expect(api.rescheduleAppointment).toHaveBeenCalledWith({ reference: 'MNB-7K2Q9D', start: new Date('2026-12-03T17:00:00+05:30') }, { accessToken: TOKEN });
    const after = within(await rowOf('Dr. Ananya Rao'));
    expect(await after.findByText('Thu 3 Dec, 5:00 pm IST')).toBeInTheDocument();
    // The picker has closed; the moved session can be changed again.
    expect(after.queryByRole('heading', { name: 'Choose a new time' })).not.toBeInTheDocument();
    expect(after.getByRole('button', { name: 'Cancel the session on Thu 3 Dec, 5:00 pm IST' })).toBeInTheDocument();
  });

  it('says when the new time was just taken and reads the free times again', async () => {
    signIn();
    const user = userEvent.setup();
    const api = fakeApi({ myAppointments: () => mine([UPCOMING]), listTherapists: directory, therapistSlots: freeSlots, rescheduleAppointment: () => refused(409, APPOINTMENT_MESSAGES.slotTaken) });
    renderProfile(api);

    const row = within(await rowOf('Dr. Ananya Rao'));
    await user.click(row.getByRole('button', { name: /^Reschedule the session/ }));
    await user.click(await row.findByRole('radio', { name: '6:00 PM' }));
    await user.click(row.getByRole('button', { name: 'Move to this time' }));

    expect(await row.findByText(APPOINTMENT_MESSAGES.slotTaken)).toBeInTheDocument();
    await waitFor(() => expect(api.therapistSlots).toHaveBeenCalledTimes(2));
    await user.click(row.getByRole('button', { name: 'Keep the current time' }));
    expect(row.getByRole('button', { name: /^Reschedule the session/ })).toHaveFocus();
  });

  it('asks to log in again when the server no longer accepts the token', async () => {
    signIn();
    renderProfile(fakeApi({ myAppointments: () => refused(401, 'No valid access token'), listTherapists: directory }));
    expect(await screen.findByText(/Your login has ended/)).toBeInTheDocument();
  });

  it('still lists the sessions when the directory cannot be read', async () => {
    signIn();
    renderProfile(fakeApi({ myAppointments: () => mine([UPCOMING]), listTherapists: () => errAsync({ kind: 'network', message: 'We could not reach the therapist directory. Please try again.' }) }));
    expect(within(await rowOf('Your therapist')).getByText('MNB-7K2Q9D')).toBeInTheDocument();
  });
});
