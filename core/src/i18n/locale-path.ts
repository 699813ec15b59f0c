import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';

/**
 * Every page has one address per language: English at its own path, every other language under its id
 * (`/hi/find-your-doctor`, `/hi` for home). The web router, the prerenderer, the server and hreflang links
 * all derive addresses here.
 */
export const localizedPath = (locale: Locale, path: string): string => {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
};

/** The locale an address is in and the page's path without the language prefix. */
export const splitLocalePath = (pathname: string): { readonly locale: Locale; readonly path: string } => {
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    const prefix = `/${locale}`;
    const lower = pathname.toLowerCase();
    if (lower === prefix || lower === `${prefix}/`) return { locale, path: '/' };
    if (lower.startsWith(`${prefix}/`)) return { locale, path: pathname.slice(prefix.length) };
  }
  return { locale: DEFAULT_LOCALE, path: pathname === '' ? '/' : pathname };
};
