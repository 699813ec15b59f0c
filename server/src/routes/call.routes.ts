import type { FastifyInstance } from 'fastify';
import {
  CALL_MESSAGES,
  ENDPOINTS,
  freeCallBookedMessage,
  FORMS,
  callbackConfirmation,
  toCallbackRequestedData,
  IDEMPOTENCY_HEADER,
  RECORD_FORM_IDS,
  type PayloadCallName,
  type RecordCallName,
  type RecordFormId,
} from '@manobal/core';
import { cookiesOf, knownDeviceCookie } from '../auth/login-throttle';
import { requestLocale } from '../http/request-locale';
import { created, registerContractRoute, route, type CallRoute } from './call-route';
import { APPOINTMENT_CALL_ROUTES } from './appointments.routes';
import { THERAPIST_CALL_ROUTES } from './therapists.routes';
import { NEWSLETTER_CALL_ROUTES, NEWSLETTER_SIGN_UP_ROUTE, registerOneClickRoute } from './newsletter.routes';
import type { RouteContext } from './route-context';

/**
 * A record form's route: keepRecord on the body; 201 with the call's success words (and the new record's id when
 * the contract's answer is 'created'). A repeat of a kind kept once per value hears the same words with 200.
 */
const recordRoute = (form: RecordFormId): CallRoute => {
  const { call, record } = FORMS[form];
  const { success } = CALL_MESSAGES[call];
  const withId = ENDPOINTS[call].data === 'created';
  return route(
    (uc, input) => uc.keepRecordOf[call](input),
    (kept) => (kept.kind === 'kept' ? { status: 201, msg: success, ...(withId ? { data: { id: kept.id } } : {}) } : { status: 200, msg: success }),
    {
      status: 201,
      ...('about' in record ? { description: record.about } : {}),
      ...('onceBy' in record ? { alsoOk: `The ${record.onceBy} is there already: the same answer, and nothing changes` } : {}),
    },
  );
};

const RECORD_ROUTES = Object.fromEntries(RECORD_FORM_IDS.map((form) => [FORMS[form].call, recordRoute(form)])) as Record<RecordCallName, CallRoute>;

/**
 * The calls that are not a record form's: each names its use case, reads headers, words its answer and
 * describes itself for the OpenAPI document. Another area keeps its entries in its own module (built with
 * call-route.ts' route()) and spreads them in here.
 */
const OWN_ROUTES = {
  volunteer: route((uc, input) => uc.submitVolunteerFeedback(input), created(CALL_MESSAGES.volunteer.success), { status: 201 }),
  bookSession: route(
    (uc, payload, request) => uc.bookSession({ payload, idempotencyKey: request.headers[IDEMPOTENCY_HEADER.toLowerCase()] }),
    // The first answer to a booking, given again (marked as a replay) to every retry with the same key.
    (booked) => ({
      status: 201,
      msg: freeCallBookedMessage(booked),
      data: { id: booked.id, reference: booked.reference, status: booked.status, date: booked.date, time: booked.time },
      ...(booked.replayed ? { headers: { 'idempotent-replayed': 'true' } } : {}),
    }),
    {
      status: 201,
      summary: 'Book a free introductory call with the care team',
      description:
        "A free introductory call with the care team (not a therapy session) at the chosen IST date and hour, which must be today or later and one of the hours the care team offers. Each hour takes a set number of calls (FREE_CALLS_PER_HOUR); the database decides who gets an hour's last place. The answer's msg says when the care team will call and on which number, and data carries the call's reference and status (waiting until the care team has called). The age rule: under 16 is refused (age); 16 and 17 must name a parent or guardian (guardian_name, guardian_relationship, guardian_phone) and confirm they know (guardian_knows), and the care team phones them first. A retry with the same Idempotency-Key gets the first answer.",
      refusals: { '409': "Idempotency-Key reused for a different booking, or the hour is full (kind 'free-call-hour-full'; msg and errors.time name the next hour with a place)" },
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
    (uc, input, request) => uc.logIn(input, { address: request.ip, deviceProofs: cookiesOf(request.headers.cookie) }).map((loggedIn) => ({ ...loggedIn, secure: request.protocol === 'https' })),
    ({ accessToken, user, device, secure }) => ({
      status: 200,
      msg: CALL_MESSAGES.login.success,
      data: { access_token: accessToken, user },
      headers: { 'set-cookie': knownDeviceCookie(device, ENDPOINTS.login.path.replace(/\/$/, ''), secure) },
    }),
    {
      status: 200,
      limit: 'auth',
      description:
        "Also served as /api/v1/login/ (the spelling of spec section 7). A successful login sets a cookie (manobal_known_…, HttpOnly, SameSite=Strict, for this path only) that makes the device known to the account. Failed logins lock the client that made them, not the account: a known device after LOGIN_LOCK_FAILURES failures, any other address after as many, and all unknown clients of the account together after ten times as many; a known device still gets in then.",
      refusals: { '401': 'Invalid email or password' },
    },
  ),
  requestCallback: route(
    (uc, input, request) => uc.requestCallback(input, requestLocale(request)),
    (requested) => {
      // The words and the data say the same: when the care team works, and when it opens if it does not now.
      const data = toCallbackRequestedData(requested);
      return { status: 201, msg: callbackConfirmation(data).join(' '), data };
    },
    {
      status: 201,
      description:
        "A person asks the care team to phone them: consent must be true. reason crisis (from the wizard's crisis block) is listed to staff as urgent, before every other request (GET /api/v1/staff/callbacks), and due within the hour of the care team working; risk and language (ids) go with it when the screen knows them. The answer says whether the care team is working now (CARE_TEAM_HOURS, IST) and, if not, when it opens; msg words it. The acknowledgement SMS (when SMS is configured) is written in the request's language (X-Manobal-Lang, else the manobal_lang cookie, else Accept-Language), kept with the request. The phone number is never logged.",
    },
  ),
  ...THERAPIST_CALL_ROUTES,
  ...APPOINTMENT_CALL_ROUTES,
  ...NEWSLETTER_CALL_ROUTES,
} satisfies Partial<Record<Exclude<PayloadCallName, RecordCallName>, CallRoute>>;

type OwnRouted = keyof typeof OWN_ROUTES;
/** The compiler's check that every call has a route: a record form's, or its own above. */
type Unrouted = Exclude<PayloadCallName, OwnRouted | RecordCallName>;
// A type-level check only: it fails to compile, naming the call, when a call has no route.
const _everyCallRouted: [Unrouted] extends [never] ? true : { readonly missingRoute: Unrouted } = true;

/**
 * Every call of core's contract but the upload (a multipart transport of its own, careers.routes.ts), by name: a
 * record form's call needs nothing here; any other gets an entry in OWN_ROUTES, which the compiler asks for.
 */
// The newsletter is a record form for staff's listing, but its sign-up is double opt-in: a route of its own.
export const CALL_ROUTES: Readonly<Record<PayloadCallName, CallRoute>> = { ...RECORD_ROUTES, ...OWN_ROUTES, subscribeNewsletter: NEWSLETTER_SIGN_UP_ROUTE };

/** Registers every public contract call of CALL_ROUTES; the one-click unsubscribe in a scope that reads its form body. */
export const registerCallRoutes = (app: FastifyInstance, ctx: RouteContext): void => {
  for (const [call, callRoute] of Object.entries(CALL_ROUTES) as [PayloadCallName, CallRoute][]) {
    if (call !== 'unsubscribeOneClick') registerContractRoute(app, ctx, ENDPOINTS[call], callRoute);
  }
  registerOneClickRoute(app, ctx);
};
