import { localizedPath } from '@manobal/core';
import { useLocale } from './locale-context';

/**
 * The address of a page in the current page's language. The router's links need none of it (a page in another
 * language is served under its prefix as the router's basename, so '/faq' on a Hindi page is '/hi/faq'); a plain
 * <a href> or an address written into a message does.
 */
export const useLocalizedPath = (): ((path: string) => string) => {
  const locale = useLocale();
  return (path) => localizedPath(locale, path);
};
