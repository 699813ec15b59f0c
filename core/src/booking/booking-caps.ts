import { addDaysToIsoDate, kolkataMomentOf } from '../calendar/kolkata-time';
import type { BookableTherapist } from './appointments.port';
import type { ConfirmLimits, HoldLimits } from './booking-caps.types';
import { BOOKING_CAPS, BOOKING_POLICY } from './booking.policy';
import { kolkataInstantOf } from './kolkata-instant';
import { slotContext } from './slot-availability';
import { weekdayOfIsoDate, WEEKDAY_IDS } from './weekday';

const MS_PER_MINUTE = 60_000;
const DAY_MS = 86_400_000;

/** The IST week (Monday 00:00 to the next Monday 00:00) a session starting at `start` belongs to. */
export const kolkataWeekOf = (start: Date): { readonly from: Date; readonly to: Date; readonly firstDate: string } => {
  const { date } = kolkataMomentOf(start);
  const firstDate = addDaysToIsoDate(date, -WEEKDAY_IDS.indexOf(weekdayOfIsoDate(date)));
  return { from: kolkataInstantOf(firstDate, 0), to: kolkataInstantOf(addDaysToIsoDate(firstDate, 7), 0), firstDate };
};

/**
 * How many sessions a therapist's hours offer in the week starting on `firstDate` (IST): the minutes of their
 * weekly windows in any mode, less days off, over a session and its buffer. Notice and horizon are left out: the
 * week's size is what the therapist gives, not what is left of it.
 */
export const sessionsInWeek = (availability: BookableTherapist['availability'], firstDate: string): number => {
  const context = slotContext({ rules: availability.rules, timeOff: availability.timeOff, dateOverrides: availability.dateOverrides, taken: [], bufferMinutes: availability.bufferMinutes, now: new Date(0) }, firstDate, 7);
  const weekFrom = kolkataInstantOf(firstDate, 0).getTime();
  const weekTo = weekFrom + 7 * DAY_MS;
  const windows = Object.values(context.windows)
    .flat()
    .map((w) => ({ start: Math.max(w.start, weekFrom), end: Math.min(w.end, weekTo) }))
    .filter((w) => w.end > w.start)
    .sort((a, b) => a.start - b.start);
  let minutes = 0;
  let reached = -Infinity;
  for (const hours of windows) {
    const start = Math.max(hours.start, reached);
    if (hours.end > start) {
      const offDuring = context.daysOff.reduce((sum, off) => sum + Math.max(0, Math.min(off.end, hours.end) - Math.max(off.start, start)), 0);
      minutes += (hours.end - start - offDuring) / MS_PER_MINUTE;
    }
    reached = Math.max(reached, hours.end);
  }
  return Math.floor(minutes / (BOOKING_POLICY.sessionMinutes + availability.bufferMinutes));
};

/** The hold's limits for a session of `therapist` at `start`, asked at `now`. */
export const holdLimitsFor = (therapist: BookableTherapist, start: Date, now: Date): HoldLimits => {
  const week = kolkataWeekOf(start);
  const share = Math.floor(sessionsInWeek(therapist.availability, week.firstDate) * BOOKING_CAPS.addressShareOfTherapistWeek);
  return {
    holdsPerDevice: BOOKING_CAPS.holdsPerDevice,
    holdsPerDeviceAndTherapist: BOOKING_CAPS.holdsPerDeviceAndTherapist,
    holdsPerAddress: BOOKING_CAPS.holdsPerAddress,
    // At least one: a therapist with a single session a week can still be booked from a shared address.
    addressTherapistWeek: { from: week.from, to: week.to, max: Math.max(1, share) },
    releasedAfter: new Date(now.getTime() - BOOKING_CAPS.releaseCooldownMinutes * MS_PER_MINUTE),
  };
};

/** A phone as counted: its last ten digits (the +91 and spaces a person may type make no new number). */
export const phoneKeyOf = (phone: string): string => phone.replace(/\D/g, '').slice(-10);

/** An e-mail as counted: lower case, and 'name+anything@' is 'name@' (one inbox takes every tag). */
export const emailKeyOf = (email: string): string => {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  const local = lower.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus < 0 ? local : local.slice(0, plus)}${lower.slice(at)}`;
};

/** The confirm's limits for a person's phone and e-mail, asked at `now`. */
export const confirmLimitsFor = (person: { readonly phone: string; readonly email: string }, now: Date): ConfirmLimits => ({
  since: new Date(now.getTime() - DAY_MS),
  bookingsPerContact: BOOKING_CAPS.bookingsPerContactPerDay,
  bookingsPerAddress: BOOKING_CAPS.bookingsPerAddressPerDay,
  phoneKey: phoneKeyOf(person.phone),
  emailKey: emailKeyOf(person.email),
});
