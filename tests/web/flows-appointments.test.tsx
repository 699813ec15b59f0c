import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errAsync, okAsync } from 'neverthrow';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  APPOINTMENT_MESSAGES,
  MANAGE_LINK_MESSAGES,
  MANAGE_LINK_SENT,
  BOOKING_CATALOGS,
  SAMPLE_THERAPISTS,
  fixedClock,
  freeSlots,
  toPublicTherapist,
  todayInKolkata,
  type ConfirmedAppointmentData,
} from '@manobal/core';
import ICAL from 'ical.js';
import { SITE_CONTACT } from '../../web/src/app/site-contact';
import { AppointmentPage } from '../../web/src/features/appointments/appointment-page';
import { fakeApi, renderFlow, type FakeApi } from './flows-harness';

/** 9:00 AM on Sunday 10 March 2030 in Kolkata. */
const SUNDAY_NINE_AM = new Date('2030-03-10T03:30:00Z');
const ANANYA = SAMPLE_THERAPISTS[0]!;

type View = Omit<ConfirmedAppointmentData, 'manage_token'>;
const anAppointment = (overrides: Partial<View> = {}): View => ({
  reference: 'MNB-7K2Q9D',
  therapist_id: ANANYA.therapist.id,
  start: '2030-03-11T10:00:00+05:30',
  end: '2030-03-11T11:00:00+05:30',
  mode: 'video',
  fee_inr: 1200,
  status: 'confirmed',
  sequence: 0,
  cancelled_late: false,
  room: null,
  message_channels: ['email'],
  ...overrides,
});

const manageApi = (overrides: Parameters<typeof fakeApi>[0] = {}): FakeApi =>
  fakeApi({
    appointment: (_payload, options) =>
      options?.accessToken === 'token-abc' ? okAsync({ msg: 'ok', data: anAppointment() }) : errAsync({ kind: 'http', status: 404, message: 'Not found', refusal: 'not-found' }),
    getTherapist: () => okAsync({ msg: 'ok', data: toPublicTherapist(ANANYA.therapist) as never }),
    therapistSlots: () =>
      okAsync({
        msg: 'ok',
        data: freeSlots({ ...ANANYA.availability, taken: [], now: SUNDAY_NINE_AM, from: todayInKolkata(fixedClock(SUNDAY_NINE_AM)), days: 21, mode: 'video' }) as never,
      }),
    cancelAppointment: () => okAsync({ msg: 'ok', data: anAppointment({ status: 'cancelled', sequence: 1 }) }),
    rescheduleAppointment: ({ start }) =>
      okAsync({ msg: 'ok', data: anAppointment({ start: '2030-03-12T11:00:00+05:30', end: new Date(start.getTime() + 3_600_000).toISOString(), sequence: 1 }) }),
    ...overrides,
  });

const renderManage = (api: FakeApi = manageApi(), url = '/appointments/MNB-7K2Q9D#token-abc') => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(SUNDAY_NINE_AM);
  return renderFlow('/appointments/:reference', <AppointmentPage />, { api, url });
};

afterEach(() => vi.useRealTimers());

/** The .ics file a click saves (through a Blob URL), parsed with ical.js. */
const savedCalendarFile = async (click: () => void) => {
  const blobs: Blob[] = [];
  const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:calendar-file';
  });
  const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const anchorClick = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  try {
    click();
    expect(blobs).toHaveLength(1);
    const text = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsText(blobs[0]!);
    });
    const calendar = new ICAL.Component(ICAL.parse(text));
    const vevent = calendar.getFirstSubcomponent('vevent') as ICAL.Component;
    return { calendar, vevent, event: new ICAL.Event(vevent) };
  } finally {
    create.mockRestore();
    revoke.mockRestore();
    anchorClick.mockRestore();
  }
};

describe('managing a booking from its link', () => {
  it('opens the booking with the token from the fragment, sent only as the bearer of the call', async () => {
    const api = manageApi();
    renderManage(api);
    expect(await screen.findByText('MNB-7K2Q9D')).toBeInTheDocument();
    expect(screen.getByText('Dr. Ananya Rao')).toBeInTheDocument();
    expect(screen.getByText('Mon 11 Mar, 10:00 am IST')).toBeInTheDocument();
    expect(screen.getByText('Video call')).toBeInTheDocument();
    expect(screen.getByText('₹1,200')).toBeInTheDocument();
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(api.appointment).toHaveBeenCalledWith({ reference: 'MNB-7K2Q9D' }, { accessToken: 'token-abc' });
    for (const [payload] of api.appointment.mock.calls) expect(JSON.stringify(payload)).not.toContain('token-abc');
  });

  it("shows a video booking's room: when it opens in IST and the link, the token in its fragment", async () => {
    const room = { path: '/session/MNB-7K2Q9D', opens_at: '2030-03-11T09:50:00+05:30', closes_at: '2030-03-11T11:30:00+05:30' };
    renderManage(manageApi({ appointment: () => okAsync({ msg: 'ok', data: anAppointment({ room }) }) }));
    expect(await screen.findByText(/Your private video room opens at Mon 11 Mar, 9:50 am IST/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the video room' })).toHaveAttribute('href', '/session/MNB-7K2Q9D#token-abc');
  });

  it('says clearly when the link has no token, and asks nothing of the server', async () => {
    const api = manageApi();
    renderManage(api, '/appointments/MNB-7K2Q9D');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is missing the key that opens your booking.');
    expect(api.appointment).not.toHaveBeenCalled();
  });

  it('says clearly when the token does not open the booking', async () => {
    renderManage(manageApi(), '/appointments/MNB-7K2Q9D#wrong-token');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not open this booking.');
    expect(screen.queryByRole('button', { name: 'Cancel session' })).not.toBeInTheDocument();
  });

  it('offers to send the links again where a link does not open a booking, and shows the answer the server gave', async () => {
    const api = manageApi({ requestManageLinks: () => okAsync({ msg: MANAGE_LINK_SENT.en.email, data: undefined }) });
    renderManage(api, '/appointments/MNB-7K2Q9D#wrong-token');
    const field = await screen.findByLabelText(/E-mail address or phone number/);
    fireEvent.change(field, { target: { value: 'asha@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me the links' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MANAGE_LINK_SENT.en.email);
    expect(api.requestManageLinks).toHaveBeenCalledWith({ contact: 'asha@example.com' });
  });

  it("shows the server's words under the field when what was typed is neither an e-mail address nor a phone number", async () => {
    const api = manageApi({
      requestManageLinks: () => errAsync({ kind: 'http', status: 400, message: 'Invalid', fieldErrors: { contact: MANAGE_LINK_MESSAGES.contactInvalid } }),
    });
    renderManage(api, '/appointments/MNB-7K2Q9D');
    fireEvent.change(await screen.findByLabelText(/E-mail address or phone number/), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me the links' }));
    expect(await screen.findByText(MANAGE_LINK_MESSAGES.contactInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail address or phone number/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('cancels only after the visitor confirms, and then shows the booking as cancelled', async () => {
    const api = manageApi();
    renderManage(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel session' }));
    expect(api.cancelAppointment).not.toHaveBeenCalled();
    expect(screen.getByText(BOOKING_CATALOGS.en.offers.cancelFreeQuestion)).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Keep my session' }));
    expect(api.cancelAppointment).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel session' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your session is cancelled.');
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
    // Said once: not again as a note under it.
    expect(screen.getAllByText(/cancelled\./i)).toHaveLength(1);
    expect(api.cancelAppointment).toHaveBeenCalledWith({ reference: 'MNB-7K2Q9D' }, { accessToken: 'token-abc' });
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose another time' })).not.toBeInTheDocument();
    const file = await savedCalendarFile(() => fireEvent.click(screen.getByRole('button', { name: 'Remove from your calendar' })));
    expect(file.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect([file.event.uid, file.event.sequence, file.vevent.getFirstPropertyValue('status')]).toEqual(['MNB-7K2Q9D@manobal', 1, 'CANCELLED']);
  });

  it('within 12 hours offers no move that would be refused: it says why, names the care team and still cancels, late', async () => {
    const soon = anAppointment({ start: '2030-03-10T14:00:00+05:30', end: '2030-03-10T15:00:00+05:30' });
    const api = manageApi({
      appointment: () => okAsync({ msg: 'ok', data: soon }),
      cancelAppointment: () => okAsync({ msg: 'ok', data: { ...soon, status: 'cancelled', cancelled_late: true, sequence: 1 } }),
    });
    renderManage(api);
    expect(await screen.findByText(BOOKING_CATALOGS.en.offers.moveClosed(SITE_CONTACT.phone))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose another time' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel session' }));
    // The policy's consequence is said before the visitor confirms.
    expect(screen.getByText(BOOKING_CATALOGS.en.offers.cancelLateQuestion)).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByRole('status')).toHaveTextContent(BOOKING_CATALOGS.en.offers.cancelledLate);
    expect(screen.getByText(BOOKING_CATALOGS.en.offers.lateCancelTag)).toBeInTheDocument();
  });

  it('offers neither once the session has started, and names the care team', async () => {
    const started = anAppointment({ start: '2030-03-10T09:00:00+05:30', end: '2030-03-10T10:00:00+05:30' });
    renderManage(manageApi({ appointment: () => okAsync({ msg: 'ok', data: started }) }));
    expect(await screen.findByText(BOOKING_CATALOGS.en.offers.started(SITE_CONTACT.phone))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel session' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose another time' })).not.toBeInTheDocument();
  });

  it('shows the 12-hour rule as the server words it', async () => {
    const tooLate = APPOINTMENT_MESSAGES.changeTooLate('+91 00000 00000');
    renderManage(manageApi({ cancelAppointment: () => errAsync({ kind: 'http', status: 409, message: tooLate, serverMsg: tooLate }) }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel session' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(tooLate);
  });

  it('moves the booking to a free time of the same therapist in the same mode', async () => {
    const api = manageApi();
    renderManage(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Choose another time' }));
    const date = await screen.findByRole('combobox', { name: 'Day' });
    expect(api.therapistSlots).toHaveBeenCalledWith({ id: 'ananya-rao', days: 21, mode: 'video' });
    fireEvent.change(date, { target: { value: '2030-03-12' } });
    fireEvent.click(within(screen.getByRole('group', { name: 'Time' })).getByRole('radio', { name: '11:00 AM' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move to this time' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your session has moved to the new time.');
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
    const file = await savedCalendarFile(() => fireEvent.click(screen.getByRole('button', { name: 'Update your calendar' })));
    expect([file.calendar.getFirstPropertyValue('method'), file.event.uid, file.event.sequence]).toEqual(['PUBLISH', 'MNB-7K2Q9D@manobal', 1]);
    expect(file.event.startDate.toJSDate().toISOString()).toBe('2030-03-12T05:30:00.000Z');
    expect(api.rescheduleAppointment).toHaveBeenCalledWith({ reference: 'MNB-7K2Q9D', start: new Date('2030-03-12T11:00:00+05:30') }, { accessToken: 'token-abc' });
    expect(screen.getByText('Tue 12 Mar, 11:00 am IST')).toBeInTheDocument();
  });

  it('keeps the old time and says so when the new one was just taken', async () => {
    const api = manageApi({
      rescheduleAppointment: () => errAsync({ kind: 'http', status: 409, message: APPOINTMENT_MESSAGES.slotTaken, serverMsg: APPOINTMENT_MESSAGES.slotTaken, refusal: 'slot-taken' }),
    });
    renderManage(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Choose another time' }));
    fireEvent.change(await screen.findByRole('combobox', { name: 'Day' }), { target: { value: '2030-03-12' } });
    fireEvent.click(screen.getByRole('radio', { name: '11:00 AM' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move to this time' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(APPOINTMENT_MESSAGES.slotTaken);
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    await waitFor(() => expect(api.therapistSlots).toHaveBeenCalledTimes(2));
    expect(screen.getByText('Mon 11 Mar, 10:00 am IST')).toBeInTheDocument();
  });
});
