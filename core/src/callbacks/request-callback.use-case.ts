import type { ResultAsync } from 'neverthrow';
import type { Clock } from '../calendar/clock.port';
import { parseInput, type InputInvalid, type StoreUnavailable } from '../application/domain-errors';
import type { IdGenerator } from '../application/id-generator.port';
import { callbackRequestSchema } from './callback.schema';
import { callbackDueAt, type CallbackRequested } from './callback-requested';
import type { CallbackReason, CallbackUrgency } from './callback.types';
import type { CallbackStore } from './callbacks.port';
import { careTeamAvailability, type CareTeamHours } from './care-team-hours';
import { WAITING_IN_QUEUE } from '../staff/queue-standing';
import type { PhoneChannel } from '../notifications/notification.types';
import type { Locale } from '../i18n/locales';

/** A person in crisis is called before anyone else; every other request waits its turn. */
export const callbackUrgency = (reason: CallbackReason): CallbackUrgency => (reason === 'crisis' ? 'urgent' : 'normal');

/**
 * Keeps a consented request to be phoned, with its urgency and due time decided here, waiting in the care team's
 * queue (every open console is told of it), with the language of the page it was sent from, which its
 * acknowledgement is written in; answers whether the team is working now under `hours`, so the screen can say when to expect the call.
 */
export const requestCallback =
  (deps: {
    readonly callbacks: CallbackStore;
    readonly ids: IdGenerator;
    readonly clock: Clock;
    readonly hours: CareTeamHours;
    /** The phone channel an acknowledgement goes by: SMS when this deployment sends SMS, null otherwise. */
    readonly acknowledgeBy?: PhoneChannel | null;
  }) =>
  (input: unknown, locale: Locale): ResultAsync<CallbackRequested, InputInvalid | StoreUnavailable> =>
    parseInput(callbackRequestSchema, input).asyncAndThen(({ name, phone, reason, risk, language }) => {
      const id = deps.ids.next();
      const receivedAt = deps.clock.now();
      const careTeam = careTeamAvailability(deps.hours, receivedAt);
      return deps.callbacks
        .add({
          id,
          name,
          phone,
          reason,
          urgency: callbackUrgency(reason),
          risk: risk ?? null,
          language: language ?? null,
          locale,
          receivedAt,
          dueAt: callbackDueAt(reason, careTeam, receivedAt),
          queue: WAITING_IN_QUEUE,
          phoneChannel: deps.acknowledgeBy ?? null,
        }, { type: 'callback-requested', callbackId: id, reason, at: receivedAt, by: null, outcome: null })
        .map((): CallbackRequested => ({ id, reason, careTeam, hours: deps.hours, acknowledgement: deps.acknowledgeBy ?? null }));
    });
