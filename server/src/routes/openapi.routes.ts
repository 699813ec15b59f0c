import type { FastifyInstance } from 'fastify';
import { OPENAPI_PATH, todayInKolkata } from '@manobal/core';
import { buildOpenApiDocument } from '../openapi/openapi-document';
import type { RouteContext } from './route-context';

export const registerOpenApiRoutes = (app: FastifyInstance, ctx: RouteContext): void => {
  const staff = true;
  // The booking example is dated tomorrow, so the document is rebuilt once a day (Kolkata) to stay valid.
  let built: { day: string; document: unknown } | null = null;
  app.get(OPENAPI_PATH, async (_request, reply) => {
    const day = todayInKolkata(ctx.clock);
    if (built?.day !== day) built = { day, document: buildOpenApiDocument({ staff, clock: ctx.clock }) };
    return reply.type('application/json; charset=utf-8').send(built.document);
  });
};
