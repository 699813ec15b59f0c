import type { Clock } from './clock.port';
import { nowInKolkata } from './kolkata-time';

export type DayPeriod = 'Morning' | 'Afternoon' | 'Evening';

export interface SlotGroup {
  readonly period: DayPeriod;
  readonly slots: readonly string[];
}

/** The session calendar's slots (spec section 9, Calendar), written as the page shows them. */
export const CALENDAR_SLOT_GROUPS: readonly SlotGroup[] = [
  { period: 'Morning', slots: ['9:00 AM', '10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM'] },
  { period: 'Afternoon', slots: ['2:00 PM', '2:30 PM', '3:00 PM', '3:30 PM'] },
  { period: 'Evening', slots: ['5:00 PM', '5:30 PM', '6:00 PM'] },
];

export const CALENDAR_SLOTS: readonly string[] = CALENDAR_SLOT_GROUPS.flatMap((group) => group.slots);

/** The booking form's twelve hourly slots, 10:00 AM to 9:00 PM (spec sections 3 and 9). */
export const BOOKING_TIME_SLOTS = [
  '10:00 AM', '11:00 AM', '12:00 PM', '1:00 PM', '2:00 PM', '3:00 PM',
  '4:00 PM', '5:00 PM', '6:00 PM', '7:00 PM', '8:00 PM', '9:00 PM',
] as const;
export type BookingTimeSlot = (typeof BOOKING_TIME_SLOTS)[number];

const SLOT_PATTERN = /^(1[0-2]|[1-9]):([0-5]\d) (AM|PM)$/;

/** Minutes after midnight of a slot written like '9:00 AM' or '2:30 PM'; null for anything else. */
export const slotToMinutes = (slot: string): number | null => {
  const match = SLOT_PATTERN.exec(slot);
  if (!match) return null;
  const hour12 = Number(match[1]) % 12;
  return (match[3] === 'PM' ? hour12 + 12 : hour12) * 60 + Number(match[2]);
};

/**
 * Whether a slot on an ISO date is still ahead of now in Asia/Kolkata: any slot on a later date,
 * a slot later than the current minute today, nothing on a past date.
 */
export const isSlotAhead = (slot: string, isoDate: string, clock: Clock): boolean => {
  const minutes = slotToMinutes(slot);
  if (minutes === null) return false;
  const now = nowInKolkata(clock);
  if (isoDate > now.date) return true;
  return isoDate === now.date && minutes > now.minutes;
};

/** The slots still on offer for a date: slots already past today are not offered. */
export const openSlots = <T extends string>(slots: readonly T[], isoDate: string, clock: Clock): T[] =>
  slots.filter((slot) => isSlotAhead(slot, isoDate, clock));

/** The calendar's groups with past slots removed; a group may end up empty. */
export const openSlotGroups = (groups: readonly SlotGroup[], isoDate: string, clock: Clock): SlotGroup[] =>
  groups.map((group) => ({ period: group.period, slots: openSlots(group.slots, isoDate, clock) }));
