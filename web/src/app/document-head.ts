import { PRODUCT_NAME } from '@manobal/core';

/** The per-page <head> tags, written by the prerenderer and kept current by the layout on navigation. */
export interface PageHead {
  title: string;
  description: string;
  /** Route path; null for pages that should not name a canonical URL (not found). */
  path: string | null;
}

export const canonicalUrl = (origin: string, path: string): string => `${origin.replace(/\/+$/, '')}${path === '/' ? '/' : path.toLowerCase()}`;

const escapeHtml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The tags as HTML, for the prerendered files. */
export const renderHeadHtml = (head: PageHead, origin: string): string => {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(PRODUCT_NAME)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:locale" content="en_IN" />`,
  ];
  if (head.path) {
    const url = canonicalUrl(origin, head.path);
    tags.push(`<link rel="canonical" href="${escapeHtml(url)}" />`, `<meta property="og:url" content="${escapeHtml(url)}" />`);
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

/** Brings the live document's head in line with the page after a client-side navigation. */
export const applyHead = (head: PageHead, origin: string): void => {
  document.title = head.title;
  upsert('meta[name="description"]', meta('name', 'description'), 'content', head.description);
  upsert('meta[property="og:title"]', meta('property', 'og:title'), 'content', head.title);
  upsert('meta[property="og:description"]', meta('property', 'og:description'), 'content', head.description);
  if (head.path) {
    const url = canonicalUrl(origin, head.path);
    upsert(
      'link[rel="canonical"]',
      () => {
        const link = document.createElement('link');
        link.rel = 'canonical';
        return link;
      },
      'href',
      url,
    );
    upsert('meta[property="og:url"]', meta('property', 'og:url'), 'content', url);
  } else {
    // A page with no canonical address of its own must not keep the previous page's.
    document.head.querySelector('link[rel="canonical"]')?.remove();
    document.head.querySelector('meta[property="og:url"]')?.remove();
  }
};
