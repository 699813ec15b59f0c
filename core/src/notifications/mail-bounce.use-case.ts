import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { z } from '../schema/zod';
import { parseInput, type InputInvalid, type StoreUnavailable } from '../application/domain-errors';
import { API_PREFIX } from '../api/endpoints';
import type { BounceOutcome, OutboxStore } from './outbox.port';

/**
 * What the mail system reports, later, of an e-mail it took: `hard`, the address will never take mail (a DSN 5.x.x);
 * `soft`, it could not be delivered for now (4.x.x: a full mailbox, a greylisting server); `complaint`, the recipient
 * marked it as spam.
 */
export const MAIL_BOUNCE_KINDS = ['hard', 'soft', 'complaint'] as const;
export type MailBounceKind = (typeof MAIL_BOUNCE_KINDS)[number];

/** Where an MTA or a mail provider posts bounces and complaints, signed as delivery receipts are. */
export const MAIL_BOUNCES_PATH = `${API_PREFIX}/messages/bounces`;

/** POST /messages/bounces: one bounce or complaint about one e-mail, named by the Message-ID it was sent with. */
export const mailBounceSchema = z.object({
  message_id: z
    .string()
    .trim()
    .min(1)
    .max(300)
    .describe("The e-mail's Message-ID as sent (with or without the angle brackets), or the id the mail provider gave it"),
  kind: z.enum(MAIL_BOUNCE_KINDS),
  reason: z.string().max(500).optional().describe("Why, in the mail system's words (a DSN's Diagnostic-Code)"),
});
export type MailBounce = z.output<typeof mailBounceSchema>;

/** A bounce's answer, and the words each kind of bounce is recorded with on its row (shown with the failed deliveries). */
export const MAIL_BOUNCE_MESSAGES = {
  recorded: 'Bounce recorded.',
  unchanged: 'Nothing changed: that e-mail had already failed, and keeps the reason it failed with.',
  unknown: 'No e-mail was sent with that Message-ID.',
  reasons: {
    hard: 'bounced for good',
    soft: 'bounced for now',
    complaint: 'marked as spam by the recipient',
  } satisfies Record<MailBounceKind, string>,
  noReason: 'no reason given',
} as const;

/** Why a bounce was not recorded although its signature held: no e-mail was sent with that id. */
export interface MessageUnknown {
  readonly kind: 'message-unknown';
}

/** `<id@host>` as the Message-ID header carries it; the mail system may quote it with or without the brackets. */
const messageIdOf = (text: string): string => (text.startsWith('<') ? text : `<${text}>`);

/**
 * A signed bounce (the server checked the signature first) updates the e-mail's outbox row. A hard bounce makes it
 * dead with the reason, listed with the console's failed deliveries; the booking it was about stands. A soft bounce
 * or a complaint records the reason and leaves the row as it is. A bounce for a row already dead changes nothing.
 */
export const recordMailBounce =
  (deps: { readonly outbox: OutboxStore }) =>
  (input: unknown): ResultAsync<{ readonly messageId: string; readonly outcome: Exclude<BounceOutcome, 'unknown'> }, InputInvalid | MessageUnknown | StoreUnavailable> =>
    parseInput(mailBounceSchema, input).asyncAndThen((bounce) => {
      const reason = `${MAIL_BOUNCE_MESSAGES.reasons[bounce.kind]}: ${bounce.reason?.trim() || MAIL_BOUNCE_MESSAGES.noReason}`;
      return deps.outbox
        .recordBounce({ messageId: messageIdOf(bounce.message_id), providerMessageId: bounce.message_id }, { fatal: bounce.kind === 'hard', reason })
        .andThen((outcome) => (outcome === 'unknown' ? errAsync({ kind: 'message-unknown' as const }) : okAsync({ messageId: bounce.message_id, outcome })));
    });
