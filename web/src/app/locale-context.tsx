import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_LOCALE, type Locale } from '@manobal/core';

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/**
 * The page's language, chosen once at the web root from the address (`/hi/…` is Hindi); every screen reads it
 * with useLocale() and asks core for that language's catalog, never for a particular language's.
 */
export const LocaleProvider = ({ locale, children }: { readonly locale: Locale; readonly children: ReactNode }) => (
  <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>
);

export const useLocale = (): Locale => useContext(LocaleContext);
