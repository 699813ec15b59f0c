import { DEFAULT_LOCALE, LOCALE_HTML_LANG, LOCALE_TAGS, LOCALES, PRODUCT_NAME, localizedPath, type Locale } from '@manobal/core';

/** The per-page <head> tags, written by the prerenderer and kept current by the layout on navigation. */
export interface PageHead {
  title: string;
  description: string;
  /** Route path (without a language prefix); null for pages that should not name a canonical URL (not found). */
  path: string | null;
  /** The page's language: its canonical address is the one in this language. */
  locale: Locale;
}

export const canonicalUrl = (origin: string, path: string): string => `${origin.replace(/\/+$/, '')}${path === '/' ? '/' : path.toLowerCase()}`;

/**
 * Every language's address of a page, hreflang first, then x-default (the English page, which serves a browser
 * whose language we do not speak): the same list on each twin, so each names the others and itself.
 */
export const alternateLinks = (origin: string, path: string): readonly { hreflang: string; href: string }[] => [
  ...LOCALES.map((locale) => ({ hreflang: LOCALE_HTML_LANG[locale], href: canonicalUrl(origin, localizedPath(locale, path)) })),
  { hreflang: 'x-default', href: canonicalUrl(origin, localizedPath(DEFAULT_LOCALE, path)) },
];

const escapeHtml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const ogLocale = (locale: Locale): string => LOCALE_TAGS[locale].replace('-', '_');

/** The tags as HTML, for the prerendered files. */
export const renderHeadHtml = (head: PageHead, origin: string): string => {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(PRODUCT_NAME)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:locale" content="${ogLocale(head.locale)}" />`,
  ];
  if (head.path) {
    const url = canonicalUrl(origin, localizedPath(head.locale, head.path));
    tags.push(`<link rel="canonical" href="${escapeHtml(url)}" />`, `<meta property="og:url" content="${escapeHtml(url)}" />`);
    for (const { hreflang, href } of alternateLinks(origin, head.path)) tags.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`);
  } else {
    tags.push('<meta name="robots" content="noindex" />');
  }
  return tags.join('\n    ');
};

const upsert = (selector: string, create: () => HTMLElement, attribute: string, value: string) => {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.append(element);
  }
  element.setAttribute(attribute, value);
};

const meta = (attribute: 'name' | 'property', key: string) => () => {
  const element = document.createElement('meta');
  element.setAttribute(attribute, key);
  return element;
};

const linkElement = (rel: string) => () => {
  const link = document.createElement('link');
  link.rel = rel;
  return link;
};

/** Brings the live document's head in line with the page after a client-side navigation. */
export const applyHead = (head: PageHead, origin: string): void => {
  document.title = head.title;
  upsert('meta[name="description"]', meta('name', 'description'), 'content', head.description);
  upsert('meta[property="og:title"]', meta('property', 'og:title'), 'content', head.title);
  upsert('meta[property="og:description"]', meta('property', 'og:description'), 'content', head.description);
  document.head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((link) => link.remove());
  if (head.path) {
    const url = canonicalUrl(origin, localizedPath(head.locale, head.path));
    upsert('link[rel="canonical"]', linkElement('canonical'), 'href', url);
    upsert('meta[property="og:url"]', meta('property', 'og:url'), 'content', url);
    for (const { hreflang, href } of alternateLinks(origin, head.path)) {
      const link = linkElement('alternate')();
      link.setAttribute('hreflang', hreflang);
      link.setAttribute('href', href);
      document.head.append(link);
    }
  } else {
    // A page with no canonical address of its own must not keep the previous page's.
    document.head.querySelector('link[rel="canonical"]')?.remove();
    document.head.querySelector('meta[property="og:url"]')?.remove();
  }
};
