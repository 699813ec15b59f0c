import type { Locale } from '../i18n/locales';
import type { ResultAsync } from 'neverthrow';
import type { StoreUnavailable } from '../application/domain-errors';
import type { RoomRole } from './room-signal.schema';
import type { RegistrationBody } from '../booking/registration-body';

/** The visitor's agreement to a video consultation: when, and which words (catalog id and version) were shown. */
export interface RoomConsent {
  readonly at: Date;
  readonly words: string;
  readonly version: number;
  /** The language the words were shown in. */
  readonly locale: Locale;
}

/**
 * What the room keeps of a session, and nothing else of the call: when each person first joined and last left
 * (so attendance can be marked from facts) and the visitor's consent.
 */
export interface RoomFacts {
  readonly visitorJoinedAt: Date | null;
  readonly visitorLeftAt: Date | null;
  readonly therapistJoinedAt: Date | null;
  readonly therapistLeftAt: Date | null;
  readonly consent: RoomConsent | null;
}

export const NO_ROOM_FACTS: RoomFacts = { visitorJoinedAt: null, visitorLeftAt: null, therapistJoinedAt: null, therapistLeftAt: null, consent: null };

export type PresenceEvent = 'joined' | 'left';

export interface RoomRecords {
  /** Keeps the first consent only: a second agreement changes nothing. */
  recordConsent(appointmentId: string, consent: RoomConsent): ResultAsync<void, StoreUnavailable>;
  /** 'joined' keeps the first join; 'left' keeps the latest leave. */
  recordPresence(appointmentId: string, role: Exclude<RoomRole, 'coordinator'>, event: PresenceEvent, at: Date): ResultAsync<void, StoreUnavailable>;
}

/** The therapist as the room introduces them to the visitor. */
export interface RoomTherapistCard {
  readonly name: string;
  readonly photo: string | null;
  /** The registering body's id and the number, or null when no registration is verified. */
  readonly registration: { readonly body: RegistrationBody; readonly number: string } | null;
}

export interface RoomTherapists {
  cardOf(therapistId: string): ResultAsync<RoomTherapistCard | null, StoreUnavailable>;
}
