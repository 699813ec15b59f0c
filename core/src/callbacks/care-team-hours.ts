import { addDaysToIsoDate, KOLKATA_UTC_OFFSET_MINUTES, kolkataMomentOf } from '../calendar/kolkata-time';

const MINUTES_PER_DAY = 24 * 60;
const MS_PER_MINUTE = 60_000;

/**
 * When the care team answers call-back requests: the same hours every day, in IST, as minutes since midnight
 * (`closes` may be 1440, midnight). A deployment sets them (the server's CARE_TEAM_HOURS); opening and closing on
 * different days is not supported.
 */
export interface CareTeamHours {
  readonly opens: number;
  readonly closes: number;
}

export const DEFAULT_CARE_TEAM_HOURS: CareTeamHours = { opens: 9 * 60, closes: 21 * 60 };

/** Whether the care team is working at a moment: open (until when), or closed (and when it opens next). */
export type CareTeamAvailability = { readonly state: 'open'; readonly closesAt: Date } | { readonly state: 'closed'; readonly opensAt: Date };

const HOURS_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)-(([01]\d|2[0-3]):([0-5]\d)|24:00)$/;

/** 'HH:MM-HH:MM' (IST, opening before closing; '24:00' closes at midnight) as hours, or null for any other text. */
export const parseCareTeamHours = (text: string): CareTeamHours | null => {
  const match = HOURS_PATTERN.exec(text.trim());
  if (!match) return null;
  const opens = Number(match[1]) * 60 + Number(match[2]);
  const closes = match[3] === '24:00' ? MINUTES_PER_DAY : Number(match[4]) * 60 + Number(match[5]);
  return opens < closes ? { opens, closes } : null;
};

/** Minutes since midnight as 'HH:MM' (1440 as '24:00'). */
export const clockTimeOf = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The instant of a wall-clock time in Kolkata on an ISO date. */
const kolkataInstant = (isoDate: string, minutes: number): Date =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + (minutes - KOLKATA_UTC_OFFSET_MINUTES) * MS_PER_MINUTE);

/**
 * Open from `opens` (included) to `closes` (excluded), every day in IST. Before opening, it opens later that day;
 * from closing on, the next day.
 */
export const careTeamAvailability = (hours: CareTeamHours, now: Date): CareTeamAvailability => {
  const { date, minutes } = kolkataMomentOf(now);
  if (minutes >= hours.opens && minutes < hours.closes) return { state: 'open', closesAt: kolkataInstant(date, hours.closes) };
  const openingDate = minutes < hours.opens ? date : addDaysToIsoDate(date, 1);
  return { state: 'closed', opensAt: kolkataInstant(openingDate, hours.opens) };
};
