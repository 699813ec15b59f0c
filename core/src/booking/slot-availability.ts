import { addDaysToIsoDate, isIsoDate, kolkataMomentOf } from '../calendar/kolkata-time';
import { BOOKING_MODES, type BookingMode } from './booking-mode';
import { BOOKING_POLICY, DEFAULT_SLOT_POLICY, type SlotPolicy } from './booking.policy';
import { clockTimeToMinutes, type DateOverride, type TakenInterval, type TimeOff, type WeeklyRule } from './availability.schema';
import { hoursOn } from './day-plan';
import { kolkataInstantOf } from './kolkata-instant';

/**
 * The one decision behind both freeSlots and checkSlot, so a slot that is listed is a slot that can be held.
 *
 * A slot is a session of BOOKING_POLICY.sessionMinutes starting on the hour or half hour IST. It is offered when
 * - it starts at or after now + minimum notice (a start exactly at the boundary is offered);
 * - its start's IST date is no later than today (IST) + horizon days;
 * - no part of it falls on a day off (whole IST days, both ends included);
 * - for each mode it offers, the session lies wholly inside that mode's availability: each IST date's hours
 *   (a date override's, when the therapist set one for that date, else the weekday's rules; day-plan.ts)
 *   offering the mode, joined where they touch or overlap (so 22:00–24:00 Monday and 00:00–02:00 Tuesday
 *   make one window, and a 23:30 Monday session fits);
 * - it does not collide with a taken interval. Each session occupies its own time plus the therapist's buffer
 *   after it; two occupancies may not overlap. So a slot may not start before a taken session's end + buffer,
 *   and the slot's end + buffer may not pass a taken session's start. The buffer need not fit in a rule
 *   window: it separates sessions, it is not working time.
 */
export interface AvailabilityInput {
  readonly rules: readonly WeeklyRule[];
  readonly timeOff: readonly TimeOff[];
  /** IST dates with hours of their own (none: closed that date), replacing the weekday's rules on that date. */
  readonly dateOverrides?: readonly DateOverride[];
  readonly taken: readonly TakenInterval[];
  /** Minutes of rest after each session; defaults to BOOKING_POLICY.defaultBufferMinutes. */
  readonly bufferMinutes?: number;
  readonly now: Date;
  readonly policy?: Partial<SlotPolicy>;
}

export type SlotRefusalKind = 'off-grid' | 'too-soon' | 'beyond-horizon' | 'time-off' | 'outside-availability' | 'taken';

interface Interval {
  readonly start: number;
  readonly end: number;
}

export interface SlotContext {
  readonly windows: Readonly<Record<BookingMode, readonly Interval[]>>;
  readonly daysOff: readonly Interval[];
  readonly occupied: readonly Interval[];
  readonly earliestStartMs: number;
  readonly lastBookableDate: string;
  readonly occupancyMs: number;
}

const MS_PER_MINUTE = 60_000;
const SESSION_MS = BOOKING_POLICY.sessionMinutes * MS_PER_MINUTE;
const STEP_MS = BOOKING_POLICY.slotStepMinutes * MS_PER_MINUTE;

/** Sorted, with touching or overlapping intervals joined, so one binary search answers containment and overlap. */
const joined = (intervals: readonly Interval[]): Interval[] => {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  const out: Interval[] = [];
  for (const next of sorted) {
    const last = out[out.length - 1];
    if (last !== undefined && next.start <= last.end) out[out.length - 1] = { start: last.start, end: Math.max(last.end, next.end) };
    else out.push(next);
  }
  return out;
};

/** The joined interval starting last at or before `at`, if any. */
const lastStartingBy = (intervals: readonly Interval[], at: number, inclusive: boolean): Interval | undefined => {
  let low = 0;
  let high = intervals.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const start = intervals[mid]?.start ?? Infinity;
    if (inclusive ? start <= at : start < at) low = mid + 1;
    else high = mid;
  }
  return intervals[low - 1];
};

const contains = (intervals: readonly Interval[], span: Interval): boolean =>
  (lastStartingBy(intervals, span.start, true)?.end ?? -Infinity) >= span.end;

const overlaps = (intervals: readonly Interval[], span: Interval): boolean =>
  (lastStartingBy(intervals, span.end, false)?.end ?? -Infinity) > span.start;

const minutesOf = (clockTime: string): number => {
  const minutes = clockTimeToMinutes(clockTime);
  if (minutes === null) throw new RangeError(`Not a clock time: ${clockTime}`);
  return minutes;
};

const datesFrom = (first: string, count: number): string[] => Array.from({ length: count }, (_, i) => addDaysToIsoDate(first, i));

/** Everything the slot decision needs for slots starting on `days` IST dates from `from`, computed once. */
export const slotContext = (input: AvailabilityInput, from: string, days: number): SlotContext => {
  if (!isIsoDate(from)) throw new RangeError(`Not an ISO date: ${from}`);
  const policy = { ...DEFAULT_SLOT_POLICY, ...input.policy };
  const bufferMs = (input.bufferMinutes ?? BOOKING_POLICY.defaultBufferMinutes) * MS_PER_MINUTE;
  // One day more than asked: the last day's late sessions may run into the next day's windows.
  const ruleDates = datesFrom(from, days + 1);
  const windowsOf = (mode: BookingMode): Interval[] =>
    joined(
      ruleDates.flatMap((date) =>
        hoursOn(input, date)
          .filter((hours) => hours.modes.includes(mode))
          .map((hours) => ({ start: kolkataInstantOf(date, minutesOf(hours.start)).getTime(), end: kolkataInstantOf(date, minutesOf(hours.end)).getTime() })),
      ),
    );
  const windows = Object.fromEntries(BOOKING_MODES.map((mode) => [mode, windowsOf(mode)])) as Record<BookingMode, Interval[]>;
  return {
    windows,
    daysOff: joined(
      input.timeOff.map((off) => ({ start: kolkataInstantOf(off.from, 0).getTime(), end: kolkataInstantOf(addDaysToIsoDate(off.to, 1), 0).getTime() })),
    ),
    occupied: joined(input.taken.map((taken) => ({ start: taken.start.getTime(), end: taken.end.getTime() + bufferMs }))),
    earliestStartMs: input.now.getTime() + policy.minNoticeMinutes * MS_PER_MINUTE,
    lastBookableDate: addDaysToIsoDate(kolkataMomentOf(input.now).date, policy.horizonDays),
    occupancyMs: SESSION_MS + bufferMs,
  };
};

/**
 * Whether an instant is a session start on the half-hour grid, to the millisecond. IST's offset (5 h 30 min)
 * is itself a whole number of steps, so IST's grid is the epoch's grid and no wall-clock reading is needed.
 */
export const isOnSlotGrid = (instant: Date): boolean => instant.getTime() % STEP_MS === 0;

export type SlotDecision =
  | { readonly ok: true; readonly modes: readonly BookingMode[] }
  | { readonly ok: false; readonly kind: SlotRefusalKind };

/** The decision for one session start; `wanted` narrows the modes to the one asked for. */
export const decideSlot = (context: SlotContext, start: Date, wanted?: BookingMode): SlotDecision => {
  const startMs = start.getTime();
  if (!isOnSlotGrid(start)) return { ok: false, kind: 'off-grid' };
  if (startMs < context.earliestStartMs) return { ok: false, kind: 'too-soon' };
  if (kolkataMomentOf(start).date > context.lastBookableDate) return { ok: false, kind: 'beyond-horizon' };
  const session = { start: startMs, end: startMs + SESSION_MS };
  if (overlaps(context.daysOff, session)) return { ok: false, kind: 'time-off' };
  const modes = BOOKING_MODES.filter((mode) => (wanted === undefined || mode === wanted) && contains(context.windows[mode], session));
  if (modes.length === 0) return { ok: false, kind: 'outside-availability' };
  if (overlaps(context.occupied, { start: startMs, end: startMs + context.occupancyMs })) return { ok: false, kind: 'taken' };
  return { ok: true, modes };
};

export const SLOT_STEP_MS = STEP_MS;
export const SESSION_LENGTH_MS = SESSION_MS;
