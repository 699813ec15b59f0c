/**
 * The languages Manobal speaks: the one list a new language is added to. Each area's catalog is a
 * `Localized<T>` (one typed object per language), so a language missing from an area fails the build.
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The BCP 47 tag each locale formats numbers, money and dates with (Intl), and that pages declare in `lang`. */
export const LOCALE_TAGS: Readonly<Record<Locale, string>> = { en: 'en-IN', hi: 'hi-IN' };
/** The `lang` attribute of a page in each locale. */
export const LOCALE_HTML_LANG: Readonly<Record<Locale, string>> = { en: 'en', hi: 'hi' };
/** Each language named in itself, as a language switch shows it. */
export const LOCALE_ENDONYMS: Readonly<Record<Locale, string>> = { en: 'English', hi: 'हिन्दी' };

/** The request header a client names its reader's language with (the web page's, the CLI's). */
export const LANGUAGE_HEADER = 'X-Manobal-Lang';
/** The cookie the site keeps a visitor's chosen language in (the switch, the offer); the server reads it too. */
export const LANGUAGE_COOKIE = 'manobal_lang';

/** One value per locale: an area's catalog, complete for every language by type. */
export type Localized<T> = Readonly<Record<Locale, T>>;

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** A locale id from free text ('hi', 'HI', 'hi-IN'), or undefined when it names none of ours. */
export const parseLocale = (value: string | undefined | null): Locale | undefined => {
  if (value === undefined || value === null) return undefined;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : undefined;
};

/**
 * The best of our locales for an Accept-Language header (RFC 9110 quality values), or undefined when the header
 * names none of them. Order of equal weights is the header's order.
 */
export const negotiateLocale = (acceptLanguage: string | undefined): Locale | undefined => {
  if (acceptLanguage === undefined || acceptLanguage.trim() === '') return undefined;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { locale: parseLocale(range), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.locale !== undefined && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.locale;
};

/** The request's language: the site's explicit choice first, then the browser's preference, then English. */
export const chooseLocale = (choice: string | undefined, acceptLanguage: string | undefined): Locale =>
  parseLocale(choice) ?? negotiateLocale(acceptLanguage) ?? DEFAULT_LOCALE;
