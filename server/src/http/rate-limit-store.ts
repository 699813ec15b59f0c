import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis, RedisOptions } from 'ioredis';

/** How the per-address limits are counted right now, as health reports it. */
export type LimiterState =
  /** No REDIS_URL: each instance counts its own. */
  | 'local'
  /** Redis answers: every instance shares the counts. */
  | 'shared'
  /** REDIS_URL is set but Redis does not answer in time: each instance counts its own until it does again. */
  | 'degraded';

export interface LimiterStatus {
  state(): LimiterState;
}

/**
 * The bounds of a rate-limit call to Redis. A limited call must never wait on Redis: with Redis down each one used to
 * wait 1 to 4 seconds, longer each time, while health said 200.
 */
export const REDIS_LIMITER_POLICY = {
  /** A count Redis has not answered within this is counted by the instance instead. */
  answerWithinMs: 50,
  /** Consecutive failures (errors or time-outs) that open the breaker. */
  failuresToOpen: 3,
  /** While open, Redis is not asked at all; then one call tries it again. */
  openForMs: 5000,
  /** Opening the TCP connection. */
  connectTimeoutMs: 500,
  /** How long start-up waits for Redis before serving with per-instance counts. */
  readyWaitMs: 1000,
  /** The longest pause between reconnection attempts. */
  maxReconnectDelayMs: 2000,
} as const;

/**
 * ioredis settings for the limiter: a command is refused at once while the connection is not ready (no offline
 * queue, no retries per request), so a down Redis costs a call nothing; reconnection goes on in the background.
 */
export const LIMITER_REDIS_OPTIONS: RedisOptions = {
  connectTimeout: REDIS_LIMITER_POLICY.connectTimeoutMs,
  commandTimeout: 1000,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  retryStrategy: (attempt) => Math.min(attempt * 100, REDIS_LIMITER_POLICY.maxReconnectDelayMs),
};

type Incr = FastifyRateLimitStore['incr'];
type IncrWithWindow = (key: string, callback: Parameters<Incr>[1], timeWindow: number, max: number) => void;
interface PluginStore {
  incr: IncrWithWindow;
  child(routeOptions: unknown): PluginStore;
}
type PluginStoreCtor = new (...args: unknown[]) => PluginStore;

// The plugin's own stores (Redis with its Lua script, and the in-memory one), so counting stays exactly the plugin's.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as PluginStoreCtor;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as PluginStoreCtor;

/** Opens after consecutive failures; while open, calls go straight to the fallback; one call tries Redis after. */
const createBreaker = (now: () => number, onOpen: () => void) => {
  let failures = 0;
  let openUntil = 0;
  return {
    allows: () => now() >= openUntil,
    failed: () => {
      failures += 1;
      if (failures >= REDIS_LIMITER_POLICY.failuresToOpen) {
        if (now() >= openUntil && failures === REDIS_LIMITER_POLICY.failuresToOpen) onOpen();
        openUntil = now() + REDIS_LIMITER_POLICY.openForMs;
      }
    },
    succeeded: () => {
      failures = 0;
      openUntil = 0;
    },
    healthy: () => failures < REDIS_LIMITER_POLICY.failuresToOpen,
  };
};
type Breaker = ReturnType<typeof createBreaker>;

/** Asks Redis, and counts on this instance instead when Redis fails, is slow or the breaker is open. */
const resilientStore = (shared: PluginStore, local: PluginStore, breaker: Breaker, redis: Redis): PluginStore => ({
  incr: (key, callback, timeWindow, max) => {
    if (!breaker.allows() || redis.status !== 'ready') {
      local.incr(key, callback, timeWindow, max);
      return;
    }
    let settled = false;
    const fallBack = () => {
      settled = true;
      breaker.failed();
      local.incr(key, callback, timeWindow, max);
    };
    const timer = setTimeout(fallBack, REDIS_LIMITER_POLICY.answerWithinMs);
    shared.incr(
      key,
      (error, result) => {
        if (settled) return;
        clearTimeout(timer);
        if (error || result === undefined) {
          fallBack();
          return;
        }
        settled = true;
        breaker.succeeded();
        callback(null, result);
      },
      timeWindow,
      max,
    );
  },
  child: (routeOptions) => resilientStore(shared.child(routeOptions), local.child(routeOptions), breaker, redis),
});

/**
 * The rate-limit store for several instances: counts in Redis, and when Redis is unreachable or slow, within
 * `answerWithinMs`, on this instance (as with no Redis at all), so a limited call never waits and the limits still
 * hold per instance. `state()` says which, for health.
 */
export const createSharedLimiterStore = (redis: Redis, nameSpace: string, onOpen: () => void, now: () => number = () => performance.now()) => {
  const breaker = createBreaker(now, onOpen);
  // The plugin constructs its store with its resolved settings, which its types do not name.
  const Store = function (this: unknown, params: { readonly continueExceeding: boolean; readonly exponentialBackoff: boolean }) {
    return resilientStore(
      new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace),
      new LocalStore(params.continueExceeding, params.exponentialBackoff),
      breaker,
      redis,
    );
  } as unknown as FastifyRateLimitStoreCtor;
  const status: LimiterStatus = { state: () => (redis.status === 'ready' && breaker.healthy() ? 'shared' : 'degraded') };
  return { Store, status };
};

/** Resolves once Redis is ready, has failed once, or `readyWaitMs` passed: start-up never hangs on Redis. */
export const awaitRedisBriefly = (redis: Redis): Promise<void> =>
  new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, REDIS_LIMITER_POLICY.readyWaitMs);
    redis.once('ready', done);
    redis.once('error', done);
  });

export const LOCAL_LIMITER: LimiterStatus = { state: () => 'local' };
