import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, bookSession, type Clock } from '@manobal/core';
import { aValidBooking } from '../../../fixtures/forms';
import { anOutage, createInMemoryBookingStore } from '../../../fixtures/in-memory/in-memory-submission-stores';
import { aJsonFingerprint, aMovableClock, sequentialIds } from '../../../fixtures/in-memory/in-memory-services';

// 10:00 in Kolkata on 10 March 2025.
const MORNING = '2025-03-10T04:30:00.000Z';

const arrange = (clock: Clock = aMovableClock(MORNING)) => {
  const outage = anOutage();
  const bookings = createInMemoryBookingStore(outage);
  const book = bookSession({ bookings, fingerprint: aJsonFingerprint(), ids: sequentialIds('booking'), clock });
  return { bookings, book, outage, clock };
};

describe('book a session', () => {
  it('keeps a booking with the request as sent and answers with its id', async () => {
    const { bookings, book, clock } = arrange();
    const payload = aValidBooking({ age: ' 29 ' }, clock);
    expect((await book({ payload }))._unsafeUnwrap()).toEqual({ id: 'booking-1', replayed: false });
    expect(bookings.items).toEqual([expect.objectContaining({ id: 'booking-1', age: '29', idempotency: null, receivedAt: new Date(MORNING) })]);
  });

  it('one booking per idempotency key: a retry with the same body gets the first booking; a different body gets idempotency-key-reused', async () => {
    const { bookings, book, clock } = arrange();
    const payload = aValidBooking({}, clock);
    const first = await book({ payload, idempotencyKey: 'key-1' });
    // Key order is not part of the body's meaning.
    const retry = await book({ payload: Object.fromEntries(Object.entries(payload).reverse()), idempotencyKey: 'key-1' });
    const different = await book({ payload: { ...payload, name: 'Someone Else' }, idempotencyKey: 'key-1' });

    expect(first._unsafeUnwrap()).toEqual({ id: 'booking-1', replayed: false });
    expect(retry._unsafeUnwrap()).toEqual({ id: 'booking-1', replayed: true });
    expect(different._unsafeUnwrapErr()).toEqual({ kind: 'idempotency-key-reused' });
    expect(bookings.items).toHaveLength(1);
  });

  it('gives a retry the first booking on a later day, when the booked date has passed', async () => {
    const clock = aMovableClock(MORNING);
    const { bookings, book } = arrange(clock);
    const payload = aValidBooking({}, clock);
    await book({ payload, idempotencyKey: 'yesterday' });
    clock.set('2025-03-20T04:30:00.000Z');
    expect((await book({ payload, idempotencyKey: 'yesterday' }))._unsafeUnwrap()).toEqual({ id: 'booking-1', replayed: true });
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
    expect((await book({ payload, idempotencyKey: 'raced' }))._unsafeUnwrap()).toEqual({ id: 'booking-1', replayed: true });
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
