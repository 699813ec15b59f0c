import { toKolkataIsoString } from '../booking/kolkata-instant';
import type { BookingMode } from '../booking/booking-mode';
import { localizedPath } from '../i18n/locale-path';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import { NO_ROOM_FACTS, type RoomFacts } from './room.port';

/**
 * When a video appointment's room lets people in: from a little before the start (time to check a camera and
 * settle) until a while after the planned end (a session that started late still finishes). Defined once: the
 * server enforces it, the pages and messages say it.
 */
export const ROOM_POLICY = {
  opensMinutesBefore: 10,
  closesMinutesAfter: 30,
} as const;

const MS_PER_MINUTE = 60_000;

/**
 * The room's page: '/session/MNB-7K2Q9D', '/hi/session/MNB-7K2Q9D' in Hindi. Only the reference travels in it; a
 * token never does.
 */
export const roomPath = (reference: string, locale: Locale = DEFAULT_LOCALE): string => localizedPath(locale, `/session/${encodeURIComponent(reference)}`);

export const roomOpensAt = (start: Date): Date => new Date(start.getTime() - ROOM_POLICY.opensMinutesBefore * MS_PER_MINUTE);
export const roomClosesAt = (end: Date): Date => new Date(end.getTime() + ROOM_POLICY.closesMinutesAfter * MS_PER_MINUTE);

/** Whether a room is there at all, and whether `now` falls between its opening and its closing. */
export type RoomWindow = 'not-video' | 'cancelled' | 'too-early' | 'open' | 'closed';

export interface RoomTimes {
  readonly mode: BookingMode;
  /** 'confirmed' or 'cancelled' (AppointmentStatus, spelled here so the appointment's own module can read this one). */
  readonly status: 'confirmed' | 'cancelled';
  readonly start: Date;
  readonly end: Date;
}

export const roomWindowAt = (appointment: RoomTimes, now: Date): RoomWindow => {
  if (appointment.mode !== 'video') return 'not-video';
  if (appointment.status === 'cancelled') return 'cancelled';
  if (now.getTime() < roomOpensAt(appointment.start).getTime()) return 'too-early';
  if (now.getTime() > roomClosesAt(appointment.end).getTime()) return 'closed';
  return 'open';
};

/** The room as an appointment's view carries it: the page's path and when it opens and closes (IST offsets). */
export interface RoomView {
  readonly path: string;
  readonly opens_at: string;
  readonly closes_at: string;
}

/** A confirmed video appointment's room; null for an in-person or cancelled one, which has none. */
export const roomViewOf = (appointment: RoomTimes & { readonly reference: string }): RoomView | null =>
  appointment.mode === 'video' && appointment.status === 'confirmed'
    ? {
        path: roomPath(appointment.reference),
        opens_at: toKolkataIsoString(roomOpensAt(appointment.start)),
        closes_at: toKolkataIsoString(roomClosesAt(appointment.end)),
      }
    : null;

/** Who is in a room now, as its join and leave records say: a join clears that person's last leave. */
export interface RoomPresence {
  readonly visitor: boolean;
  readonly therapist: boolean;
}

/**
 * Who is in the room while it is open, for the therapist's agenda ('your visitor is waiting'); null when there is no
 * room or it is not open now, so a record left behind by a process that died mid-call never reads as someone waiting
 * after the window.
 */
export const roomPresenceAt = (appointment: RoomTimes & { readonly roomFacts?: RoomFacts }, now: Date): RoomPresence | null => {
  if (roomWindowAt(appointment, now) !== 'open') return null;
  const facts = appointment.roomFacts ?? NO_ROOM_FACTS;
  return { visitor: facts.visitorJoinedAt !== null && facts.visitorLeftAt === null, therapist: facts.therapistJoinedAt !== null && facts.therapistLeftAt === null };
};
