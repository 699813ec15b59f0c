import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OPERATOR_ACTOR } from '@manobal/core';
import { sendFail } from './envelope';
import { SERVER_MESSAGES } from './server.messages';

const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/** Whether an Authorization header carries the staff token; digests make the comparison constant-time. */
export const bearerMatches = (header: string | undefined, expectedDigest: Buffer): boolean => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  const candidate = digest(match?.[1] ?? '');
  return timingSafeEqual(candidate, expectedDigest) && match !== null;
};

/** A preHandler that answers 401 unless the request carries `Authorization: Bearer <staff token>`. */
export const createStaffGuard = (staffToken: string) => {
  const expected = digest(staffToken);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!bearerMatches(request.headers.authorization, expected)) {
      reply.header('www-authenticate', 'Bearer');
      await sendFail(reply, 401, SERVER_MESSAGES.staffTokenRequired, undefined, 'signed-out');
      return;
    }
    request.staffActor = OPERATOR_ACTOR;
  };
};
