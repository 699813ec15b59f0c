import { createHmac } from 'node:crypto';

/** The visitor-key secret is derived from the data key, so it lives and is rotated with what it protects. */
const VISITOR_KEY_LABEL = 'manobal audit visitor key v1';

/**
 * A visitor key is HMAC-SHA-256 of one normalised contact (core's visitorContactOfLookup: 'email:…' or 'phone:…')
 * under a server secret: the log never holds an e-mail or phone, and someone holding the log but not the secret
 * cannot test a guessed number against it.
 */
export const createVisitorKeys = (dataKey: Buffer): ((contact: string) => string) => {
  const secret = createHmac('sha256', dataKey).update(VISITOR_KEY_LABEL).digest();
  return (contact) => createHmac('sha256', secret).update(contact, 'utf8').digest('hex');
};
