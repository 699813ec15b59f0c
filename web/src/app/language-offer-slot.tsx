import { useEffect, useState, type ComponentType } from 'react';
import { DEFAULT_LOCALE, negotiateLocale, type Locale } from '@manobal/core';
import { useLocale } from './locale-context';
import { rememberedLocale } from './locale-choice';
import type { ShellCatalog } from './shell-catalog';
import { loadShellCatalog } from './shell-catalogs';

/**
 * The language to offer on this page: the visitor's earlier choice when it is not this page's, else (on an
 * English page only) the browser's preferred language when we speak it. Never a redirect: an address keeps its page.
 */
export const offeredLocale = (locale: Locale, remembered: Locale | undefined, preferred: readonly string[]): Locale | undefined => {
  if (remembered !== undefined) return remembered === locale ? undefined : remembered;
  if (locale !== DEFAULT_LOCALE) return undefined;
  const browser = negotiateLocale(preferred.join(','));
  return browser === locale ? undefined : browser;
};

type Offer = { Component: ComponentType<{ current: Locale; offered: Locale; words: ShellCatalog['languageOffer'] }>; offered: Locale; words: ShellCatalog['languageOffer'] };

/**
 * After hydration, the one-line offer of another language when there is one to make. Its component and the offered
 * language's words load only then, so a visitor who is offered nothing downloads neither.
 */
export const LanguageOfferSlot = () => {
  const locale = useLocale();
  const [offer, setOffer] = useState<Offer | null>(null);
  useEffect(() => {
    const offered = offeredLocale(locale, rememberedLocale(), navigator.languages);
    if (offered === undefined) return;
    let current = true;
    Promise.all([import('./language-offer'), loadShellCatalog(offered)])
      .then(([module, catalog]) => {
        if (current) setOffer({ Component: module.LanguageOffer, offered, words: catalog.languageOffer });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [locale]);
  if (offer === null) return null;
  const { Component } = offer;
  return <Component current={locale} offered={offer.offered} words={offer.words} />;
};
