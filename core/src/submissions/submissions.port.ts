import type { ResultAsync } from 'neverthrow';
import type { StoreUnavailable } from '../application/domain-errors';
import type { FollowUpStatus } from '../application/follow-up';
import type { FreeCallStatus } from '../free-call/free-call.types';
import type { Booking, CareerApplication, UploadedDocument, VolunteerFeedback } from './submissions.types';

/** Keeps one kind of submission; every store answer may fail only because the store is unavailable. */
export interface SubmissionStore<Submission> {
  add(submission: Submission): ResultAsync<void, StoreUnavailable>;
}

export type VolunteerFeedbackStore = SubmissionStore<VolunteerFeedback>;
/** Careers applications; the care team marks each one done once someone has answered it (or waiting again). */
export interface CareerApplicationStore extends SubmissionStore<CareerApplication> {
  /** Sets an application's status at `at`; null when no application has this id. */
  mark(id: string, status: FollowUpStatus, at: Date): ResultAsync<CareerApplication | null, StoreUnavailable>;
  /** One application by its id; null when none has it. */
  find(id: string): ResultAsync<CareerApplication | null, StoreUnavailable>;
}

/**
 * `key-taken`: another booking holds the key already (also when two copies of one retry race); `hour-full`: the
 * hour's places are all taken; `reference-taken`: the drawn reference is another booking's (draw again).
 */
export type BookingAdded =
  | { readonly kind: 'added' }
  | { readonly kind: 'key-taken'; readonly existing: Booking }
  | { readonly kind: 'hour-full' }
  | { readonly kind: 'reference-taken' };

export interface BookingStore {
  /**
   * Adds the booking into one of the hour's `callsPerHour` places unless its idempotency key is held already.
   * The database decides both, even between instances: each place of an hour is a unique claim.
   */
  addOnce(booking: Booking, callsPerHour: number): ResultAsync<BookingAdded, StoreUnavailable>;
  findByIdempotencyKey(key: string): ResultAsync<Booking | null, StoreUnavailable>;
  /** How many calls each hour of these dates holds, by freeCallHourKey. */
  placesTaken(dates: readonly string[]): ResultAsync<ReadonlyMap<string, number>, StoreUnavailable>;
  /** Sets where the care team is with a call; null when there is no such call. */
  mark(id: string, status: FreeCallStatus, at: Date): ResultAsync<Booking | null, StoreUnavailable>;
}

/** The same text for the same flat payload whatever its key order; different payloads, different text. */
export interface PayloadFingerprint {
  of(flatPayload: unknown): string;
}

export interface UploadedDocuments {
  find(id: string): ResultAsync<UploadedDocument | null, StoreUnavailable>;
}

/** Seals an identity number for storage; only the server holds the key to open it again. */
export interface FieldCipher {
  encrypt(plain: string): string;
}
