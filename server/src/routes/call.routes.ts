import type { FastifyInstance } from 'fastify';
import { CALL_MESSAGES, ENDPOINTS, IDEMPOTENCY_HEADER, type PayloadCallName } from '@manobal/core';
import { created, registerContractRoute, route, type CallRoute } from './call-route';
import { APPOINTMENT_CALL_ROUTES } from './appointments.routes';
import { THERAPIST_CALL_ROUTES } from './therapists.routes';
import type { RouteContext } from './route-context';

/**
 * Every call of core's contract but the upload (a multipart transport of its own, careers.routes.ts), by name:
 * the compiler asks for an entry here when the contract gains a call. Another area may keep its entries in its
 * own module (built with call-route.ts' route()) and spread them in here.
 */
export const CALL_ROUTES: Readonly<Record<PayloadCallName, CallRoute>> = {
  referPerson: route((uc, input) => uc.referPerson(input), created(CALL_MESSAGES.referPerson.success), { status: 201 }),
  contactUs: route((uc, input) => uc.contactUs(input), created(CALL_MESSAGES.contactUs.success), { status: 201 }),
  volunteer: route((uc, input) => uc.submitVolunteerFeedback(input), created(CALL_MESSAGES.volunteer.success), { status: 201 }),
  bookSession: route(
    (uc, payload, request) => uc.bookSession({ payload, idempotencyKey: request.headers[IDEMPOTENCY_HEADER.toLowerCase()] }),
    // The first answer to a booking, given again (marked as a replay) to every retry with the same key.
    ({ id, replayed }) => ({
      status: 201,
      msg: CALL_MESSAGES.bookSession.success,
      data: { id },
      ...(replayed ? { headers: { 'idempotent-replayed': 'true' } } : {}),
    }),
    {
      status: 201,
      description: 'The date and time must be today or later in Asia/Kolkata. A retry with the same Idempotency-Key gets the first answer.',
      refusals: { '409': 'Idempotency-Key reused for a different booking' },
    },
  ),
  careersApply: route((uc, input) => uc.applyForCareer(input), created(CALL_MESSAGES.careersApply.success), {
    status: 201,
    description: 'Each document link must be a file_url the upload call answered with; language2 must differ from language1.',
  }),
  signup: route((uc, input) => uc.signUp(input), () => ({ status: 201, msg: CALL_MESSAGES.signup.success }), {
    status: 201,
    limit: 'auth',
    description:
      'Also served as /api/v1/signup/ (the spelling of spec section 7). The password must not be a common one or the email address. An email that already has an account gets the same 201 answer, so signup does not reveal who is registered; the existing account is left unchanged.',
  }),
  login: route(
    (uc, input) => uc.logIn(input),
    ({ accessToken, user }) => ({ status: 200, msg: CALL_MESSAGES.login.success, data: { access_token: accessToken, user } }),
    { status: 200, limit: 'auth', description: 'Also served as /api/v1/login/ (the spelling of spec section 7).', refusals: { '401': 'Invalid email or password' } },
  ),
  subscribeNewsletter: route(
    (uc, input) => uc.subscribeToNewsletter(input),
    // A repeat hears the same words as a first subscription: the answer never says who is on the list.
    ({ first }) => ({ status: first ? 201 : 200, msg: CALL_MESSAGES.subscribeNewsletter.success }),
    {
      status: 201,
      alsoOk: 'Already subscribed: the same answer, and nothing changes',
      description: 'Adds the address (compared lower-cased) with the time of consent. No confirmation mail is sent.',
    },
  ),
  submitLead: route((uc, input) => uc.submitLead(input), created(CALL_MESSAGES.submitLead.success), {
    status: 201,
    description:
      'A company or a school asks for a demo, a consultation or a call. size counts employees (corporate kinds) or students (school kinds). A personal email address is accepted.',
  }),
  requestCallback: route((uc, input) => uc.requestCallback(input), created(CALL_MESSAGES.requestCallback.success), {
    status: 201,
    description:
      'A person asks the care team to phone them: consent must be true. reason crisis (from the wizard\'s crisis block) is listed to staff as urgent, before every other request (GET /api/v1/staff/callbacks). The phone number is never logged.',
  }),
  ...THERAPIST_CALL_ROUTES,
  ...APPOINTMENT_CALL_ROUTES,
};

/** Registers every public contract call of CALL_ROUTES. */
export const registerCallRoutes = (app: FastifyInstance, ctx: RouteContext): void => {
  for (const [call, callRoute] of Object.entries(CALL_ROUTES) as [PayloadCallName, CallRoute][]) registerContractRoute(app, ctx, ENDPOINTS[call], callRoute);
};
