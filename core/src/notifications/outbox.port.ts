import type { ResultAsync } from 'neverthrow';
import type { StoreUnavailable } from '../application/domain-errors';
import type { Page, PageRequest } from '../application/page-request';
import type { MessageChannel, OutboxMessage } from './notification.types';
import type { RenderedMessage } from './render-message';

/**
 * The outbox as the worker and the console need it. Rows are written by the stores of the changes that cause them,
 * in those changes' own transactions; here they are claimed, sent and marked. A claim is exclusive: a row claimed by
 * one worker is not claimed by another until its lease has run out (the worker died mid-send).
 */
/** What a bounce did to the e-mail's row. */
export type BounceOutcome = 'recorded' | 'unchanged' | 'unknown';

export interface OutboxStore {
  /** Waiting rows due by `now` (and rows whose sending lease ran out), oldest first, each now `sending` under a lease. */
  claimDue(now: Date, limit: number): ResultAsync<readonly OutboxMessage[], StoreUnavailable>;
  markSent(id: string, providerMessageId: string | null, now: Date): ResultAsync<void, StoreUnavailable>;
  /** A failed attempt: waiting again from `retryAt`, or dead (null) with the reason kept for the console. */
  markFailed(id: string, reason: string, retryAt: Date | null): ResultAsync<void, StoreUnavailable>;
  /** Not sent, on purpose: its appointment changed since the row was written. */
  markCancelled(id: string): ResultAsync<void, StoreUnavailable>;
  /** Dead rows, newest first, for the console's failed deliveries. */
  dead(page: PageRequest): ResultAsync<Page<OutboxMessage>, StoreUnavailable>;
  /** A dead row waits again, due at once, with its attempts counted from zero; false when it is not dead. */
  retry(id: string, now: Date): ResultAsync<boolean, StoreUnavailable>;
  /** A dead row is given up for good (cancelled); false when it is not dead. */
  drop(id: string): ResultAsync<boolean, StoreUnavailable>;
  /**
   * A provider's receipt for the row it gave `providerMessageId`: delivered keeps it sent and records when; failed
   * (or bounced) makes it dead with the reason. False when no sent row has that provider id.
   */
  recordReceipt(providerMessageId: string, receipt: ReceiptOutcome, now: Date): ResultAsync<boolean, StoreUnavailable>;
  /**
   * A bounce or complaint about the e-mail sent with this Message-ID (or given this id by the mail provider): fatal
   * makes the row dead with the reason unless it is dead already; otherwise the reason is kept and the row stays as it
   * is. `unchanged` when the row was already dead (its first reason stands), `unknown` when no e-mail row has either id.
   */
  recordBounce(ids: { readonly messageId: string; readonly providerMessageId: string }, bounce: { readonly fatal: boolean; readonly reason: string }): ResultAsync<BounceOutcome, StoreUnavailable>;
  /** When the oldest waiting row that is already due fell due, or null when none is waiting past its time. */
  oldestDue(now: Date): ResultAsync<Date | null, StoreUnavailable>;
}

/** What a delivery receipt says of a sent message. */
export type ReceiptOutcome = { readonly kind: 'delivered' } | { readonly kind: 'failed'; readonly reason: string };

/** A message handed to a channel: its stable Message-ID, to whom, and in words. */
export interface OutgoingMessage {
  readonly messageId: string;
  readonly channel: MessageChannel;
  readonly recipient: string;
  readonly rendered: RenderedMessage;
}

/** Refused for good (a bad address, a message the provider will never take): the row is dead at once. */
export interface SendRefused {
  readonly kind: 'send-refused';
  readonly reason: string;
}

/** Could not be sent now (the server down, slow past its timeout, a temporary refusal): tried again later. */
export interface SendFailed {
  readonly kind: 'send-failed';
  readonly reason: string;
}

export type SendFailure = SendRefused | SendFailed;

/** A channel's sender (SMTP, the local mailbox, an SMS provider): the provider's id for the message when it gave one. */
export interface MessageSender {
  send(message: OutgoingMessage): ResultAsync<{ readonly providerMessageId: string | null }, SendFailure>;
}
