import { DEFAULT_SITE_CONTENT, type SiteContent } from '@manobal/core';

/**
 * The deployment's testimonials, videos, chatbot address, social links and team: its SITE_CONTENT_FILE, checked by
 * core's schema when the site is built (web/scripts/site-settings.ts), or core's defaults.
 */
export const SITE_CONTENT: SiteContent = (import.meta.env.SITE_CONTENT as SiteContent | undefined) ?? DEFAULT_SITE_CONTENT;
