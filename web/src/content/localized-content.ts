import { use, type ComponentType } from 'react';
import type { Locale, Localized } from '@manobal/core';
import { useLocale } from '../app/locale-context';

/**
 * A page's words in every language, each language a module of its own: a page in one language downloads only
 * that language's text. The route loads the page's language before it renders (so the prerendered page and the
 * first client render draw the same words); the page then reads them with useContent().
 */
export interface LocalizedContent<T> {
  /** Loads the language's module once; later calls share the first load. */
  readonly load: (locale: Locale) => Promise<T>;
  /** The language's words if they have loaded. */
  readonly loaded: (locale: Locale) => T | undefined;
}

export const localizedContent = <T>(loaders: Localized<() => Promise<T>>): LocalizedContent<T> => {
  const loads = new Map<Locale, Promise<T>>();
  const values = new Map<Locale, T>();
  const load = (locale: Locale): Promise<T> => {
    const pending = loads.get(locale);
    if (pending) return pending;
    const loading = loaders[locale]().then((value) => {
      values.set(locale, value);
      return value;
    });
    // A failed chunk is fetched again on the next visit rather than failing for the rest of the session.
    loading.catch(() => loads.delete(locale));
    loads.set(locale, loading);
    return loading;
  };
  return { load, loaded: (locale) => values.get(locale) };
};

/** The page's words in the page's language; suspends only when the route did not load them first. */
export const useContent = <T>(content: LocalizedContent<T>): T => {
  const locale = useLocale();
  return content.loaded(locale) ?? use(content.load(locale));
};

/** A route's load: the page module and its words in the page's language, fetched side by side. */
export const withContent =
  <T>(content: LocalizedContent<T>, page: () => Promise<{ Component: ComponentType }>) =>
  (locale: Locale): Promise<{ Component: ComponentType }> =>
    Promise.all([page(), content.load(locale)]).then(([loaded]) => loaded);
