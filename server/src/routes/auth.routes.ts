import type { FastifyInstance } from 'fastify';
import { CALL_MESSAGES, ENDPOINTS } from '@manobal/core';
import { sendOutcome } from '../http/domain-outcome';
import { sendFail } from '../http/envelope';
import { isJsonContentType } from '../http/json-form';
import { SERVER_MESSAGES } from '../http/server.messages';
import type { RouteContext } from './route-context';

/**
 * Signup and login (spec section 7), each under a per-address limit sized for a classroom behind one
 * address; login is also limited per account (core's logIn with the LoginThrottle port). Neither answer says
 * whether an account exists (server README, "Accounts").
 */
export const registerAuthRoutes = (app: FastifyInstance, ctx: RouteContext): void => {
  const { useCases, config } = ctx;
  const perAddress = { config: { rateLimit: { max: config.rateLimits.authPerMinute, timeWindow: '1 minute' } } };

  app.post(ENDPOINTS.signup.path, perAddress, async (request, reply) => {
    if (!isJsonContentType(request.headers['content-type'])) return sendFail(reply, 415, SERVER_MESSAGES.jsonOnly);
    return sendOutcome(request, reply, await useCases.signUp(request.body), () => ({ status: 201, msg: CALL_MESSAGES.signup.success }));
  });

  app.post(ENDPOINTS.login.path, perAddress, async (request, reply) => {
    if (!isJsonContentType(request.headers['content-type'])) return sendFail(reply, 415, SERVER_MESSAGES.jsonOnly);
    return sendOutcome(request, reply, await useCases.logIn(request.body), ({ accessToken, user }) => ({
      status: 200,
      msg: CALL_MESSAGES.login.success,
      data: { access_token: accessToken, user },
    }));
  });
};
