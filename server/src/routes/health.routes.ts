import type { FastifyInstance } from 'fastify';
import { CONFIRM_CAPS, HEALTH_PATH, HOLD_CAPS, type BookingCap } from '@manobal/core';
import { sendFail, sendOk } from '../http/envelope';
import { STORE_RETRY_AFTER_SECONDS } from '../http/error-handler';
import { SERVER_MESSAGES } from '../http/server.messages';
import type { RouteContext } from './route-context';

/**
 * Write probes (a one-row upsert in the database, a 4 KB file in the upload directory) run at most this often;
 * health checks in between reuse the last result, so a balancer polling every second does not wear the disk.
 */
export const WRITE_PROBE_INTERVAL_MS = 5000;

/**
 * The booking caps' refusal counts are read from the store at most this often: every instance shows the same
 * totals (they are kept in the database), at most a second old, without a query on every balancer probe.
 */
export const CAP_REFUSALS_INTERVAL_MS = 1000;

/**
 * A database read that answered is trusted for this long: a balancer polling many times a second costs one
 * `select 1` a second, and a database that stops answering turns health 503 within this time. A read that
 * failed is not reused: the next check asks the database again, so health turns 200 as soon as it answers.
 */
export const HEALTH_READ_INTERVAL_MS = 1000;

type Probe = () => Promise<void>;

/** Monotonic milliseconds (performance.now): the wall clock may jump. */
export type MonotonicNow = () => number;

/**
 * A probe whose success is reused for `intervalMs`; callers while it runs share it; a failure is passed on to
 * the callers that shared it and then forgotten.
 */
export const reusingSuccess = (probe: Probe, intervalMs: number, now: MonotonicNow = () => performance.now()): (() => Promise<void>) => {
  let last: { readonly at: number; readonly read: Promise<void> } | undefined;
  return () => {
    const at = now();
    if (last === undefined || at - last.at >= intervalMs) {
      const read = probe();
      const current = { at, read };
      last = current;
      read.catch(() => {
        if (last === current) last = undefined;
      });
    }
    return last.read;
  };
};

/** Holds and bookings the booking caps refused, by cap: counts only, nothing about who was refused. */
const capRefusalsOf = (refused: Readonly<Record<BookingCap, number>>) => ({
  holds_refused: Object.fromEntries(HOLD_CAPS.map((cap) => [cap, refused[cap]])),
  bookings_refused: Object.fromEntries(CONFIRM_CAPS.map((cap) => [cap, refused[cap]])),
});

/** A probe run at most once per interval (monotonic time): concurrent and later callers share its outcome. */
const rateLimited = (probe: Probe, intervalMs: number): (() => Promise<unknown>) => {
  let last: { readonly at: number; readonly failure: Promise<unknown> } | undefined;
  return () => {
    const now = performance.now();
    if (last === undefined || now - last.at >= intervalMs) {
      last = { at: now, failure: probe().then(() => undefined, (error: unknown) => error ?? new Error('write probe failed')) };
    }
    return last.failure;
  };
};

/**
 * For load balancers: 200 while the database answers and the store and upload directory can write; 503 with
 * Retry-After otherwise (the database gone, a full disk), so traffic goes to an instance that can keep it.
 */
export const registerHealthRoutes = (app: FastifyInstance, ctx: RouteContext): void => {
  const storeWrites = rateLimited(() => ctx.store.probeWrite(), WRITE_PROBE_INTERVAL_MS);
  const uploadsWrite = rateLimited(() => ctx.files.probeWrite(), WRITE_PROBE_INTERVAL_MS);
  const storeReads = reusingSuccess(() => ctx.store.ping(), HEALTH_READ_INTERVAL_MS);
  let refusals: { readonly at: number; readonly read: Promise<ReturnType<typeof capRefusalsOf> | null> } | undefined;
  const capRefusals = () => {
    const now = performance.now();
    if (refusals === undefined || now - refusals.at >= CAP_REFUSALS_INTERVAL_MS) {
      refusals = { at: now, read: ctx.store.appointments.capRefusals().match(capRefusalsOf, () => null) };
    }
    return refusals.read;
  };

  // How long the oldest due message has waited: a worker that stopped, or SMTP down for long, shows here first.
  let outboxRead: { readonly at: number; readonly read: Promise<{ oldest_due_seconds: number } | null> } | undefined;
  const outboxAge = () => {
    const now = performance.now();
    if (outboxRead === undefined || now - outboxRead.at >= CAP_REFUSALS_INTERVAL_MS) {
      const at = ctx.clock.now();
      outboxRead = {
        at: now,
        read: ctx.store.outbox.oldestDue(at).match(
          (oldest) => ({ oldest_due_seconds: oldest === null ? 0 : Math.max(0, Math.floor((at.getTime() - oldest.getTime()) / 1000)) }),
          () => null,
        ),
      };
    }
    return outboxRead.read;
  };

  // A few hundred bytes, always under compression's threshold: the compressor's hooks would run for nothing.
  app.get(HEALTH_PATH, { compress: false }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    let failure: unknown;
    try {
      await storeReads();
      failure = (await storeWrites()) ?? (await uploadsWrite());
    } catch (error) {
      failure = error;
    }
    if (failure !== undefined) {
      request.log.error({ err: failure }, 'health check: store cannot read or write');
      reply.header('retry-after', String(STORE_RETRY_AFTER_SECONDS));
      return sendFail(reply, 503, SERVER_MESSAGES.storeUnavailable);
    }
    const [caps, outbox] = await Promise.all([capRefusals(), outboxAge()]);
    // A degraded limiter (Redis not answering) keeps health at 200: each instance still counts its own limits.
    return sendOk(reply, 200, SERVER_MESSAGES.healthy, { store: ctx.store.engine, limiter: ctx.limiter.state(), ...(caps === null ? {} : { booking_caps: caps }), ...(outbox === null ? {} : { outbox }) });
  });
};
