import { isoDateParts, kolkataMomentOf, type KolkataMoment } from '../calendar/kolkata-time';
import { BOOKING_CATALOG_EN, type BookingCatalog } from './booking.catalog';
import { weekdayOfIsoDate } from './weekday';

/** A time as people read it: always in IST, and in the device's zone too when that zone's clock differs. */
export interface PeopleTime {
  /** 'Tue 1 Dec, 6:00 pm IST' */
  readonly ist: string;
  /** 'Tue 1 Dec, 1:30 pm GMT+1', or null when the device zone reads the same clock (or is unknown). */
  readonly device: string | null;
}

export interface PeopleTimeOptions {
  /** An IANA zone, e.g. Intl.DateTimeFormat().resolvedOptions().timeZone on the visitor's device. */
  readonly deviceTimeZone?: string;
  readonly catalog?: BookingCatalog;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

const wallClockText = (moment: KolkataMoment, zoneLabel: string, catalog: BookingCatalog): string => {
  const { monthIndex, day } = isoDateParts(moment.date);
  const hours = Math.floor(moment.minutes / 60);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const meridiem = hours < 12 ? catalog.am : catalog.pm;
  return `${catalog.dayText(weekdayOfIsoDate(moment.date), day, monthIndex)}, ${hour12}:${pad2(moment.minutes % 60)} ${meridiem} ${zoneLabel}`;
};

// Building a formatter is costly and a slot list formats dozens of times; zones are a small, finite set.
const formatters = new Map<string, Intl.DateTimeFormat | null>();

/** A formatter reading numeric wall-clock parts in `timeZone`, or null for a zone the runtime does not know. */
const formatterFor = (timeZone: string): Intl.DateTimeFormat | null => {
  if (!formatters.has(timeZone)) {
    try {
      formatters.set(
        timeZone,
        // 'shortOffset' ('GMT+1') rather than 'short': abbreviations such as 'IST' or 'GST' name different zones.
        new Intl.DateTimeFormat('en-US', {
          timeZone,
          year: 'numeric',
          month: 'numeric',
          day: 'numeric',
          hour: 'numeric',
          minute: 'numeric',
          hourCycle: 'h23',
          timeZoneName: 'shortOffset',
        }),
      );
    } catch {
      formatters.set(timeZone, null);
    }
  }
  return formatters.get(timeZone) ?? null;
};

const zoneMomentOf = (instant: Date, formatter: Intl.DateTimeFormat): { moment: KolkataMoment; zoneLabel: string } => {
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
  const date = `${String(parts.year).padStart(4, '0')}-${pad2(Number(parts.month))}-${pad2(Number(parts.day))}`;
  return { moment: { date, minutes: (Number(parts.hour) % 24) * 60 + Number(parts.minute) }, zoneLabel: parts.timeZoneName ?? '' };
};

/** The wall clock of an instant in an IANA zone, or null for a zone the runtime does not know. */
export const wallClockIn = (instant: Date, timeZone: string): KolkataMoment | null => {
  const formatter = formatterFor(timeZone);
  return formatter === null ? null : zoneMomentOf(instant, formatter).moment;
};

/** An instant for people: IST first (the therapist's clock, which every screen and message names), then the device's. */
export const formatInstantForPeople = (instant: Date, options: PeopleTimeOptions = {}): PeopleTime => {
  const catalog = options.catalog ?? BOOKING_CATALOG_EN;
  const inKolkata = kolkataMomentOf(instant);
  const ist = wallClockText(inKolkata, catalog.timeZoneLabel, catalog);
  const formatter = options.deviceTimeZone === undefined ? null : formatterFor(options.deviceTimeZone);
  if (formatter === null) return { ist, device: null };
  const { moment, zoneLabel } = zoneMomentOf(instant, formatter);
  const sameClock = moment.date === inKolkata.date && moment.minutes === inKolkata.minutes;
  return { ist, device: sameClock ? null : wallClockText(moment, zoneLabel, catalog) };
};
