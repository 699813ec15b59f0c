import type { ReactNode } from 'react';
import { DEFAULT_LOCALE, localizedPath, type Locale } from '@manobal/core';
import { LocaleProvider } from './locale-context';
import type { ShellCatalog } from './shell-catalog';
import { ShellCatalogProvider } from './shell-catalog-context';

/**
 * A page in another language is the same route table under its prefix ('/hi'): the router's basename, so every
 * router link and navigation on a Hindi page stays in Hindi without naming the language.
 */
export const routerBasename = (locale: Locale): string | undefined => (locale === DEFAULT_LOCALE ? undefined : localizedPath(locale, '/'));

/** The page's language and its shell words, around the router (the browser's root and the prerenderer's). */
export const SiteRoot = ({ locale, shell, children }: { readonly locale: Locale; readonly shell: ShellCatalog; readonly children: ReactNode }) => (
  <LocaleProvider locale={locale}>
    <ShellCatalogProvider catalog={shell}>{children}</ShellCatalogProvider>
  </LocaleProvider>
);
