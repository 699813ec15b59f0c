// The staff side's schemas only: the console's first script carries them (the links' schemas are newsletter-link.schema.ts).
import { z } from '../schema/zod';
import { wireObject } from '../forms/shared-fields';
import { PLAIN_TEXT_PATTERN } from '../forms/shared-rules';
import { LETTER_MESSAGES as M } from './newsletter.catalog';

/** A line of plain text: no control character but tab, so no line break either (it becomes a header of the e-mail). */
// eslint-disable-next-line no-control-regex -- naming the control characters is the point of this pattern.
const ONE_LINE = /^[^\u0000-\u0008\u000A-\u001F]*$/;

/** POST /staff/newsletter/letters: a letter to every confirmed subscriber. The id is the screen's, so a retry is the same letter. */
export const letterRequestSchema = wireObject({
  id: z.uuid({ error: M.id }),
  subject: z.string({ error: M.subjectRequired }).trim().min(1, M.subjectRequired).max(150, M.subjectTooLong).regex(ONE_LINE, M.subjectTooLong),
  body: z
    .string({ error: M.bodyRequired })
    .trim()
    .min(1, M.bodyRequired)
    .max(10_000, M.bodyTooLong)
    .regex(PLAIN_TEXT_PATTERN, M.bodyTooLong),
});

// What these fields mean is in the staff calls' descriptions (server), not here: the console's first script carries these schemas.
export const letterSentSchema = z.object({ id: z.string(), recipients: z.number().int().min(0) });
export const newsletterSummarySchema = z.object({ confirmed: z.number().int().min(0), pending: z.number().int().min(0) });

export type LetterSent = z.output<typeof letterSentSchema>;
export type NewsletterSummary = z.output<typeof newsletterSummarySchema>;
