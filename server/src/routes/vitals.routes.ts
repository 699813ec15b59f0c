import type { FastifyInstance } from 'fastify';
import { STAFF_PATH, validateWith, VITALS_PATH } from '@manobal/core';
import { sendFail, sendOk, sendRefusal } from '../http/envelope';
import { isJsonContentType } from '../http/json-form';
import { SERVER_MESSAGES } from '../http/server.messages';
import { createStaffGuard } from '../http/staff-guard';
import { vitalBeaconSchema } from '@manobal/core';
import { summarizeVitals } from '../vitals/vitals-summary';
import type { RouteContext } from './route-context';

export const VITALS_BODY_LIMIT_BYTES = 2048;
/** How many recent samples the staff summary looks at. */
const SUMMARY_SAMPLE_LIMIT = 50_000;

const isPlainText = (contentType: string | undefined) => (contentType ?? '').split(';')[0]?.trim().toLowerCase() === 'text/plain';

/** Web-vitals beacons in, p75 per route out (staff only). */
export const registerVitalsRoutes = (app: FastifyInstance, ctx: RouteContext): void => {
  const { store, newId, timestamp, config } = ctx;

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
      const beacon = validateWith(vitalBeaconSchema, body);
      if (beacon.isErr()) return sendRefusal(reply, { status: 400, msg: beacon.error.message, errors: beacon.error.fieldErrors });
      const { name, value, id, route, rating } = beacon.value;
      await store.webVitals.add({ id: newId(), name, value, metric_id: id, route, rating: rating ?? null, created_at: timestamp() });
      return sendOk(reply, 201, SERVER_MESSAGES.vitalsRecorded);
    },
  );

  if (config.staffToken) {
    app.get(`${STAFF_PATH}/vitals`, { preHandler: createStaffGuard(config.staffToken) }, async (_request, reply) => {
      const rows = await store.webVitals.recent(SUMMARY_SAMPLE_LIMIT);
      return sendOk(reply, 200, SERVER_MESSAGES.listed, { routes: summarizeVitals(rows) });
    });
  }
};
