import type { FastifyInstance } from 'fastify';
import { parseLastEventId, STAFF_EVENTS_PATH, URGENT_QUEUE_POLICY } from '@manobal/core';
import { sendStoreUnavailable } from '../http/domain-outcome';
import type { RouteContext } from '../routes/route-context';
import { openEventStream } from './staff-event-stream';

/**
 * GET /api/v1/staff/events: the urgent queue's server-sent events for people who work call-backs (behind the staff
 * guard, like every staff call). A console that reconnects names the last event it saw (the browser's Last-Event-ID
 * header, or `?last_event_id=` when it opens a new stream itself) and is sent every event after it, from the table, so
 * nothing is missed across a restart of this or any instance; a new console starts after the latest event. The
 * stream holds no database connection between reads and counts against no visitor's rate limit.
 */
export const registerStaffEventRoutes = (app: FastifyInstance, ctx: RouteContext): void => {
  const open = new Set<{ readonly close: () => void }>();
  // An open stream would keep the server from closing: each is ended first (browsers reconnect on their own).
  app.addHook('preClose', async () => {
    for (const stream of [...open]) stream.close();
  });
  app.get(
    STAFF_EVENTS_PATH,
    { preHandler: ctx.staffAccess(['callbacks.work']), config: { rateLimit: false } },
    async (request, reply) => {
      const header = request.headers['last-event-id'];
      const query = (request.query as Record<string, unknown>).last_event_id;
      const named = parseLastEventId(typeof header === 'string' ? header : typeof query === 'string' ? query : undefined);
      let after: number;
      try {
        after = named ?? (await ctx.store.staffEvents.latestId());
      } catch (error) {
        return sendStoreUnavailable(request, reply, error);
      }
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        // nginx would otherwise hold the events back to fill its buffer.
        'x-accel-buffering': 'no',
        // The connection is the stream's alone: when the server ends it (a restart), the socket goes with it, instead
        // of lingering as keep-alive and holding the shutdown for the keep-alive wait.
        connection: 'close',
      });
      const stream = openEventStream({
        log: ctx.store.staffEvents,
        response: reply.raw,
        after,
        retryMs: URGENT_QUEUE_POLICY.reconnectMs,
        onClose: () => open.delete(stream),
      });
      open.add(stream);
    },
  );
};
