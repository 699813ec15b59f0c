import { addDaysToIsoDate, isIsoDate, kolkataMomentOf } from '../calendar/kolkata-time';
import { BOOKING_POLICY, DEFAULT_SLOT_POLICY, type BookingTimeZone, type SlotPolicy } from './booking.policy';
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

/** What the slots of one IST date depend on besides the clock: the therapist's hours, days off, buffer and taken time. */
export type CalendarDayInput = Omit<AvailabilityInput, 'now' | 'policy'>;

/** A slot of one IST date that passes every rule but the clock's (notice and horizon), with its start in ms. */
export interface SlotCandidate {
  readonly startMs: number;
  readonly slot: FreeSlot;
}

/** Slot starts on `date` that hours, days off and taken time allow, whatever the time is now. */
export const slotCandidatesOn = (input: CalendarDayInput, date: string): readonly SlotCandidate[] => {
  const context = { ...slotContext({ ...input, now: new Date(0) }, date, 1), earliestStartMs: -Infinity, lastBookableDate: '9999-12-31' };
  const midnight = kolkataInstantOf(date, 0).getTime();
  const candidates: SlotCandidate[] = [];
  for (let step = 0; step < STEPS_PER_DAY; step += 1) {
    const start = new Date(midnight + step * SLOT_STEP_MS);
    const decision = decideSlot(context, start);
    if (decision.ok) {
      candidates.push({
        startMs: start.getTime(),
        slot: { start: toKolkataIsoString(start), end: toKolkataIsoString(new Date(start.getTime() + SESSION_LENGTH_MS)), modes: decision.modes },
      });
    }
  }
  return candidates;
};

/**
 * The candidates of one date still offered at `now`: the clock's two rules (notice, horizon), then the mode asked
 * for. The same decision as decideSlot, whose other rules the candidates already passed.
 */
export const offeredNow = (
  date: string,
  candidates: readonly SlotCandidate[],
  now: Date,
  options: { readonly policy?: Partial<SlotPolicy>; readonly mode?: BookingMode } = {},
): FreeSlotDay => {
  const policy = { ...DEFAULT_SLOT_POLICY, ...options.policy };
  const earliestStartMs = now.getTime() + policy.minNoticeMinutes * 60_000;
  if (date > addDaysToIsoDate(kolkataMomentOf(now).date, policy.horizonDays)) return { date, slots: [] };
  const slots: FreeSlot[] = [];
  for (const candidate of candidates) {
    if (candidate.startMs < earliestStartMs) continue;
    if (options.mode === undefined) slots.push(candidate.slot);
    else if (candidate.slot.modes.includes(options.mode)) slots.push({ ...candidate.slot, modes: [options.mode] });
  }
  return { date, slots };
};

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
