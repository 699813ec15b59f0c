import type { ResultAsync } from 'neverthrow';
import { parseInput, type InputInvalid, type StoreUnavailable } from '../application/domain-errors';
import { releaseHoldRequestSchema } from './appointment.schema';
import type { AppointmentStore } from './appointments.port';

export type ReleaseHoldError = InputInvalid | StoreUnavailable;

/**
 * 'Choose another time': the visitor gives their hold back, and its time is free for everyone at once instead of
 * after BOOKING_POLICY.holdMinutes. Idempotent, and the same answer for a hold that does not exist, so nobody
 * learns which hold ids are live; only the id the hold answer gave names a hold.
 */
export const releaseHold =
  (deps: { readonly appointments: AppointmentStore }) =>
  (payload: unknown): ResultAsync<void, ReleaseHoldError> =>
    parseInput(releaseHoldRequestSchema, payload).asyncAndThen(({ hold_id }) => deps.appointments.release(hold_id));
