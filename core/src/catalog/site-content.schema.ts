import { err, ok, type Result } from 'neverthrow';
import { z } from '../schema/zod';
import { DEFAULT_SITE_CONTENT, isReservedHost, YOUTUBE_ID_PATTERN, type SiteContent } from './site-content';

const text = (max: number) => z.string().trim().min(1).max(max);

/** An https address on a real host (not example.com, *.example, *.test, localhost…). */
const externalUrl = z
  .url({ protocol: /^https$/, error: 'must be an https:// address' })
  .refine((href) => !isReservedHost(/^https:\/\/(?:[^@/]*@)?([^/:?#]+)/i.exec(href)?.[1] ?? ''), 'must not be a placeholder host (example, test, invalid, localhost)');

const testimonial = z.strictObject({
  firstName: text(40).nullable(),
  profession: text(60),
  city: text(60),
  text: text(400),
});

/**
 * A deployment's stories are real people's words: each says that the person agreed to it being shown
 * (consent: true). Only the site's own illustrative stories go without, and the page marks them so.
 */
const realTestimonial = testimonial.extend({ consent: z.literal(true, 'every real testimonial needs "consent": true, given by the person') });

const testimonials = z.union([
  z.strictObject({ illustrative: z.literal(true), items: z.array(testimonial).min(1).max(12) }),
  z.strictObject({ illustrative: z.literal(false), items: z.array(realTestimonial).min(1).max(12) }),
]);

const teamMember = z.strictObject({
  name: text(100),
  role: text(100),
  email: z.email().refine((email) => !isReservedHost(email.split('@')[1] ?? ''), 'must not be at a placeholder domain').optional(),
});

/** The deployment's site content file (SITE_CONTENT_FILE); every part may be left out, keeping the site's default. */
export const siteContentSchema = z.strictObject({
  testimonials: testimonials.optional(),
  videos: z
    .array(z.strictObject({ title: text(100), youtubeId: z.string().regex(YOUTUBE_ID_PATTERN, 'must be an 11-character YouTube id'), summary: text(200) }))
    .max(12)
    .optional(),
  chatbotUrl: externalUrl.nullable().optional(),
  socialLinks: z.array(z.strictObject({ label: text(40), href: externalUrl })).max(8).optional(),
  team: z.strictObject({ illustrative: z.boolean(), members: z.array(teamMember).max(20) }).optional(),
  officeLocation: z.strictObject({ lat: z.number().min(6).max(37), lon: z.number().min(68).max(98) }, 'must be { "lat", "lon" } in India').nullable().optional(),
});

/** Reads a site content file's JSON over the defaults; the error names the first wrong field. */
export const parseSiteContent = (json: unknown): Result<SiteContent, string> => {
  const parsed = siteContentSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return err(`${issue?.path.join('.') || 'the file'}: ${issue?.message ?? 'is not valid'}`);
  }
  const given = parsed.data;
  return ok({
    testimonials: given.testimonials
      ? { illustrative: given.testimonials.illustrative, items: given.testimonials.items.map(({ firstName, profession, city, text: words }) => ({ firstName, profession, city, text: words })) }
      : DEFAULT_SITE_CONTENT.testimonials,
    videos: given.videos ?? DEFAULT_SITE_CONTENT.videos,
    chatbotUrl: given.chatbotUrl === undefined ? DEFAULT_SITE_CONTENT.chatbotUrl : given.chatbotUrl,
    socialLinks: given.socialLinks ?? DEFAULT_SITE_CONTENT.socialLinks,
    team: given.team ?? DEFAULT_SITE_CONTENT.team,
    officeLocation: given.officeLocation,
  });
};
