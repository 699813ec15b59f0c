import type { Locale } from '@manobal/core';

/**
 * The articles and blog posts are English in every edition for now; another language's page says so in one line
 * above the English text (which is marked lang="en").
 */
export const ARTICLE_IN_ENGLISH: Readonly<Record<Exclude<Locale, 'en'>, string>> = {
  hi: 'यह लेख अभी सिर्फ़ अंग्रेज़ी में है। इसका हिन्दी रूप जल्द आएगा।',
};
