import type { z } from '../schema/zod';
import { NEWSLETTER_MESSAGES } from './newsletter.options';
import { emailField, wireObject } from './shared-fields';

/** One e-mail address, kept lower-cased so that a repeat is recognised whatever its case. */
export const newsletterPayloadSchema = wireObject({
  email: emailField(NEWSLETTER_MESSAGES.emailRequired, NEWSLETTER_MESSAGES.emailInvalid, { lowerCase: true }),
});

export type NewsletterInput = z.input<typeof newsletterPayloadSchema>;
export type NewsletterPayload = z.output<typeof newsletterPayloadSchema>;
