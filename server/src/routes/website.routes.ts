import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from '@manobal/core';
import { sendFail } from '../http/envelope';
import { SERVER_MESSAGES } from '../http/server.messages';
import { indexSite, routeKey, type SiteIndex } from '../website/site-index';

export interface WebsiteOptions {
  /** The built site (web/dist). */
  readonly webDist: string;
  /**
   * The site's client-side routes; each gets index.html when it has no prerendered page. When absent, the
   * build's `routes.json` (a JSON array of paths) is read if present; otherwise only '/' is known.
   */
  readonly knownRoutes?: readonly string[];
}

/** The web build may list its routes in dist/routes.json; adapters never import each other's code. */
export const ROUTES_MANIFEST = 'routes.json';

const readRoutesManifest = (site: SiteIndex | null): readonly string[] => {
  if (!site?.files.has(ROUTES_MANIFEST)) return [];
  try {
    const parsed: unknown = JSON.parse(readFileSync(join(site.root, ROUTES_MANIFEST), 'utf8'));
    return Array.isArray(parsed) ? parsed.filter((route): route is string => typeof route === 'string' && route.startsWith('/')) : [];
  } catch {
    return [];
  }
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

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

const sendSiteFile = (reply: FastifyReply, site: SiteIndex, relative: string, status = 200) => {
  const hashed = relative.startsWith('assets/');
  reply.header('cache-control', hashed ? IMMUTABLE : REVALIDATE);
  if (status !== 200) reply.code(status);
  return reply.sendFile(relative, site.root);
};

/**
 * Serves the built website: its files (hashed assets cached for a year, the rest revalidated), a prerendered
 * page per route matched case-insensitively, index.html for other known routes, 404.html for the rest.
 * Unknown /api paths get the JSON envelope instead.
 */
export const registerWebsiteRoutes = async (app: FastifyInstance, options: WebsiteOptions): Promise<void> => {
  const site = indexSite(options.webDist);
  const known = new Set(['/', ...(options.knownRoutes ?? readRoutesManifest(site))].map(routeKey));
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
      if (relative !== '' && site.files.has(relative)) return sendSiteFile(reply, site, relative);
      const key = routeKey(path);
      const prerendered = site.prerendered.get(key);
      if (prerendered) return sendSiteFile(reply, site, prerendered);
      if (known.has(key) && site.hasIndex) return sendSiteFile(reply, site, 'index.html');
    }
    if (site.hasNotFoundPage) return sendSiteFile(reply, site, '404.html', 404);
    if (site.hasIndex) return sendSiteFile(reply, site, 'index.html', 404);
    return reply.code(404).type('text/plain; charset=utf-8').send(SERVER_MESSAGES.notFound);
  };

  // Never rate-limited, not-found page included: a school lab or a carrier-grade NAT puts hundreds of visitors
  // behind one address, and a 429 served for a stylesheet breaks the page (server README, "Rate limits").
  const unlimited = { config: { rateLimit: false } } as const;
  app.get('/', unlimited, handler);
  app.get('/*', unlimited, handler);
};
