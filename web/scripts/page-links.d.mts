import type { SiteContent } from '@manobal/core';

/** Every href and src of a page's HTML. */
export declare const pageLinks: (html: string) => string[];
/** The links of a page that point nowhere real (page-links.mjs). */
export declare const linkProblems: (html: string, content: Pick<SiteContent, 'videos' | 'socialLinks'>) => string[];
