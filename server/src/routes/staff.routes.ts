import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { AUDIT_READ_REASONS, toStaffWhoami, FOLLOWED_UP_COLLECTIONS, FORMS, RECORD_FORM_IDS, STAFF_CONTRACT, STAFF_MESSAGES, STAFF_PAGE_LIMITS, type AuditReadReason, type DomainError, type StaffCallContract, type StaffCallName, type StaffPayloadCallName } from '@manobal/core';
import { actorOf } from '../http/staff-actor';
import { registerStaffEventRoutes } from '../events/staff-events.routes';
import { APPLICATION_STAFF_CALL_ROUTES } from './applications.routes';
import { APPOINTMENT_STAFF_CALL_ROUTES } from './appointments.routes';
import { AUDIT_STAFF_CALL_ROUTES } from './audit.routes';
import { CALLBACK_QUEUE_STAFF_CALL_ROUTES } from './callback-queue.routes';
import { registerContractRoute, route, type CallRoute } from './call-route';
import type { RouteContext, UseCases } from './route-context';
import { THERAPIST_STAFF_CALL_ROUTES } from './therapists.routes';
import { OUTBOX_STAFF_CALL_ROUTES } from './outbox.routes';
import { NEWSLETTER_STAFF_CALL_ROUTES } from './newsletter.routes';
import { STAFF_PEOPLE_CALL_ROUTES } from './staff-people.routes';
import { noteSignInRefusal, SESSION_STAFF_CALL_ROUTES, withClearedCookie } from './staff-sign-in.routes';

const PAGING = `?page=&limit= (limit at most ${STAFF_PAGE_LIMITS.maxLimit}, ${STAFF_PAGE_LIMITS.defaultLimit} by default).`;
const RECORD_COLLECTIONS = RECORD_FORM_IDS.map((form) => `${FORMS[form].record.collection} (${FORMS[form].record.summary})`).join(', ');

/** A staff listing's route: its use case on the query string; one page of what staff may see, newest first. */
const listingRoute = (list: (useCases: UseCases, input: unknown) => ResultAsync<unknown, DomainError>, summary: string): CallRoute =>
  route(list, (data) => ({ status: 200, msg: STAFF_MESSAGES.listed, data }), { status: 200, summary: `Staff: ${summary}, newest first`, description: PAGING });

/**
 * Every call of core's staff contract but the photo upload (a multipart transport of its own, therapists.routes.ts),
 * by name: the compiler asks for an entry here when the table gains a call.
 */
export const STAFF_CALL_ROUTES: Readonly<Record<StaffPayloadCallName, CallRoute>> = {
  staffWhoami: route((_uc, _input, request) => okAsync(toStaffWhoami(actorOf(request))), (data) => ({ status: 200, msg: STAFF_MESSAGES.listed, data }), {
    status: 200,
    summary: 'Staff: the person behind this session or access token, their roles and what those allow',
  }),
  ...THERAPIST_STAFF_CALL_ROUTES,
  ...STAFF_PEOPLE_CALL_ROUTES,
  ...SESSION_STAFF_CALL_ROUTES,
  staffSignOut: withClearedCookie(SESSION_STAFF_CALL_ROUTES.staffSignOut),
  staffSignOutEverywhere: withClearedCookie(SESSION_STAFF_CALL_ROUTES.staffSignOutEverywhere),
  ...APPOINTMENT_STAFF_CALL_ROUTES,
  ...AUDIT_STAFF_CALL_ROUTES,
  ...CALLBACK_QUEUE_STAFF_CALL_ROUTES,
  ...APPLICATION_STAFF_CALL_ROUTES,
  ...OUTBOX_STAFF_CALL_ROUTES,
  ...NEWSLETTER_STAFF_CALL_ROUTES,
  staffRecords: listingRoute((uc, input) => uc.staffListings.staffRecords(input), `what visitors sent through a record form, by collection: ${RECORD_COLLECTIONS}`),
  staffMarkRecord: route(
    (uc, input, request) => uc.markRecord({ ...(input as object), ...(request.params as { collection: string; id: string }) }),
    (data) => ({ status: 200, msg: STAFF_MESSAGES.saved, data }),
    {
      status: 200,
      summary: `Staff: mark a record done once someone has acted on it, or waiting again (waiting ones are listed first): ${FOLLOWED_UP_COLLECTIONS.join(', ')}`,
      refusals: { '404': 'No record in this collection has this id' },
    },
  ),
  staffBookings: listingRoute(
    (uc, input) => uc.staffListings.staffBookings(input),
    'free introductory calls with the care team (waiting ones first; guardian_check: phone the guardian of a 16- or 17-year-old first)',
  ),
  staffMarkBooking: route(
    (uc, input, request) => uc.markBooking({ ...(input as object), id: (request.params as { id: string }).id }),
    (data) => ({ status: 200, msg: STAFF_MESSAGES.saved, data }),
    {
      status: 200,
      summary: 'Staff: mark a free introductory call called, done, or waiting again (waiting ones are listed first)',
      refusals: { '404': 'No free call has this id' },
    },
  ),
  staffVolunteers: listingRoute((uc, input) => uc.staffListings.staffVolunteers(input), 'volunteer feedback'),
  staffApplications: listingRoute(
    (uc, input) => uc.staffListings.staffApplications(input),
    'careers applications (identity numbers masked): waiting ones first, each with when an answer is due and whether it is overdue',
  ),
  staffMarkApplication: route(
    (uc, input, request) => uc.staffListings.staffMarkApplication({ ...(input as object), id: (request.params as { id: string }).id }),
    (data) => ({ status: 200, msg: STAFF_MESSAGES.saved, data }),
    {
      status: 200,
      summary: 'Staff: mark a careers application done once someone has answered the applicant, or waiting again (waiting ones are listed first)',
      refusals: { '404': 'No application has this id' },
    },
  ),
  staffUsers: listingRoute((uc, input) => uc.staffListings.staffUsers(input), 'accounts (never their password hashes)'),
};

/** The `{id}` (or an appointment's `{reference}`) of a call's path, when it has one: the one subject the call read or changed. */
export const pathSubjectId = (request: FastifyRequest): string | null => {
  const { id, reference } = (request.params ?? {}) as { id?: unknown; reference?: unknown };
  return typeof id === 'string' ? id : typeof reference === 'string' ? reference : null;
};

/** A sensitive read's reason, as its use case checked it and answered it (`data.reason`); null for any other call. */
const readReasonOf = (call: StaffCallName, data: unknown): AuditReadReason | null => {
  if (STAFF_CONTRACT[call].audit.action !== 'read-sensitive' || typeof data !== 'object' || data === null || !('reason' in data)) return null;
  const { reason } = data;
  return typeof reason === 'string' && (AUDIT_READ_REASONS as readonly string[]).includes(reason) ? (reason as AuditReadReason) : null;
};

/**
 * A staff call that leaves its audit row: after the use case succeeds, one row from the contract entry's `audit`,
 * naming the path's subject and every visitor whose e-mail or phone the answer shows. The answer waits for the row:
 * when the log cannot be written the request is answered 503 and nothing is shown (a change the use case already
 * made stays made). A refused or failed request (401, 403, 400, 404) showed and changed nothing and leaves no row.
 */
export const audited = (ctx: RouteContext, call: StaffCallName, callRoute: CallRoute): CallRoute => ({
  ...callRoute,
  handle: (useCases, input, request) =>
    callRoute
      .handle(useCases, input, request)
      // A refused step-up is a refused sign-in of a known person: logged and recorded, and the refusal answered.
      .orElse((error) => noteSignInRefusal(ctx, request, error).andThen(() => errAsync(error)))
      .andThen((success) =>
        ctx.audit
          .record(request, { ...STAFF_CONTRACT[call].audit, subjectId: pathSubjectId(request), reason: readReasonOf(call, success.data), shown: success.data })
          .map(() => success),
      ),
});

/** A call on one therapist's directory entry: a therapist reaches only their own. */
export const isTherapistEntryPath = (path: string): boolean => path.includes('/therapists/{id}');

/** The staff calls (STAFF_CALL_ROUTES), each behind the staff guard and the role table, and audited. */
export const registerStaffRoutes = (app: FastifyInstance, ctx: RouteContext): void => {
  for (const [call, callRoute] of Object.entries(STAFF_CALL_ROUTES) as [StaffPayloadCallName, CallRoute][]) {
    const contract: StaffCallContract = STAFF_CONTRACT[call];
    const access = ctx.staffAccess(contract.allow, { ownEntry: isTherapistEntryPath(contract.path), stepUp: contract.stepUp === true, sessionOnly: contract.sessionOnly === true });
    registerContractRoute(app, ctx, contract, audited(ctx, call, callRoute), access);
  }
  registerStaffEventRoutes(app, ctx);
};
