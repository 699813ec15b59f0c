import { DEFAULT_SITE_CONTENT, type SiteContent } from '@manobal/core';

/**
 * The deployment's testimonials, videos, chatbot address, social links and team: its SITE_CONTENT_FILE, checked by
 * core's schema when the site is built (web/scripts/site-settings.ts), or core's defaults.
 */
export const SITE_CONTENT: SiteContent = (import.meta.env.SITE_CONTENT as SiteContent | undefined) ?? DEFAULT_SITE_CONTENT;

/** The words that mark content the site ships as examples rather than real people's. */
export const ILLUSTRATIVE_NOTES = {
  testimonials: 'Illustrative stories',
  testimonialsDetail: 'These stories show the kind of help people look for; they are not quotes from real clients.',
  team: 'Illustrative profiles',
} as const;
