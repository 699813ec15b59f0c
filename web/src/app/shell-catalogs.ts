import type { Localized, Locale } from '@manobal/core';
import type { ShellCatalog } from './shell-catalog';

/**
 * Each language's shell words as a chunk of its own, fetched before the first render: the page's language is
 * known from its address, so a page loads one language's words and the prerendered and hydrated text agree.
 */
const SHELL_CATALOG_LOADERS: Localized<() => Promise<ShellCatalog>> = {
  en: () => import('./shell.catalog.en').then((m) => m.SHELL_CATALOG_EN),
  hi: () => import('./shell.catalog.hi').then((m) => m.SHELL_CATALOG_HI),
};

export const loadShellCatalog = (locale: Locale): Promise<ShellCatalog> => SHELL_CATALOG_LOADERS[locale]();
