import { createHash, createHmac } from 'node:crypto';
import type { NewsletterTokens } from '@manobal/core';

/** Domain separation: these uses of the data key can never produce a manage token or anything else it makes. */
const CONFIRM = 'manobal newsletter confirm v1\0';
const UNSUBSCRIBE = 'manobal newsletter unsubscribe v1\0';

const keyed = (dataKey: Buffer, purpose: string, subscriptionId: string, at: Date): string =>
  createHmac('sha256', dataKey).update(purpose).update(subscriptionId).update('\0').update(at.toISOString()).digest('base64url');

/**
 * Core's NewsletterTokens: a keyed hash of the subscription's id and the instant the token is bound to (a confirmation's
 * sending, the last confirmation), so the outbox worker can put the link in the e-mail without any token being stored;
 * the database keeps only each token's SHA-256. A new confirmation is a new instant, hence a new token.
 */
export const createNewsletterTokens = (dataKey: Buffer): NewsletterTokens => ({
  confirmToken: (subscriptionId, issuedAt) => keyed(dataKey, CONFIRM, subscriptionId, issuedAt),
  unsubscribeToken: (subscriptionId, confirmedAt) => keyed(dataKey, UNSUBSCRIBE, subscriptionId, confirmedAt),
  hashOf: (token) => createHash('sha256').update(token, 'utf8').digest('hex'),
});
