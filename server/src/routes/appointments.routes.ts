import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APPOINTMENT_PATHS, IDEMPOTENCY_HEADER, toAppointmentView, toKolkataIsoString, type AppointmentView } from '@manobal/core';
import { bearerToken } from '../auth/user-tokens';
import { sendDomainError, sendOutcome, type Success } from '../http/domain-outcome';
import { sendFail, sendOk } from '../http/envelope';
import { isJsonContentType } from '../http/json-form';
import { SERVER_MESSAGES } from '../http/server.messages';
import { createStaffGuard } from '../http/staff-guard';
import type { RouteContext } from './route-context';

const refuseNonJson = (request: FastifyRequest, reply: FastifyReply): FastifyReply | null =>
  isJsonContentType(request.headers['content-type']) ? null : sendFail(reply, 415, SERVER_MESSAGES.jsonOnly);

const referenceOf = (request: FastifyRequest): unknown => (request.params as { reference?: unknown }).reference;

const shown =
  (msg: string) =>
  (appointment: AppointmentView): Success => ({ status: 200, msg, data: appointment });

/**
 * Appointments (issue 14): hold a slot, confirm it, and manage it without an account using the manage token in
 * the Authorization header (never in the URL, and the logger redacts the header); a signed-in person's list;
 * the staff listing; and logout, which ends an access token on the server for every instance.
 */
export const registerAppointmentRoutes = (app: FastifyInstance, ctx: RouteContext): void => {
  const { useCases, userTokens, config } = ctx;
  const forms = { config: { rateLimit: { max: config.rateLimits.formsPerMinute, timeWindow: '1 minute' } } };
  const reads = { config: { rateLimit: { max: config.rateLimits.apiReadPerMinute, timeWindow: '1 minute' } } };

  app.post(APPOINTMENT_PATHS.holds, forms, async (request, reply) =>
    refuseNonJson(request, reply) ??
    sendOutcome(request, reply, await useCases.holdSlot(request.body), ({ holdId, expiresAt }) => ({
      status: 201,
      msg: SERVER_MESSAGES.slotHeld,
      data: { hold_id: holdId, expires_at: toKolkataIsoString(expiresAt) },
    })),
  );

  app.post(APPOINTMENT_PATHS.appointments, forms, async (request, reply) => {
    const refused = refuseNonJson(request, reply);
    if (refused) return refused;
    // A signed-in person's booking is linked to their account; a token that is no longer valid is refused rather
    // than silently booking without the account.
    const user = await userTokens.authenticate(request.headers.authorization);
    if (user.kind === 'invalid') return sendDomainError(request, reply, { kind: 'unauthorized' });
    const confirmed = await useCases.confirmAppointment({
      payload: request.body,
      idempotencyKey: request.headers[IDEMPOTENCY_HEADER.toLowerCase()],
      userId: user.kind === 'user' ? user.userId : null,
    });
    return sendOutcome(request, reply, confirmed, ({ appointment, manageToken, replayed }) => ({
      status: 201,
      msg: SERVER_MESSAGES.appointmentConfirmed,
      data: { ...toAppointmentView(appointment), manage_token: manageToken },
      ...(replayed ? { headers: { 'idempotent-replayed': 'true' } } : {}),
    }));
  });

  app.get(APPOINTMENT_PATHS.appointment, reads, async (request, reply) => {
    const manage = { reference: referenceOf(request), token: bearerToken(request.headers.authorization) };
    return sendOutcome(request, reply, await useCases.showAppointment(manage), shown(SERVER_MESSAGES.listed));
  });

  app.post(APPOINTMENT_PATHS.cancel, forms, async (request, reply) => {
    const manage = { reference: referenceOf(request), token: bearerToken(request.headers.authorization) };
    return sendOutcome(request, reply, await useCases.cancelAppointment(manage), shown(SERVER_MESSAGES.appointmentCancelled));
  });

  app.post(APPOINTMENT_PATHS.reschedule, forms, async (request, reply) => {
    const refused = refuseNonJson(request, reply);
    if (refused) return refused;
    const manage = { reference: referenceOf(request), token: bearerToken(request.headers.authorization), payload: request.body };
    return sendOutcome(request, reply, await useCases.rescheduleAppointment(manage), shown(SERVER_MESSAGES.appointmentRescheduled));
  });

  app.get(APPOINTMENT_PATHS.mine, reads, async (request, reply) => {
    const user = await userTokens.authenticate(request.headers.authorization);
    if (user.kind !== 'user') return sendDomainError(request, reply, { kind: 'unauthorized' });
    return sendOutcome(request, reply, await useCases.listMyAppointments(user.userId), (mine) => ({ status: 200, msg: SERVER_MESSAGES.listed, data: mine }));
  });

  app.post(APPOINTMENT_PATHS.logout, forms, async (request, reply) => {
    if (bearerToken(request.headers.authorization) === undefined) return sendDomainError(request, reply, { kind: 'unauthorized' });
    // Logging out twice, or with a token that already expired, is still logged out.
    await userTokens.revoke(request.headers.authorization);
    return sendOk(reply, 200, SERVER_MESSAGES.loggedOut);
  });

  if (config.staffToken) {
    const guard = createStaffGuard(config.staffToken);
    app.get(APPOINTMENT_PATHS.staff, { ...reads, preHandler: guard }, async (request, reply) =>
      sendOutcome(request, reply, await useCases.listStaffAppointments(request.query ?? {}), (items) => ({
        status: 200,
        msg: SERVER_MESSAGES.listed,
        data: { items },
      })),
    );
  }
};
