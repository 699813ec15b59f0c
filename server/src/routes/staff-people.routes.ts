import type { FastifyRequest } from 'fastify';
import { STAFF_MESSAGES, STAFF_PAGE_LIMITS, STAFF_PEOPLE_MESSAGES, type StaffPayloadCallName } from '@manobal/core';
import { actorOf } from '../http/staff-actor';
import { route, type CallRoute } from './call-route';

const pathId = (request: FastifyRequest): string => (request.params as { id: string }).id;
const requestOrigin = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;
const said =
  (msg: string, status: 200 | 201 = 200) =>
  (data: unknown) => ({ status, msg, data });

type PeopleCall = 'staffMyTokens' | 'staffCreateToken' | 'staffRevokeToken' | 'staffPeople' | 'staffInvitePerson' | 'staffChangePerson' | 'staffDeactivatePerson' | 'staffResetSecondFactor';

/** One's own access tokens, and the care team's people (admins), as staff calls. */
export const STAFF_PEOPLE_CALL_ROUTES: Readonly<Record<PeopleCall & StaffPayloadCallName, CallRoute>> = {
  staffMyTokens: route((uc, _input, request) => uc.staff.listTokens(actorOf(request)), said(STAFF_MESSAGES.listed), {
    status: 200,
    summary: 'Staff: my personal access tokens (never their secrets), newest first',
  }),
  staffCreateToken: route((uc, input, request) => uc.staff.issueToken(actorOf(request), input), said(STAFF_PEOPLE_MESSAGES.tokenCreated, 201), {
    status: 201,
    summary: 'Staff: a new personal access token for the CLI or a script, acting with my roles; its secret is in this answer only',
  }),
  staffRevokeToken: route((uc, input, request) => uc.staff.revokeToken(actorOf(request), input), said(STAFF_PEOPLE_MESSAGES.tokenRevoked), {
    status: 200,
    summary: 'Staff: revoke one of my personal access tokens; it is refused from the next request on',
    refusals: { '404': 'You have no access token with this id' },
  }),
  staffPeople: route((uc, input) => uc.staff.listPeople(input), said(STAFF_MESSAGES.listed), {
    status: 200,
    summary: "Staff (admin): the care team's people, active first, a page at a time",
    description: `?page=&limit= (limit at most ${STAFF_PAGE_LIMITS.maxLimit}, ${STAFF_PAGE_LIMITS.defaultLimit} by default).`,
  }),
  staffInvitePerson: route((uc, input, request) => uc.staff.invitePerson(input).map((issued) => uc.staff.linkOf(issued, requestOrigin(request))), said(STAFF_PEOPLE_MESSAGES.invited, 201), {
    status: 201,
    summary: 'Staff (admin): invite a person with their roles: a one-time enrolment link, valid 72 hours',
    refusals: { '409': 'A staff person with this e-mail exists already' },
  }),
  staffChangePerson: route((uc, input, request) => uc.staff.changePerson({ ...(input as object), id: pathId(request) }), said(STAFF_PEOPLE_MESSAGES.personChanged), {
    status: 200,
    summary: "Staff (admin): change a person's roles or the therapist entry linked to them",
    refusals: { '404': 'No staff person has this id' },
  }),
  staffDeactivatePerson: route((uc, _input, request) => uc.staff.deactivatePerson({ id: pathId(request) }), said(STAFF_PEOPLE_MESSAGES.deactivated), {
    status: 200,
    summary: 'Staff (admin): deactivate a person; their sessions and access tokens end at once',
    refusals: { '404': 'No staff person has this id' },
  }),
  staffResetSecondFactor: route(
    (uc, _input, request) => uc.staff.resetSecondFactor({ id: pathId(request) }).map((issued) => uc.staff.linkOf(issued, requestOrigin(request))),
    said(STAFF_PEOPLE_MESSAGES.secondFactorReset),
    {
      status: 200,
      summary: "Staff (admin): reset a person's second factor (a lost phone): their second factors and sessions end, and a one-time link (72 hours) lets them set up a new one",
      refusals: { '404': 'No staff person has this id' },
    },
  ),
};
