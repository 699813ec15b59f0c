import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Clock } from '../calendar/clock.port';
import {
  parseInput,
  type FreeCallHourFull,
  type IdempotencyKeyInvalid,
  type IdempotencyKeyReused,
  type InputInvalid,
  type StoreUnavailable,
} from '../application/domain-errors';
import type { IdGenerator } from '../application/id-generator.port';
import type { RandomBytes } from '../booking/appointment-reference';
import { BOOKING_MESSAGES } from '../forms/booking.options';
import { createBookingSubmitSchema } from '../forms/booking.schema';
import type { FieldErrors } from '../forms/field-errors';
import { guardianOf } from '../forms/young-person.rule';
import { FREE_CALL_MESSAGES } from '../free-call/free-call.catalog';
import { DEFAULT_FREE_CALL_POLICY, isFreeCallHour, type FreeCallPolicy } from '../free-call/free-call.policy';
import { newFreeCallReference } from '../free-call/free-call-reference';
import type { FreeCallStatus } from '../free-call/free-call.types';
import { freeCallSearchDates, nextFreeHour } from '../free-call/next-free-hour';
import type { BookingStore, PayloadFingerprint } from './submissions.port';
import type { Booking } from './submissions.types';

/** 1 to 200 visible ASCII characters: what a client can put in a header and a person can read back. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

export interface BookSessionInput {
  readonly payload: unknown;
  /** The Idempotency-Key as the client sent it (any type a transport may give); undefined when not sent. */
  readonly idempotencyKey?: unknown;
}

export interface BookedSession {
  readonly id: string;
  readonly reference: string;
  readonly status: FreeCallStatus;
  readonly date: string;
  readonly time: string;
  /** The number the care team will call. */
  readonly phone: string;
  /** A 16- or 17-year-old's booking: the care team phones the guardian first. */
  readonly guardianCheck: boolean;
  /** True when this answer repeats the one a first request with the same key got. */
  readonly replayed: boolean;
}

export type BookSessionError = InputInvalid | IdempotencyKeyInvalid | IdempotencyKeyReused | FreeCallHourFull | StoreUnavailable;

/** The only refusals about "now": a retry of yesterday's booking fails them today, yet it is still a retry. */
const onlyRefusedForTime = (fieldErrors: FieldErrors): boolean =>
  Object.entries(fieldErrors).every(
    ([field, message]) => (field === 'date' && message === BOOKING_MESSAGES.datePast) || (field === 'time' && message === BOOKING_MESSAGES.timePast),
  );

/** A drawn reference that is another call's is drawn again; three clashes in a row would be a broken generator. */
const REFERENCE_DRAWS = 3;

const bookedOf = (booking: Booking, replayed: boolean): BookedSession => ({
  id: booking.id,
  reference: booking.reference,
  status: booking.status,
  date: booking.date,
  time: booking.time,
  phone: booking.phone,
  guardianCheck: booking.guardian !== null,
  replayed,
});

/** The words a booked call is answered with: when, the number the care team will ring, the reference. */
export const freeCallBookedMessage = (booked: BookedSession): string =>
  [FREE_CALL_MESSAGES.booked(booked, booked.phone, booked.reference), ...(booked.guardianCheck ? [FREE_CALL_MESSAGES.guardianToo] : [])].join(' ');

const invalidTime = (message: string): InputInvalid => ({ kind: 'validation', msg: message, fieldErrors: { time: message } });

/**
 * Books a free introductory call with the care team at an hour that still has a place, once per Idempotency-Key:
 * a retry with the same body gets the first booking again, a different body under the same key is refused. The
 * body is checked once (the age rule included); a retry is recognised before the today-or-later rule is applied,
 * so it still gets the first answer on a later day. A full hour is refused with the next hour that has a place.
 */
export const bookSession = (deps: {
  readonly bookings: BookingStore;
  readonly fingerprint: PayloadFingerprint;
  readonly ids: IdGenerator;
  readonly clock: Clock;
  readonly randomBytes: RandomBytes;
  readonly policy?: FreeCallPolicy;
}) => {
  const schema = createBookingSubmitSchema(deps.clock);
  const policy = deps.policy ?? DEFAULT_FREE_CALL_POLICY;
  return (input: BookSessionInput): ResultAsync<BookedSession, BookSessionError> => {
    const key = input.idempotencyKey;
    if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key))) {
      return errAsync({ kind: 'idempotency-key-invalid' });
    }
    const checked = parseInput(schema, input.payload);
    // Only a body of the right shape (flat, known fields) is fingerprinted: that is what a retry resends.
    const wellFormed = checked.isOk() || onlyRefusedForTime(checked.error.fieldErrors);
    const idempotency = key !== undefined && wellFormed ? { key, fingerprint: deps.fingerprint.of(input.payload) } : null;

    const answerRetry = (existing: Booking): ResultAsync<BookedSession, IdempotencyKeyReused> =>
      existing.idempotency?.fingerprint === idempotency?.fingerprint ? okAsync(bookedOf(existing, true)) : errAsync({ kind: 'idempotency-key-reused' });

    const refuseFullHour = (booking: Booking): ResultAsync<never, FreeCallHourFull | StoreUnavailable> =>
      deps.bookings
        .placesTaken(freeCallSearchDates(booking.date))
        .andThen((taken) => errAsync({ kind: 'free-call-hour-full' as const, next: nextFreeHour(policy, booking, taken, deps.clock) }));

    const add = (booking: Booking, drawsLeft: number): ResultAsync<BookedSession, BookSessionError> =>
      deps.bookings.addOnce(booking, policy.callsPerHour).andThen((added): ResultAsync<BookedSession, BookSessionError> => {
        switch (added.kind) {
          case 'added':
            return okAsync(bookedOf(booking, false));
          // Two copies of one retry may race past the lookup; the one that loses answers like a retry.
          case 'key-taken':
            return answerRetry(added.existing);
          case 'hour-full':
            return refuseFullHour(booking);
          case 'reference-taken':
            return drawsLeft > 1 ? add({ ...booking, reference: newFreeCallReference(deps.randomBytes) }, drawsLeft - 1) : errAsync({ kind: 'store-unavailable' });
        }
      });

    const earlier = idempotency ? deps.bookings.findByIdempotencyKey(idempotency.key) : okAsync(null);
    return earlier.andThen((found): ResultAsync<BookedSession, BookSessionError> => {
      if (found) return answerRetry(found);
      if (checked.isErr()) return errAsync(checked.error);
      const { name, email, phone, age, gender, problem, date, time } = checked.value;
      if (!isFreeCallHour(policy, time)) return errAsync(invalidTime(FREE_CALL_MESSAGES.hourNotOffered));
      const booking: Booking = {
        id: deps.ids.next(),
        name,
        email,
        phone,
        age,
        gender,
        problem,
        date,
        time,
        reference: newFreeCallReference(deps.randomBytes),
        status: 'waiting',
        markedAt: null,
        guardian: guardianOf(checked.value),
        idempotency,
        receivedAt: deps.clock.now(),
      };
      return add(booking, REFERENCE_DRAWS);
    });
  };
};
