import type { QueueRefusal } from '../staff/staff-errors';
import { err, type Result } from 'neverthrow';
import type { z } from '../schema/zod';
import { validateWith, type FieldErrors } from '../forms/field-errors';
import type { BookingCapped } from '../booking/booking-caps.types';
import type { RoomInviteRefused } from '../room/room-invite.errors';
import type { AccessTokenNotFound, StaffEmailTaken, StaffForbidden, StaffPersonNotFound, StaffSignInError, StaffUnauthorized } from '../staff/staff-errors';

/**
 * Why a use case did not do its work, as tagged values: each adapter turns them into its own medium once
 * (an HTTP status and envelope, an exit code, a message on screen). Messages a person reads travel with the
 * error only where core owns the text (validation); the adapter words the rest.
 */
export interface InputInvalid {
  readonly kind: 'validation';
  /** The first field's message: what a toast, a CLI line or the API's `msg` shows. */
  readonly msg: string;
  readonly fieldErrors: FieldErrors;
}

/** The store could not answer through no fault of the input (database gone, disk full): try again later. */
export interface StoreUnavailable {
  readonly kind: 'store-unavailable';
}

export const STORE_UNAVAILABLE: StoreUnavailable = { kind: 'store-unavailable' };

/** An Idempotency-Key that is not 1 to 200 visible ASCII characters. */
export interface IdempotencyKeyInvalid {
  readonly kind: 'idempotency-key-invalid';
}

/** The key already named a different booking. */
export interface IdempotencyKeyReused {
  readonly kind: 'idempotency-key-reused';
}

/**
 * A careers document link that names no upload of this server (`document-not-uploaded`) or an upload of a
 * kind that document does not take (`document-wrong-type`). `field` is the first such link; `fieldErrors`
 * holds every refused link's message, so a form can show them all at once.
 */
export interface DocumentRefused {
  readonly kind: 'document-not-uploaded' | 'document-wrong-type';
  readonly field: string;
  readonly msg: string;
  readonly fieldErrors: FieldErrors;
}

/** Wrong identifier, wrong password or a locked identifier: deliberately one answer for all three. */
export interface InvalidLogin {
  readonly kind: 'invalid-login';
}

/** Appointments (issue 14): the database gave the time to someone else first (409). */
export interface SlotTaken {
  readonly kind: 'slot-taken';
}

/** The start is not one of the therapist's free slots: off the grid, past, inside the notice, outside the rules (400). */
export interface SlotNotOffered {
  readonly kind: 'slot-not-offered';
}

/** The hold is unknown or its five minutes are over (410). */
export interface HoldExpired {
  readonly kind: 'hold-expired';
}

/** Cancel or reschedule inside the cut-off before the start: the care team takes over (409). */
export interface TooLateToChange {
  readonly kind: 'too-late-to-change';
  /** The number the refusal tells the person to call (the deployment's contact phone). */
  readonly careTeamPhone: string;
}

/** Nothing there for this caller: an unknown reference and a wrong manage token get the same answer (404). */
export interface NotFound {
  readonly kind: 'not-found';
}

/** No credentials, or credentials that are no longer valid (401). */
export interface Unauthorized {
  readonly kind: 'unauthorized';
}

/** No active therapist with this id in the directory (404). */
export interface TherapistNotFound {
  readonly kind: 'therapist-not-found';
}

/** No call-back request with this id (404). */
export interface CallbackNotFound {
  readonly kind: 'callback-not-found';
}

/** No failed delivery (a dead outbox row) with this id: it was sent, retried or dropped already, or never was (404). */
export interface DeliveryNotFound {
  readonly kind: 'delivery-not-found';
}

/** A newsletter link that opens nothing (used, expired, or not whole): said in words of its own (410). */
export interface NewsletterLinkGone {
  readonly kind: 'newsletter-link-gone';
  readonly link: 'confirm' | 'unsubscribe';
}

/** No record with this id in that collection (404). */
export interface RecordNotFound {
  readonly kind: 'record-not-found';
}

/** The free introductory call's hour has no place left; `next` is the first hour that has one (null: none this week). */
export interface FreeCallHourFull {
  readonly kind: 'free-call-hour-full';
  readonly next: { readonly date: string; readonly time: string } | null;
}

/**
 * A staff change the appointment's state does not allow (409): cancelling or moving one that is cancelled or has
 * ended, marking attendance of one that has not ended or was cancelled (never a no-show). `why` is the
 * staff catalog's id for the words.
 */
export interface AppointmentNotChangeable {
  readonly kind: 'appointment-not-changeable';
  readonly why: 'cancelled' | 'ended' | 'started' | 'not-ended';
}

export type AppointmentError = SlotTaken | SlotNotOffered | HoldExpired | TooLateToChange | NotFound | Unauthorized | BookingCapped;

export type DomainError =
  | InputInvalid
  | StoreUnavailable
  | IdempotencyKeyInvalid
  | IdempotencyKeyReused
  | DocumentRefused
  | InvalidLogin
  | AppointmentError
  | TherapistNotFound
  | CallbackNotFound
  | RecordNotFound
  | DeliveryNotFound
  | FreeCallHourFull
  | StaffForbidden
  | AppointmentNotChangeable
  | QueueRefusal
  | StaffUnauthorized
  | StaffPersonNotFound
  | AccessTokenNotFound
  | StaffEmailTaken
  | StaffSignInError
  | NewsletterLinkGone
  | RoomInviteRefused;

/** Checks input with one of core's schemas, as a use case's first step. */
export const parseInput = <S extends z.ZodType>(schema: S, input: unknown): Result<z.output<S>, InputInvalid> =>
  validateWith(schema, input).orElse((error) => err<z.output<S>, InputInvalid>({ kind: 'validation', msg: error.message, fieldErrors: error.fieldErrors }));
