import type { CareersDocumentLinkField } from '../forms/careers-documents';
import type { FileKind } from '../forms/file-kind';
import type { Guardian } from '../forms/young-person.options';
import type { FreeCallStatus } from '../free-call/free-call.types';
import type { FollowUpStatus } from '../application/follow-up';

export interface VolunteerAnswer {
  readonly ques: string;
  readonly ans: string;
}

/** Beta feedback from a volunteer; the optional details are absent (null) when left blank. */
export interface VolunteerFeedback {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string | null;
  readonly age: number | null;
  readonly gender: string | null;
  readonly answers: readonly VolunteerAnswer[];
  readonly receivedAt: Date;
}

/** A retried booking is recognised by its key; the fingerprint tells a retry from a different booking. */
export interface BookingIdempotency {
  readonly key: string;
  readonly fingerprint: string;
}

/**
 * A free introductory call with the care team: the wire's values as the spec fixes them (age as text, the Kolkata
 * date and slot), the reference the person is given, where the care team is with it, and for a 16- or
 * 17-year-old the parent or guardian the care team phones first.
 */
export interface Booking {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly age: string;
  readonly gender: string;
  readonly problem: string;
  readonly date: string;
  readonly time: string;
  readonly reference: string;
  readonly status: FreeCallStatus;
  readonly markedAt: Date | null;
  readonly guardian: Guardian | null;
  readonly idempotency: BookingIdempotency | null;
  readonly receivedAt: Date;
}

/** Identity numbers at rest: sealed by the FieldCipher, beside the only part anyone may see. */
export interface SealedAadhaar {
  readonly sealed: string;
  readonly last4: string;
}

export interface SealedPan {
  readonly sealed: string;
  /** 'XXXXXX234F' (maskPan). */
  readonly masked: string;
}

export interface CareerApplication {
  readonly id: string;
  readonly fullName: string;
  readonly age: number;
  readonly gender: string;
  readonly experience: number;
  readonly bio: string;
  readonly address: string;
  readonly phoneNumber: string;
  readonly email: string;
  readonly language1: string;
  readonly language2: string;
  readonly aadhaar: SealedAadhaar;
  readonly pan: SealedPan;
  readonly education: string;
  readonly hasRci: boolean;
  readonly hasIsoCertification: boolean;
  /** Each document's link as this server issued it; null for an optional document not given. */
  readonly documents: Readonly<Record<CareersDocumentLinkField, string | null>>;
  readonly receivedAt: Date;
  /** Where the care team is with it, when they last marked it, and when an answer is due (followUpDueAt). */
  readonly status: FollowUpStatus;
  readonly markedAt: Date | null;
  readonly dueAt: Date;
}

/** A file the upload call received; `kind` is what its content was found to be (null: a kind no longer known). */
export interface UploadedDocument {
  readonly id: string;
  readonly kind: FileKind | null;
}
