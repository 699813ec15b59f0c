import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { Redis } from 'ioredis';
import { API_PREFIX, HEALTH_PATH, IDEMPOTENCY_HEADER } from '@manobal/core';
import type { RateLimits, ServerConfig } from '../config';
import { installSecurityHeaders } from './security-headers';
import { awaitRedisBriefly, createSharedLimiterStore, LIMITER_REDIS_OPTIONS, LOCAL_LIMITER, type LimiterStatus } from './rate-limit-store';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const perMinute = (max: number) => ({ max, timeWindow: '1 minute' }) as const;

/** A route that only reads (GET, HEAD, OPTIONS): no body it takes, no row it writes. */
const readOnly = (route: Pick<RouteOptions, 'method'>): boolean => (Array.isArray(route.method) ? route.method : [route.method]).every((method) => READ_METHODS.has(method.toUpperCase()));

/**
 * The per-address limit of a route that does not name its own (`config.rateLimit`): writes cost a database
 * row and get the form limit; API reads get a generous one; health (load balancers) and everything else read,
 * which is the website's pages, assets, images and audio, get none. A school lab behind one address loads
 * thousands of those a minute, and they are cheap and cacheable.
 */
export const defaultRateLimitFor = (route: Pick<RouteOptions, 'method' | 'url'>, limits: RateLimits) => {
  if (!readOnly(route)) return perMinute(limits.formsPerMinute);
  const path = route.url.replace(/\/+$/, '');
  if (path === HEALTH_PATH.replace(/\/+$/, '')) return false;
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`) ? perMinute(limits.apiReadPerMinute) : false;
};

/** Security headers, CORS, rate limits and compression, before any route is added; says how limits are counted. */
export const registerHttpPlugins = async (app: FastifyInstance, config: ServerConfig): Promise<LimiterStatus> => {
  installSecurityHeaders(app);

  if (config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: [...config.corsOrigins],
      methods: ['GET', 'POST'],
      allowedHeaders: ['Content-Type', 'Authorization', IDEMPOTENCY_HEADER],
      maxAge: 600,
    });
  }

  // Several instances share their counters through Redis; one instance counts in memory, and so does each
  // instance while Redis does not answer (rate-limit-store.ts): a limited call never waits on Redis.
  const redis = config.redisUrl ? new Redis(config.redisUrl, LIMITER_REDIS_OPTIONS) : undefined;
  let shared: ReturnType<typeof createSharedLimiterStore> | undefined;
  if (redis) {
    redis.on('error', (error: Error) => app.log.warn({ err: error.message }, 'redis unavailable'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    shared = createSharedLimiterStore(redis, config.redisKeyPrefix, () =>
      app.log.warn('rate limits: Redis does not answer; each instance counts its own until it does'),
    );
    await awaitRedisBriefly(redis);
  }
  // Runs before the plugins' own onRoute hooks (added below), so every route arrives there with its limit decided
  // and, for a read, without a request-body decompressor: Fastify never reads a GET's or HEAD's body, and the
  // decompressor's hook cost every page and API read a hook run for nothing.
  app.addHook('onRoute', (route) => {
    if (route.decompress === undefined && readOnly(route)) route.decompress = false;
    if (route.config?.rateLimit !== undefined) return;
    route.config = { ...route.config, rateLimit: defaultRateLimitFor(route, config.rateLimits) };
  });
  await app.register(rateLimit, {
    // Only routes with a limit (all of them decided above) are counted; nothing is limited by default.
    global: false,
    nameSpace: config.redisKeyPrefix,
    // A Redis outage must not take the site down with it.
    skipOnError: true,
    ...(shared ? { store: shared.Store } : {}),
  });

  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 11 costs too much per request; prebuilt .br files carry the high-quality versions.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  return shared?.status ?? LOCAL_LIMITER;
};
