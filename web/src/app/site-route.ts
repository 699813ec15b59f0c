import type { ComponentType } from 'react';
import type { Locale } from '@manobal/core';

/** One page of the site: what the router, the <head> and the prerenderer need to know about it. */
export interface SiteRoute {
  /** Lower-case, leading slash, e.g. '/ourexperts'; matching is case-insensitive. */
  path: string;
  /** Full <title>. Its meta description is in route-descriptions.ts, by path. */
  title: string;
  /**
   * Lazy chunk holding the page component, and the page's words in `locale` where they are content of their own
   * (a page in one language downloads only that language's text).
   */
  load: (locale: Locale) => Promise<{ Component: ComponentType }>;
  /** Written to dist/<path>/index.html at build time unless false. */
  prerender?: boolean;
  /**
   * What the prerendered page shows that only some deployments hold: 'sample-therapists' (the seed's directory).
   * The build lists it in routes.json; a server that did not seed the samples serves the app shell instead.
   */
  prerenderedData?: 'sample-therapists';
  /**
   * Query parameters that change what the page draws before it has data: the build also prerenders the page with
   * each (to dist/<path>/index.<name>.html), and the server sends that file when the request carries it.
   */
  queryVariants?: readonly string[];
}

/** What every matched route carries for the <head>: read by the layout (client) and the prerenderer. */
export interface RouteHead {
  path: string;
  title: string;
}
