import type { FastifyInstance } from 'fastify';
import { OPENAPI_PATH } from '@manobal/core';
import { buildOpenApiDocument } from '../openapi/openapi-document';
import type { RouteContext } from './route-context';

export const registerOpenApiRoutes = (app: FastifyInstance, ctx: RouteContext): void => {
  const document = buildOpenApiDocument({ staff: ctx.config.staffToken !== undefined });
  app.get(OPENAPI_PATH, async (_request, reply) => reply.type('application/json; charset=utf-8').send(document));
};
