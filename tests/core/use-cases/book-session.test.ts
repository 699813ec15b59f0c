import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, YOUNG_PERSON_MESSAGES, bookSession, FREE_CALL_REFERENCE_PATTERN, type Clock, type FreeCallPolicy } from '@manobal/core';
import { aValidBooking } from '../../../fixtures/forms';
import { countingRandomBytes } from '../../../fixtures/in-memory/in-memory-appointments';
import { anOutage, createInMemoryBookingStore } from '../../../fixtures/in-memory/in-memory-submission-stores';
import { aJsonFingerprint, aMovableClock, sequentialIds } from '../../../fixtures/in-memory/in-memory-services';

// 10:00 in Kolkata on 10 March 2025.
const MORNING = '2025-03-10T04:30:00.000Z';

const arrange = (clock: Clock = aMovableClock(MORNING), policy?: FreeCallPolicy) => {
  const outage = anOutage();
  const bookings = createInMemoryBookingStore(outage);
  const book = bookSession({ bookings, fingerprint: aJsonFingerprint(), ids: sequentialIds('booking'), clock, randomBytes: countingRandomBytes(), ...(policy ? { policy } : {}) });
  return { bookings, book, outage, clock };
};

describe('book a session', () => {
  it('keeps a booking with the request as sent and answers with its id', async () => {
    const { bookings, book, clock } = arrange();
    const payload = aValidBooking({ age: ' 29 ' }, clock);
    const booked = (await book({ payload }))._unsafeUnwrap();
    expect(booked).toMatchObject({ id: 'booking-1', status: 'waiting', date: payload.date, time: payload.time, phone: '9876543210', guardianCheck: false, replayed: false });
    expect(booked.reference).toMatch(FREE_CALL_REFERENCE_PATTERN);
    expect(bookings.items).toEqual([
      expect.objectContaining({ id: 'booking-1', age: '29', reference: booked.reference, status: 'waiting', guardian: null, idempotency: null, receivedAt: new Date(MORNING) }),
    ]);
  });

  it('one booking per idempotency key: a retry with the same body gets the first booking; a different body gets idempotency-key-reused', async () => {
    const { bookings, book, clock } = arrange();
    const payload = aValidBooking({}, clock);
    const first = await book({ payload, idempotencyKey: 'key-1' });
    // Key order is not part of the body's meaning.
    const retry = await book({ payload: Object.fromEntries(Object.entries(payload).reverse()), idempotencyKey: 'key-1' });
    const different = await book({ payload: { ...payload, name: 'Someone Else' }, idempotencyKey: 'key-1' });

    expect(first._unsafeUnwrap()).toMatchObject({ id: 'booking-1', replayed: false });
    expect(retry._unsafeUnwrap()).toMatchObject({ id: 'booking-1', reference: first._unsafeUnwrap().reference, replayed: true });
    expect(different._unsafeUnwrapErr()).toEqual({ kind: 'idempotency-key-reused' });
    expect(bookings.items).toHaveLength(1);
  });

  it('gives a retry the first booking on a later day, when the booked date has passed', async () => {
    const clock = aMovableClock(MORNING);
    const { bookings, book } = arrange(clock);
    const payload = aValidBooking({}, clock);
    await book({ payload, idempotencyKey: 'yesterday' });
    clock.set('2025-03-20T04:30:00.000Z');
    expect((await book({ payload, idempotencyKey: 'yesterday' }))._unsafeUnwrap()).toMatchObject({ id: 'booking-1', replayed: true });
    expect((await book({ payload }))._unsafeUnwrapErr()).toMatchObject({ kind: 'validation', fieldErrors: { date: BOOKING_MESSAGES.datePast } });
    expect(bookings.items).toHaveLength(1);
  });

  it('answers a retry that lost a race to its twin like a retry', async () => {
    const { bookings, book, clock } = arrange();
    const payload = aValidBooking({}, clock);
    // The twin is stored between this request's lookup and its insert.
    const findByIdempotencyKey = bookings.findByIdempotencyKey;
    bookings.findByIdempotencyKey = (key) => findByIdempotencyKey(key).map(() => null);
    await book({ payload, idempotencyKey: 'raced' });
    expect((await book({ payload, idempotencyKey: 'raced' }))._unsafeUnwrap()).toMatchObject({ id: 'booking-1', replayed: true });
    expect(bookings.items).toHaveLength(1);
  });

  it.each([[''], ['with space'], ['x'.repeat(201)], [['two', 'values']]])('refuses the idempotency key %j before anything else', async (key) => {
    const { bookings, book, clock } = arrange();
    expect((await book({ payload: aValidBooking({}, clock), idempotencyKey: key }))._unsafeUnwrapErr()).toEqual({ kind: 'idempotency-key-invalid' });
    expect(bookings.items).toEqual([]);
  });

  it('refuses a body with a wrong field even under a fresh key, with every field message', async () => {
    const { bookings, book, clock } = arrange();
    const result = await book({ payload: aValidBooking({ name: '', time: 'midnight' }, clock), idempotencyKey: 'fresh' });
    expect(result._unsafeUnwrapErr()).toMatchObject({
      kind: 'validation',
      msg: BOOKING_MESSAGES.nameRequired,
      fieldErrors: { name: BOOKING_MESSAGES.nameRequired, time: BOOKING_MESSAGES.timeInvalid },
    });
    expect(bookings.items).toEqual([]);
  });

  it('answers store-unavailable while the store is down', async () => {
    const { book, outage, clock } = arrange();
    outage.down = true;
    expect((await book({ payload: aValidBooking({}, clock), idempotencyKey: 'k' }))._unsafeUnwrapErr()).toEqual({ kind: 'store-unavailable' });
  });
});

describe('the free introductory call: capacity, reference and the age rule', () => {
  const TWO_AN_HOUR: FreeCallPolicy = { callsPerHour: 2, hours: ['10:00 AM', '11:00 AM', '12:00 PM'] };

  it('refuses a third call at an hour that takes two, offering the next hour with a place', async () => {
    const { bookings, book, clock } = arrange(aMovableClock(MORNING), TWO_AN_HOUR);
    const at11 = (name: string) => aValidBooking({ name, time: '11:00 AM' }, clock);
    expect((await book({ payload: at11('First Caller') })).isOk()).toBe(true);
    expect((await book({ payload: at11('Second Caller') })).isOk()).toBe(true);
    const third = await book({ payload: at11('Third Caller') });
    expect(third._unsafeUnwrapErr()).toEqual({ kind: 'free-call-hour-full', next: { date: at11('x').date, time: '12:00 PM' } });
    expect(bookings.items.map((b) => b.name)).toEqual(['First Caller', 'Second Caller']);
  });

  it('offers the next day when the last hour of a day is full', async () => {
    const { book, clock } = arrange(aMovableClock(MORNING), { callsPerHour: 1, hours: ['10:00 AM', '12:00 PM'] });
    const payload = aValidBooking({ time: '12:00 PM' }, clock);
    await book({ payload });
    const refused = await book({ payload: { ...payload, name: 'Late Comer' } });
    expect(refused._unsafeUnwrapErr()).toMatchObject({ kind: 'free-call-hour-full', next: { time: '10:00 AM' } });
    expect((refused._unsafeUnwrapErr() as { next: { date: string } }).next.date > payload.date).toBe(true);
  });

  it('refuses an hour the care team does not offer, under the time', async () => {
    const { bookings, book, clock } = arrange(aMovableClock(MORNING), TWO_AN_HOUR);
    const refused = await book({ payload: aValidBooking({ time: '8:00 PM' }, clock) });
    expect(refused._unsafeUnwrapErr()).toMatchObject({ kind: 'validation', fieldErrors: { time: expect.stringContaining('does not make calls at that hour') } });
    expect(bookings.items).toEqual([]);
  });

  it('draws another reference when the first is taken', async () => {
    const { bookings, book, clock } = arrange();
    const first = (await book({ payload: aValidBooking({}, clock) }))._unsafeUnwrap();
    bookings.items.push({ ...bookings.items[0]!, id: 'someone-else', reference: 'CALL-000002', date: '2099-01-01' });
    const second = (await book({ payload: aValidBooking({ name: 'Other Person' }, clock) }))._unsafeUnwrap();
    expect(second.reference).not.toBe(first.reference);
    expect(second.reference).toMatch(FREE_CALL_REFERENCE_PATTERN);
  });

  it('refuses a 15-year-old and keeps nothing', async () => {
    const { bookings, book, clock } = arrange();
    const refused = await book({ payload: aValidBooking({ age: '15' }, clock) });
    expect(refused._unsafeUnwrapErr()).toMatchObject({ kind: 'validation', fieldErrors: { age: YOUNG_PERSON_MESSAGES.tooYoung } });
    expect(bookings.items).toEqual([]);
  });

  it('keeps a 17-year-old with the guardian named, for the care team to phone first', async () => {
    const { bookings, book, clock } = arrange();
    const guardian = { guardian_name: 'Lakshmi Patil', guardian_relationship: 'mother', guardian_phone: '91234 56780', guardian_knows: true } as const;
    const booked = (await book({ payload: { ...aValidBooking({ age: '17' }, clock), ...guardian } }))._unsafeUnwrap();
    expect(booked.guardianCheck).toBe(true);
    expect(bookings.items[0]!.guardian).toEqual({ name: 'Lakshmi Patil', relationship: 'mother', phone: '9123456780' });
  });

  it('drops the guardian fields an adult sent: nobody is phoned behind their back', async () => {
    const { bookings, book, clock } = arrange();
    const payload = { ...aValidBooking({ age: '18' }, clock), guardian_name: 'Someone', guardian_relationship: 'father', guardian_phone: '9123456780', guardian_knows: true } as const;
    expect((await book({ payload }))._unsafeUnwrap().guardianCheck).toBe(false);
    expect(bookings.items[0]!.guardian).toBeNull();
  });
});
