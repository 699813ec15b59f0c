import type { ResultAsync } from 'neverthrow';
import type { Clock } from '../calendar/clock.port';
import { parseInput, type InputInvalid, type StoreUnavailable } from '../application/domain-errors';
import type { IdGenerator } from '../application/id-generator.port';
import type { Submitted } from '../submissions/submitted';
import { callbackRequestSchema } from './callback.schema';
import type { CallbackReason, CallbackUrgency } from './callback.types';
import type { CallbackStore } from './callbacks.port';

/** A person in crisis is called before anyone else; every other request waits its turn. */
export const callbackUrgency = (reason: CallbackReason): CallbackUrgency => (reason === 'crisis' ? 'urgent' : 'normal');

/** Keeps a consented request to be phoned, with its urgency decided here, for the care team's listing. */
export const requestCallback =
  (deps: { readonly callbacks: CallbackStore; readonly ids: IdGenerator; readonly clock: Clock }) =>
  (input: unknown): ResultAsync<Submitted, InputInvalid | StoreUnavailable> =>
    parseInput(callbackRequestSchema, input).asyncAndThen(({ name, phone, reason }) => {
      const id = deps.ids.next();
      return deps.callbacks
        .add({ id, name, phone, reason, urgency: callbackUrgency(reason), receivedAt: deps.clock.now(), status: 'waiting', markedAt: null })
        .map(() => ({ id }));
    });
