import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX, splitLocalePath } from '@manobal/core';
import { sendFail } from '../http/envelope';
import { SERVER_MESSAGES } from '../http/server.messages';
import { heldBodyFor, holdPages, type HeldPage } from '../website/held-pages';
import { localeFileOf } from '../website/locale-pages';
import { indexSite, routeKey, type SiteIndex } from '../website/site-index';

export interface WebsiteOptions {
  /** The built site (web/dist). */
  readonly webDist: string;
  /**
   * The site's client-side routes; each gets index.html when it has no prerendered page. When absent, the
   * build's `routes.json` is read if present; otherwise only '/' is known.
   */
  readonly knownRoutes?: readonly string[];
  /**
   * Whether this server seeded the sample therapists (SEED_SAMPLE_THERAPISTS). A page prerendered with them
   * (routes.json: `prerenderedData: 'sample-therapists'`) would otherwise show people who are not in its directory,
   * so without them it gets the app shell and renders the live directory in the browser.
   */
  readonly sampleTherapists?: boolean;
}

/** The web build may list its routes in dist/routes.json; adapters never import each other's code. */
export const ROUTES_MANIFEST = 'routes.json';
/** The empty page the browser renders a route into (web/scripts/prerender.mjs writes it, once per language). */
const APP_SHELL = 'app-shell.html';
const NOT_FOUND_PAGE = '404.html';

/** A client-side route: its path (':name' stands for one segment) and the page the build made for it, if any. */
interface KnownRoute {
  readonly path: string;
  readonly file?: string;
  /** What its prerendered page shows that only some deployments hold. */
  readonly prerenderedData?: string;
  /** Pages prerendered with a query parameter, sent when a request carries it. */
  readonly variants?: readonly { readonly query: string; readonly file: string }[];
}

const isVariant = (value: unknown): value is { query: string; file: string } =>
  typeof value === 'object' && value !== null && 'query' in value && 'file' in value && typeof value.query === 'string' && typeof value.file === 'string';

const manifestRoute = (entry: unknown): KnownRoute | null => {
  if (typeof entry === 'string') return entry.startsWith('/') ? { path: entry } : null;
  if (typeof entry !== 'object' || entry === null || !('path' in entry)) return null;
  const { path } = entry;
  const file = 'file' in entry && typeof entry.file === 'string' ? entry.file : undefined;
  const data = 'prerenderedData' in entry && typeof entry.prerenderedData === 'string' ? entry.prerenderedData : undefined;
  const variants = 'variants' in entry && Array.isArray(entry.variants) ? entry.variants.filter(isVariant) : [];
  return typeof path === 'string' && path.startsWith('/')
    ? { path, ...(file ? { file } : {}), ...(data ? { prerenderedData: data } : {}), ...(variants.length > 0 ? { variants } : {}) }
    : null;
};

/**
 * The build's routes.json: `{ routes: [{ path, file, title }], shell }` as web/scripts/prerender.mjs writes it
 * (a route that is not prerendered names the empty app shell), or a plain array of paths.
 */
const readRoutesManifest = (site: SiteIndex | null): readonly KnownRoute[] => {
  if (!site?.files.has(ROUTES_MANIFEST)) return [];
  try {
    const parsed: unknown = JSON.parse(readFileSync(join(site.root, ROUTES_MANIFEST), 'utf8'));
    const entries: unknown = Array.isArray(parsed) ? parsed : typeof parsed === 'object' && parsed !== null && 'routes' in parsed ? parsed.routes : [];
    return Array.isArray(entries) ? entries.map(manifestRoute).filter((route): route is KnownRoute => route !== null) : [];
  } catch {
    return [];
  }
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches a request's route key against a route path, ':name' taking exactly one non-empty segment. */
const routeMatcher = (path: string): RegExp =>
  new RegExp(`^${routeKey(path).split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment))).join('/')}$`);

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** The care team's console: its own page (web/staff.html), answered for /staff and every address under it. */
export const CONSOLE_PAGE = 'staff.html';
/** The console's page is about whoever is signed in: no cache keeps it, no search engine lists it. */
const CONSOLE_HEADERS = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' } as const;
const isConsolePath = (path: string) => /^\/staff(\/|$)/i.test(path);
/**
 * The video room: its own page (web/session.html) for /session/<reference>, about one appointment, never cached or
 * indexed; each language's copy (hi/session.html) for the same address under its prefix.
 */
export const ROOM_PAGE = 'session.html';
const isRoomPath = (path: string) => /^\/session\/[^/]+$/i.test(splitLocalePath(path).path);
const isRoomPage = (relative: string) => relative === ROOM_PAGE || relative.endsWith(`/${ROOM_PAGE}`);

const isApiPath = (path: string) => path === API_PREFIX || path.startsWith(`${API_PREFIX}/`) || path === '/api' || path.startsWith('/api/');

/** Decoded, normalised request path, or null for anything that tries to leave the site's folder. */
const safePath = (url: string): string | null => {
  const raw = url.split('?')[0] ?? '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const normalized = posix.normalize(decoded);
  return normalized.startsWith('/') && !normalized.split('/').includes('..') ? normalized : null;
};

const cacheControlOf = (relative: string): string =>
  relative.startsWith('assets/') ? IMMUTABLE : relative === CONSOLE_PAGE || isRoomPage(relative) ? CONSOLE_HEADERS['cache-control'] : REVALIDATE;

/** Asking for part of a file or for a revalidation: @fastify/send answers those, from the disk. */
const CONDITIONAL_HEADERS = ['range', 'if-range', 'if-match', 'if-none-match', 'if-modified-since', 'if-unmodified-since'];

const hasPrecompressed = (site: SiteIndex, relative: string) => site.files.has(`${relative}.br`) || site.files.has(`${relative}.gz`);

/**
 * Sends a file of the site: a page held in memory when the request takes it whole (the common case), else the
 * file on disk through @fastify/static, which also negotiates the precompressed .br/.gz sibling.
 */
const sendSiteFile = (request: FastifyRequest, reply: FastifyReply, site: SiteIndex, held: ReadonlyMap<string, HeldPage>, relative: string, status = 200) => {
  if (status !== 200) reply.code(status);
  if (relative === CONSOLE_PAGE || isRoomPage(relative)) reply.header('x-robots-tag', CONSOLE_HEADERS['x-robots-tag']);
  const page = held.get(relative);
  const whole = page !== undefined && !CONDITIONAL_HEADERS.some((name) => request.headers[name] !== undefined);
  const body = whole ? heldBodyFor(page, request.headers['accept-encoding']) : undefined;
  if (body) return reply.headers(body.headers).send(body.body);
  reply.header('cache-control', cacheControlOf(relative));
  // A cache must not hand a brotli answer to a browser that did not ask for one.
  if (hasPrecompressed(site, relative)) reply.header('vary', 'accept-encoding');
  return reply.sendFile(relative, site.root);
};

/**
 * Serves the built website: its files (hashed assets cached for a year, the rest revalidated), a prerendered
 * page per route matched case-insensitively, index.html for other known routes, the care console's page for
 * /staff and below (never cached, never indexed), 404.html for the rest (hi/404.html under /hi/, and so on).
 * Unknown /api paths get the JSON envelope instead.
 */
export const registerWebsiteRoutes = async (app: FastifyInstance, options: WebsiteOptions): Promise<void> => {
  const site = indexSite(options.webDist);
  const held = site ? holdPages(site, cacheControlOf) : new Map<string, HeldPage>();
  const listed: readonly KnownRoute[] = options.knownRoutes?.map((path) => ({ path })) ?? readRoutesManifest(site);
  const known = [{ path: '/' } as KnownRoute, ...listed].map((route) => ({ ...route, matches: routeMatcher(route.path) }));
  /** The page for a known route without a prerendered page of its own: its listed file, else index.html. */
  const pageOf = (key: string): string | null => {
    const route = known.find((candidate) => candidate.matches.test(key));
    if (!route || !site) return null;
    if (route.file && site.files.has(route.file)) return route.file;
    return site.hasIndex ? 'index.html' : null;
  };
  /** The page prerendered with a query parameter the request carries (?doctor=…), if the build made one. */
  const variantFor = (key: string, query: unknown): string | null => {
    const carried = typeof query === 'object' && query !== null ? Object.keys(query) : [];
    const route = known.find((candidate) => candidate.variants && candidate.matches.test(key));
    const variant = route?.variants?.find((candidate) => carried.includes(candidate.query));
    return variant && site?.files.has(variant.file) ? variant.file : null;
  };
  /** A prerendered page this server must not serve: it shows sample therapists this server did not seed. */
  const withoutItsData = (key: string): boolean =>
    options.sampleTherapists === false && known.some((route) => route.prerenderedData === 'sample-therapists' && route.matches.test(key));
  if (site) {
    await app.register(fastifyStatic, {
      root: site.root,
      serve: false,
      preCompressed: true,
      cacheControl: false,
      dotfiles: 'ignore',
      index: false,
    });
  } else {
    app.log.warn({ webDist: options.webDist }, 'website not built: serving the API only');
  }

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = safePath(request.url);
    if (path !== null && isApiPath(path)) return sendFail(reply, 404, SERVER_MESSAGES.notFound);
    if (!site) {
      const home = path === '/';
      return reply
        .code(home ? 200 : 404)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(home ? SERVER_MESSAGES.siteNotBuilt : SERVER_MESSAGES.notFound);
    }
    if (path !== null) {
      const relative = path.slice(1);
      if (relative !== '' && site.files.has(relative)) return sendSiteFile(request, reply, site, held, relative);
      // The console routes its own addresses in the browser; one it does not know shows its own 'no such screen'.
      if (isConsolePath(path) && site.files.has(CONSOLE_PAGE)) return sendSiteFile(request, reply, site, held, CONSOLE_PAGE);
      const roomPage = isRoomPath(path) ? localeFileOf(site, path, ROOM_PAGE) : null;
      if (roomPage) return sendSiteFile(request, reply, site, held, roomPage);
      const key = routeKey(path);
      const prerendered = site.prerendered.get(key);
      const shell = localeFileOf(site, path, APP_SHELL);
      if (prerendered && withoutItsData(key) && shell) return sendSiteFile(request, reply, site, held, shell);
      const variant = prerendered ? variantFor(key, request.query) : null;
      if (variant) return sendSiteFile(request, reply, site, held, variant);
      if (prerendered) return sendSiteFile(request, reply, site, held, prerendered);
      const page = pageOf(key);
      if (page) return sendSiteFile(request, reply, site, held, page);
    }
    // An unknown address under a language's prefix gets that language's not-found page.
    const notFound = localeFileOf(site, path ?? '/', NOT_FOUND_PAGE);
    if (notFound) return sendSiteFile(request, reply, site, held, notFound, 404);
    if (site.hasIndex) return sendSiteFile(request, reply, site, held, 'index.html', 404);
    return reply.code(404).type('text/plain; charset=utf-8').send(SERVER_MESSAGES.notFound);
  };

  // Never rate-limited, not-found page included: a school lab or a carrier-grade NAT puts hundreds of visitors
  // behind one address, and a 429 served for a stylesheet breaks the page (server README, "Rate limits").
  const unlimited = { config: { rateLimit: false } } as const;
  app.get('/', unlimited, handler);
  app.get('/*', unlimited, handler);
};
