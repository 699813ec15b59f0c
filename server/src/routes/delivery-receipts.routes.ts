import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DELIVERY_RECEIPT_HEADERS,
  DELIVERY_RECEIPT_MESSAGES,
  DELIVERY_RECEIPT_TOLERANCE_MS,
  DELIVERY_RECEIPTS_PATH,
  MAIL_BOUNCE_MESSAGES,
  MAIL_BOUNCES_PATH,
  type ReceiptRefusal,
} from '@manobal/core';
import { sendDomainError, sendOutcome } from '../http/domain-outcome';
import { sendFail, sendOk } from '../http/envelope';
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

/** A signed post's body once its signature held, or the answer already sent that refused it. */
type SignedBody = { readonly body: unknown } | { readonly refused: FastifyReply };

/**
 * The checks every signed post passes before its body is parsed or the database touched: a secret configured, JSON,
 * a signature that holds over the raw body.
 */
const signedBodyOf = (secret: string | undefined, request: FastifyRequest, reply: FastifyReply, now: Date): SignedBody => {
  if (secret === undefined) return { refused: sendFail(reply, 404, DELIVERY_RECEIPT_MESSAGES.notConfigured, undefined, 'not-found') };
  if (!isJsonContentType(request.headers['content-type'])) return { refused: sendFail(reply, 415, SERVER_MESSAGES.jsonOnly) };
  const raw = typeof request.body === 'string' ? request.body : '';
  const refusal = receiptRefusal(
    secret,
    { signature: header(request.headers[DELIVERY_RECEIPT_HEADERS.signature]), timestamp: header(request.headers[DELIVERY_RECEIPT_HEADERS.timestamp]) },
    raw,
    now,
  );
  if (refusal !== null) return { refused: sendFail(reply, 401, DELIVERY_RECEIPT_MESSAGES.refused[refusal], undefined, refusal) };
  try {
    return { body: JSON.parse(raw) as unknown };
  } catch {
    return { refused: sendFail(reply, 400, SERVER_MESSAGES.invalidJson) };
  }
};

/**
 * Delivery receipts from the phone provider (signed with MESSAGE_RECEIPT_SECRET), and bounces and complaints about
 * e-mails from the MTA or mail provider (signed with MAIL_BOUNCE_SECRET), each over the raw body, so the body is kept as text in this scope of their own and
 * parsed only once its signature holds.
 */
export const registerDeliveryReceiptRoutes = (app: FastifyInstance, ctx: RouteContext): void => {
  // Unsigned posts are refused before any database work, and only the provider can sign: its bursts are not limited.
  const options = { bodyLimit: DELIVERY_RECEIPT_BODY_LIMIT_BYTES, config: { rateLimit: false } };
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: DELIVERY_RECEIPT_BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body));
    scope.post(DELIVERY_RECEIPTS_PATH, options, async (request, reply) => {
      const signed = signedBodyOf(ctx.config.receiptSecret, request, reply, ctx.clock.now());
      if ('refused' in signed) return signed.refused;
      const recorded = await ctx.useCases.recordDeliveryReceipt(signed.body);
      // Named as a bounce's unknown id is, apart from 'not-found' (receipts not taken at all): a provider may retry this one.
      if (recorded.isErr() && recorded.error.kind === 'not-found') return sendFail(reply, 404, DELIVERY_RECEIPT_MESSAGES.unknown, undefined, 'message-unknown');
      return sendOutcome(request, reply, recorded, () => ({ status: 200, msg: DELIVERY_RECEIPT_MESSAGES.recorded }));
    });
    scope.post(MAIL_BOUNCES_PATH, options, async (request, reply) => {
      const signed = signedBodyOf(ctx.config.mailBounceSecret, request, reply, ctx.clock.now());
      if ('refused' in signed) return signed.refused;
      const recorded = await ctx.useCases.recordMailBounce(signed.body);
      return recorded.match(
        ({ outcome }) => sendOk(reply, 200, MAIL_BOUNCE_MESSAGES[outcome]),
        (error) => (error.kind === 'message-unknown' ? sendFail(reply, 404, MAIL_BOUNCE_MESSAGES.unknown, undefined, error.kind) : sendDomainError(request, reply, error)),
      );
    });
  });
};
