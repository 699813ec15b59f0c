import type { ResultAsync } from 'neverthrow';
import type { StoreUnavailable } from '../application/domain-errors';
import type { PublicUser } from '../api/contract';
import type { Account } from './account.types';

export interface AccountStore {
  /** 'email-taken' when the (lower-cased) email is registered already, even under a race; nothing changes then. */
  add(account: Account): ResultAsync<'added' | 'email-taken', StoreUnavailable>;
  findByEmail(lowerCasedEmail: string): ResultAsync<Account | null, StoreUnavailable>;
  updatePasswordHash(id: string, passwordHash: string): ResultAsync<void, StoreUnavailable>;
}

/** Slow on purpose (scrypt): each call costs the same whether or not an account exists. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** A malformed stored value never matches. */
  verify(password: string, stored: string): Promise<boolean>;
  /** Spends the time of a real verification, for an identifier with no account. */
  verifyNothing(password: string): Promise<false>;
  /** Whether a stored hash was made with weaker parameters than today's. */
  needsRehash(stored: string): boolean;
}

/** Who is trying to sign in: the address, and what the client keeps from earlier sign-ins there (opaque to core). */
export interface LoginClient {
  readonly address: string;
  readonly deviceProofs: Readonly<Record<string, string>>;
}

/** What the client keeps so that it is known the next time it signs in to the account (a cookie, on the web). */
export interface DeviceProof {
  readonly name: string;
  readonly value: string;
}

/**
 * What failed logins are counted against (core's loginCounters decides which): one known device's tries at an
 * account, one address's tries while it has never signed in to it, or all unknown clients' tries together.
 */
export type LoginCounter =
  | { readonly kind: 'known-device'; readonly identifier: string; readonly device: string }
  | { readonly kind: 'address'; readonly identifier: string; readonly address: string }
  | { readonly kind: 'unknown-clients'; readonly identifier: string };

/** Counts failed logins and locks what they were counted against; recognises devices that signed in before. */
export interface LoginThrottle {
  /** The device this client proves it signed in to the account from before, or null. */
  knownDevice(identifier: string, client: LoginClient): string | null;
  isLocked(counter: LoginCounter): ResultAsync<boolean, StoreUnavailable>;
  failed(counter: LoginCounter): ResultAsync<void, StoreUnavailable>;
  forget(counter: LoginCounter): ResultAsync<void, StoreUnavailable>;
  /** The proof for the client to keep: of the same device when it was known, or of a new one. */
  proofFor(identifier: string, device: string | null): DeviceProof;
}

export interface TokenIssuer {
  /** An access token naming the user. */
  issue(user: PublicUser): Promise<string>;
}
