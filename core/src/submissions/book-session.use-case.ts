import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Clock } from '../calendar/clock.port';
import {
  parseInput,
  type IdempotencyKeyInvalid,
  type IdempotencyKeyReused,
  type InputInvalid,
  type StoreUnavailable,
} from '../application/domain-errors';
import type { IdGenerator } from '../application/id-generator.port';
import { BOOKING_MESSAGES } from '../forms/booking.options';
import { createBookingSubmitSchema } from '../forms/booking.schema';
import type { FieldErrors } from '../forms/field-errors';
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
  /** True when this answer repeats the one a first request with the same key got. */
  readonly replayed: boolean;
}

export type BookSessionError = InputInvalid | IdempotencyKeyInvalid | IdempotencyKeyReused | StoreUnavailable;

/** The only refusals about "now": a retry of yesterday's booking fails them today, yet it is still a retry. */
const onlyRefusedForTime = (fieldErrors: FieldErrors): boolean =>
  Object.entries(fieldErrors).every(
    ([field, message]) => (field === 'date' && message === BOOKING_MESSAGES.datePast) || (field === 'time' && message === BOOKING_MESSAGES.timePast),
  );

/**
 * Books a free session, once per Idempotency-Key: a retry with the same body gets the first booking again,
 * a different body under the same key is refused. The body is checked once; a retry is recognised before
 * the today-or-later rule is applied, so it still gets the first answer on a later day.
 */
export const bookSession = (deps: {
  readonly bookings: BookingStore;
  readonly fingerprint: PayloadFingerprint;
  readonly ids: IdGenerator;
  readonly clock: Clock;
}) => {
  const schema = createBookingSubmitSchema(deps.clock);
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
      existing.idempotency?.fingerprint === idempotency?.fingerprint
        ? okAsync({ id: existing.id, replayed: true })
        : errAsync({ kind: 'idempotency-key-reused' });

    const earlier = idempotency ? deps.bookings.findByIdempotencyKey(idempotency.key) : okAsync(null);
    return earlier.andThen((found): ResultAsync<BookedSession, BookSessionError> => {
      if (found) return answerRetry(found);
      if (checked.isErr()) return errAsync(checked.error);
      const { name, email, phone, age, gender, problem, date, time } = checked.value;
      const booking: Booking = { id: deps.ids.next(), name, email, phone, age, gender, problem, date, time, idempotency, receivedAt: deps.clock.now() };
      // Two copies of one retry may race past the lookup; the one that loses answers like a retry.
      return deps.bookings
        .addOnce(booking)
        .andThen((added): ResultAsync<BookedSession, BookSessionError> =>
          added.kind === 'added' ? okAsync({ id: booking.id, replayed: false }) : answerRetry(added.existing),
        );
    });
  };
};
