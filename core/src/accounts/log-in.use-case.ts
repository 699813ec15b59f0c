import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { parseInput, type InputInvalid, type InvalidLogin, type StoreUnavailable } from '../application/domain-errors';
import type { PublicUser } from '../api/contract';
import { loginPayloadSchema } from '../forms/auth.schema';
import type { Account } from './account.types';
import type { AccountStore, DeviceProof, LoginClient, LoginThrottle, PasswordHasher, TokenIssuer } from './accounts.port';
import { loginCounters } from './login-counters';

export interface LoggedIn {
  readonly accessToken: string;
  readonly user: PublicUser;
  /** For the client to keep: it makes this device known to the account (loginCounters). */
  readonly device: DeviceProof;
}

const INVALID_LOGIN: InvalidLogin = { kind: 'invalid-login' };

/**
 * A password login. Unknown identifier, wrong password and a locked client get one answer. A locked client is
 * refused without spending a hash on it; an unknown identifier costs a hash like a known one, so the time taken
 * does not say who has an account. Failures count against what loginCounters names, so nobody can keep the
 * owner out from another address. A weak stored hash is replaced on a successful login.
 */
export const logIn =
  (deps: { readonly accounts: AccountStore; readonly passwords: PasswordHasher; readonly throttle: LoginThrottle; readonly tokens: TokenIssuer }) =>
  (input: unknown, client: LoginClient): ResultAsync<LoggedIn, InputInvalid | InvalidLogin | StoreUnavailable> =>
    parseInput(loginPayloadSchema, input).asyncAndThen(({ email, password }) => {
      const device = deps.throttle.knownDevice(email, client);
      const { own, shared } = loginCounters(email, client, device);
      const each = (work: (counter: NonNullable<typeof shared>) => ResultAsync<void, StoreUnavailable>) =>
        work(own).andThen(() => (shared === null ? okAsync(undefined) : work(shared)));
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
        return each((counter) => deps.throttle.forget(counter))
          .andThen(() => rehashed(account))
          .andThen(() => ResultAsync.fromSafePromise(deps.tokens.issue(user)))
          .map((accessToken): LoggedIn => ({ accessToken, user, device: deps.throttle.proofFor(email, device) }));
      };

      const locked = deps.throttle
        .isLocked(own)
        .andThen((ownLocked) => (ownLocked || shared === null ? okAsync(ownLocked) : deps.throttle.isLocked(shared)));
      return locked.andThen((isLocked): ResultAsync<LoggedIn, InvalidLogin | StoreUnavailable> => {
        if (isLocked) return errAsync(INVALID_LOGIN);
        return deps.accounts
          .findByEmail(email.trim().toLowerCase())
          .andThen(verified)
          .andThen((account) => (account ? signedIn(account) : each((counter) => deps.throttle.failed(counter)).andThen(() => errAsync(INVALID_LOGIN))));
      });
    });
