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

/** Failed logins per identifier, from any address, so one account cannot be guessed from many. */
export interface LoginThrottle {
  allows(identifier: string): ResultAsync<boolean, StoreUnavailable>;
  failed(identifier: string): ResultAsync<void, StoreUnavailable>;
  succeeded(identifier: string): ResultAsync<void, StoreUnavailable>;
}

export interface TokenIssuer {
  /** An access token naming the user. */
  issue(user: PublicUser): Promise<string>;
}
