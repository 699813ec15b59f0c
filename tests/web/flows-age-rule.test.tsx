import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errAsync, okAsync } from 'neverthrow';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CALENDAR_TEXT,
  freeSlots,
  fixedClock,
  SAMPLE_THERAPISTS,
  todayInKolkata,
  toPublicTherapist,
  YOUNG_PERSON_MESSAGES,
  YOUNG_PERSON_TEXT,
  type ConfirmedAppointmentData,
  formMessageText,
} from '@manobal/core';
import { A_GUARDIAN } from '../../fixtures/forms';
import { SessionCalendarPage } from '../../web/src/features/calendar/session-calendar-page';
import { fakeApi, renderFlow } from './flows-harness';

/** 9:00 AM on Sunday 10 March 2030 in Kolkata: Dr. Ananya Rao's strip starts on Monday. */
const SUNDAY_NINE_AM = new Date('2030-03-10T03:30:00Z');
const ANANYA = SAMPLE_THERAPISTS[0]!;

const CONFIRMED: ConfirmedAppointmentData = {
  reference: 'MNB-7K2Q9D',
  manage_token: 'token-abc',
  therapist_id: ANANYA.therapist.id,
  start: '2030-03-11T10:00:00+05:30',
  end: '2030-03-11T11:00:00+05:30',
  mode: 'video',
  fee_inr: ANANYA.therapist.fee_inr,
  status: 'confirmed',
  sequence: 0,
  cancelled_late: false,
  room: null,
  message_channels: ['email'],
};

const calendarApi = () =>
  fakeApi({
    getTherapist: ({ id }) =>
      id === ANANYA.therapist.id
        ? okAsync({ msg: 'ok', data: { ...toPublicTherapist(ANANYA.therapist), languages: [...ANANYA.therapist.languages] } as never })
        : errAsync({ kind: 'http', status: 404, message: 'Not found', refusal: 'therapist-not-found' }),
    therapistSlots: () =>
      okAsync({ msg: 'ok', data: freeSlots({ ...ANANYA.availability, taken: [], now: SUNDAY_NINE_AM, from: todayInKolkata(fixedClock(SUNDAY_NINE_AM)), days: 21 }) as never }),
    holdSlot: () => okAsync({ msg: 'ok', data: { hold_id: 'hold-1', expires_at: '2030-03-10T03:35:00Z', phone_channels: [] } }),
    confirmAppointment: () => okAsync({ msg: 'ok', data: CONFIRMED }),
  });

const openDetails = async () => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
  vi.setSystemTime(SUNDAY_NINE_AM);
  const rendered = renderFlow('/session-calendar', <SessionCalendarPage />, { api: calendarApi(), url: `/session-calendar?doctor=${ANANYA.therapist.id}` });
  fireEvent.click(await screen.findByRole('radio', { name: 'Mon 11 Mar' }));
  fireEvent.click(screen.getByRole('radio', { name: '10:00 AM' }));
  fireEvent.click(screen.getByRole('button', { name: CALENDAR_TEXT.bookButton }));
  await screen.findByRole('heading', { name: 'Your details' });
  fireEvent.change(screen.getByRole('textbox', { name: /^Full name/ }), { target: { value: 'Ira Young' } });
  fireEvent.change(screen.getByRole('textbox', { name: /^Email/ }), { target: { value: 'ira@example.in' } });
  fireEvent.change(screen.getByRole('textbox', { name: /^Phone number/ }), { target: { value: '9876543210' } });
  return rendered;
};

const setAge = (age: string) => fireEvent.change(screen.getByRole('textbox', { name: /^Age/ }), { target: { value: age } });
const confirm = () => fireEvent.click(screen.getByRole('button', { name: CALENDAR_TEXT.confirmButton }));

afterEach(() => vi.useRealTimers());

describe("the age rule on the calendar's details step", () => {
  it('offers a 15-year-old the helplines and a call-back instead of a booking, and books nothing', async () => {
    const { api } = await openDetails();
    setAge('15');
    confirm();
    const notice = await screen.findByTestId('young-person-notice');
    expect(screen.getByRole('textbox', { name: /^Age/ })).toHaveAccessibleDescription(formMessageText('en', YOUNG_PERSON_MESSAGES.tooYoung));
    expect(within(notice).getAllByRole('link').some((link) => link.getAttribute('href')?.startsWith('tel:'))).toBe(true);
    expect(await within(notice).findByRole('button', { name: YOUNG_PERSON_TEXT.callbackSubmit })).toBeInTheDocument();
    // The call-back is a form of its own, never inside the booking form.
    expect(notice.closest('form')).toBeNull();
    expect(api.confirmAppointment).not.toHaveBeenCalled();
  });

  it('asks a 17-year-old for a guardian who knows, and confirms with them', async () => {
    const { api } = await openDetails();
    setAge('17');
    const guardian = screen.getByRole('group', { name: YOUNG_PERSON_TEXT.guardianTitle });
    confirm();
    await waitFor(() => expect(within(guardian).getByRole('textbox', { name: /guardian's full name/ })).toHaveAccessibleDescription(formMessageText('en', YOUNG_PERSON_MESSAGES.guardianNameRequired)));
    expect(api.confirmAppointment).not.toHaveBeenCalled();
    fireEvent.change(within(guardian).getByRole('textbox', { name: /guardian's full name/ }), { target: { value: A_GUARDIAN.guardian_name } });
    fireEvent.change(within(guardian).getByRole('combobox', { name: /They are your/ }), { target: { value: 'mother' } });
    fireEvent.change(within(guardian).getByRole('textbox', { name: /guardian's phone number/ }), { target: { value: A_GUARDIAN.guardian_phone } });
    fireEvent.click(within(guardian).getByRole('checkbox'));
    confirm();
    await waitFor(() => expect(api.confirmAppointment).toHaveBeenCalledTimes(1));
    expect(api.confirmAppointment.mock.calls[0]![0]).toMatchObject({ hold_id: 'hold-1', age: '17', ...A_GUARDIAN });
  });

  it('asks an 18-year-old for no guardian', async () => {
    await openDetails();
    setAge('18');
    expect(screen.queryByRole('group', { name: YOUNG_PERSON_TEXT.guardianTitle })).not.toBeInTheDocument();
  });
});
