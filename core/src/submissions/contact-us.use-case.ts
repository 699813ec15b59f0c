import type { ResultAsync } from 'neverthrow';
import type { Clock } from '../calendar/clock.port';
import { parseInput, type InputInvalid, type StoreUnavailable } from '../application/domain-errors';
import type { IdGenerator } from '../application/id-generator.port';
import { contactPayloadSchema } from '../forms/contact.schema';
import type { ContactMessageStore } from './submissions.port';
import type { Submitted } from './submitted';

export const contactUs =
  (deps: { readonly contactMessages: ContactMessageStore; readonly ids: IdGenerator; readonly clock: Clock }) =>
  (input: unknown): ResultAsync<Submitted, InputInvalid | StoreUnavailable> =>
    parseInput(contactPayloadSchema, input).asyncAndThen(({ name, email, message }) => {
      const id = deps.ids.next();
      return deps.contactMessages.add({ id, name, email, message, receivedAt: deps.clock.now() }).map(() => ({ id }));
    });
