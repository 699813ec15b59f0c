import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CALL_MESSAGES, ENDPOINTS, IDEMPOTENCY_HEADER, type Submitted } from '@manobal/core';
import { sendOutcome, type Success } from '../http/domain-outcome';
import { sendFail } from '../http/envelope';
import { isJsonContentType } from '../http/json-form';
import { SERVER_MESSAGES } from '../http/server.messages';
import type { RouteContext } from './route-context';

/** A body that is not JSON is refused before any use case sees it. */
const refuseNonJson = (request: FastifyRequest, reply: FastifyReply): FastifyReply | null =>
  isJsonContentType(request.headers['content-type']) ? null : sendFail(reply, 415, SERVER_MESSAGES.jsonOnly);

const created =
  (msg: string) =>
  ({ id }: Submitted): Success => ({ status: 201, msg, data: { id } });

/** The four public forms of spec section 7: refer a person, contact us, volunteer, book a session. */
export const registerWebpointsRoutes = (app: FastifyInstance, ctx: RouteContext): void => {
  const { useCases } = ctx;

  app.post(ENDPOINTS.referPerson.path, async (request, reply) =>
    refuseNonJson(request, reply) ?? sendOutcome(request, reply, await useCases.referPerson(request.body), created(CALL_MESSAGES.referPerson.success)),
  );

  app.post(ENDPOINTS.contactUs.path, async (request, reply) =>
    refuseNonJson(request, reply) ?? sendOutcome(request, reply, await useCases.contactUs(request.body), created(CALL_MESSAGES.contactUs.success)),
  );

  app.post(ENDPOINTS.volunteer.path, async (request, reply) =>
    refuseNonJson(request, reply) ??
    sendOutcome(request, reply, await useCases.submitVolunteerFeedback(request.body), created(CALL_MESSAGES.volunteer.success)),
  );

  app.post(ENDPOINTS.bookSession.path, async (request, reply) => {
    const refused = refuseNonJson(request, reply);
    if (refused) return refused;
    const booked = await useCases.bookSession({ payload: request.body, idempotencyKey: request.headers[IDEMPOTENCY_HEADER.toLowerCase()] });
    // The first answer to a booking, given again (marked as a replay) to every retry with the same key.
    return sendOutcome(request, reply, booked, ({ id, replayed }) => ({
      status: 201,
      msg: CALL_MESSAGES.bookSession.success,
      data: { id },
      ...(replayed ? { headers: { 'idempotent-replayed': 'true' } } : {}),
    }));
  });
};
