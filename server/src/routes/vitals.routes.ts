import type { FastifyInstance } from 'fastify';
import { STAFF_PATH, VITALS_PATH } from '@manobal/core';
import { sendOutcome } from '../http/domain-outcome';
import { sendFail } from '../http/envelope';
import { isJsonContentType } from '../http/json-form';
import { SERVER_MESSAGES } from '../http/server.messages';
import type { RouteContext } from './route-context';

export const VITALS_BODY_LIMIT_BYTES = 2048;

const isPlainText = (contentType: string | undefined) => (contentType ?? '').split(';')[0]?.trim().toLowerCase() === 'text/plain';

/** Web-vitals beacons in, p75 per route out (staff only). */
export const registerVitalsRoutes = (app: FastifyInstance, ctx: RouteContext): void => {
  const { useCases, config } = ctx;

  app.post(
    VITALS_PATH,
    { bodyLimit: VITALS_BODY_LIMIT_BYTES, config: { rateLimit: { max: config.rateLimits.vitalsPerMinute, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const contentType = request.headers['content-type'];
      let body: unknown = request.body;
      // navigator.sendBeacon sends a string as text/plain.
      if (isPlainText(contentType) && typeof body === 'string') {
        try {
          body = JSON.parse(body);
        } catch {
          return sendFail(reply, 400, SERVER_MESSAGES.invalidJson);
        }
      } else if (!isJsonContentType(contentType)) {
        return sendFail(reply, 415, SERVER_MESSAGES.jsonOnly);
      }
      return sendOutcome(request, reply, await useCases.recordVital(body), () => ({ status: 201, msg: SERVER_MESSAGES.vitalsRecorded }));
    },
  );

  // Page-speed figures of the whole site: nobody's personal data, so any staff person may read them.
  app.get(`${STAFF_PATH}/vitals`, { preHandler: ctx.staffAccess(['self']) }, async (request, reply) =>
    sendOutcome(request, reply, await useCases.summarizeVitals(), (routes) => ({ status: 200, msg: SERVER_MESSAGES.listed, data: { routes } })),
  );
};
