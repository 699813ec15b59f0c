import type { FastifyInstance } from 'fastify';

/**
 * The site's Content-Security-Policy: only its own scripts and styles (no inline ones), images from itself
 * or data: URLs, and the two embeds the pages use.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'"],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'"],
  frameSrc: ['https://www.youtube-nocookie.com', 'https://www.openstreetmap.org'],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
} as const;

const ONE_YEAR_SECONDS = 31_536_000;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The security headers of every answer: helmet's set for this policy (no embedder policy, since the YouTube and
 * map embeds send no CORP header; frames denied; HSTS for a year with subdomains). They never depend on the
 * request, so they are written out once here instead of helmet rebuilding its middleware for every request
 * (its Fastify plugin does, which cost a tenth of a health check). The answers no hook sees (a URL the router
 * cannot decode, a request Node refuses before Fastify) send the same table.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': Object.entries(CONTENT_SECURITY_POLICY)
    .map(([name, values]) => `${kebab(name)} ${values.join(' ')}`)
    .join(';'),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`,
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** Sets SECURITY_HEADERS on every answer a route or the not-found handler gives; a route may still replace one. */
export const installSecurityHeaders = (app: FastifyInstance): void => {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
};
