import type { FastifyInstance } from 'fastify';
import { HEALTH_PATH } from '@manobal/core';
import { sendFail, sendOk } from '../http/envelope';
import { SERVER_MESSAGES } from '../http/server.messages';
import type { RouteContext } from './route-context';

/** For load balancers: 200 while the database answers, 503 when it does not. */
export const registerHealthRoutes = (app: FastifyInstance, ctx: RouteContext): void => {
  app.get(HEALTH_PATH, async (request, reply) => {
    try {
      await ctx.store.ping();
    } catch (error) {
      request.log.error({ err: error }, 'health check: store not answering');
      return sendFail(reply, 503, SERVER_MESSAGES.storeUnavailable);
    }
    reply.header('cache-control', 'no-store');
    return sendOk(reply, 200, SERVER_MESSAGES.healthy, { store: ctx.store.engine });
  });
};
