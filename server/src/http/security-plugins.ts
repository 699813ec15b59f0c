import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { IDEMPOTENCY_HEADER } from '@manobal/core';
import type { ServerConfig } from '../config';

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

/** Security headers, CORS, rate limits and compression, before any route is added. */
export const registerHttpPlugins = async (app: FastifyInstance, config: ServerConfig): Promise<void> => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(Object.entries(CONTENT_SECURITY_POLICY).map(([name, values]) => [name, [...values]])),
    },
    strictTransportSecurity: { maxAge: ONE_YEAR_SECONDS, includeSubDomains: true },
    // The YouTube and map embeds do not send CORP headers.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
  });

  if (config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: [...config.corsOrigins],
      methods: ['GET', 'POST'],
      allowedHeaders: ['Content-Type', 'Authorization', IDEMPOTENCY_HEADER],
      maxAge: 600,
    });
  }

  // Several instances share their counters through Redis; one instance counts in memory.
  const redis = config.redisUrl ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false }) : undefined;
  if (redis) {
    redis.on('error', (error: Error) => app.log.warn({ err: error.message }, 'redis unavailable'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimits.globalPerMinute,
    timeWindow: '1 minute',
    nameSpace: config.redisKeyPrefix,
    // A Redis outage must not take the site down with it.
    skipOnError: true,
    ...(redis ? { redis } : {}),
  });

  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 11 costs too much per request; prebuilt .br files carry the high-quality versions.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
};
