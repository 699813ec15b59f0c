import type { Clock } from './clock.port';

/**
 * Asia/Kolkata is UTC+05:30 all year (India has no daylight saving), so fixed-offset arithmetic is
 * exact and core needs no time-zone database.
 */
export const KOLKATA_UTC_OFFSET_MINUTES = 330;

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

/** 'YYYY-MM-DD' */
export const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A wall-clock reading in Kolkata: the calendar date and minutes since local midnight. */
export interface KolkataMoment {
  readonly date: string;
  readonly minutes: number;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** The UTC calendar date of a Date, as 'YYYY-MM-DD'. */
const utcIsoDate = (d: Date): string => `${String(d.getUTCFullYear()).padStart(4, '0')}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;

export const kolkataMomentOf = (instant: Date): KolkataMoment => {
  // Shifting the instant by the offset makes the UTC getters read Kolkata's wall clock.
  const shifted = new Date(instant.getTime() + KOLKATA_UTC_OFFSET_MINUTES * MS_PER_MINUTE);
  return { date: utcIsoDate(shifted), minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes() };
};

export const nowInKolkata = (clock: Clock): KolkataMoment => kolkataMomentOf(clock.now());

/** Today's date in Asia/Kolkata, 'YYYY-MM-DD'. */
export const todayInKolkata = (clock: Clock): string => nowInKolkata(clock).date;

/** Midnight UTC of an ISO date, or null when the text is not a real calendar date (e.g. '2025-02-30'). */
const isoDateToUtcMs = (iso: string): number | null => {
  const match = ISO_DATE_PATTERN.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  return back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day ? ms : null;
};

/** Whether the text is a real calendar date written 'YYYY-MM-DD'. */
export const isIsoDate = (text: string): boolean => isoDateToUtcMs(text) !== null;

/** The ISO date `days` later (or earlier, when negative). Throws on text that is not an ISO date: a bug. */
export const addDaysToIsoDate = (iso: string, days: number): string => {
  const ms = isoDateToUtcMs(iso);
  if (ms === null) throw new RangeError(`Not an ISO date: ${iso}`);
  return utcIsoDate(new Date(ms + days * MS_PER_DAY));
};

/** Day of month and month index (0-11) of an ISO date. */
export const isoDateParts = (iso: string): { readonly year: number; readonly monthIndex: number; readonly day: number } => {
  const ms = isoDateToUtcMs(iso);
  if (ms === null) throw new RangeError(`Not an ISO date: ${iso}`);
  const d = new Date(ms);
  return { year: d.getUTCFullYear(), monthIndex: d.getUTCMonth(), day: d.getUTCDate() };
};
