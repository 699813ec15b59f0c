import { addDaysToIsoDate, kolkataMomentOf } from '../calendar/kolkata-time';
import { BOOKING_POLICY } from './booking.policy';
import type { BookableTherapist } from './appointments.port';
import type { SlotCandidate } from './free-slots';

const MS_PER_MINUTE = 60_000;
/** The furthest a taken interval reaches into other slots: a whole session before it, the longest buffer after it. */
const REACH_BEFORE_MS = (BOOKING_POLICY.sessionMinutes + BOOKING_POLICY.maxBufferMinutes) * MS_PER_MINUTE;
const REACH_AFTER_MS = BOOKING_POLICY.maxBufferMinutes * MS_PER_MINUTE;

/**
 * The IST dates whose slots a taken interval can change: a slot starting up to a session and a buffer before it,
 * or up to a buffer after its end, collides with it. A store bumps each of these dates' calendar version in the
 * transaction that claims or frees the interval, so a cached date is known stale on every instance.
 */
export const calendarDatesTouched = (start: Date, end: Date): readonly string[] => {
  const first = kolkataMomentOf(new Date(start.getTime() - REACH_BEFORE_MS + 1)).date;
  const last = kolkataMomentOf(new Date(end.getTime() + REACH_AFTER_MS - 1)).date;
  const dates: string[] = [];
  for (let date = first; date <= last; date = addDaysToIsoDate(date, 1)) dates.push(date);
  return dates;
};

/** One IST date of one therapist, computed once, with what it was computed from. */
export interface CachedCalendarDay {
  /** The store's calendar version of the date when its taken time was read. */
  readonly version: number;
  /** The therapist's hours, days off and buffer as they were (serialised). */
  readonly availabilityKey: string;
  /** The first expiry of a hold it counted as taken: from then it is computed again. */
  readonly validUntilMs: number;
  readonly candidates: readonly SlotCandidate[];
}

/**
 * Computed calendar days by therapist and date, for the slot lists. An entry is used only while its date's version
 * in the store, the therapist's availability and the holds it counted are all unchanged, so a stale entry is never
 * served; the store's versions live in the database, so every instance sees another instance's claims. Bounded:
 * the least recently used date goes first.
 */
export interface FreeSlotCache {
  /** The entry, when it is still what the store's `version`, the `availabilityKey` and `nowMs` say it must be. */
  fresh(therapistId: string, date: string, version: number, availabilityKey: string, nowMs: number): CachedCalendarDay | undefined;
  remember(therapistId: string, date: string, day: CachedCalendarDay): void;
  /** The therapist's directory entry as booking reads it, when it was read at the entry's current `version`. */
  entry(therapistId: string, version: number): BookableTherapist | undefined;
  /** The entry as read after the store answered `version` for it: a change in between makes it look older, never newer. */
  rememberEntry(therapistId: string, version: number, therapist: BookableTherapist): void;
  readonly size: number;
}

export const DEFAULT_FREE_SLOT_CACHE_DAYS = 20_000;

export const createFreeSlotCache = (maxDays: number = DEFAULT_FREE_SLOT_CACHE_DAYS): FreeSlotCache => {
  const days = new Map<string, CachedCalendarDay>();
  const entries = new Map<string, { readonly version: number; readonly therapist: BookableTherapist }>();
  const keyOf = (therapistId: string, date: string) => `${date}|${therapistId}`;
  return {
    entry: (therapistId, version) => {
      const kept = entries.get(therapistId);
      return kept?.version === version ? kept.therapist : undefined;
    },
    rememberEntry: (therapistId, version, therapist) => {
      entries.delete(therapistId);
      entries.set(therapistId, { version, therapist });
      // As many therapists as dates at most: a directory is far smaller than the dates kept.
      if (entries.size > maxDays) {
        const oldest = entries.keys().next();
        if (oldest.done !== true) entries.delete(oldest.value);
      }
    },
    fresh: (therapistId, date, version, availabilityKey, nowMs) => {
      const key = keyOf(therapistId, date);
      const day = days.get(key);
      if (day === undefined) return undefined;
      if (day.version !== version || day.availabilityKey !== availabilityKey || nowMs >= day.validUntilMs) {
        days.delete(key);
        return undefined;
      }
      days.delete(key);
      days.set(key, day);
      return day;
    },
    remember: (therapistId, date, day) => {
      const key = keyOf(therapistId, date);
      days.delete(key);
      days.set(key, day);
      while (days.size > maxDays) {
        const oldest = days.keys().next();
        if (oldest.done === true) break;
        days.delete(oldest.value);
      }
    },
    get size() {
      return days.size;
    },
  };
};
