import type { ResultAsync } from 'neverthrow';
import type { StoreUnavailable } from '../application/domain-errors';
import type { Booking, CareerApplication, UploadedDocument, VolunteerFeedback } from './submissions.types';

/** Keeps one kind of submission; every store answer may fail only because the store is unavailable. */
export interface SubmissionStore<Submission> {
  add(submission: Submission): ResultAsync<void, StoreUnavailable>;
}

export type VolunteerFeedbackStore = SubmissionStore<VolunteerFeedback>;
export type CareerApplicationStore = SubmissionStore<CareerApplication>;

/** `key-taken`: another booking holds the key already (also when two copies of one retry race). */
export type BookingAdded = { readonly kind: 'added' } | { readonly kind: 'key-taken'; readonly existing: Booking };

export interface BookingStore {
  /** Adds the booking unless its idempotency key is held already, even under a race. */
  addOnce(booking: Booking): ResultAsync<BookingAdded, StoreUnavailable>;
  findByIdempotencyKey(key: string): ResultAsync<Booking | null, StoreUnavailable>;
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
