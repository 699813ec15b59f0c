import { describe, expect, it } from 'vitest';
import {
  BOOKING_CAP_MESSAGES,
  BOOKING_CAPS,
  BOOKING_POLICY,
  SAMPLE_THERAPISTS,
  confirmAppointment,
  emailKeyOf,
  holdLimitsFor,
  holdSlot,
  kolkataWeekOf,
  phoneKeyOf,
  sessionsInWeek,
  createHttpApi,
  type BookableTherapist,
  type BookingClient,
  type FetchLike,
} from '@manobal/core';
import { at } from '../../fixtures/booking/availability';
import {
  aBookableTherapist,
  aBookingClient,
  aConfirmRequest,
  aHoldRequest,
  aStandInManageTokens,
  countingRandomBytes,
  createInMemoryAppointmentStore,
  createInMemoryAvailabilityReader,
} from '../../fixtures/in-memory/in-memory-appointments';
import { aJsonFingerprint, aMovableClock, aStandInCipher, sequentialIds } from '../../fixtures/in-memory/in-memory-services';

const bookable = ({ therapist, availability }: (typeof SAMPLE_THERAPISTS)[number]): BookableTherapist => ({
  id: therapist.id,
  feeInr: therapist.fee_inr,
  active: true,
  availability: { rules: availability.rules, timeOff: availability.timeOff, dateOverrides: availability.dateOverrides, bufferMinutes: availability.bufferMinutes },
});

describe('the size of a therapist week', () => {
  it('counts the sessions the sample therapists give in a week: 25, 19, 13, 18 and 26', () => {
    expect(SAMPLE_THERAPISTS.map((entry) => sessionsInWeek(bookable(entry).availability, '2026-12-07'))).toEqual([25, 19, 13, 18, 26]);
  });

  it('leaves out days off and counts a buffer as part of each session', () => {
    const { availability } = bookable(SAMPLE_THERAPISTS[0]!);
    expect(sessionsInWeek({ ...availability, timeOff: [{ from: '2026-12-07', to: '2026-12-08' }] }, '2026-12-07')).toBe(25 - 3 - 6);
    expect(sessionsInWeek({ ...availability, bufferMinutes: 30 }, '2026-12-07')).toBe(Math.floor((25 * 60) / 90));
  });

  it('puts a session in the IST week, Monday to Sunday, that its start falls in', () => {
    expect(kolkataWeekOf(at('2026-12-13', '23:30'))).toMatchObject({ firstDate: '2026-12-07', from: at('2026-12-07', '00:00'), to: at('2026-12-14', '00:00') });
    expect(kolkataWeekOf(at('2026-12-14', '00:00')).firstDate).toBe('2026-12-14');
  });

  it('lets one address take a fifth of a week, and at least one session', () => {
    const week = (therapist: BookableTherapist) => holdLimitsFor(therapist, at('2026-12-08', '10:00'), at('2026-11-30', '09:00')).addressTherapistWeek.max;
    expect(SAMPLE_THERAPISTS.map((entry) => week(bookable(entry)))).toEqual([5, 3, 2, 3, 5]);
    const oneHour = aBookableTherapist({ availability: { rules: [{ weekday: 'tue', start: '10:00', end: '11:00', modes: ['video'] }], timeOff: [], dateOverrides: [], bufferMinutes: 0 } });
    expect(week(oneHour)).toBe(1);
  });
});

describe('contacts as the caps count them', () => {
  it('reads a phone as its last ten digits and an e-mail without case or +tag', () => {
    expect(phoneKeyOf('+91 98765 43210')).toBe('9876543210');
    expect(emailKeyOf('  Asha.Verma+Clinic2@Example.IN ')).toBe('asha.verma@example.in');
  });
});

describe('the caps through the use cases', () => {
  const arrange = () => {
    const clock = aMovableClock(at('2026-11-30', '09:00').toISOString());
    const appointments = createInMemoryAppointmentStore();
    const therapists = [aBookableTherapist(), aBookableTherapist({ id: 'second-therapist' }), aBookableTherapist({ id: 'third-therapist' })];
    const deps = { appointments, therapists: createInMemoryAvailabilityReader(therapists), tokens: aStandInManageTokens(), clock };
    const hold = holdSlot({ ...deps, ids: sequentialIds('hold') });
    const confirm = confirmAppointment({ ...deps, cipher: aStandInCipher(), fingerprint: aJsonFingerprint(), ids: sequentialIds('appt'), randomBytes: countingRandomBytes() });
    return { clock, appointments, hold, confirm };
  };

  it('refuses a third live hold of one device, and a second with one therapist, with the words a person reads', async () => {
    const world = arrange();
    const device: BookingClient = aBookingClient();
    expect((await world.hold(aHoldRequest(at('2026-12-01', '18:00')), device)).isOk()).toBe(true);
    expect((await world.hold(aHoldRequest(at('2026-12-01', '20:00')), device))._unsafeUnwrapErr()).toEqual({ kind: 'booking-capped', cap: 'device-therapist-holds' });
    expect((await world.hold(aHoldRequest(at('2026-12-01', '18:00'), { therapist_id: 'second-therapist' }), device)).isOk()).toBe(true);
    expect((await world.hold(aHoldRequest(at('2026-12-01', '18:00'), { therapist_id: 'third-therapist' }), device))._unsafeUnwrapErr()).toEqual({ kind: 'booking-capped', cap: 'device-holds' });
    expect(BOOKING_CAP_MESSAGES['device-holds']).toMatch(/^You are already holding two times\. /);
    expect((await world.appointments.capRefusals())._unsafeUnwrap()).toMatchObject({ 'device-therapist-holds': 1, 'device-holds': 1, 'address-holds': 0 });
  });

  it('refuses the twenty-first live hold from one address, whatever the devices', async () => {
    const world = arrange();
    const address = '203.0.113.9';
    const starts = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-08', '2026-12-09'].flatMap((date) => [at(date, '18:00'), at(date, '20:00')]);
    const therapistIds = ['ananya-rao', 'second-therapist', 'third-therapist'];
    const answers = [];
    for (const therapist_id of therapistIds) for (const start of starts) answers.push(await world.hold(aHoldRequest(start, { therapist_id }), aBookingClient({ address })));
    const refused = answers.filter((answer) => answer.isErr()).map((answer) => answer._unsafeUnwrapErr());
    expect(answers.filter((answer) => answer.isOk())).toHaveLength(BOOKING_CAPS.holdsPerAddress);
    // Times the fixture week does not offer are refused as such; every other refusal is a cap on the address.
    const caps = refused.filter((error) => error.kind !== 'slot-not-offered').map((error) => (error.kind === 'booking-capped' ? error.cap : error.kind));
    expect(new Set(caps)).toEqual(new Set(['address-therapist-week', 'address-holds']));
  });

  it('refuses a fourth booking in a day for one e-mail, and lets it book again a day later', async () => {
    const world = arrange();
    const book = async (start: Date) => {
      const { holdId } = (await world.hold(aHoldRequest(start), aBookingClient()))._unsafeUnwrap();
      return world.confirm({ payload: aConfirmRequest(holdId, { email: 'Same.Person+x@example.in' }), userId: null, client: aBookingClient(), locale: 'en' });
    };
    for (const date of ['2026-12-01', '2026-12-02', '2026-12-03']) expect((await book(at(date, '18:00'))).isOk()).toBe(true);
    expect((await book(at('2026-12-04', '18:00')))._unsafeUnwrapErr()).toEqual({ kind: 'booking-capped', cap: 'contact-bookings' });
    world.clock.set(at('2026-12-01', '09:01').toISOString());
    expect((await book(at('2026-12-08', '18:00'))).isOk()).toBe(true);
  });

  it('keeps a device from holding again at once the time its hold let go of; others may', async () => {
    const world = arrange();
    const device = aBookingClient();
    const start = at('2026-12-01', '18:00');
    expect((await world.hold(aHoldRequest(start), device)).isOk()).toBe(true);
    world.clock.set(new Date(at('2026-11-30', '09:00').getTime() + (BOOKING_POLICY.holdMinutes + 1) * 60_000).toISOString());
    expect((await world.hold(aHoldRequest(start), device))._unsafeUnwrapErr()).toEqual({ kind: 'booking-capped', cap: 'recently-released' });
    world.clock.set(new Date(at('2026-11-30', '09:00').getTime() + (BOOKING_POLICY.holdMinutes + BOOKING_CAPS.releaseCooldownMinutes + 1) * 60_000).toISOString());
    expect((await world.hold(aHoldRequest(start), device)).isOk()).toBe(true);
  });
});

describe('a cap refusal through the fetch client', () => {
  it("hands the refusal's kind to the caller beside the server's words", async () => {
    const refused = { success: false, msg: BOOKING_CAP_MESSAGES['device-holds'], kind: 'device-holds' };
    const fetchFn: FetchLike = async () => ({ ok: false, status: 429, text: async () => JSON.stringify(refused) });
    const api = createHttpApi({ baseUrl: 'http://127.0.0.1:9', fetchFn, timeoutMs: 1000 });
    const answer = await api.holdSlot({ therapist_id: 'ananya-rao', start: at('2026-12-01', '18:00'), mode: 'video' });
    expect(answer._unsafeUnwrapErr()).toMatchObject({ kind: 'http', status: 429, refusal: 'device-holds', message: BOOKING_CAP_MESSAGES['device-holds'] });
  });
});
