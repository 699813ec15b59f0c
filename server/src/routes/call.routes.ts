import type { FastifyInstance } from 'fastify';
import type { ResultAsync } from 'neverthrow';
import { CALL_MESSAGES, CALL_NAMES, ENDPOINTS, IDEMPOTENCY_HEADER, type DomainError, type PayloadCallName, type Submitted } from '@manobal/core';
import { created, registerContractRoute, route, type CallDoc, type CallRoute } from './call-route';
import { APPOINTMENT_CALL_ROUTES } from './appointments.routes';
import { THERAPIST_CALL_ROUTES } from './therapists.routes';
import type { RouteContext, UseCases } from './route-context';

type RecordUseCase = (input: unknown) => ResultAsync<Submitted, DomainError>;

/** A call that stores one record (its data kind is 'created') through the use case of the same name. */
type RecordCallName = {
  [C in PayloadCallName]: (typeof ENDPOINTS)[C]['data'] extends 'created' ? (C extends keyof UseCases ? (UseCases[C] extends RecordUseCase ? C : never) : never) : never;
}[PayloadCallName];

/** Such a call's route: its use case on the body; 201 with the call's success words and the new record's id. */
const recordRoute = (call: RecordCallName, doc: Omit<CallDoc, 'status'> = {}): CallRoute =>
  route((uc, input) => (uc[call] as RecordUseCase)(input), created(CALL_MESSAGES[call].success), { status: 201, ...doc });

/**
 * The calls whose route is more than recordRoute: another use case name, headers read, other words or statuses,
 * or a description for the OpenAPI document. Another area keeps its entries in its own module (built with
 * call-route.ts' route()) and spreads them in here.
 */
const OWN_ROUTES = {
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
  submitLead: recordRoute('submitLead', {
    description:
      'A company or a school asks for a demo, a consultation or a call. size counts employees (corporate kinds) or students (school kinds). A personal email address is accepted.',
  }),
  requestCallback: recordRoute('requestCallback', {
    description:
      'A person asks the care team to phone them: consent must be true. reason crisis (from the wizard\'s crisis block) is listed to staff as urgent, before every other request (GET /api/v1/staff/callbacks). The phone number is never logged.',
  }),
  ...THERAPIST_CALL_ROUTES,
  ...APPOINTMENT_CALL_ROUTES,
} satisfies Partial<Record<PayloadCallName, CallRoute>>;

type OwnRouted = keyof typeof OWN_ROUTES;
/** The compiler's check that every call has a route: its own above, or recordRoute (a record call). */
type Unrouted = Exclude<PayloadCallName, OwnRouted | RecordCallName>;
// A type-level check only: it fails to compile, naming the call, when a call has no route.
const _everyCallRouted: [Unrouted] extends [never] ? true : { readonly missingRoute: Unrouted } = true;

const RECORD_CALLS = CALL_NAMES.filter((call): call is Exclude<RecordCallName, OwnRouted> => ENDPOINTS[call].data === 'created' && !(call in OWN_ROUTES));

/**
 * Every call of core's contract but the upload (a multipart transport of its own, careers.routes.ts), by name: a
 * call that stores one record through the use case of its name needs nothing here; any other gets an entry in
 * OWN_ROUTES, which the compiler asks for.
 */
export const CALL_ROUTES: Readonly<Record<PayloadCallName, CallRoute>> = {
  ...(Object.fromEntries(RECORD_CALLS.map((call) => [call, recordRoute(call)])) as Record<Exclude<RecordCallName, OwnRouted>, CallRoute>),
  ...OWN_ROUTES,
};

/** Registers every public contract call of CALL_ROUTES. */
export const registerCallRoutes = (app: FastifyInstance, ctx: RouteContext): void => {
  // A record call whose use case is missing would fail on its first request; say so at start instead.
  const unbound = RECORD_CALLS.filter((call) => typeof ctx.useCases[call] !== 'function');
  if (unbound.length > 0) throw new Error(`No use case of the same name for the record call(s): ${unbound.join(', ')}`);
  for (const [call, callRoute] of Object.entries(CALL_ROUTES) as [PayloadCallName, CallRoute][]) registerContractRoute(app, ctx, ENDPOINTS[call], callRoute);
};
