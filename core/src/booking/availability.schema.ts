import { z } from '../schema/zod';
import { isIsoDate } from '../calendar/kolkata-time';
import { APPOINTMENT_MESSAGES as M } from './booking.catalog';
import { BOOKING_POLICY } from './booking.policy';
import { BOOKING_MODES, bookingModeSchema, type BookingMode } from './booking-mode';
import { WEEKDAY_IDS, type WeekdayId } from './weekday';

const weekdayIdSchema = z.enum(WEEKDAY_IDS);

/**
 * A therapist's availability as staff write it, in Asia/Kolkata wall-clock time.
 *
 * Midnight: a rule lies within one day, `start` < `end`, and '24:00' means the end of that day. Hours past
 * midnight are a second rule on the next weekday from '00:00'; free-slots.ts joins windows that touch, so a
 * Monday 22:00–24:00 rule and a Tuesday 00:00–02:00 rule offer a 23:30 Monday session. A rule that wraps
 * (22:00–02:00) is refused rather than guessed at.
 *
 * Rule times sit on the half-hour grid sessions start on, so no window has an unusable sliver at either end.
 */
const CLOCK_TIME_PATTERN = /^(?:([01]\d|2[0-3]):([0-5]\d)|(24):(00))$/;

/** Minutes after midnight of 'HH:MM' (0 to 1440), or null for anything else. */
export const clockTimeToMinutes = (text: string): number | null => {
  const match = CLOCK_TIME_PATTERN.exec(text);
  if (!match) return null;
  const hours = Number(match[1] ?? match[3]);
  const minutes = Number(match[2] ?? match[4]);
  return hours * 60 + minutes;
};

/** The minutes past the hour a rule's time may have ('00', '30'): the grid sessions start on. */
const GRID_MINUTES = Array.from({ length: 60 / BOOKING_POLICY.slotStepMinutes }, (_, n) => String(n * BOOKING_POLICY.slotStepMinutes).padStart(2, '0'));

export const clockTimeSchema = z
  .string()
  .refine((text) => clockTimeToMinutes(text) !== null, { error: M.clockTime, abort: true })
  .refine((text) => (clockTimeToMinutes(text) ?? 0) % BOOKING_POLICY.slotStepMinutes === 0, { error: M.clockTimeOffGrid })
  // What a JSON Schema of the wire (the OpenAPI document) can say of these checks: 'HH:MM' on the sessions' grid.
  .meta({ pattern: `^(?:(?:[01][0-9]|2[0-3]):(?:${GRID_MINUTES.join('|')})|24:00)$` });


export const isoDateSchema = z.string().refine(isIsoDate, { error: M.isoDate }).meta({ format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

const modesSchema = z
  .array(bookingModeSchema)
  .min(1, { error: M.ruleModes })
  .refine((modes) => new Set(modes).size === modes.length, { error: M.repeatedMode })
  // Stored in one order, so equal rules compare equal.
  .transform((modes) => BOOKING_MODES.filter((mode) => modes.includes(mode)));

const windowFields = { start: clockTimeSchema, end: clockTimeSchema, modes: modesSchema };
const startsBeforeEnd = (hours: { readonly start: string; readonly end: string }): boolean =>
  (clockTimeToMinutes(hours.start) ?? 0) < (clockTimeToMinutes(hours.end) ?? 0);
const endsBeforeItStarts = { error: M.ruleEndsBeforeStart, path: ['end'] };

export const weeklyRuleSchema = z.object({ weekday: weekdayIdSchema, ...windowFields }).refine(startsBeforeEnd, endsBeforeItStarts);

/** Hours within one IST day, in the modes offered then: a weekly rule without its weekday. */
export interface DayWindow {
  /** 'HH:MM', IST. */
  readonly start: string;
  /** 'HH:MM', IST; '24:00' is the end of the day. */
  readonly end: string;
  readonly modes: readonly BookingMode[];
}

export interface WeeklyRule extends DayWindow {
  readonly weekday: WeekdayId;
}

export const dayWindowSchema = z.object(windowFields).refine(startsBeforeEnd, endsBeforeItStarts);

/** Generous for one day, small enough that a slot query stays cheap. */
export const MAX_DAY_WINDOWS = 10;

/**
 * One IST calendar date with hours of its own: they replace that weekday's rules on that date only. No hours
 * means closed that day. The date is the therapist's IST date as written ('2026-12-02'), never an instant, so
 * it names the same day whatever time zone the screen that wrote it was in.
 */
export interface DateOverride {
  readonly date: string;
  readonly hours: readonly DayWindow[];
}

export const dateOverrideSchema = z.object({ date: isoDateSchema, hours: z.array(dayWindowSchema).max(MAX_DAY_WINDOWS, { error: M.tooManyRules }) });

/** Generous for a year of exceptions, small enough that a slot query stays cheap. */
export const MAX_DATE_OVERRIDES = 400;

/** Generous for any real week, small enough that a slot query stays cheap. */
export const MAX_WEEKLY_RULES = 70;

export const weeklyRulesSchema = z.array(weeklyRuleSchema).max(MAX_WEEKLY_RULES, { error: M.tooManyRules });

const timeOffFields = { from: isoDateSchema, to: isoDateSchema };
const inOrder = (range: { readonly from: string; readonly to: string }): boolean => range.from <= range.to;
const endsBeforeStart = () => ({ error: M.timeOffEndsBeforeStart, path: ['to'] });

/** Whole IST days off, both ends included. */
export const timeOffSchema = z.object(timeOffFields).refine(inOrder, endsBeforeStart());
/** The same period with the therapist it is for (the staff call's request). */
export const therapistTimeOffSchema = <Id extends z.ZodType<string>>(id: Id) => z.object({ id, ...timeOffFields }).refine(inOrder, endsBeforeStart());

export interface TimeOff {
  readonly from: string;
  readonly to: string;
}

export const bufferMinutesSchema = z
  .number()
  .int({ error: M.bufferMinutes })
  .min(0, { error: M.bufferMinutes })
  .max(BOOKING_POLICY.maxBufferMinutes, { error: M.bufferMinutes });

/** An instant on the wire: ISO 8601 with seconds and an offset ('Z' or '+05:30'), read as a Date. */
export const instantSchema = z.iso
  .datetime({ offset: true, error: M.instant })
  .transform((text) => new Date(text));

/** Time the therapist is not free: a confirmed appointment or a live hold. `end` is the session's end, without buffer. */
export interface TakenInterval {
  readonly start: Date;
  readonly end: Date;
  /** A hold's expiry: from then the time is free again without any write. Absent for a confirmed session. */
  readonly until?: Date;
}

export const takenIntervalSchema = z
  .object({ start: instantSchema, end: instantSchema })
  .refine((interval) => interval.start.getTime() < interval.end.getTime(), { error: M.instantOrder, path: ['end'] });

export const therapistAvailabilitySchema = z.object({
  rules: weeklyRulesSchema,
  timeOff: z.array(timeOffSchema),
  dateOverrides: z.array(dateOverrideSchema).max(MAX_DATE_OVERRIDES).default([]),
  bufferMinutes: bufferMinutesSchema.default(BOOKING_POLICY.defaultBufferMinutes),
});
export type TherapistAvailability = z.output<typeof therapistAvailabilitySchema>;

const daysSchema = z
  .union([z.number(), z.string().regex(/^\d{1,3}$/, { error: M.slotDays }).transform(Number)])
  .pipe(z.number().int({ error: M.slotDays }).min(1, { error: M.slotDays }).max(BOOKING_POLICY.maxSlotQueryDays, { error: M.slotDays }));

/** A slot query as a URL carries it; `from` left out means today in IST, which the adapter reads from its Clock. */
export const slotQuerySchema = z.object({
  from: isoDateSchema.optional(),
  days: daysSchema.default(BOOKING_POLICY.defaultSlotQueryDays),
  mode: bookingModeSchema.optional(),
});
export type SlotQuery = z.output<typeof slotQuerySchema>;
