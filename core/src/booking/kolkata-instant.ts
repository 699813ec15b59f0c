import { isoDateParts, KOLKATA_UTC_OFFSET_MINUTES, kolkataMomentOf } from '../calendar/kolkata-time';

const MS_PER_MINUTE = 60_000;

/** The instant at `minutes` after midnight IST of an IST date; minutes may reach past 24:00 into the next day. */
export const kolkataInstantOf = (isoDate: string, minutes: number): Date => {
  const { year, monthIndex, day } = isoDateParts(isoDate);
  return new Date(Date.UTC(year, monthIndex, day) + (minutes - KOLKATA_UTC_OFFSET_MINUTES) * MS_PER_MINUTE);
};

const pad2 = (n: number): string => String(n).padStart(2, '0');

const OFFSET_TEXT = `+${pad2(Math.floor(KOLKATA_UTC_OFFSET_MINUTES / 60))}:${pad2(KOLKATA_UTC_OFFSET_MINUTES % 60)}`;

/**
 * An instant as it travels on the wire: ISO 8601 with IST's offset, whole seconds
 * ('2026-12-01T18:00:00+05:30'), so a reader sees the therapist's wall clock without converting.
 */
export const toKolkataIsoString = (instant: Date): string => {
  const { date, minutes } = kolkataMomentOf(instant);
  const seconds = Math.floor((((instant.getTime() % MS_PER_MINUTE) + MS_PER_MINUTE) % MS_PER_MINUTE) / 1000);
  return `${date}T${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}:${pad2(seconds)}${OFFSET_TEXT}`;
};
