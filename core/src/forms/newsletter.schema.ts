import type { z } from '../schema/zod';
import { recordForm } from '../records/record-kind';
import { NEWSLETTER_MESSAGES } from './newsletter.options';
import { emailField, wireObject } from './shared-fields';

/** One e-mail address, kept lower-cased so that a repeat is recognised whatever its case. */
export const newsletterPayloadSchema = wireObject({
  email: emailField(NEWSLETTER_MESSAGES.emailRequired, NEWSLETTER_MESSAGES.emailInvalid, { lowerCase: true }),
});

/** One subscription per address, with the time of consent; a repeat is answered like the first (newsletter.use-cases.ts). */
export const NEWSLETTER_FORM = recordForm({
  title: 'Subscribe to the newsletter',
  schema: newsletterPayloadSchema,
  call: 'subscribeNewsletter',
  record: {
    collection: 'newsletter',
    table: 'newsletter_subscriptions',
    summary: 'newsletter subscriptions',
    fields: { email: 'text' },
    receivedColumn: 'consented_at',
    onceBy: 'email',
    about: 'Double opt-in: kept pending until confirmed.',
  },
});

export type NewsletterInput = z.input<typeof newsletterPayloadSchema>;
export type NewsletterPayload = z.output<typeof newsletterPayloadSchema>;
