import type { FastifyReply, FastifyRequest } from 'fastify';
import { STAFF_CREDENTIAL_REFUSALS, STAFF_SIGN_IN_MESSAGES } from '@manobal/core';
import type { StaffAuthenticator } from '../staff-auth/staff-authenticator';
import { comesFromOwnOrigin, isStateChanging } from '../staff-auth/staff-session-cookie';
import { sendStoreUnavailable } from './domain-outcome';
import { sendFail } from './envelope';

/**
 * A preHandler that sets `request.staffActor` from the person's session or personal access token, or answers
 * 401 (kind 'signed-out', which the console answers by opening sign-in) saying what to do. The refusal is logged with its reason, never the credential.
 * A session cookie is the browser's own, sent with any request to this site: a request that changes something with
 * it must come from the console's own origin (403, kind 'cross-site-request'), so another site cannot forge one.
 */
export const createStaffGuard =
  (authenticate: StaffAuthenticator, publicOrigin: string | undefined) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const outcome = await authenticate(request);
    if (outcome.isOk()) {
      if (outcome.value.credential === 'session' && isStateChanging(request) && !comesFromOwnOrigin(request, publicOrigin)) {
        request.log.info({ refusal: 'cross-site-request', origin: request.headers.origin ?? null }, 'staff session request from another origin refused');
        await sendFail(reply, 403, STAFF_SIGN_IN_MESSAGES.crossSiteRequest, undefined, 'cross-site-request');
        return;
      }
      request.staffActor = outcome.value;
      return;
    }
    const error = outcome.error;
    if (error.kind === 'store-unavailable') {
      await sendStoreUnavailable(request, reply);
      return;
    }
    request.log.info({ refusal: error.reason }, 'staff credential refused');
    reply.header('www-authenticate', 'Bearer');
    await sendFail(reply, 401, STAFF_CREDENTIAL_REFUSALS[error.reason], undefined, error.kind);
  };
