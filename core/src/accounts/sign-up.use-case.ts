import { ResultAsync } from 'neverthrow';
import type { Clock } from '../calendar/clock.port';
import { parseInput, type InputInvalid, type StoreUnavailable } from '../application/domain-errors';
import type { IdGenerator } from '../application/id-generator.port';
import { signupPayloadSchema } from '../forms/signup-payload.schema';
import type { AccountStore, PasswordHasher } from './accounts.port';

/**
 * A new account. A registered email gets the very same answer and nothing changes (the existing account
 * and its password stay as they were), so nobody learns from signup who has an account. The password is
 * hashed either way, so a taken address costs the same time as a free one.
 */
export const signUp =
  (deps: { readonly accounts: AccountStore; readonly passwords: PasswordHasher; readonly ids: IdGenerator; readonly clock: Clock }) =>
  (input: unknown): ResultAsync<void, InputInvalid | StoreUnavailable> =>
    parseInput(signupPayloadSchema, input).asyncAndThen(({ name, email, password }) =>
      ResultAsync.fromSafePromise(deps.passwords.hash(password))
        .andThen((passwordHash) =>
          deps.accounts.add({ id: deps.ids.next(), name, email: email.toLowerCase(), passwordHash, createdAt: deps.clock.now() }),
        )
        .map(() => undefined),
    );
