import { CALL_MESSAGES } from '../api/api-error';
import { SHARED_MESSAGES } from './shared-rules';

/** The footer's newsletter box (issue 13); zod-free, since the footer is on every page. */
export const NEWSLETTER_MESSAGES = {
  emailRequired: SHARED_MESSAGES.emailRequired,
  emailInvalid: SHARED_MESSAGES.emailInvalid,
  /** Words, not an id: the answer to a first subscription and to every repeat alike (a repeat discloses nothing). */
  subscribed: CALL_MESSAGES.subscribeNewsletter.success,
} as const;

/**
 * The box's own words: double opt-in (nothing but the confirmation goes to an address its owner has not confirmed)
 * and the one-click unsubscribe every letter carries; the contact address still removes an address on request.
 */
export const NEWSLETTER_COPY = {
  heading: 'Newsletter',
  intro: (email: string): string => `A letter from our care team now and then. We first e-mail you a link to confirm; each letter can be stopped in one click, or write to ${email}.`,
} as const;
