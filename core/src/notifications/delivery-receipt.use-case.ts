import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { z } from '../schema/zod';
import { parseInput, type InputInvalid, type NotFound, type StoreUnavailable } from '../application/domain-errors';
import type { Clock } from '../calendar/clock.port';
import { API_PREFIX } from '../api/endpoints';
import type { OutboxStore, ReceiptOutcome } from './outbox.port';

/** What a phone provider reports of a message it took: it reached the phone, or it never will. */
export const DELIVERY_RECEIPT_STATUSES = ['delivered', 'failed', 'bounced'] as const;

/** Where a phone provider posts delivery receipts. */
export const DELIVERY_RECEIPTS_PATH = `${API_PREFIX}/messages/receipts`;

/** The headers a receipt is signed with: HMAC-SHA256 (hex) of `<timestamp>.<raw body>` with the shared secret. */
export const DELIVERY_RECEIPT_HEADERS = { signature: 'x-manobal-signature', timestamp: 'x-manobal-timestamp' } as const;

/** How far a receipt's timestamp may be from the server's clock before it is refused as a replay. */
export const DELIVERY_RECEIPT_TOLERANCE_MS = 5 * 60_000;

/** POST /messages/receipts: one receipt, as the provider posts it (signed; see DELIVERY_RECEIPT_HEADERS). */
export const deliveryReceiptSchema = z.object({
  message_id: z.string().min(1).max(200).describe('The id the provider gave the message when it took it'),
  status: z.enum(DELIVERY_RECEIPT_STATUSES),
  reason: z.string().max(500).optional().describe('Why it failed or bounced, in the provider\'s words'),
});
export type DeliveryReceipt = z.output<typeof deliveryReceiptSchema>;

/** Why a receipt was not read at all: unsigned, a signature that does not match, or a timestamp too old or too new. */
export const RECEIPT_REFUSALS = ['receipt-unsigned', 'receipt-signature-invalid', 'receipt-stale'] as const;
export type ReceiptRefusal = (typeof RECEIPT_REFUSALS)[number];

/** The words of each refusal, as the receipts route answers them. */
export const DELIVERY_RECEIPT_MESSAGES = {
  recorded: 'Receipt recorded.',
  unknown: 'No sent message has that id.',
  refused: {
    'receipt-unsigned': 'Receipts must be signed.',
    'receipt-signature-invalid': 'The signature does not match.',
    'receipt-stale': 'The timestamp is too far from now: send a fresh receipt.',
  } satisfies Record<ReceiptRefusal, string>,
  notConfigured: 'Receipts are not taken here: no receipt secret is configured.',
} as const;

const outcomeOf = (receipt: DeliveryReceipt): ReceiptOutcome =>
  receipt.status === 'delivered' ? { kind: 'delivered' } : { kind: 'failed', reason: `${receipt.status}: ${receipt.reason ?? 'no reason given'}` };

/**
 * A signed receipt (the server checked the signature first) updates its outbox row: delivered records when; failed or
 * bounced makes the row dead with the reason, listed with the console's failed deliveries.
 */
export const recordDeliveryReceipt =
  (deps: { readonly outbox: OutboxStore; readonly clock: Clock }) =>
  (input: unknown): ResultAsync<{ readonly messageId: string }, InputInvalid | NotFound | StoreUnavailable> =>
    parseInput(deliveryReceiptSchema, input).asyncAndThen((receipt) =>
      deps.outbox
        .recordReceipt(receipt.message_id, outcomeOf(receipt), deps.clock.now())
        .andThen((found) => (found ? okAsync({ messageId: receipt.message_id }) : errAsync({ kind: 'not-found' as const }))),
    );
