import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { parseInput, type InputInvalid, type SlotNotOffered, type SlotTaken, type StoreUnavailable } from '../application/domain-errors';
import type { IdGenerator } from '../application/id-generator.port';
import type { Clock } from '../calendar/clock.port';
import { holdRequestSchema } from './appointment.schema';
import type { Hold } from './appointment.types';
import { offeredSlot, type SlotDeps } from './appointment-slot';
import { holdExpiresAt } from './booking.policy';
import { holdLimitsFor } from './booking-caps';
import type { BookingCapped, BookingClient } from './booking-caps.types';
import type { PhoneChannel } from '../notifications/notification.types';

export interface HeldSlot {
  readonly holdId: string;
  readonly expiresAt: Date;
  /** The phone channels the details step may offer to opt in to: those this deployment sends by. */
  readonly phoneChannels: readonly PhoneChannel[];
}

export type HoldSlotError = InputInvalid | SlotTaken | SlotNotOffered | BookingCapped | StoreUnavailable;

/**
 * Holds one session start for BOOKING_POLICY.holdMinutes while the visitor gives their details. A start that is
 * not offered is refused (400); of many who ask for the same free time at once, the database lets exactly one
 * hold it and the rest hear it was just taken (409). The booking caps (BOOKING_CAPS) are the store's to check, in
 * the transaction that claims, for `client`'s device and address.
 */
export const holdSlot =
  (deps: SlotDeps & { readonly ids: IdGenerator; readonly clock: Clock; readonly phoneChannels?: readonly PhoneChannel[] }) =>
  (payload: unknown, client: BookingClient): ResultAsync<HeldSlot, HoldSlotError> =>
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
          client,
        };
        return deps.appointments
          .hold(hold, now, holdLimitsFor(slot.therapist, slot.start, now))
          .andThen((outcome): ResultAsync<HeldSlot, SlotTaken | BookingCapped> => {
            if (outcome === 'held') return okAsync({ holdId: hold.id, expiresAt: hold.expiresAt, phoneChannels: deps.phoneChannels ?? [] });
            return errAsync(outcome === 'taken' ? { kind: 'slot-taken' } : { kind: 'booking-capped', cap: outcome });
          });
      });
    });
