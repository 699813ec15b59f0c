import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { parseInput, type InputInvalid, type SlotNotOffered, type SlotTaken, type StoreUnavailable } from '../application/domain-errors';
import type { IdGenerator } from '../application/id-generator.port';
import type { Clock } from '../calendar/clock.port';
import { holdRequestSchema } from './appointment.schema';
import type { Hold } from './appointment.types';
import { offeredSlot, type SlotDeps } from './appointment-slot';
import { holdExpiresAt } from './booking.policy';

export interface HeldSlot {
  readonly holdId: string;
  readonly expiresAt: Date;
}

export type HoldSlotError = InputInvalid | SlotTaken | SlotNotOffered | StoreUnavailable;

/**
 * Holds one session start for BOOKING_POLICY.holdMinutes while the visitor gives their details. A start that is
 * not offered is refused (400); of many who ask for the same free time at once, the database lets exactly one
 * hold it and the rest hear it was just taken (409).
 */
export const holdSlot =
  (deps: SlotDeps & { readonly ids: IdGenerator; readonly clock: Clock }) =>
  (payload: unknown): ResultAsync<HeldSlot, HoldSlotError> =>
    parseInput(holdRequestSchema, payload).asyncAndThen((request) => {
      const now = deps.clock.now();
      return offeredSlot(deps, { therapistId: request.therapist_id, start: request.start, mode: request.mode, now }).andThen((slot) => {
        const hold: Hold = {
          id: deps.ids.next(),
          therapistId: slot.therapist.id,
          start: slot.start,
          end: slot.end,
          mode: request.mode,
          feeInr: slot.therapist.feeInr,
          cells: slot.cells,
          expiresAt: holdExpiresAt(now),
          createdAt: now,
        };
        return deps.appointments
          .hold(hold, now)
          .andThen((outcome) => (outcome === 'held' ? okAsync({ holdId: hold.id, expiresAt: hold.expiresAt }) : errAsync<HeldSlot, SlotTaken>({ kind: 'slot-taken' })));
      });
    });
