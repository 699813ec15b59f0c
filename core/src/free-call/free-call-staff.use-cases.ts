import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { z } from '../schema/zod';
import type { Clock } from '../calendar/clock.port';
import { parseInput, type InputInvalid, type RecordNotFound, type StoreUnavailable } from '../application/domain-errors';
import { listedInstantSchema } from '../application/page-request';
import { GUARDIAN_RELATIONSHIPS } from '../forms/young-person.options';
import type { BookingStore } from '../submissions/submissions.port';
import type { Booking } from '../submissions/submissions.types';
import { FREE_CALL_STATUSES } from './free-call.types';

const ID_LIMIT = 100;

/** A free introductory call as the care team lists it: who to call, when, where they are with it, and any guardian. */
export const staffBookingSchema = z.strictObject({
  id: z.string(),
  reference: z.string().describe("The reference the person was given, 'CALL-' and six characters"),
  name: z.string(),
  email: z.string(),
  phone: z.string().describe('The 10-digit mobile the care team calls'),
  age: z.string(),
  gender: z.string(),
  problem: z.string(),
  date: z.string().describe('The IST date of the call'),
  time: z.string().describe('The hour of the call, IST'),
  status: z.enum(FREE_CALL_STATUSES).describe('waiting (not yet called), called, done; waiting ones are listed first'),
  marked_at: z.string().nullable().describe('ISO-8601 UTC; when staff last set the status'),
  guardian_check: z.boolean().describe('A 16- or 17-year-old booked: phone the guardian to confirm first'),
  guardian: z
    .object({ name: z.string(), relationship: z.enum(GUARDIAN_RELATIONSHIPS), phone: z.string() })
    .nullable()
    .describe('The parent or guardian a 16- or 17-year-old named; null for an adult'),
  created_at: listedInstantSchema,
});
export type StaffBooking = z.output<typeof staffBookingSchema>;

/** What staff see of a booking: never its idempotency key. */
export const toStaffBooking = ({ idempotency: _key, receivedAt, markedAt, guardian, ...booking }: Booking): StaffBooking => ({
  ...booking,
  marked_at: markedAt === null ? null : markedAt.toISOString(),
  guardian_check: guardian !== null,
  guardian,
  created_at: receivedAt.toISOString(),
});

/** The staff call's request: the call's id (from the path) and where the care team now is with it. */
export const markBookingRequestSchema = z.object({
  id: z.string().min(1).max(ID_LIMIT, `An id is at most ${ID_LIMIT} characters.`),
  status: z.enum(FREE_CALL_STATUSES, { error: `Use a status: ${FREE_CALL_STATUSES.join(', ')}.` }),
});

/** The care team marks a free call called (someone rang), done, or waiting again (nobody answered). */
export const markBooking =
  (deps: { readonly bookings: BookingStore; readonly clock: Clock }) =>
  (input: unknown): ResultAsync<StaffBooking, InputInvalid | RecordNotFound | StoreUnavailable> =>
    parseInput(markBookingRequestSchema, input).asyncAndThen(({ id, status }) =>
      deps.bookings
        .mark(id, status, deps.clock.now())
        .andThen((marked) => (marked === null ? errAsync<StaffBooking, RecordNotFound>({ kind: 'record-not-found' }) : okAsync(toStaffBooking(marked)))),
    );
