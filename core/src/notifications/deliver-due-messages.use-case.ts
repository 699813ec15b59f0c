import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { StoreUnavailable } from '../application/domain-errors';
import type { Appointment } from '../booking/appointment.types';
import type { Clock } from '../calendar/clock.port';
import { afterQuietHours, retryAt, sendTimeDecision } from './notification.rules';
import { isReminder, keepsQuietHours, type OutboxMessage } from './notification.types';
import type { MessageSender, OutboxStore, SendFailure } from './outbox.port';
import type { RenderedMessage } from './render-message';
import { agendaAtSendTime, type AgendaStore } from './therapist-agenda';

/** What one pass of the worker did, by outcome. */
export interface DeliveryReport {
  readonly sent: number;
  readonly cancelled: number;
  readonly retrying: number;
  readonly dead: number;
}

export interface DeliveryDeps {
  readonly outbox: OutboxStore;
  /** Reads an appointment again at send time. */
  readonly appointments: { findByReference(reference: string): ResultAsync<Appointment | null, StoreUnavailable> };
  readonly sender: MessageSender;
  /** Reads a therapist's sessions again when their agenda goes (without it, agendas are cancelled unsent). */
  readonly agenda?: Pick<AgendaStore, 'sessions'>;
  /** A row in words (core's renderMessage with the server's links and contact details). */
  readonly render: (message: OutboxMessage, now: Date) => RenderedMessage;
  readonly clock: Clock;
  /** [0, 1): the retry delay's jitter. */
  readonly random: () => number;
}

type Outcome = keyof DeliveryReport;

const rendered = (deps: DeliveryDeps, message: OutboxMessage, now: Date): RenderedMessage | SendFailure => {
  try {
    return deps.render(message, now);
  } catch (error) {
    return { kind: 'send-refused', reason: `render: ${error instanceof Error ? error.message : String(error)}` };
  }
};

/** Renders and sends a row, then marks it: sent, waiting for a retry, or dead with the reason. */
const sendAndMark = (deps: DeliveryDeps, message: OutboxMessage, now: Date): ResultAsync<Outcome, StoreUnavailable> => {
  const words = rendered(deps, message, now);
  const sent: ResultAsync<{ readonly providerMessageId: string | null }, SendFailure> =
    'kind' in words
      ? errAsync(words)
      : deps.sender.send({ messageId: message.messageId, channel: message.channel, recipient: message.recipient, rendered: words });
  return ResultAsync.fromSafePromise(sent.match((receipt) => ({ ok: true as const, receipt }), (failure) => ({ ok: false as const, failure }))).andThen(
    (answer): ResultAsync<Outcome, StoreUnavailable> => {
      if (answer.ok) return deps.outbox.markSent(message.id, answer.receipt.providerMessageId, deps.clock.now()).map(() => 'sent' as const);
      const retry = answer.failure.kind === 'send-refused' ? null : retryAt(message.attempts, deps.clock.now(), deps.random());
      const next = retry !== null && keepsQuietHours(message.templateId) ? afterQuietHours(retry) : retry;
      return deps.outbox.markFailed(message.id, answer.failure.reason, next).map(() => (next === null ? ('dead' as const) : ('retrying' as const)));
    },
  );
};

/** A therapist's agenda is built from the sessions as they are now; none left, and it is cancelled unsent. */
const deliverAgenda = (deps: DeliveryDeps, message: OutboxMessage, now: Date): ResultAsync<Outcome, StoreUnavailable> =>
  (deps.agenda === undefined ? okAsync(null) : agendaAtSendTime(message, deps.agenda, now)).andThen((variables) =>
    variables === null ? deps.outbox.markCancelled(message.id).map(() => 'cancelled' as const) : sendAndMark(deps, { ...message, variables }, now),
  );

/** One claimed row: re-checked, sent, and marked; a failure of the channel never fails the pass. */
const deliverOne = (deps: DeliveryDeps, message: OutboxMessage): ResultAsync<Outcome, StoreUnavailable> => {
  const now = deps.clock.now();
  if (message.templateId === 'therapist-agenda') return deliverAgenda(deps, message, now);
  const reference = message.variables.reference;
  const current = isReminder(message.templateId) && reference !== undefined ? deps.appointments.findByReference(reference) : okAsync(null);
  return current.andThen((appointment): ResultAsync<Outcome, StoreUnavailable> => {
    if (isReminder(message.templateId) && sendTimeDecision(message, appointment, now) === 'cancel') {
      return deps.outbox.markCancelled(message.id).map(() => 'cancelled' as const);
    }
    return sendAndMark(deps, message, now);
  });
};

/**
 * One pass of the outbox worker: claims up to `limit` due rows and delivers them one after another. Delivery is
 * at least once: a worker that dies after the channel took a message but before the 'sent' mark leaves the row to be
 * claimed again once its lease runs out, and the resend carries the same Message-ID.
 */
export const deliverDueMessages =
  (deps: DeliveryDeps) =>
  (limit = 20): ResultAsync<DeliveryReport, StoreUnavailable> =>
    deps.outbox.claimDue(deps.clock.now(), limit).andThen((claimed) =>
      claimed.reduce<ResultAsync<DeliveryReport, StoreUnavailable>>(
        (report, message) => report.andThen((counts) => deliverOne(deps, message).map((outcome) => ({ ...counts, [outcome]: counts[outcome] + 1 }))),
        okAsync({ sent: 0, cancelled: 0, retrying: 0, dead: 0 }),
      ),
    );
