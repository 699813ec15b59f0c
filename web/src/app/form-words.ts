import type { FormFieldCatalog, Locale } from '@manobal/core';
import { localizedContent, useContent } from '../content/localized-content';

/**
 * Every form's words in the page's language (core's FormFieldCatalog: labels, hints, choices), each language a
 * chunk of its own, so an English page downloads no Hindi and a page without a form none at all. A page with a form
 * on its first render loads them with the page (its route's load); a form opened later suspends until they arrive.
 */
const FORM_WORDS = localizedContent<FormFieldCatalog>({
  en: () => import('./form-words.en').then((m) => m.FORM_WORDS),
  hi: () => import('./form-words.hi').then((m) => m.FORM_WORDS),
});

export const loadFormWords = (locale: Locale): Promise<FormFieldCatalog> => FORM_WORDS.load(locale);

export const useFormWords = (): FormFieldCatalog => useContent(FORM_WORDS);

/** A route whose page shows a form on its first render: its form words load with it, in the page's language. */
export const withFormWords =
  <T>(load: (locale: Locale) => Promise<T>) =>
  (locale: Locale): Promise<T> =>
    Promise.all([load(locale), loadFormWords(locale)]).then(([loaded]) => loaded);
