import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { parseInput, type InputInvalid, type InvalidLogin, type StoreUnavailable } from '../application/domain-errors';
import type { PublicUser } from '../api/contract';
import { loginPayloadSchema } from '../forms/auth.schema';
import type { Account } from './account.types';
import type { AccountStore, LoginThrottle, PasswordHasher, TokenIssuer } from './accounts.port';

export interface LoggedIn {
  readonly accessToken: string;
  readonly user: PublicUser;
}

const INVALID_LOGIN: InvalidLogin = { kind: 'invalid-login' };

/**
 * A password login. Unknown identifier, wrong password and locked identifier get one answer. A locked
 * identifier is refused without spending a hash on it; an unknown one costs a hash like a known one, so the
 * time taken does not say who has an account. A weak stored hash is replaced on a successful login.
 */
export const logIn =
  (deps: { readonly accounts: AccountStore; readonly passwords: PasswordHasher; readonly throttle: LoginThrottle; readonly tokens: TokenIssuer }) =>
  (input: unknown): ResultAsync<LoggedIn, InputInvalid | InvalidLogin | StoreUnavailable> =>
    parseInput(loginPayloadSchema, input).asyncAndThen(({ email, password }) => {
      const verified = (account: Account | null) =>
        ResultAsync.fromSafePromise(account ? deps.passwords.verify(password, account.passwordHash) : deps.passwords.verifyNothing(password)).map(
          (matches) => (matches ? account : null),
        );
      const rehashed = (account: Account) =>
        deps.passwords.needsRehash(account.passwordHash)
          ? ResultAsync.fromSafePromise(deps.passwords.hash(password)).andThen((hash) => deps.accounts.updatePasswordHash(account.id, hash))
          : okAsync(undefined);
      const signedIn = (account: Account) => {
        const user: PublicUser = { id: account.id, name: account.name, email: account.email };
        return deps.throttle
          .succeeded(email)
          .andThen(() => rehashed(account))
          .andThen(() => ResultAsync.fromSafePromise(deps.tokens.issue(user)))
          .map((accessToken): LoggedIn => ({ accessToken, user }));
      };

      return deps.throttle.allows(email).andThen((allowed): ResultAsync<LoggedIn, InvalidLogin | StoreUnavailable> => {
        if (!allowed) return errAsync(INVALID_LOGIN);
        return deps.accounts
          .findByEmail(email.trim().toLowerCase())
          .andThen(verified)
          .andThen((account) => (account ? signedIn(account) : deps.throttle.failed(email).andThen(() => errAsync(INVALID_LOGIN))));
      });
    });
