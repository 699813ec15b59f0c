import type { ResultAsync } from 'neverthrow';
import type { Clock } from '../calendar/clock.port';
import { parseInput, type InputInvalid, type StoreUnavailable } from '../application/domain-errors';
import type { IdGenerator } from '../application/id-generator.port';
import { referPayloadSchema } from '../forms/refer.schema';
import type { ReferralStore } from './submissions.port';
import type { Submitted } from './submitted';

export const referPerson =
  (deps: { readonly referrals: ReferralStore; readonly ids: IdGenerator; readonly clock: Clock }) =>
  (input: unknown): ResultAsync<Submitted, InputInvalid | StoreUnavailable> =>
    parseInput(referPayloadSchema, input).asyncAndThen(({ name, email, mobile, age }) => {
      const id = deps.ids.next();
      return deps.referrals.add({ id, name, email, mobile, age, receivedAt: deps.clock.now() }).map(() => ({ id }));
    });
