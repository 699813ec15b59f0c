import { isoDateParts } from '../calendar/kolkata-time';

// zod-free: the date formatting a page shows (and its chunk) must not pull in the validator; the schema of
// a weekday id lives with the availability schema that uses it.

/** Days of the week as stored ids, Monday first as Indian calendars print them. */
export const WEEKDAY_IDS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekdayId = (typeof WEEKDAY_IDS)[number];

/** Date.getUTCDay() order: Sunday is 0. */
const BY_UTC_DAY: readonly WeekdayId[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** The weekday of a calendar date 'YYYY-MM-DD' (a date has one weekday whatever the zone it is read in). */
export const weekdayOfIsoDate = (isoDate: string): WeekdayId => {
  const { year, monthIndex, day } = isoDateParts(isoDate);
  const weekday = BY_UTC_DAY[new Date(Date.UTC(year, monthIndex, day)).getUTCDay()];
  if (weekday === undefined) throw new RangeError(`No weekday for ${isoDate}`);
  return weekday;
};
