import { addDaysToIsoDate, isIsoDate } from '../calendar/kolkata-time';
import { BOOKING_POLICY, type BookingTimeZone } from './booking.policy';
import type { BookingMode } from './booking-mode';
import { kolkataInstantOf, toKolkataIsoString } from './kolkata-instant';
import { decideSlot, SESSION_LENGTH_MS, SLOT_STEP_MS, slotContext, type AvailabilityInput } from './slot-availability';

export interface FreeSlot {
  /** ISO 8601 with IST's offset: '2026-12-01T18:00:00+05:30'. */
  readonly start: string;
  readonly end: string;
  readonly modes: readonly BookingMode[];
}

export interface FreeSlotDay {
  /** IST date 'YYYY-MM-DD'; a slot belongs to the day it starts on. */
  readonly date: string;
  readonly slots: readonly FreeSlot[];
}

/** The slots answer as it travels: every asked-for day is listed, in order, even when it has no slot. */
export interface FreeSlotCalendar {
  readonly timezone: BookingTimeZone;
  readonly days: readonly FreeSlotDay[];
}

export interface FreeSlotsInput extends AvailabilityInput {
  /** First IST date, 'YYYY-MM-DD'. */
  readonly from: string;
  /** How many IST dates, 1 to BOOKING_POLICY.maxSlotQueryDays. */
  readonly days: number;
  /** Only slots offering this mode, each listing only it. */
  readonly mode?: BookingMode;
}

const STEPS_PER_DAY = (24 * 60) / BOOKING_POLICY.slotStepMinutes;

/**
 * A therapist's free slots for a range of IST dates, sorted by start; see slot-availability.ts for the rule a
 * slot must pass. Pure: "now" arrives as an argument. Input is expected validated (slotQuerySchema,
 * therapistAvailabilitySchema); a malformed date or day count is a bug and throws.
 */
export const freeSlots = (input: FreeSlotsInput): FreeSlotCalendar => {
  if (!isIsoDate(input.from)) throw new RangeError(`Not an ISO date: ${input.from}`);
  if (!Number.isInteger(input.days) || input.days < 1 || input.days > BOOKING_POLICY.maxSlotQueryDays) {
    throw new RangeError(`Slot queries cover 1 to ${BOOKING_POLICY.maxSlotQueryDays} days, not ${input.days}`);
  }
  const context = slotContext(input, input.from, input.days);
  const days = Array.from({ length: input.days }, (_, offset): FreeSlotDay => {
    const date = addDaysToIsoDate(input.from, offset);
    const midnight = kolkataInstantOf(date, 0).getTime();
    const slots: FreeSlot[] = [];
    for (let step = 0; step < STEPS_PER_DAY; step += 1) {
      const start = new Date(midnight + step * SLOT_STEP_MS);
      const decision = decideSlot(context, start, input.mode);
      if (decision.ok) {
        slots.push({ start: toKolkataIsoString(start), end: toKolkataIsoString(new Date(start.getTime() + SESSION_LENGTH_MS)), modes: decision.modes });
      }
    }
    return { date, slots };
  });
  return { timezone: BOOKING_POLICY.timeZone, days };
};
