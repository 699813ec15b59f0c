import type { ComponentType } from 'react';
import type { Locale } from '@manobal/core';

/** One page of the site: what the router, the <head> and the prerenderer need to know about it. */
export interface SiteRoute {
  /**
   * Lower-case, leading slash, e.g. '/ourexperts'; matching is case-insensitive. Its <title> and meta description
   * are route-heads.<locale>.ts', by this path.
   */
  path: string;
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
}

/** Each page's <title> and meta description (at most 160 characters) by its route table path ('*' for not found), in one language. */
export interface RouteHeads {
  /** The title of a page no route names (the client-rendered shell's). */
  readonly siteTitle: string;
  readonly titles: Readonly<Record<string, string>>;
  /** What a page says of itself where no route names it (the client-rendered shell's). */
  readonly site: string;
  readonly byPath: Readonly<Record<string, string>>;
}
