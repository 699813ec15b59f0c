import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ApiProvider, createLazyBrowserApi } from './app/api-context';
import { renderHeadHtml, type PageHead } from './app/document-head';
import { buildRouteObjects, NOT_FOUND_ROUTE, siteRoutes } from './app/route-table';
import { routeDescription } from './app/route-descriptions';
import type { RouteHead } from './app/site-route';

/** Used by web/scripts/prerender.mjs only (built with `vite build --ssr`). */

export interface PrerenderTarget {
  path: string;
  title: string;
  prerender: boolean;
  prerenderedData?: 'sample-therapists';
  queryVariants?: readonly string[];
}

export const prerenderTargets: PrerenderTarget[] = siteRoutes.map((route) => ({
  path: route.path,
  title: route.title,
  prerender: route.prerender !== false,
  ...(route.prerenderedData ? { prerenderedData: route.prerenderedData } : {}),
  ...(route.queryVariants ? { queryVariants: route.queryVariants } : {}),
}));

export interface RenderedPage {
  status: number;
  html: string;
  head: PageHead;
}

const isRouteHead = (handle: unknown): handle is RouteHead =>
  typeof handle === 'object' && handle !== null && 'path' in handle && 'title' in handle;

export const render = async (url: string, origin: string): Promise<RenderedPage> => {
  const handler = createStaticHandler(buildRouteObjects());
  const context = await handler.query(new Request(new URL(url, origin)));
  if (context instanceof Response) throw new Error(`Unexpected redirect while prerendering ${url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <ApiProvider api={createLazyBrowserApi()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </ApiProvider>
    </StrictMode>,
  );
  const handle = [...context.matches].reverse().map((match) => match.route.handle as unknown).find(isRouteHead);
  const notFound = !handle || handle.path === NOT_FOUND_ROUTE.path;
  const head: PageHead = {
    title: handle?.title ?? NOT_FOUND_ROUTE.title,
    description: routeDescription(notFound ? NOT_FOUND_ROUTE.path : handle.path),
    path: notFound ? null : handle.path,
  };
  return { status: notFound ? 404 : context.statusCode, html, head };
};

export { renderHeadHtml };

/** The origin of canonical and Open Graph URLs the build was given (SITE_ORIGIN, or the address `npm start` serves). */
export { SITE_ORIGIN as siteOrigin } from './app/site-contact';

/** The site content the build was given: the videos and social links a page may point at (scripts/page-links.mjs). */
export { SITE_CONTENT as siteContent } from './content/site-content';
