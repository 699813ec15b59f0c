import { localizedPath, splitLocalePath } from '@manobal/core';
import type { SiteIndex } from './site-index';

/**
 * The build writes its language-wide pages (the not-found page, the app shell) once per language: English at the
 * site's root, another language under its prefix (hi/404.html). The file for a request's address is its
 * language's when the build made one, else the root's; null when neither exists.
 */
export const localeFileOf = (site: SiteIndex, path: string, name: string): string | null => {
  const { locale } = splitLocalePath(path);
  const own = `${localizedPath(locale, '/').replace(/^\/+|\/+$/g, '')}/${name}`.replace(/^\//, '');
  if (site.files.has(own)) return own;
  return site.files.has(name) ? name : null;
};
