import type { FastifyInstance } from 'fastify';
import { pageRequestSchema, STAFF_CONTRACT, STAFF_MESSAGES, STAFF_PAGE_LIMITS, STAFF_PATH, validateWith, type StaffPayloadCallName } from '@manobal/core';
import { sendOk, sendRefusal } from '../http/envelope';
import { SERVER_MESSAGES } from '../http/server.messages';
import { createStaffGuard } from '../http/staff-guard';
import { APPOINTMENT_STAFF_CALL_ROUTES } from './appointments.routes';
import { registerContractRoute, route, type CallRoute } from './call-route';
import type { RouteContext } from './route-context';
import { THERAPIST_STAFF_CALL_ROUTES } from './therapists.routes';
import { STAFF_COLLECTIONS } from './staff-collections';


/**
 * Every call of core's staff contract but the photo upload (a multipart transport of its own, therapists.routes.ts),
 * by name: the compiler asks for an entry here when the table gains a call.
 */
export const STAFF_CALL_ROUTES: Readonly<Record<StaffPayloadCallName, CallRoute>> = {
  ...THERAPIST_STAFF_CALL_ROUTES,
  ...APPOINTMENT_STAFF_CALL_ROUTES,
  staffCallbacks: route((uc, input) => uc.listCallbacks(input), (data) => ({ status: 200, msg: STAFF_MESSAGES.listed, data }), {
    status: 200,
    summary: 'Staff: requests to be phoned by the care team: waiting ones first, urgent ones (a crisis) before the others, then newest first',
    description: `?page=&limit= as the other staff listings (limit at most ${STAFF_PAGE_LIMITS.maxLimit}, ${STAFF_PAGE_LIMITS.defaultLimit} by default). The phone is the 10-digit mobile to call.`,
  }),
  staffMarkCallback: route((uc, input, request) => uc.markCallback({ ...(input as object), id: (request.params as { id: string }).id }), (data) => ({ status: 200, msg: STAFF_MESSAGES.saved, data }), {
    status: 200,
    summary: 'Staff: mark a call-back request done once someone has called, or waiting again (waiting ones are listed first)',
    refusals: { '404': 'No call-back request has this id' },
  }),
};

/**
 * The staff calls (STAFF_CALL_ROUTES) and the read-only staff listings (STAFF_COLLECTIONS, newest first), each
 * behind the staff guard. Registered only when STAFF_TOKEN is set.
 */
export const registerStaffRoutes = (app: FastifyInstance, ctx: RouteContext): void => {
  const { config, store } = ctx;
  if (!config.staffToken) return;
  const guard = createStaffGuard(config.staffToken);
  for (const [call, callRoute] of Object.entries(STAFF_CALL_ROUTES) as [StaffPayloadCallName, CallRoute][]) registerContractRoute(app, ctx, STAFF_CONTRACT[call], callRoute, guard);

  for (const collection of STAFF_COLLECTIONS) {
    app.get(`${STAFF_PATH}/${collection.name}`, { preHandler: guard }, async (request, reply) => {
      const query = validateWith(pageRequestSchema, request.query ?? {});
      if (query.isErr()) return sendRefusal(reply, { status: 400, msg: query.error.message, errors: query.error.fieldErrors });
      return sendOk(reply, 200, SERVER_MESSAGES.listed, await collection.list(store, query.value));
    });
  }
};
