import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { LOCALE_HTML_LANG, LOCALES, localizedPath, PRODUCT_NAME, ROOM_TEXTS, splitLocalePath } from '@manobal/core';
import { ApiProvider, createLazyBrowserApi } from './app/api-context';
import { renderHeadHtml, type PageHead } from './app/document-head';
import { describeRoute, loadRouteHeads, routeTitle as titleOf, type RouteHeads } from './app/route-heads';
import { buildRouteObjects, NOT_FOUND_ROUTE, siteRoutes } from './app/route-table';
import type { ShellCatalog } from './app/shell-catalog';
import { loadShellCatalog } from './app/shell-catalogs';
import { routerBasename, SiteRoot } from './app/site-root';
import type { RouteHead } from './app/site-route';

/** Used by web/scripts/prerender.mjs only (built with `vite build --ssr`), and by the tests that render every page. */

export interface PrerenderTarget {
  path: string;
  prerender: boolean;
  prerenderedData?: 'sample-therapists';
  queryVariants?: readonly string[];
}

export const prerenderTargets: PrerenderTarget[] = siteRoutes.map((route) => ({
  path: route.path,
  prerender: route.prerender !== false,
  ...(route.prerenderedData ? { prerenderedData: route.prerenderedData } : {}),
  ...(route.queryVariants ? { queryVariants: route.queryVariants } : {}),
}));

export interface RenderedPage {
  status: number;
  html: string;
  head: PageHead;
  /** The page's <html lang>. */
  lang: string;
}

export interface RenderOptions {
  /** The shell's words to draw with instead of the address's language's (the pseudo-locale test's). */
  shellCatalog?: ShellCatalog;
  /** The titles and descriptions to write instead of the address's language's (the pseudo-locale test's). */
  routeHeads?: RouteHeads;
}

const isRouteHead = (handle: unknown): handle is RouteHead => typeof handle === 'object' && handle !== null && 'path' in handle;

/** Renders the page at `url` (its language from its address: '/hi/…' is Hindi) and its <head>. */
export const render = async (url: string, origin: string, options: RenderOptions = {}): Promise<RenderedPage> => {
  const { locale } = splitLocalePath(new URL(url, origin).pathname);
  const basename = routerBasename(locale);
  const handler = createStaticHandler(buildRouteObjects(undefined, locale), basename === undefined ? undefined : { basename });
  const context = await handler.query(new Request(new URL(url, origin)));
  if (context instanceof Response) throw new Error(`Unexpected redirect while prerendering ${url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const [shell, heads] = await Promise.all([options.shellCatalog ?? loadShellCatalog(locale), options.routeHeads ?? loadRouteHeads(locale)]);
  const html = renderToString(
    <StrictMode>
      <SiteRoot locale={locale} shell={shell}>
        <ApiProvider api={createLazyBrowserApi()}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </ApiProvider>
      </SiteRoot>
    </StrictMode>,
  );
  const handle = [...context.matches].reverse().map((match) => match.route.handle as unknown).find(isRouteHead);
  const notFound = !handle || handle.path === NOT_FOUND_ROUTE.path;
  const routePath = notFound ? NOT_FOUND_ROUTE.path : handle.path;
  const head: PageHead = {
    title: titleOf(heads, routePath),
    description: describeRoute(heads, routePath),
    path: notFound ? null : handle.path,
    locale,
  };
  return { status: notFound ? 404 : context.statusCode, html, head, lang: LOCALE_HTML_LANG[locale] };
};

/** The <head> of a page no route names (the empty shell the browser renders a route into), in a language. */
export const shellHead = async (locale: (typeof LOCALES)[number]): Promise<PageHead> => {
  const heads = await loadRouteHeads(locale);
  return { title: heads.siteTitle, description: heads.site, path: null, locale };
};

export { renderHeadHtml };

/** The languages the site is built in, each page once per language at its own address. */
export { LOCALES as locales, LOCALE_HTML_LANG as localeHtmlLang, localizedPath };

/** The origin of canonical and Open Graph URLs the build was given (SITE_ORIGIN, or the address `npm start` serves). */
export { SITE_ORIGIN as siteOrigin } from './app/site-contact';

/** The site content the build was given: the videos and social links a page may point at (scripts/page-links.mjs). */
export { SITE_CONTENT as siteContent } from './content/site-content';

/** The video room's page title in a language: session.html is written once per language from Vite's (prerender.mjs). */
export const roomPageTitle = (locale: (typeof LOCALES)[number]): string => `${ROOM_TEXTS[locale].title} | ${PRODUCT_NAME}`;

/** A route's <title> in a language (routes.json names each page's). */
export const routeTitle = async (locale: (typeof LOCALES)[number], path: string): Promise<string> => titleOf(await loadRouteHeads(locale), path);
