import type { BookingClient } from './booking-caps.types';
import type { BookingMode } from './booking-mode';
import type { Guardian } from '../forms/young-person.options';
import { toKolkataIsoString } from './kolkata-instant';
import { roomViewOf, type RoomView } from '../room/room.policy';
import type { RoomFacts } from '../room/room.port';
import { messageChannelsOf, type MessageOptIn } from '../notifications/message-opt-in';
import type { MessageChannel } from '../notifications/notification.types';
import type { Locale } from '../i18n/locales';

/** A live appointment is 'confirmed'; a cancelled one keeps its row (and reference) but no longer claims time. */
export const APPOINTMENT_STATUSES = ['confirmed', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** How a session went, as the therapist or the care team marks it once it has ended. */
export const ATTENDANCE_MARKS = ['attended', 'no-show'] as const;
export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number];

/** A five-minute claim on one session start, taken before the visitor gives their details. */
export interface Hold {
  readonly id: string;
  readonly therapistId: string;
  readonly start: Date;
  readonly end: Date;
  readonly mode: BookingMode;
  readonly feeInr: number;
  /** The half-hour cells the session and its buffer occupy (claimCells): what the store's unique claim is on. */
  readonly cells: readonly Date[];
  readonly expiresAt: Date;
  readonly createdAt: Date;
  /** Who holds it: the booking caps count holds per device and per address. */
  readonly client: BookingClient;
}

/**
 * Who the appointment is for, as the booking form takes it. Notes and the intake are health text: kept only sealed.
 * The intake is the therapy-match wizard's answers as JSON, present only when the visitor chose to share them.
 */
export interface AppointmentPerson {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly age: number;
  readonly notesSealed: string | null;
  readonly intakeSealed: string | null;
  /** A 16- or 17-year-old's parent or guardian: the care team confirms with them before the session (null: an adult). */
  readonly guardian: Guardian | null;
  /** The IANA time zone the visitor's browser reported when booking: messages show their clock beside IST. */
  readonly timeZone?: string | null;
  /**
   * The language the visitor booked in (the booking request's, as the server reads it): every message to them about
   * the appointment is written in it, whoever causes it. The therapist's and the care team's stay English.
   */
  readonly locale: Locale;
}

export interface AppointmentIdempotency {
  readonly key: string;
  readonly fingerprint: string;
}

export interface Appointment {
  readonly id: string;
  /** 'MNB-' and six Crockford base32 characters; unique. */
  readonly reference: string;
  readonly therapistId: string;
  readonly start: Date;
  readonly end: Date;
  readonly mode: BookingMode;
  readonly feeInr: number;
  readonly status: AppointmentStatus;
  readonly person: AppointmentPerson;
  /** The manage token's hash; the token itself is never stored. */
  readonly manageTokenHash: string;
  /** The account it is linked to, when a signed-in person booked it. */
  readonly userId: string | null;
  readonly idempotency: AppointmentIdempotency | null;
  readonly createdAt: Date;
  /** The device and address it was booked from (null for appointments booked before they were kept). */
  readonly madeFrom?: BookingClient | null;
  /** Why staff cancelled it, when they did. */
  readonly cancelReason?: string | null;
  /** How the session went, once the therapist or the care team marked it (only after it ended; never when cancelled). */
  readonly attendance?: AttendanceMark | null;
  /**
   * How many times the appointment has changed since it was booked (each reschedule and the cancel add one): the
   * calendar file's SEQUENCE, so a file saved again replaces the event a person saved before.
   */
  readonly sequence: number;
  /** Cancelled within BOOKING_POLICY.changeCutoffHours of the start, when the policy's late-cancel consequence applies. */
  readonly cancelledLate: boolean;
  /** When each person joined and left the video room, and the visitor's consent (absent: nothing recorded). */
  readonly roomFacts?: RoomFacts;
  /** The phone channels the visitor opted in to when booking (SMS, WhatsApp), each with the words shown and when. */
  readonly optIns?: readonly MessageOptIn[];
}

/** An appointment as the API and the CLI show it: ids and instants with IST's offset, no personal details. */
export interface AppointmentView {
  readonly reference: string;
  readonly therapist_id: string;
  readonly start: string;
  readonly end: string;
  readonly mode: BookingMode;
  readonly fee_inr: number;
  readonly status: AppointmentStatus;
  readonly sequence: number;
  readonly cancelled_late: boolean;
  /** A confirmed video appointment's room (its page and when it opens and closes); null otherwise. */
  readonly room: RoomView | null;
  readonly message_channels: MessageChannel[];
}

export const toAppointmentView = (appointment: Appointment): AppointmentView => ({
  reference: appointment.reference,
  therapist_id: appointment.therapistId,
  start: toKolkataIsoString(appointment.start),
  end: toKolkataIsoString(appointment.end),
  mode: appointment.mode,
  fee_inr: appointment.feeInr,
  status: appointment.status,
  sequence: appointment.sequence,
  cancelled_late: appointment.cancelledLate,
  room: roomViewOf(appointment),
  message_channels: messageChannelsOf(appointment.optIns),
});
