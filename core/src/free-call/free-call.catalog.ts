import { isoDateParts } from '../calendar/kolkata-time';
import { SHORT_MONTHS } from '../calendar/date-strip';
import type { FreeCallHour, FreeCallStatus } from './free-call.types';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** '2030-12-03' -> 'Tue 3 Dec': a date with its weekday, as a person says it. */
export const freeCallDayLabel = (isoDate: string): string => {
  const { year, monthIndex, day } = isoDateParts(isoDate);
  return `${WEEKDAYS[new Date(Date.UTC(year, monthIndex, day)).getUTCDay()] ?? ''} ${day} ${SHORT_MONTHS[monthIndex] ?? ''}`;
};

/** '9876543210' -> '98765 43210', the way a number is read back. */
const spokenPhone = (digits: string): string => (/^\d{10}$/.test(digits) ? `${digits.slice(0, 5)} ${digits.slice(5)}` : digits);

const at = ({ date, time }: FreeCallHour): string => `${freeCallDayLabel(date)}, ${time} IST`;

/** The free introductory call's words: what a booking answers, why an hour is refused, the care team's statuses. */
export const FREE_CALL_MESSAGES = {
  booked: (hour: FreeCallHour, phone: string, reference: string): string =>
    `Your free introductory call is booked for ${at(hour)}; our care team will call you on ${spokenPhone(phone)}. Your reference is ${reference}.`,
  guardianToo: 'As you are under 18, the care team will also phone your parent or guardian to confirm.',
  hourFull: (next: FreeCallHour | null): string =>
    next
      ? `That hour is full. The next free hour is ${at(next)}. Please choose it or another time.`
      : 'That hour is full, and so is every hour in the coming week. Please ask our care team to call you back instead.',
  hourNotOffered: 'The care team does not make calls at that hour. Please choose another time.',
  statuses: { waiting: 'Waiting for a call', called: 'Called', done: 'Done' } satisfies Record<FreeCallStatus, string>,
} as const;
