import { screen, within } from '@testing-library/react';
import { errAsync, okAsync } from 'neverthrow';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_CATALOGS, SAMPLE_THERAPISTS, fixedClock, freeSlots, toPublicTherapist, todayInKolkata, type ConfirmedAppointmentData, type PublicTherapist } from '@manobal/core';
import { AppointmentPage } from '../../web/src/features/appointments/appointment-page';
import { BookingConfirmation } from '../../web/src/features/calendar/booking-confirmation';
import { SessionCalendarPage } from '../../web/src/features/calendar/session-calendar-page';
import { fakeApi, renderFlow } from './flows-harness';

/** 9:00 AM on Sunday 10 March 2030 in Kolkata. */
const SUNDAY_NINE_AM = new Date('2030-03-10T03:30:00Z');
const ANANYA = SAMPLE_THERAPISTS[0]!;
const SAMPLE_MARK = BOOKING_CATALOGS.en.therapist.sampleMark;

/** Dr. Ananya Rao as the directory lists her: the seeded sample, or (sample: false) a real therapist of the same profile. */
const ananya = (overrides: Partial<PublicTherapist> = {}) => ({ ...toPublicTherapist(ANANYA.therapist), languages: [...ANANYA.therapist.languages], ...overrides });

const directoryApi = (therapist: ReturnType<typeof ananya>) =>
  fakeApi({
    getTherapist: ({ id }) => (id === therapist.id ? okAsync({ msg: 'ok', data: therapist as never }) : errAsync({ kind: 'http', status: 404, message: 'Not found', refusal: 'therapist-not-found' })),
    therapistSlots: () =>
      okAsync({ msg: 'ok', data: freeSlots({ ...ANANYA.availability, taken: [], now: SUNDAY_NINE_AM, from: todayInKolkata(fixedClock(SUNDAY_NINE_AM)), days: 21 }) as never }),
    appointment: () => okAsync({ msg: 'ok', data: aBooking() as never }),
  });

const aBooking = (): ConfirmedAppointmentData => ({
    reference: 'MNB-7K2Q9D',
    manage_token: 'token-abc',
    therapist_id: ANANYA.therapist.id,
    start: '2030-03-11T10:00:00+05:30',
    end: '2030-03-11T11:00:00+05:30',
    mode: 'in-person',
    fee_inr: ANANYA.therapist.fee_inr,
    status: 'confirmed',
    sequence: 0,
    cancelled_late: false,
    message_channels: ['email'],
    room: null,
  });

afterEach(() => vi.useRealTimers());

const atSundayNine = () => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
  vi.setSystemTime(SUNDAY_NINE_AM);
};

describe('a sample therapist is marked wherever one is shown', () => {
  it.each([
    ['a seeded sample', true],
    ['a real therapist', false],
  ])("the calendar's card for %s: the mark only for a sample, and the in-person address before booking", async (_who, sample) => {
    atSundayNine();
    renderFlow('/session-calendar', <SessionCalendarPage />, { api: directoryApi(ananya({ sample })), url: '/session-calendar?doctor=ananya-rao' });
    const card = (await screen.findByRole('heading', { level: 2, name: 'Dr. Ananya Rao' })).closest('section')!;
    expect(within(card).queryByText(SAMPLE_MARK) !== null).toBe(sample);
    expect(within(card).getByText('In person at Manobal Centre, 80 Feet Road, Indiranagar, Bengaluru 560038')).toBeInTheDocument();
  });

  it("marks each sample in the calendar's list of therapists, and not a real one beside them", async () => {
    const listed = [...SAMPLE_THERAPISTS.map(({ therapist }) => ananya({ ...toPublicTherapist(therapist), languages: [...therapist.languages] })), ananya({ id: 'kavya-menon', name: 'Dr. Kavya Menon', sample: false })];
    renderFlow('/session-calendar', <SessionCalendarPage />, { api: fakeApi({ listTherapists: () => okAsync({ msg: 'ok', data: { items: listed } as never }) }), url: '/session-calendar' });
    const kavya = (await screen.findByRole('link', { name: 'Dr. Kavya Menon' })).closest('li')!;
    expect(screen.getAllByText(SAMPLE_MARK)).toHaveLength(SAMPLE_THERAPISTS.length);
    expect(within(kavya).queryByText(SAMPLE_MARK)).not.toBeInTheDocument();
  });

  it("says nothing of a centre for a therapist who sees people only by video", async () => {
    atSundayNine();
    renderFlow('/session-calendar', <SessionCalendarPage />, {
      api: directoryApi(ananya({ modes: ['video'], city: null, centre_address: null })),
      url: '/session-calendar?doctor=ananya-rao',
    });
    await screen.findByRole('heading', { level: 2, name: 'Dr. Ananya Rao' });
    expect(screen.queryByText(/^In person at/)).not.toBeInTheDocument();
  });

  it.each([
    ['a seeded sample', true],
    ['a real therapist', false],
  ])('the confirmation for %s marks the therapist only when a sample', (_who, sample) => {
    renderFlow('/session-calendar', <BookingConfirmation booking={aBooking()} therapist={ananya({ sample }) as never} />, { api: fakeApi() });
    const therapistLine = screen.getByText('Dr. Ananya Rao').closest('dd')!;
    expect(within(therapistLine).queryByText(SAMPLE_MARK) !== null).toBe(sample);
  });

  it.each([
    ['a seeded sample', true],
    ['a real therapist', false],
  ])('the manage page for %s marks the therapist only when a sample', async (_who, sample) => {
    atSundayNine();
    renderFlow('/appointments/:reference', <AppointmentPage />, { api: directoryApi(ananya({ sample })), url: '/appointments/MNB-7K2Q9D#token-abc' });
    const therapistLine = (await screen.findByText('Dr. Ananya Rao')).closest('dd')!;
    expect(within(therapistLine).queryByText(SAMPLE_MARK) !== null).toBe(sample);
  });
});
