import { CALL_MESSAGES } from '../api/api-error';
import { SHARED_MESSAGES } from './shared-rules';

/** The footer's newsletter box (issue 13); zod-free, since the footer is on every page. */
export const NEWSLETTER_MESSAGES = {
  emailRequired: SHARED_MESSAGES.emailRequired,
  emailInvalid: SHARED_MESSAGES.emailInvalid,
  /** Words, not an id: the answer to a first subscription and to every repeat alike (a repeat discloses nothing). */
  subscribed: CALL_MESSAGES.subscribeNewsletter.success,
} as const;
