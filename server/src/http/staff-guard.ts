import type { FastifyReply, FastifyRequest } from 'fastify';
import { STAFF_CREDENTIAL_REFUSALS } from '@manobal/core';
import type { StaffAuthenticator } from '../staff-auth/staff-authenticator';
import { sendStoreUnavailable } from './domain-outcome';
import { sendFail } from './envelope';

/**
 * A preHandler that sets `request.staffActor` from the person's session or personal access token, or answers
 * 401 (kind 'signed-out', which the console answers by opening sign-in) saying what to do. The refusal is logged with its reason, never the credential.
 */
export const createStaffGuard =
  (authenticate: StaffAuthenticator) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const outcome = await authenticate(request);
    if (outcome.isOk()) {
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
