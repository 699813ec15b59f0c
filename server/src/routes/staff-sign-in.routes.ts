import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import {
  STAFF_SIGN_IN_CONTRACT,
  STAFF_SIGN_IN_MESSAGES,
  toStaffWhoami,
  type DomainError,
  type StaffPayloadCallName,
  type StaffSignInCallName,
  type StoreUnavailable,
} from '@manobal/core';
import { sendFail } from '../http/envelope';
import { actorOf } from '../http/staff-actor';
import { comesFromOwnOrigin } from '../staff-auth/staff-session-cookie';
import { registerContractRoute, route, type CallRoute } from './call-route';
import type { RouteContext } from './route-context';

const said =
  (msg: string, status: 200 | 201 = 200) =>
  (data: unknown) => ({ status, msg, data });

/**
 * A refused sign-in step, logged by its kind and reason (never an e-mail, password or code) and, when the person is
 * known, appended to the audit log as a refused sign-in of theirs. Any other error passes untouched.
 */
export const noteSignInRefusal = (ctx: RouteContext, request: FastifyRequest, error: DomainError): ResultAsync<void, StoreUnavailable> => {
  if (error.kind !== 'sign-in-refused' && error.kind !== 'second-factor-refused' && error.kind !== 'sign-in-expired' && error.kind !== 'enrolment-gone') return okAsync(undefined);
  const person = 'person' in error ? error.person : null;
  request.log.info({ refusal: error.kind, why: 'why' in error ? error.why : null, personId: person?.id ?? null }, 'staff sign-in refused');
  if (person === null) return okAsync(undefined);
  const actor = { personId: person.id, name: person.name, roles: person.roles, therapistId: person.therapistId, credential: 'session' as const, verifiedAt: null };
  return ctx.audit.recordAs(actor, request.id, { action: 'sign-in-refused', subject: 'staff-person', subjectId: person.id }).map(() => undefined);
};

type SessionCall = 'staffStepUp' | 'staffStepUpPasskey' | 'staffSignOut' | 'staffSignOutEverywhere';

/** The console session's own staff calls: step-up, sign out here, sign out everywhere. */
export const SESSION_STAFF_CALL_ROUTES: Readonly<Record<SessionCall & StaffPayloadCallName, CallRoute>> = {
  staffStepUp: route(
    (uc, input, request) => uc.staffSignIn.stepUp(request, actorOf(request), uc.staffSignIn.sessionTokenOf(request), input, uc.staffSignIn.clientOf(request)).map(toStaffWhoami),
    said(STAFF_SIGN_IN_MESSAGES.steppedUp),
    {
      status: 200,
      summary: 'Staff: prove the second factor again (a TOTP code, or a passkey answering staffStepUpPasskey) within this console session: for five minutes it opens documents, Aadhaar numbers and exports',
      description:
        'A console session only (403, kind session-required, for a personal access token). A wrong or replayed code, or a passkey that is not the person\'s or answers a used challenge, is 401 with kind second-factor-refused, counted towards the account lock.',
      refusals: { '401': 'A wrong or replayed code, or a refused passkey (kind second-factor-refused)', '403': 'Not a console session (kind session-required), or from another origin (kind cross-site-request)' },
    },
  ),
  staffStepUpPasskey: route(
    (uc, _input, request) =>
      uc.staffSignIn
        .stepUpPasskey(request, actorOf(request), uc.staffSignIn.sessionTokenOf(request))
        .map((challenge) => ({ step_token: challenge.stepToken, options: challenge.options === null ? null : { ...challenge.options } })),
    said(STAFF_SIGN_IN_MESSAGES.passkeyChallenge),
    {
      status: 200,
      summary: "Staff: a challenge for a step-up by passkey, allowing only this person's passkeys (answered once, within ten minutes); nulls when they have none",
      refusals: { '403': 'Not a console session (kind session-required), or from another origin (kind cross-site-request)' },
    },
  ),
  staffSignOut: route(
    (uc, _input, request) => uc.staffSignIn.signOut(actorOf(request), uc.staffSignIn.sessionTokenOf(request)),
    (data) => ({ status: 200, msg: STAFF_SIGN_IN_MESSAGES.signedOut, data }),
    { status: 200, summary: 'Staff: sign this console session out (its cookie is cleared)', refusals: { '403': 'Not a console session (kind session-required)' } },
  ),
  staffSignOutEverywhere: route(
    (uc, _input, request) => uc.staffSignIn.signOutEverywhere(actorOf(request)),
    (data) => ({ status: 200, msg: STAFF_SIGN_IN_MESSAGES.signedOutEverywhere, data }),
    { status: 200, summary: "Staff: end every console session of mine, on every device (personal access tokens stay until revoked)" },
  ),
};

/** Clears the session cookie after either sign-out (a token's call has no cookie to clear, and clearing one is harmless). */
export const withClearedCookie = (callRoute: CallRoute): CallRoute => ({
  ...callRoute,
  handle: (useCases, input, request) => callRoute.handle(useCases, input, request).map((success) => ({ ...success, headers: { 'set-cookie': useCases.staffSignIn.clearedSessionCookie(request) } })),
});

/**
 * The public sign-in calls (STAFF_SIGN_IN_CONTRACT). A call that signs someone in sets the session cookie and makes
 * the person the request's actor, so its audit row names them.
 */
export const STAFF_SIGN_IN_CALL_ROUTES: Readonly<Record<StaffSignInCallName, CallRoute>> = {
  staffOpenEnrolment: route((uc, input, request) => uc.staffSignIn.openEnrolment(request, input), said(STAFF_SIGN_IN_MESSAGES.enrolmentOpened), {
    status: 200,
    summary: 'Staff enrolment: open a one-time link (its code from after # in the link, sent in this body) and get a new TOTP secret, and passkey registration options, to set up either',
    refusals: { '410': 'The link is used, expired or unknown (kind enrolment-gone)' },
    limit: 'auth',
  }),
  staffCompleteEnrolment: route(
    (uc, input, request) =>
      uc.staffSignIn.completeEnrolment(request, input).map((enrolled) => {
        request.staffActor = enrolled.actor;
        return { data: { recovery_codes: [...enrolled.recoveryCodes], me: toStaffWhoami(enrolled.actor) }, cookie: uc.staffSignIn.sessionCookie(request, enrolled.sessionToken) };
      }),
    ({ data, cookie }) => ({ status: 201, msg: STAFF_SIGN_IN_MESSAGES.enrolled, data, headers: { 'set-cookie': cookie } }),
    {
      status: 201,
      summary: 'Staff enrolment: set a password (the account rules) and a second factor (a new passkey, or the TOTP app confirmed by its first code); signs the person in and answers ten one-time recovery codes, shown this once',
      description: 'The link is used once. For a reset second factor, the password is the person\'s existing one.',
      refusals: {
        '401': 'A wrong TOTP code or a passkey that does not answer the challenge (kind second-factor-refused), or, for a reset second factor, a wrong password (kind sign-in-refused)',
        '409': 'A staff person with this e-mail exists already (kind staff-email-taken)',
        '410': 'The link is used or expired (kind enrolment-gone), or the TOTP secret waited longer than 30 minutes (kind sign-in-expired)',
      },
      limit: 'auth',
    },
  ),
  staffSignIn: route(
    (uc, input, request) => uc.staffSignIn.signIn(request, input, uc.staffSignIn.clientOf(request)).map((pending) => ({ sign_in_token: pending.signInToken, factors: [...pending.factors], passkey_options: pending.passkeyOptions === null ? null : { ...pending.passkeyOptions } })),
    said(STAFF_SIGN_IN_MESSAGES.passwordPending),
    {
      status: 200,
      summary: "Staff sign-in, first step: e-mail and password; answers a token for the second step (ten minutes) and, for a person with passkeys, WebAuthn options allowing theirs only",
      description: 'An unknown e-mail, a wrong password, a deactivated person and a locked account get the same answer (401, kind sign-in-refused), after the same work.',
      refusals: { '401': 'The e-mail and password do not open the console (kind sign-in-refused)' },
      limit: 'auth',
    },
  ),
  staffSignInFactor: route(
    (uc, input, request) =>
      uc.staffSignIn.proveSecondFactor(request, input, uc.staffSignIn.clientOf(request)).map((signedIn) => {
        request.staffActor = signedIn.actor;
        return {
          data: toStaffWhoami(signedIn.actor),
          cookies: [uc.staffSignIn.sessionCookie(request, signedIn.sessionToken), uc.staffSignIn.knownDeviceCookie(request, signedIn.device)],
        };
      }),
    ({ data, cookies }) => ({ status: 200, msg: STAFF_SIGN_IN_MESSAGES.signedIn, data, headers: { 'set-cookie': cookies } }),
    {
      status: 200,
      summary: 'Staff sign-in, second step: a passkey of this person (its challenge answered once), a TOTP code (each works once) or an unused recovery code; sets the session cookie',
      refusals: {
        '401': "A wrong, replayed or used code, another person's passkey or a used challenge (kind second-factor-refused), or a person deactivated meanwhile (kind sign-in-refused)",
        '410': 'The first step is unknown or older than ten minutes (kind sign-in-expired)',
      },
      limit: 'auth',
    },
  ),
};

/** Before a sign-in call: it must come from the console's own pages (a login-CSRF would sign a victim in as someone else). */
const fromOwnOrigin =
  (publicOrigin: string | undefined) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (comesFromOwnOrigin(request, publicOrigin)) return;
    request.log.info({ refusal: 'cross-site-request', origin: request.headers.origin ?? null }, 'staff sign-in from another origin refused');
    await sendFail(reply, 403, STAFF_SIGN_IN_MESSAGES.crossSiteRequest, undefined, 'cross-site-request');
  };

/** A sign-in call with its audit rows: the contract's row on success, a refused sign-in's row when the person is known. */
const auditedSignIn = (ctx: RouteContext, call: StaffSignInCallName, callRoute: CallRoute): CallRoute => ({
  ...callRoute,
  handle: (useCases, input, request) => {
    const audit = (STAFF_SIGN_IN_CONTRACT[call] as { readonly audit?: { readonly action: 'sign-in' | 'people-change'; readonly subject: 'staff-person' } }).audit;
    return callRoute
      .handle(useCases, input, request)
      .orElse((error) => noteSignInRefusal(ctx, request, error).andThen(() => errAsync(error)))
      .andThen((success) =>
        audit === undefined ? okAsync(success) : ctx.audit.record(request, { ...audit, subjectId: actorOf(request).personId }).map(() => success),
      );
  },
});

/** The public sign-in calls, each limited per address (the sign-up and login limit), from the console's own origin only. */
export const registerStaffSignInRoutes = (app: FastifyInstance, ctx: RouteContext): void => {
  for (const [call, callRoute] of Object.entries(STAFF_SIGN_IN_CALL_ROUTES) as [StaffSignInCallName, CallRoute][]) {
    registerContractRoute(app, ctx, STAFF_SIGN_IN_CONTRACT[call], auditedSignIn(ctx, call, callRoute), [fromOwnOrigin(ctx.config.publicOrigin)]);
  }
};
