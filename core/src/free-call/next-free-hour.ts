import type { Clock } from '../calendar/clock.port';
import { addDaysToIsoDate } from '../calendar/kolkata-time';
import { isSlotAhead } from '../calendar/slots';
import type { FreeCallPolicy } from './free-call.policy';
import type { FreeCallHour } from './free-call.types';

/** How far ahead a full hour looks for the next free one: a week of the care team's hours. */
export const FREE_CALL_LOOKAHEAD_DAYS = 7;

/** The key a count of taken places is kept under: the date and the hour. */
export const freeCallHourKey = ({ date, time }: FreeCallHour): string => `${date} ${time}`;

/** Whether an hour still has a place, given how many calls it holds. */
export const hasPlace = (policy: FreeCallPolicy, taken: number): boolean => taken < policy.callsPerHour;

/** The dates a search after `from` looks at: its own date and the next days. */
export const freeCallSearchDates = (from: string): readonly string[] =>
  Array.from({ length: FREE_CALL_LOOKAHEAD_DAYS + 1 }, (_, i) => addDaysToIsoDate(from, i));

/**
 * The first offered hour after `after` (the same day's later hours, then the next days) that is still ahead of now
 * and has a place; null when the week is full.
 */
export const nextFreeHour = (
  policy: FreeCallPolicy,
  after: FreeCallHour,
  taken: ReadonlyMap<string, number>,
  clock: Clock,
): FreeCallHour | null => {
  for (const date of freeCallSearchDates(after.date)) {
    const hours = date === after.date ? policy.hours.slice(policy.hours.indexOf(after.time as never) + 1) : policy.hours;
    for (const time of hours) {
      const hour = { date, time };
      if (isSlotAhead(time, date, clock) && hasPlace(policy, taken.get(freeCallHourKey(hour)) ?? 0)) return hour;
    }
  }
  return null;
};
