import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  DELIVERY_RECEIPT_HEADERS,
  DELIVERY_RECEIPT_MESSAGES,
  DELIVERY_RECEIPT_TOLERANCE_MS,
  DELIVERY_RECEIPTS_PATH,
  type ReceiptRefusal,
} from '@manobal/core';
import { sendOutcome } from '../http/domain-outcome';
import { sendFail } from '../http/envelope';
import { isJsonContentType } from '../http/json-form';
import { SERVER_MESSAGES } from '../http/server.messages';
import type { RouteContext } from './route-context';

export const DELIVERY_RECEIPT_BODY_LIMIT_BYTES = 4096;

/** The signature a receipt must carry: HMAC-SHA256, hex, of `<timestamp>.<raw body>` with the shared secret. */
export const receiptSignature = (secret: string, timestamp: string, rawBody: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');

const header = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/**
 * Why a receipt is not read, or null when its signature holds: both headers present, the timestamp (Unix seconds)
 * within the tolerance of the server's clock, so a captured receipt cannot be posted again later, and the signature
 * equal to ours compared in constant time.
 */
export const receiptRefusal = (secret: string, headers: { signature?: string; timestamp?: string }, rawBody: string, now: Date): ReceiptRefusal | null => {
  const { signature, timestamp } = headers;
  if (signature === undefined || timestamp === undefined || signature === '' || timestamp === '') return 'receipt-unsigned';
  const seconds = /^\d{1,12}$/.test(timestamp) ? Number(timestamp) : Number.NaN;
  if (!Number.isFinite(seconds) || Math.abs(now.getTime() - seconds * 1000) > DELIVERY_RECEIPT_TOLERANCE_MS) return 'receipt-stale';
  const expected = Buffer.from(receiptSignature(secret, timestamp, rawBody), 'hex');
  const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected) ? null : 'receipt-signature-invalid';
};

/**
 * Delivery receipts and bounces from the phone provider: signed with MESSAGE_RECEIPT_SECRET over the raw body, so the
 * body is kept as text in this route's own scope and parsed only once its signature holds.
 */
export const registerDeliveryReceiptRoutes = (app: FastifyInstance, ctx: RouteContext): void => {
  const secret = ctx.config.phone?.receiptSecret;
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: DELIVERY_RECEIPT_BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body));
    scope.post(
      DELIVERY_RECEIPTS_PATH,
      // Unsigned posts are refused before any database work, and only the provider can sign: its bursts are not limited.
      { bodyLimit: DELIVERY_RECEIPT_BODY_LIMIT_BYTES, config: { rateLimit: false } },
      async (request, reply) => {
        if (secret === undefined) return sendFail(reply, 404, DELIVERY_RECEIPT_MESSAGES.notConfigured, undefined, 'not-found');
        if (!isJsonContentType(request.headers['content-type'])) return sendFail(reply, 415, SERVER_MESSAGES.jsonOnly);
        const raw = typeof request.body === 'string' ? request.body : '';
        const refusal = receiptRefusal(
          secret,
          { signature: header(request.headers[DELIVERY_RECEIPT_HEADERS.signature]), timestamp: header(request.headers[DELIVERY_RECEIPT_HEADERS.timestamp]) },
          raw,
          ctx.clock.now(),
        );
        if (refusal !== null) return sendFail(reply, 401, DELIVERY_RECEIPT_MESSAGES.refused[refusal], undefined, refusal);
        let body: unknown;
        try {
          body = JSON.parse(raw);
        } catch {
          return sendFail(reply, 400, SERVER_MESSAGES.invalidJson);
        }
        const recorded = await ctx.useCases.recordDeliveryReceipt(body);
        if (recorded.isErr() && recorded.error.kind === 'not-found') return sendFail(reply, 404, DELIVERY_RECEIPT_MESSAGES.unknown, undefined, 'not-found');
        return sendOutcome(request, reply, recorded, () => ({ status: 200, msg: DELIVERY_RECEIPT_MESSAGES.recorded }));
      },
    );
  });
};
