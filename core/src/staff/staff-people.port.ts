import type { ResultAsync } from 'neverthrow';
import type { StoreUnavailable } from '../application/domain-errors';
import type { StaffRole } from './staff-roles';

/** A member of the care team as the store keeps them: a named person with roles, never a shared account. */
export interface StaffPerson {
  readonly id: string;
  /** Lower-cased and trimmed; unique. */
  readonly email: string;
  readonly name: string;
  readonly roles: readonly StaffRole[];
  /** The directory entry this person is, when they are a therapist. */
  readonly therapistId: string | null;
  /** A deactivated person's sessions and tokens open nothing. */
  readonly active: boolean;
  readonly createdAt: Date;
}

/** What a change to a person sets (an omitted field stays as it is). */
export interface StaffPersonChange {
  readonly roles?: readonly StaffRole[];
  readonly therapistId?: string | null;
  readonly name?: string;
}

/** The care team's people. */
export interface StaffPeople {
  /** How many people the store has (active or not): none means the first admin still has to enrol. */
  count(): ResultAsync<number, StoreUnavailable>;
  /** 'email-taken' when a person with this e-mail exists already, even under a race; nothing changes then. */
  add(person: StaffPerson): ResultAsync<'added' | 'email-taken', StoreUnavailable>;
  byId(id: string): ResultAsync<StaffPerson | null, StoreUnavailable>;
  byEmail(normalisedEmail: string): ResultAsync<StaffPerson | null, StoreUnavailable>;
  /** Everyone, active first, then by name. */
  list(): ResultAsync<readonly StaffPerson[], StoreUnavailable>;
  change(id: string, change: StaffPersonChange): ResultAsync<StaffPerson | null, StoreUnavailable>;
  /** Marks the person inactive and ends every session and access token of theirs in the same transaction. */
  deactivate(id: string, at: Date): ResultAsync<StaffPerson | null, StoreUnavailable>;
  /** Ends every console session of the person (sign out everywhere, a reset second factor). */
  endSessions(personId: string, at: Date): ResultAsync<void, StoreUnavailable>;
}

/** A personal access token as its owner sees it; the secret itself is shown once, at creation, and never kept. */
export interface StaffAccessToken {
  readonly id: string;
  readonly personId: string;
  readonly name: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  readonly lastUsedAt: Date | null;
  readonly revokedAt: Date | null;
}

/** Personal access tokens, kept as a hash of their secret. */
export interface StaffAccessTokens {
  add(token: StaffAccessToken, secretHash: string): ResultAsync<void, StoreUnavailable>;
  /** The token with this secret hash and the person it belongs to, whatever their state (the rules decide). */
  bySecretHash(secretHash: string): ResultAsync<{ readonly token: StaffAccessToken; readonly person: StaffPerson } | null, StoreUnavailable>;
  /** Notes a use, at most about once a minute per token (a write per call would cost every request). */
  touch(id: string, at: Date): ResultAsync<void, StoreUnavailable>;
  /** A person's tokens, newest first. */
  listOf(personId: string): ResultAsync<readonly StaffAccessToken[], StoreUnavailable>;
  /** Revokes one of the person's own tokens; null when they have no token with this id. */
  revoke(personId: string, id: string, at: Date): ResultAsync<StaffAccessToken | null, StoreUnavailable>;
}

/** Whom a one-time enrolment link is for: the first admin of an empty store, or a person an admin invited. */
export type StaffEnrolmentKind = 'first-admin' | 'invitation';

/** A one-time link's promise, kept as a hash of its code. */
export interface StaffEnrolment {
  readonly kind: StaffEnrolmentKind;
  /** The person it sets up again (a reset second factor), or null for a new person. */
  readonly personId: string | null;
  /** Who it is for (null for the first admin, who gives their own). */
  readonly email: string | null;
  readonly name: string | null;
  readonly roles: readonly StaffRole[];
  readonly therapistId: string | null;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

export interface StaffEnrolments {
  add(enrolment: StaffEnrolment, codeHash: string): ResultAsync<void, StoreUnavailable>;
  /** The enrolment behind a code while it is unused and unexpired at `now`; null otherwise. */
  open(codeHash: string, now: Date): ResultAsync<StaffEnrolment | null, StoreUnavailable>;
  /**
   * Marks it used, once: 'taken' for the one caller that used it, 'gone' for every other (used, expired,
   * unknown), even under a race.
   */
  take(codeHash: string, now: Date): ResultAsync<'taken' | 'gone', StoreUnavailable>;
}

/** Random secrets and their digests (the server: 32 random bytes in base64url, SHA-256). */
export interface StaffSecrets {
  /** A new secret that starts with `prefix`, and the digest the store keeps instead of it. */
  issue(prefix: string): { readonly secret: string; readonly hash: string };
  hashOf(secret: string): string;
}
