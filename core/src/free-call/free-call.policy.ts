import { BOOKING_TIME_SLOTS, slotToMinutes, type BookingTimeSlot } from '../calendar/slots';

/**
 * How many free introductory calls the care team can make in one hour, and the hours it offers them in (IST, the
 * booking form's slots). A deployment sets both (the server's FREE_CALLS_PER_HOUR and FREE_CALL_HOURS).
 */
export interface FreeCallPolicy {
  readonly callsPerHour: number;
  readonly hours: readonly BookingTimeSlot[];
}

/** Two callers an hour, every slot of the form (10:00 AM to 9:00 PM). */
export const DEFAULT_FREE_CALL_POLICY: FreeCallPolicy = { callsPerHour: 2, hours: BOOKING_TIME_SLOTS };

/** The form's slots from `first` to `last` o'clock (24-hour, both included): what FREE_CALL_HOURS=10-21 offers. */
export const freeCallHoursBetween = (first: number, last: number): readonly BookingTimeSlot[] =>
  BOOKING_TIME_SLOTS.filter((slot) => {
    const hour = (slotToMinutes(slot) ?? -60) / 60;
    return hour >= first && hour <= last;
  });

/** Whether the care team offers calls at this hour. */
export const isFreeCallHour = (policy: FreeCallPolicy, time: string): boolean => (policy.hours as readonly string[]).includes(time);
