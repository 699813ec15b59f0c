import type { ResultAsync } from 'neverthrow';
import type { StoreUnavailable } from '../application/domain-errors';
import type { TakenInterval, TimeOff, WeeklyRule } from './availability.schema';
import type { Appointment, AppointmentStatus, Hold } from './appointment.types';

/** What booking needs to know of a therapist: whether they take bookings, their fee and their availability. */
export interface BookableTherapist {
  readonly id: string;
  readonly feeInr: number;
  readonly active: boolean;
  readonly availability: {
    readonly rules: readonly WeeklyRule[];
    readonly timeOff: readonly TimeOff[];
    readonly bufferMinutes: number;
  };
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
}

export type ConfirmOutcome =
  | { readonly kind: 'confirmed'; readonly appointment: Appointment }
  /** Unknown, expired, or its time was taken over once it had expired. */
  | { readonly kind: 'hold-expired' }
  /** Another appointment holds the idempotency key (also when two copies of one retry race). */
  | { readonly kind: 'key-taken'; readonly existing: Appointment }
  /** The drawn reference is in use: draw again. */
  | { readonly kind: 'reference-taken' };

export type MoveOutcome = { readonly kind: 'moved'; readonly appointment: Appointment } | { readonly kind: 'taken' } | { readonly kind: 'gone' };

export interface StaffAppointmentFilter {
  readonly therapistId?: string;
  /** Appointments starting at or after. */
  readonly from?: Date;
  /** Appointments starting before. */
  readonly to?: Date;
  readonly status?: AppointmentStatus;
}

/**
 * Holds and appointments, with the database deciding every contest: each live claim (a hold not yet expired, a
 * confirmed appointment) owns its half-hour cells under a unique (therapist, cell) constraint, and an expired
 * hold's cells are taken over in the same transaction that claims them. `now` comes from the use case's Clock.
 */
export interface AppointmentStore {
  /** Live holds and confirmed appointments of a therapist overlapping [from, to), leaving out `exceptOwner`'s own. */
  taken(therapistId: string, from: Date, to: Date, now: Date, exceptOwner?: string): ResultAsync<readonly TakenInterval[], StoreUnavailable>;
  /** Claims every cell of the hold, or none: 'taken' when a live claim holds any of them. */
  hold(hold: Hold, now: Date): ResultAsync<'held' | 'taken', StoreUnavailable>;
  /** Turns a live hold into a confirmed appointment, its cells now claimed for good. */
  confirm(holdId: string, confirmation: Confirmation, now: Date): ResultAsync<ConfirmOutcome, StoreUnavailable>;
  findByReference(reference: string): ResultAsync<Appointment | null, StoreUnavailable>;
  findByIdempotencyKey(key: string): ResultAsync<Appointment | null, StoreUnavailable>;
  /** Marks a confirmed appointment cancelled and frees its cells; 'gone' when it was not confirmed any more. */
  cancel(appointmentId: string, now: Date): ResultAsync<MoveOutcome, StoreUnavailable>;
  /** Claims the new cells and frees the old ones in one transaction: the old time is freed only if the new one is won. */
  reschedule(appointmentId: string, start: Date, end: Date, cells: readonly Date[], now: Date): ResultAsync<MoveOutcome, StoreUnavailable>;
  listForUser(userId: string): ResultAsync<readonly Appointment[], StoreUnavailable>;
  listForStaff(filter: StaffAppointmentFilter): ResultAsync<readonly Appointment[], StoreUnavailable>;
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
