import { errAsync, type ResultAsync } from 'neverthrow';
import type { FastifyRequest } from 'fastify';
import {
  authenticateAccessToken,
  authenticateStaffSession,
  staffUnauthorized,
  type Clock,
  type StaffActor,
  type StaffSecrets,
  type StaffUnauthorized,
  type StoreUnavailable,
} from '@manobal/core';
import type { Store } from '../store/store.port';
import { sessionTokenOf } from './staff-session-cookie';

/** Who is behind a staff request, or why nobody is. */
export type StaffAuthenticator = (request: FastifyRequest) => ResultAsync<StaffActor, StaffUnauthorized | StoreUnavailable>;

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * A personal access token in `Authorization: Bearer …` (the CLI, scripts) or a console session's cookie names the
 * person; a bearer wins when a request carries both. Nothing else does: the shared STAFF_TOKEN of old opens nothing.
 */
export const createStaffAuthenticator = (deps: { readonly store: Store; readonly clock: Clock; readonly secrets: StaffSecrets }): StaffAuthenticator => {
  const byToken = authenticateAccessToken({ tokens: deps.store.staffTokens, secrets: deps.secrets, clock: deps.clock });
  const bySession = authenticateStaffSession({ sessions: deps.store.staffSessions, secrets: deps.secrets, clock: deps.clock });
  return (request) => {
    const bearer = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (bearer !== undefined) return byToken(bearer);
    const session = sessionTokenOf(request);
    if (session !== null) return bySession(session);
    return errAsync(staffUnauthorized('missing'));
  };
};
