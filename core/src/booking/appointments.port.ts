import type { MessageOptIn } from '../notifications/message-opt-in';
import type { ResultAsync } from 'neverthrow';
import type { StoreUnavailable } from '../application/domain-errors';
import type { DateOverride, TakenInterval, TimeOff, WeeklyRule } from './availability.schema';
import type { Appointment, AppointmentStatus, Hold } from './appointment.types';
import type { BookingCap, BookingClient, ConfirmCap, ConfirmLimits, HoldCap, HoldLimits } from './booking-caps.types';
import type { Page, PageRequest } from '../application/page-request';
import type { AttendanceMark } from './staff-appointment.rules';

/** What booking needs to know of a therapist: whether they take bookings, their fee and their availability. */
export interface BookableTherapist {
  readonly id: string;
  readonly feeInr: number;
  readonly active: boolean;
  readonly availability: {
    readonly rules: readonly WeeklyRule[];
    readonly timeOff: readonly TimeOff[];
    /** IST dates with hours of their own, or closed (day-plan.ts). */
    readonly dateOverrides: readonly DateOverride[];
    readonly bufferMinutes: number;
  };
}

/** What a therapist's slot lists were computed from, as versions: see AppointmentStore.calendarVersions. */
export interface CalendarVersions {
  /**
   * The directory entry's version; null when no therapist has the id; absent when the store does not keep one
   * (the entry is then read again for every list).
   */
  readonly entry?: number | null;
  readonly dates: ReadonlyMap<string, number>;
}

/** Reads therapists as the directory keeps them; null for an id the directory does not know. */
export interface AvailabilityReader {
  bookable(therapistId: string): ResultAsync<BookableTherapist | null, StoreUnavailable>;
}

/** A hold as the confirm step turns it into an appointment: everything but what the hold already fixed. */
export interface Confirmation {
  readonly id: string;
  readonly reference: string;
  readonly person: Appointment['person'];
  readonly manageTokenHash: string;
  readonly userId: string | null;
  readonly idempotency: Appointment['idempotency'];
  readonly createdAt: Date;
  /** Who confirmed, for the address and contact caps and for staff cancelling a pattern. */
  readonly client: BookingClient;
  /** The phone channels the visitor opted in to, with the words and the time (none: e-mail only). */
  readonly optIns?: readonly MessageOptIn[];
}

/** A hold is taken, the time was just taken by someone else, or one of the booking caps stopped it. */
export type HoldOutcome = 'held' | 'taken' | HoldCap;

export type ConfirmOutcome =
  | { readonly kind: 'confirmed'; readonly appointment: Appointment }
  /** Unknown, expired, or its time was taken over once it had expired. */
  | { readonly kind: 'hold-expired' }
  /** Another appointment holds the idempotency key (also when two copies of one retry race). */
  | { readonly kind: 'key-taken'; readonly existing: Appointment }
  /** The drawn reference is in use: draw again. */
  | { readonly kind: 'reference-taken' }
  /** A booking cap stopped it: the hold stays as it was. */
  | { readonly kind: 'capped'; readonly cap: ConfirmCap };

/** What staff cancel at once: a list of references, or what one device or address made in a time window. */
export type BulkCancelSelection =
  | { readonly references: readonly string[] }
  | { readonly madeFrom: { readonly device?: string; readonly address?: string }; readonly madeAfter: Date; readonly madeBefore: Date };

export type MoveOutcome = { readonly kind: 'moved'; readonly appointment: Appointment } | { readonly kind: 'taken' } | { readonly kind: 'gone' };

/** A mark is kept, or the appointment is not one that can take it any more (cancelled, or not yet ended). */
export type MarkOutcome = { readonly kind: 'marked'; readonly appointment: Appointment } | { readonly kind: 'gone' };

export interface StaffAppointmentFilter {
  readonly therapistId?: string;
  /** Appointments starting at or after. */
  readonly from?: Date;
  /** Appointments starting before. */
  readonly to?: Date;
  readonly status?: AppointmentStatus;
  readonly attendance?: AttendanceMark;
  /** Appointments whose session ends after this instant (still to come or under way). */
  readonly endsAfter?: Date;
  /** Appointments whose session has ended by this instant. */
  readonly endedBy?: Date;
  /** By start: soonest first (the default) or latest first. */
  readonly order?: 'soonest-first' | 'latest-first';
}

/**
 * Holds and appointments, with the database deciding every contest: each live claim (a hold not yet expired, a
 * confirmed appointment) owns its half-hour cells under a unique (therapist, cell) constraint, and an expired
 * hold's cells are taken over in the same transaction that claims them. `now` comes from the use case's Clock.
 */
export interface AppointmentStore {
  /** Live holds and confirmed appointments of a therapist overlapping [from, to), leaving out `exceptOwner`'s own. */
  taken(therapistId: string, from: Date, to: Date, now: Date, exceptOwner?: string): ResultAsync<readonly TakenInterval[], StoreUnavailable>;
  /**
   * In one read: the calendar version of each IST date from `from` to `to` (both included) that has one (a date
   * without one is at 0), and the version of the therapist's directory entry. Every claim and every freeing of time
   * adds one to each date it can change (calendarDatesTouched), and every change to the entry (hours, days off,
   * buffer, active) adds one to its version, in the transaction that makes the change, so a slot list computed at
   * these versions is current while they stand, on every instance.
   */
  calendarVersions(therapistId: string, from: string, to: string): ResultAsync<CalendarVersions, StoreUnavailable>;
  /** Claims every cell of the hold, or none: 'taken' when a live claim holds any of them. */
  hold(hold: Hold, now: Date, limits: HoldLimits): ResultAsync<HoldOutcome, StoreUnavailable>;
  /** Turns a live hold into a confirmed appointment, its cells now claimed for good. */
  confirm(holdId: string, confirmation: Confirmation, now: Date, limits: ConfirmLimits): ResultAsync<ConfirmOutcome, StoreUnavailable>;
  findByReference(reference: string): ResultAsync<Appointment | null, StoreUnavailable>;
  findByIdempotencyKey(key: string): ResultAsync<Appointment | null, StoreUnavailable>;
  /**
   * Marks a confirmed appointment cancelled (late when `late`), adds one to its sequence and frees its cells; 'gone'
   * when it was not confirmed any more.
   */
  cancel(appointmentId: string, now: Date, late: boolean): ResultAsync<MoveOutcome, StoreUnavailable>;
  /**
   * Ends a hold before its time: its cells are free for everyone at once. Only the hold's id (given only to the
   * visitor who took it) names it; an unknown, expired or already released hold is nothing to do.
   */
  release(holdId: string): ResultAsync<void, StoreUnavailable>;
  /**
   * Claims the new cells and frees the old ones in one transaction: the old time is freed only if the new one is won.
   * A move adds one to the appointment's sequence.
   */
  reschedule(appointmentId: string, start: Date, end: Date, cells: readonly Date[], now: Date): ResultAsync<MoveOutcome, StoreUnavailable>;
  listForUser(userId: string): ResultAsync<readonly Appointment[], StoreUnavailable>;
  listForStaff(filter: StaffAppointmentFilter, page: PageRequest): ResultAsync<Page<Appointment>, StoreUnavailable>;
  /** Cancels every confirmed appointment the selection names, frees their time and keeps `reason` with each. */
  cancelMany(selection: BulkCancelSelection, reason: string, now: Date): ResultAsync<readonly Appointment[], StoreUnavailable>;
  /**
   * Marks how a session went: only a confirmed appointment whose session has ended by `now` takes a mark (the
   * database checks it in the same statement, so a cancel racing the mark leaves a cancelled appointment unmarked).
   */
  markAttendance(appointmentId: string, mark: AttendanceMark, now: Date): ResultAsync<MarkOutcome, StoreUnavailable>;
  /** Holds and bookings each cap has refused since the store was made, counted in the store so all instances add up. */
  capRefusals(): ResultAsync<Readonly<Record<BookingCap, number>>, StoreUnavailable>;
}

/**
 * The manage token: unguessable, shown once to the person who booked, kept only as a hash. The server derives it
 * with a keyed hash of the appointment's random id, so a retried confirm (same Idempotency-Key) gets the same token
 * again without the token ever being stored.
 */
export interface ManageTokens {
  tokenFor(appointmentId: string): string;
  hashOf(token: string): string;
}
