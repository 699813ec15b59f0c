import type { FastifyReply, FastifyRequest } from 'fastify';
import { reachOf, rolesAllow, STAFF_SIGN_IN_MESSAGES, stepUpFresh, type Clock, type StaffActor, type StaffPermission } from '@manobal/core';
import { sendFail } from './envelope';
import { SERVER_MESSAGES } from './server.messages';

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff person behind this request, set by the staff guard before any staff route runs. */
    staffActor?: StaffActor;
  }
}

/** The person behind a staff request; a staff route reached without the guard is a bug, not a refusal. */
export const actorOf = (request: FastifyRequest): StaffActor => {
  if (request.staffActor === undefined) throw new Error(`staff route ${request.url} ran without the staff guard`);
  return request.staffActor;
};

const forbidden = (reply: FastifyReply) => sendFail(reply, 403, SERVER_MESSAGES.staffForbidden, undefined, 'forbidden');

/**
 * A preHandler that answers 403 (kind 'forbidden') unless the person's roles give one of the call's permissions:
 * the role table decides, whatever the console shows. A call open to them only through an `.own` permission
 * while no directory entry is linked to them reaches nothing, so it is refused too.
 */
export const requirePermission =
  (allow: readonly StaffPermission[]) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const actor = request.staffActor;
    if (actor === undefined || !rolesAllow(actor.roles, allow) || reachOf(actor, allow).kind === 'none') await forbidden(reply);
  };

/**
 * For a call on one therapist's entry (`{id}` in the path): a person who reaches it only through an `.own`
 * permission may act on their own entry alone; another therapist's is 403.
 */
export const requireOwnEntry =
  (allow: readonly StaffPermission[]) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const actor = request.staffActor;
    if (actor === undefined) return void (await forbidden(reply));
    const reach = reachOf(actor, allow);
    const id = (request.params as { id?: string }).id;
    if (reach.kind === 'none' || (reach.kind === 'own' && id !== reach.therapistId)) await forbidden(reply);
  };

/**
 * A preHandler for what opens sensitive data (an Aadhaar number, an applicant's document): 403 (kind
 * 'step-up-required') unless the person proved their password and second factor within the last five minutes. A
 * personal access token never has (its actor has no verifiedAt): such data opens only in a console session.
 */
export const requireStepUp =
  (clock: Clock) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const actor = request.staffActor;
    if (actor === undefined || !stepUpFresh(actor.verifiedAt, clock.now())) await sendFail(reply, 403, SERVER_MESSAGES.stepUpRequired, undefined, 'step-up-required');
  };

/** A preHandler for a call only a console session makes (a step-up, signing this session out): 403 (kind 'session-required') for a token. */
export const requireSession = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
  if (request.staffActor?.credential !== 'session') await sendFail(reply, 403, STAFF_SIGN_IN_MESSAGES.sessionRequired, undefined, 'session-required');
};
