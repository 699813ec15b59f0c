import { err, ok, type Result } from 'neverthrow';
import { kolkataMomentOf } from '../calendar/kolkata-time';
import type { BookingMode } from './booking-mode';
import type { FreeSlot } from './free-slots';
import { toKolkataIsoString } from './kolkata-instant';
import { decideSlot, SESSION_LENGTH_MS, slotContext, type AvailabilityInput, type SlotRefusalKind } from './slot-availability';

/**
 * Why a start cannot be held. 'taken' is a conflict (the server's 409); every other kind means the time was
 * never offered (400).
 */
export interface SlotRefusal {
  readonly kind: SlotRefusalKind;
}

export interface SlotCheckInput extends AvailabilityInput {
  readonly start: Date;
  readonly mode: BookingMode;
}

/**
 * Whether one session start, in one mode, is offered now: the same decision freeSlots makes, for the hold
 * and reschedule use cases. The store's unique claim remains the arbiter between two people who pass this
 * check at once.
 */
export const checkSlot = (input: SlotCheckInput): Result<FreeSlot, SlotRefusal> => {
  const decision = decideSlot(slotContext(input, kolkataMomentOf(input.start).date, 1), input.start, input.mode);
  if (!decision.ok) return err({ kind: decision.kind });
  return ok({
    start: toKolkataIsoString(input.start),
    end: toKolkataIsoString(new Date(input.start.getTime() + SESSION_LENGTH_MS)),
    modes: decision.modes,
  });
};
