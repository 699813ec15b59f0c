import type { StaffRole } from './staff-roles';
/** No valid session cookie or access token came with the call, or it has ended (401): the console opens sign-in. */
export interface StaffSignedOut {
  readonly kind: 'signed-out';
  /** What was wrong with the credential, so the answer says what to do (never whether an e-mail is staff). */
  readonly reason: StaffCredentialRefusal;
}

/** The staff call needs a permission none of the person's roles gives, or reaches beyond their own entry (403). */
export interface StaffForbidden {
  readonly kind: 'forbidden';
}

/** A document, an Aadhaar reveal or an export needs a sign-in less than five minutes old (403, kind step-up-required). */
export interface StepUpRequired {
  readonly kind: 'step-up-required';
}

/** Another person has already claimed this call-back (409): who has it, so nobody calls twice. */
export interface ClaimedByOther {
  readonly kind: 'claimed-by-other';
  readonly claimedBy: { readonly personId: string; readonly name: string };
}

/** A call only a console session makes (a step-up, signing this session out): a personal access token never does (403). */
export interface SessionRequired {
  readonly kind: 'session-required';
}

/** A state-changing request with the session cookie whose Origin (or Referer) is not the server's own (403). */
export interface CrossSiteRequest {
  readonly kind: 'cross-site-request';
}

export type StaffError = StaffSignedOut | StaffForbidden | StepUpRequired | SessionRequired | CrossSiteRequest | QueueRefusal;

/** The refusals an adapter switches on, read from an answer's `kind` (never from its HTTP status). */
export const STAFF_REFUSALS = [
  'signed-out',
  'forbidden',
  'step-up-required',
  'session-required',
  'cross-site-request',
  'claimed-by-other',
  'callback-not-claimed',
  'callback-closed',
  'sign-in-refused',
  'second-factor-refused',
  'sign-in-expired',
  'enrolment-gone',
] as const;
export type StaffRefusal = (typeof STAFF_REFUSALS)[number];

/** The staff refusal a failed call's `kind` names, or null for any other failure (validation, network, …). */
export const staffRefusalOf = (refusal: string | undefined): StaffRefusal | null =>
  (STAFF_REFUSALS as readonly (string | undefined)[]).includes(refusal) ? (refusal as StaffRefusal) : null;
/** An outcome or a release of a call-back nobody has claimed: claim it first ('I'm calling'; 409). */
export interface CallbackNotClaimed {
  readonly kind: 'callback-not-claimed';
}

/** The call-back is closed with an outcome already; nothing more is done with it (409). */
export interface CallbackClosed {
  readonly kind: 'callback-closed';
}

/** Why the queue refuses what a person tried to do with a call-back. */
export type QueueRefusal = ClaimedByOther | CallbackNotClaimed | CallbackClosed;

/** Why a staff credential opened nothing. */
export type StaffCredentialRefusal = 'missing' | 'unknown' | 'expired' | 'revoked' | 'session-ended' | 'deactivated';

/** A staff credential that opened nothing, and why: the 401 of every staff route (kind 'signed-out'). */
export type StaffUnauthorized = StaffSignedOut;

/** No staff person has this id (404). */
export interface StaffPersonNotFound {
  readonly kind: 'staff-person-not-found';
}

/** The person has no access token with this id (404): another person's token is not theirs to see. */
export interface AccessTokenNotFound {
  readonly kind: 'access-token-not-found';
}

/** A staff person with this e-mail exists already (409). */
export interface StaffEmailTaken {
  readonly kind: 'staff-email-taken';
}

/** The person a refused sign-in step was for, as its audit row names them (never sent). */
export interface SignInPerson {
  readonly id: string;
  readonly name: string;
  readonly roles: readonly StaffRole[];
  readonly therapistId: string | null;
}

/**
 * Why a sign-in step refused: one answer for an unknown e-mail, a wrong password, a deactivated person and a
 * locked account (401). `person` is known to the server only (for its log and audit row), never sent.
 */
export interface SignInRefused {
  readonly kind: 'sign-in-refused';
  readonly person: SignInPerson | null;
  readonly why: 'password' | 'locked' | 'deactivated' | 'no-second-factor';
}

/** A wrong, replayed or used second factor (TOTP code, recovery code, another person's passkey) (401). */
export interface SecondFactorRefused {
  readonly kind: 'second-factor-refused';
  readonly person: SignInPerson | null;
  readonly why: 'wrong-code' | 'replayed-code' | 'used-recovery-code' | 'locked' | 'passkey';
}

/** The password step of a sign-in is unknown or older than its few minutes: start again (410). */
export interface SignInExpired {
  readonly kind: 'sign-in-expired';
}

/** The enrolment link is used, expired or unknown (410): ask an administrator for a new one. */
export interface EnrolmentGone {
  readonly kind: 'enrolment-gone';
}

export type StaffSignInError = SignInRefused | SecondFactorRefused | SignInExpired | EnrolmentGone | SessionRequired;
