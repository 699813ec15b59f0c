import type { ResultAsync } from 'neverthrow';
import { parseInput, type InputInvalid, type StoreUnavailable } from '../application/domain-errors';
import type { Clock } from '../calendar/clock.port';
import { requiredText } from '../forms/shared-fields';
import { PLAIN_TEXT_PATTERN } from '../forms/shared-rules';
import { z } from '../schema/zod';
import { appointmentReferenceSchema } from './appointment-reference';
import { toAppointmentView, type AppointmentView } from './appointment.types';
import type { AppointmentStore, BulkCancelSelection } from './appointments.port';
import { instantSchema } from './availability.schema';

/** At most this many references in one call: a hoarder's week, and a request that stays small. */
export const BULK_CANCEL_MAX_REFERENCES = 500;

export const BULK_CANCEL_MESSAGES = {
  reason: 'Please say why these appointments are cancelled (at most 500 characters).',
  pattern: 'Please name the appointments: a list of references, or a device or an address with the window they were made in (from and to).',
  references: `Please list 1 to ${BULK_CANCEL_MAX_REFERENCES} booking references.`,
  client: 'Please give a device or an address as the staff appointment list shows it (made_from).',
} as const;

const M = BULK_CANCEL_MESSAGES;
// Plain text like every field (PostgreSQL cannot even compare a NUL), though it is only looked up.
const clientId = z.string({ error: M.client }).trim().min(1, M.client).max(200, M.client).regex(PLAIN_TEXT_PATTERN, M.client);

/**
 * POST /staff/appointments/cancel: `references`, or `device` and/or `address` with `from` and `to` (when they were
 * made, ISO instants), and always a `reason`, which is kept with each appointment.
 */
export const bulkCancelRequestSchema = z
  .object({
    reason: requiredText(M.reason, 500, M.reason),
    references: z.array(appointmentReferenceSchema, { error: M.references }).min(1, M.references).max(BULK_CANCEL_MAX_REFERENCES, M.references).optional(),
    device: clientId.optional(),
    address: clientId.optional(),
    from: instantSchema.optional(),
    to: instantSchema.optional(),
  })
  .superRefine((request, ctx) => {
    const byClient = request.device !== undefined || request.address !== undefined;
    const windowGiven = request.from !== undefined && request.to !== undefined;
    if ((request.references !== undefined) === byClient || (byClient && !windowGiven)) ctx.addIssue({ code: 'custom', message: M.pattern, path: ['references'] });
  });

/** What a bulk cancel answers: how many were cancelled, and which. */
export const bulkCancelDataSchema = z.object({
  cancelled: z.number().int().min(0),
  appointments: z.array(z.object({ reference: z.string(), therapist_id: z.string(), start: z.string(), status: z.string() })),
});

export interface BulkCancelled {
  readonly cancelled: number;
  readonly appointments: readonly Pick<AppointmentView, 'reference' | 'therapist_id' | 'start' | 'status'>[];
}

/**
 * Staff cancel many appointments at once, by pattern: the references a hoarder's bookings carry, or everything one
 * device or address booked in a window. The times are free again at once; the cut-off before the start does not
 * apply to staff. Appointments already cancelled are left as they were.
 */
export const cancelAppointmentsInBulk =
  (deps: { readonly appointments: AppointmentStore; readonly clock: Clock }) =>
  (payload: unknown): ResultAsync<BulkCancelled, InputInvalid | StoreUnavailable> =>
    parseInput(bulkCancelRequestSchema, payload).asyncAndThen((request) => {
      const selection: BulkCancelSelection =
        request.references !== undefined
          ? { references: request.references }
          : {
              madeFrom: { ...(request.device !== undefined ? { device: request.device } : {}), ...(request.address !== undefined ? { address: request.address } : {}) },
              madeAfter: request.from ?? new Date(0),
              madeBefore: request.to ?? new Date(0),
            };
      return deps.appointments.cancelMany(selection, request.reason, deps.clock.now()).map((cancelled) => ({
        cancelled: cancelled.length,
        appointments: cancelled.map(toAppointmentView).map(({ reference, therapist_id, start, status }) => ({ reference, therapist_id, start, status })),
      }));
    });
