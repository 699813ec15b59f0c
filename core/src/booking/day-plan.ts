// What a therapist's availability means for one IST date: the one reading behind both the slots engine and the
// therapist's own calendar, so the hours a therapist sees for a day are the hours visitors are offered.
import type { DateOverride, DayWindow, TimeOff, WeeklyRule } from './availability.schema';
import { addDaysToIsoDate } from '../calendar/kolkata-time';
import { WEEKDAY_IDS, weekdayOfIsoDate } from './weekday';

/** The parts of availability that decide a day: weekly rules, leave, and dates with hours of their own. */
export interface DayPlanSource {
  readonly rules: readonly WeeklyRule[];
  readonly timeOff: readonly TimeOff[];
  readonly dateOverrides?: readonly DateOverride[];
}

/**
 * A date as the slots engine reads it: on leave (nothing is offered, whatever the hours), with hours of its
 * own (an override; none means closed), or the weekday's rules. Leave comes first: a date override never opens
 * a day of leave.
 */
export type DayPlan =
  | { readonly kind: 'leave'; readonly leave: TimeOff }
  | { readonly kind: 'override'; readonly hours: readonly DayWindow[] }
  | { readonly kind: 'weekly'; readonly hours: readonly DayWindow[] };

const windowOf = ({ start, end, modes }: DayWindow): DayWindow => ({ start, end, modes });
const byStart = (a: DayWindow, b: DayWindow): number => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0);

/** The override for an IST date, if the therapist set one (the last one written wins). */
export const overrideOn = (source: DayPlanSource, date: string): DateOverride | undefined =>
  (source.dateOverrides ?? []).findLast((override) => override.date === date);

/** The hours a date offers before leave is taken into account: its override's, else its weekday's rules. */
export const hoursOn = (source: DayPlanSource, date: string): readonly DayWindow[] => {
  const override = overrideOn(source, date);
  if (override !== undefined) return override.hours;
  const weekday = weekdayOfIsoDate(date);
  return source.rules.filter((rule) => rule.weekday === weekday).map(windowOf);
};

/** The leave covering an IST date (whole days, both ends included), if any. */
export const leaveOn = (source: DayPlanSource, date: string): TimeOff | undefined => source.timeOff.find((off) => off.from <= date && date <= off.to);

/** What an IST date offers, as the slots engine will use it. */
export const dayPlanOf = (source: DayPlanSource, date: string): DayPlan => {
  const leave = leaveOn(source, date);
  if (leave !== undefined) return { kind: 'leave', leave };
  const hours = [...hoursOn(source, date)].sort(byStart);
  return overrideOn(source, date) !== undefined ? { kind: 'override', hours } : { kind: 'weekly', hours };
};

/** One month of IST dates as a calendar grid shows them: Monday first, with the blanks before the 1st. */
export interface CalendarMonth {
  /** 'YYYY-MM'. */
  readonly month: string;
  /** Empty cells before the first date, so it falls under its weekday (Monday = 0). */
  readonly leadingBlanks: number;
  readonly dates: readonly string[];
}

/**
 * The month of an IST date, computed on the date's own text (never a Date in the browser's time zone), so a
 * therapist in any time zone sees and picks the IST date they mean.
 */
export const calendarMonthOf = (isoDate: string): CalendarMonth => {
  const month = isoDate.slice(0, 7);
  const first = `${month}-01`;
  const dates: string[] = [];
  for (let date = first; date.startsWith(month); date = addDaysToIsoDate(date, 1)) dates.push(date);
  return { month, leadingBlanks: WEEKDAY_IDS.indexOf(weekdayOfIsoDate(first)), dates };
};

/** The first date of the month before or after an IST date's month. */
export const shiftMonth = (isoDate: string, months: number): string => {
  const year = Number(isoDate.slice(0, 4));
  const monthIndex = Number(isoDate.slice(5, 7)) - 1 + months;
  const shifted = year * 12 + monthIndex;
  return `${String(Math.floor(shifted / 12)).padStart(4, '0')}-${String((shifted % 12) + 1).padStart(2, '0')}-01`;
};
