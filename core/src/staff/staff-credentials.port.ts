import type { ResultAsync } from 'neverthrow';
import type { StoreUnavailable } from '../application/domain-errors';
import type { StaffPerson } from './staff-people.port';
import type { StaffSessionTimes } from './staff-session.policy';

/** A console session as the store keeps it; its token is kept only as a hash. */
export interface StaffSession extends StaffSessionTimes {
  readonly id: string;
  readonly personId: string;
  /** Set by signing out, 'sign out everywhere', deactivation or expiry; an ended session opens nothing. */
  readonly endedAt: Date | null;
}

/** Console sessions, found by the hash of the token in the person's cookie. */
export interface StaffSessions {
  start(session: StaffSession, tokenHash: string): ResultAsync<void, StoreUnavailable>;
  /** The session and its person, whatever their state (the rules decide). */
  byTokenHash(tokenHash: string): ResultAsync<{ readonly session: StaffSession; readonly person: StaffPerson } | null, StoreUnavailable>;
  /** Notes a request: idle time counts from here. */
  touch(tokenHash: string, at: Date): ResultAsync<void, StoreUnavailable>;
  /** The person proved their second factor again (step-up). */
  verified(tokenHash: string, at: Date): ResultAsync<void, StoreUnavailable>;
  /** Ends this one session (sign out, or found expired). */
  end(tokenHash: string, at: Date): ResultAsync<void, StoreUnavailable>;
}

/** Which second factors a person has set up. */
export interface StaffFactors {
  readonly totp: boolean;
  readonly passkeys: number;
  readonly recoveryCodesLeft: number;
}

/** A person's passkey (a WebAuthn credential): its id and public key in base64url, its signature counter. */
export interface StaffPasskey {
  readonly id: string;
  readonly publicKey: string;
  readonly counter: number;
  readonly transports: readonly string[];
}

/** A staff person's password and second factors (a TOTP secret kept sealed, recovery codes as hashes). */
export interface StaffCredentials {
  passwordHashOf(personId: string): ResultAsync<string | null, StoreUnavailable>;
  setPassword(personId: string, passwordHash: string): ResultAsync<void, StoreUnavailable>;
  /** The person's TOTP secret and the last time step a code of it opened, or null when they have none. */
  totpOf(personId: string): ResultAsync<{ readonly secret: string; readonly lastStep: number | null } | null, StoreUnavailable>;
  /** Sets (or replaces) the person's TOTP secret, confirmed by a code of `step`. */
  saveTotp(personId: string, secret: string, step: number, at: Date): ResultAsync<void, StoreUnavailable>;
  /** Marks `step` used, once: false when this step or a later one was used already (a replay), even under a race. */
  useTotpStep(personId: string, step: number): ResultAsync<boolean, StoreUnavailable>;
  /** Replaces every recovery code of the person with these hashes. */
  replaceRecoveryCodes(personId: string, codeHashes: readonly string[], at: Date): ResultAsync<void, StoreUnavailable>;
  /** Uses one unused recovery code of the person, once: false when it is not theirs or is used already. */
  useRecoveryCode(personId: string, codeHash: string, at: Date): ResultAsync<boolean, StoreUnavailable>;
  factorsOf(personId: string): ResultAsync<StaffFactors, StoreUnavailable>;
  passkeysOf(personId: string): ResultAsync<readonly StaffPasskey[], StoreUnavailable>;
  addPasskey(personId: string, passkey: StaffPasskey, at: Date): ResultAsync<void, StoreUnavailable>;
  /**
   * Notes a use of the person's passkey with the authenticator's new counter, once: false when the passkey is not
   * theirs, or the counter did not move on (a cloned authenticator, or the same answer twice), even under a race.
   */
  usePasskey(personId: string, passkeyId: string, counter: number, at: Date): ResultAsync<boolean, StoreUnavailable>;
}

/** What a short-lived sign-in step is for. */
export type SignInStepPurpose = 'sign-in' | 'enrol-totp' | 'enrol-passkey' | 'step-up';

/**
 * A step between two requests: the password proved and the second factor awaited (`sign-in`), or a TOTP secret
 * shown on the enrolment page and awaiting its first code (`enrol-totp`, its secret in `secret`). A passkey's
 * ceremony keeps its WebAuthn challenge in `secret`: at sign-in (beside TOTP), at enrolment (`enrol-passkey`) and
 * for a step-up (`step-up`).
 */
export interface SignInStep {
  readonly purpose: SignInStepPurpose;
  readonly personId: string | null;
  /** The TOTP secret being set up (kept sealed), or a WebAuthn challenge. */
  readonly secret: string | null;
  /** The hash of the enrolment code the step belongs to (enrolment only). */
  readonly enrolmentCodeHash: string | null;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

export interface SignInSteps {
  add(step: SignInStep, tokenHash: string): ResultAsync<void, StoreUnavailable>;
  /** The step behind a token while it is unexpired at `now`; null otherwise. */
  open(tokenHash: string, now: Date): ResultAsync<SignInStep | null, StoreUnavailable>;
  remove(tokenHash: string): ResultAsync<void, StoreUnavailable>;
  /** The step's challenge, once: it is cleared as it is taken, so a second answer to it finds null (even racing). */
  takeChallenge(tokenHash: string, now: Date): ResultAsync<string | null, StoreUnavailable>;
}

/** What the browser's WebAuthn call answered (PublicKeyCredential as JSON); checked by the PasskeyAuthenticator. */
export interface PasskeyAnswer {
  readonly id: string;
  readonly [field: string]: unknown;
}

/** Options for the browser's WebAuthn call (PublicKeyCredentialCreationOptionsJSON or …RequestOptionsJSON). */
export type PasskeyOptions = Readonly<Record<string, unknown>>;

/**
 * WebAuthn for this site (relying party = the server's public origin): options carrying a fresh challenge, and the
 * check of the browser's answer to that challenge (origin, relying party, user presence and verification, signature).
 */
export interface PasskeyAuthenticator {
  registrationOptions(account: string, existing: readonly StaffPasskey[]): ResultAsync<{ readonly options: PasskeyOptions; readonly challenge: string }, never>;
  /** The new passkey when the answer is a valid registration for `challenge`; null otherwise. */
  verifyRegistration(answer: PasskeyAnswer, challenge: string): ResultAsync<StaffPasskey | null, never>;
  authenticationOptions(allowed: readonly StaffPasskey[]): ResultAsync<{ readonly options: PasskeyOptions; readonly challenge: string }, never>;
  /** The authenticator's new counter when the answer is a valid assertion of `passkey` for `challenge`; null otherwise. */
  verifyAuthentication(answer: PasskeyAnswer, challenge: string, passkey: StaffPasskey): ResultAsync<{ readonly counter: number } | null, never>;
}

/** TOTP (RFC 6238, SHA-1, six digits, 30 seconds): what authenticator apps compute. */
export interface TotpAuthenticator {
  /** A new random secret in base32 (what the person types if they cannot scan). */
  newSecret(): string;
  /** The otpauth:// URI an app scans, naming the site and the person's e-mail. */
  keyUri(secret: string, account: string): string;
  /** A QR code of the URI, as an image the page shows (made here, never by a remote service). */
  qrCode(uri: string): ResultAsync<string, never>;
  /** The time step at which `code` is the secret's code, within one step of `now`; null when it is none. */
  matchingStep(secret: string, code: string, now: Date): number | null;
}
