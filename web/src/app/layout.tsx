import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router-dom';
import { PRODUCT_NAME } from '@manobal/core';
import { AppToaster } from '../components/app-toaster';
import { applyHead } from './document-head';
import { LanguageOfferSlot } from './language-offer-slot';
import { useLocale } from './locale-context';
import { useShellCatalog } from './shell-catalog-context';
import { SITE_ORIGIN } from './site-contact';
import type { RouteHead } from './site-route';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import * as styles from './layout.module.css';

const isRouteHead = (handle: unknown): handle is RouteHead =>
  typeof handle === 'object' && handle !== null && 'path' in handle;

/**
 * Keeps <title>, description, canonical, hreflang and Open Graph tags in step with client-side navigation. A
 * prerendered page arrives with its own (its title is more than the product's name, which is the empty shell's);
 * the titles and descriptions of the page's language load with the first move to another page (or on a
 * client-rendered one).
 */
const useDocumentHead = () => {
  const matches = useMatches();
  const locale = useLocale();
  const head = [...matches].reverse().map((match) => match.handle).find(isRouteHead);
  const firstHead = useRef(true);
  useEffect(() => {
    if (!head) return;
    const arrived = firstHead.current;
    firstHead.current = false;
    if (arrived && document.title !== '' && document.title !== PRODUCT_NAME) return;
    let current = true;
    import('./route-heads')
      .then(({ describeRoute, loadRouteHeads, routeTitle }) =>
        loadRouteHeads(locale).then((heads) => {
          // The not-found page and a page per parameter (a private booking) name no canonical address.
          const path = head.path === '*' || head.path.includes(':') ? null : head.path;
          if (current) applyHead({ title: routeTitle(heads, head.path), description: describeRoute(heads, head.path), path, locale }, SITE_ORIGIN);
        }),
      )
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [head, locale]);
};

/**
 * Every route change starts at the top of the new page, and keyboard and screen-reader users land on
 * its main content instead of staying on the link they followed.
 */
const usePageArrival = () => {
  const { pathname, hash } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (hash) return;
    window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, hash]);
  return mainRef;
};

/**
 * Marks <html data-hydrated> once React has taken over the prerendered page. The layout's effects run after
 * every page effect, so from then on each control responds; integration scripts and the browser tests wait
 * for it instead of racing the page's script, and the boot script (boot.ts) presses again what the visitor
 * pressed before.
 */
const useHydrationMark = () => {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    document.dispatchEvent(new Event('manobal:hydrated'));
  }, []);
};

export const Layout = () => {
  useHydrationMark();
  useDocumentHead();
  const mainRef = usePageArrival();
  const navigation = useNavigation();
  const words = useShellCatalog();
  return (
    <>
      <a className="skip-link" href="#main">
        {words.skipLink}
      </a>
      <SiteHeader />
      {navigation.state === 'loading' ? <div className={styles.pageProgress} role="progressbar" aria-label={words.pageLoadingLabel} /> : null}
      <main id="main" ref={mainRef} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <AppToaster />
      <LanguageOfferSlot />
    </>
  );
};
