import type { Locale, Localized } from '@manobal/core';
import type { RouteHeads } from './site-route';

export type { RouteHeads };


/*
 * Apart from the route tables and the shell words: the prerenderer writes each page's title and description into
 * its HTML, and the layout loads the page language's only when the visitor moves to another page, so the site's
 * first script carries none of them.
 */
const LOADERS: Localized<() => Promise<RouteHeads>> = {
  en: () => import('./route-heads.en').then((m) => m.ROUTE_HEADS_EN),
  hi: () => import('./route-heads.hi').then((m) => m.ROUTE_HEADS_HI),
};

export const loadRouteHeads = (locale: Locale): Promise<RouteHeads> => LOADERS[locale]();

/** The <title> of the route at `path` (a route table's path, '*' for not found). */
export const routeTitle = (heads: RouteHeads, path: string): string => heads.titles[path] ?? heads.siteTitle;

/** The meta description of the route at `path` (a route table's path, '*' for not found). */
export const describeRoute = (heads: RouteHeads, path: string): string => heads.byPath[path] ?? heads.site;
