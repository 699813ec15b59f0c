import type { RouteObject } from 'react-router-dom';
import { DEFAULT_LOCALE, TIMINGS, type Locale } from '@manobal/core';
import { contentRoutes } from '../features/content-routes';
import { flowRoutes } from '../features/flow-routes';
import { homeRoutes } from '../features/home/home-routes';
import { Layout } from './layout';
import { PageLoading, RouteError } from './route-error';
import { shellRoutes } from './shell-routes';
import type { RouteHead, SiteRoute } from './site-route';

/** Every page of the site, in menu order of the feature groups. */
export const siteRoutes: SiteRoute[] = [...homeRoutes, ...contentRoutes, ...flowRoutes, ...shellRoutes];

export const NOT_FOUND_ROUTE: SiteRoute = {
  path: '*',
  load: () => import('../features/not-found/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
  prerender: false,
};

export class ChunkTimeoutError extends Error {
  constructor() {
    super('This part of the site took too long to load.');
    this.name = 'ChunkTimeoutError';
  }
}

/** Rejects when a page's chunk has not arrived within TIMINGS.chunkLoadTimeoutMs (spec section 7). */
export const withChunkTimeout = <T,>(loading: Promise<T>, timeoutMs: number = TIMINGS.chunkLoadTimeoutMs): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError()), timeoutMs);
    loading.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });

const toRouteObject = (route: SiteRoute, locale: Locale = DEFAULT_LOCALE): RouteObject => ({
  id: route.path,
  path: route.path,
  handle: { path: route.path } satisfies RouteHead,
  lazy: async () => {
    const { Component } = await withChunkTimeout(route.load(locale));
    return { Component };
  },
});

/**
 * The data router's tree: one layout (header, footer) around a pathless error boundary around the pages,
 * so a failed page keeps the header and footer. Matching is case-insensitive (React Router's default),
 * which serves the spec's /Careers and /Ourexperts.
 */
export const buildRouteObjects = (routes: readonly SiteRoute[] = siteRoutes, locale: Locale = DEFAULT_LOCALE): RouteObject[] => [
  {
    id: 'layout',
    element: <Layout />,
    children: [
      {
        id: 'pages',
        errorElement: <RouteError />,
        // Only seen when the first page's chunk was not ready at start-up (the prerendered HTML is replaced).
        hydrateFallbackElement: <PageLoading />,
        children: [...routes.map((route) => toRouteObject(route, locale)), toRouteObject(NOT_FOUND_ROUTE, locale)],
      },
    ],
  },
];
