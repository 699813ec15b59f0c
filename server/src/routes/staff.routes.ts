import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { STAFF_CONTRACT, STAFF_MESSAGES, STAFF_PATH, validateWith, type StaffPayloadCallName } from '@manobal/core';
import { sendOk, sendRefusal } from '../http/envelope';
import { SERVER_MESSAGES } from '../http/server.messages';
import { createStaffGuard } from '../http/staff-guard';
import { APPOINTMENT_STAFF_CALL_ROUTES } from './appointments.routes';
import { registerContractRoute, route, type CallRoute } from './call-route';
import type { RouteContext } from './route-context';
import { THERAPIST_STAFF_CALL_ROUTES } from './therapists.routes';
import { STAFF_COLLECTIONS } from './staff-collections';

export const STAFF_PAGE_LIMITS = { defaultLimit: 50, maxLimit: 100 } as const;

const PAGE_MESSAGES = {
  page: 'page must be a whole number from 1',
  limit: `limit must be a whole number from 1 to ${STAFF_PAGE_LIMITS.maxLimit}`,
} as const;

const wholeNumber = (message: string, max: number, fallback: number) =>
  z
    .string({ error: message })
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().min(1, message).max(max, message))
    .default(fallback);

export const pageQuerySchema = z.object({
  page: wholeNumber(PAGE_MESSAGES.page, 1_000_000_000, 1),
  limit: wholeNumber(PAGE_MESSAGES.limit, STAFF_PAGE_LIMITS.maxLimit, STAFF_PAGE_LIMITS.defaultLimit),
});

/**
 * Every call of core's staff contract but the photo upload (a multipart transport of its own, therapists.routes.ts),
 * by name: the compiler asks for an entry here when the table gains a call.
 */
export const STAFF_CALL_ROUTES: Readonly<Record<StaffPayloadCallName, CallRoute>> = {
  ...THERAPIST_STAFF_CALL_ROUTES,
  ...APPOINTMENT_STAFF_CALL_ROUTES,
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
      const query = validateWith(pageQuerySchema, request.query ?? {});
      if (query.isErr()) return sendRefusal(reply, { status: 400, msg: query.error.message, errors: query.error.fieldErrors });
      return sendOk(reply, 200, SERVER_MESSAGES.listed, await collection.list(store, query.value));
    });
  }
};
