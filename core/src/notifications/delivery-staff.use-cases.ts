import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { z } from '../schema/zod';
import { parseInput, type DeliveryNotFound, type InputInvalid, type StoreUnavailable } from '../application/domain-errors';
import { listedInstantSchema, pageRequestSchema, type Page, type PageRequest } from '../application/page-request';
import type { Clock } from '../calendar/clock.port';
import { MESSAGE_CHANNELS, MESSAGE_TEMPLATE_IDS } from './notification.types';
import type { OutboxStore } from './outbox.port';

/** A message the local mailbox kept (no SMTP_URL): what the console's 'Sent messages' lists. */
export interface KeptMessage {
  readonly messageId: string;
  readonly email: string;
  readonly subject: string;
  readonly keptAt: Date;
  /** The plain-text part, as the recipient would read it. */
  readonly text: string;
}

/** The local mailbox, newest first. */
export interface SentMailbox {
  page(request: PageRequest): ResultAsync<Page<KeptMessage>, StoreUnavailable>;
}

export const sentMessageSchema = z.object({
  message_id: z.string(),
  email: z.string().describe("The recipient's address"),
  subject: z.string(),
  kept_at: listedInstantSchema,
  text: z.string().describe('The plain-text part'),
});

export const failedDeliverySchema = z.object({
  id: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  template_id: z.enum(MESSAGE_TEMPLATE_IDS),
  attempts: z.number().int().min(0),
  reason: z.string().describe('Why the last attempt failed, as the mail server or the worker said it'),
  last_due_at: listedInstantSchema,
});

export const deliveryIdRequestSchema = z.object({ id: z.string().min(1).max(100).describe("The outbox row's id") });

export type SentMessageView = z.output<typeof sentMessageSchema>;
export type FailedDeliveryView = z.output<typeof failedDeliverySchema>;

/** GET /staff/messages/sent: what the local mailbox kept, newest first (empty when SMTP sends for real). */
export const listSentMessages =
  (deps: { readonly mailbox: SentMailbox }) =>
  (input: unknown): ResultAsync<Page<SentMessageView>, InputInvalid | StoreUnavailable> =>
    parseInput(pageRequestSchema, input)
      .asyncAndThen((page) => deps.mailbox.page(page))
      .map((kept) => ({
        ...kept,
        items: kept.items.map((message) => ({ message_id: message.messageId, email: message.email, subject: message.subject, kept_at: message.keptAt.toISOString(), text: message.text })),
      }));

/** GET /staff/messages/failed: dead rows with the reason, newest first. */
export const listFailedDeliveries =
  (deps: { readonly outbox: OutboxStore }) =>
  (input: unknown): ResultAsync<Page<FailedDeliveryView>, InputInvalid | StoreUnavailable> =>
    parseInput(pageRequestSchema, input)
      .asyncAndThen((page) => deps.outbox.dead(page))
      .map((dead) => ({
        ...dead,
        items: dead.items.map((row) => ({
          id: row.id,
          channel: row.channel,
          email: row.channel === 'email' ? row.recipient : null,
          phone: row.channel === 'email' ? null : row.recipient,
          template_id: row.templateId,
          attempts: row.attempts,
          reason: row.lastError ?? '',
          last_due_at: row.runAt.toISOString(),
        })),
      }));

const NOT_FOUND: DeliveryNotFound = { kind: 'delivery-not-found' };

/** POST /staff/messages/failed/{id}/retry: the dead row waits again, due at once, with fresh attempts. */
export const retryDelivery =
  (deps: { readonly outbox: OutboxStore; readonly clock: Clock }) =>
  (input: unknown): ResultAsync<{ readonly id: string }, InputInvalid | DeliveryNotFound | StoreUnavailable> =>
    parseInput(deliveryIdRequestSchema, input).asyncAndThen(({ id }) =>
      deps.outbox.retry(id, deps.clock.now()).andThen((retried) => (retried ? okAsync({ id }) : errAsync(NOT_FOUND))),
    );

/** POST /staff/messages/failed/{id}/drop: the dead row is given up for good. */
export const dropDelivery =
  (deps: { readonly outbox: OutboxStore }) =>
  (input: unknown): ResultAsync<{ readonly id: string }, InputInvalid | DeliveryNotFound | StoreUnavailable> =>
    parseInput(deliveryIdRequestSchema, input).asyncAndThen(({ id }) => deps.outbox.drop(id).andThen((dropped) => (dropped ? okAsync({ id }) : errAsync(NOT_FOUND))));
