import { CALL_MESSAGES } from '../api/api-error';
import { SHARED_MESSAGES } from './shared-rules';

/** The footer's newsletter box (issue 13); zod-free, since the footer is on every page. */
export const NEWSLETTER_MESSAGES = {
  emailRequired: SHARED_MESSAGES.emailRequired,
  emailInvalid: SHARED_MESSAGES.emailInvalid,
  /** The answer to a first subscription and to every repeat alike: a repeat discloses nothing. No mail is sent yet. */
  subscribed: CALL_MESSAGES.subscribeNewsletter.success,
} as const;

/**
 * The box's own words: no letter is sent yet, so they promise none; the address is kept for when one starts and is
 * removed when the person writes to the contact address (the care team deletes it by hand: staff list it).
 */
export const NEWSLETTER_COPY = {
  heading: 'Newsletter',
  intro: (email: string): string =>
    `Our letter has not started yet. Leave your address and we keep it for when it does, and send nothing until then. To have it removed, write to ${email}.`,
} as const;
