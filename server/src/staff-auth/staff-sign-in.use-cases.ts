import type { FastifyRequest } from 'fastify';
import {
  completeStaffEnrolment,
  openStaffEnrolment,
  proveStaffSecondFactor,
  signInStaff,
  stepUpPasskeyChallenge,
  signOutStaffEverywhere,
  signOutStaffSession,
  STAFF_SIGN_IN_CONTRACT,
  stepUpStaffSession,
  type Clock,
  type IdGenerator,
  type LoginClient,
  type LoginThrottle,
  type PasswordHasher,
  type RandomBytes,
  type SignInSteps,
  type StaffCredentials,
  type StaffSecrets,
  type StaffSignInDeps,
  type TotpAuthenticator,
} from '@manobal/core';
import { cookiesOf, knownDeviceCookie } from '../auth/login-throttle';
import type { FieldCipher } from '../privacy/field-cipher';
import type { Store } from '../store/store.port';
import { createPasskeyAuthenticator } from './passkey-authenticator';
import { clearedSessionCookie, ownOriginOf, servedOverHttps, sessionCookie, sessionTokenOf } from './staff-session-cookie';

/** TOTP secrets (set up, or awaiting their first code) are kept sealed with the field cipher, like an Aadhaar number. */
const sealedCredentials = (credentials: StaffCredentials, cipher: FieldCipher): StaffCredentials => ({
  ...credentials,
  totpOf: (personId) => credentials.totpOf(personId).map((totp) => (totp === null ? null : { ...totp, secret: cipher.decrypt(totp.secret) })),
  saveTotp: (personId, secret, step, at) => credentials.saveTotp(personId, cipher.encrypt(secret), step, at),
});
const sealedSteps = (steps: SignInSteps, cipher: FieldCipher): SignInSteps => ({
  ...steps,
  add: (step, tokenHash) => steps.add({ ...step, secret: step.secret === null ? null : cipher.encrypt(step.secret) }, tokenHash),
  open: (tokenHash, now) => steps.open(tokenHash, now).map((step) => (step === null || step.secret === null ? step : { ...step, secret: cipher.decrypt(step.secret) })),
  takeChallenge: (tokenHash, now) => steps.takeChallenge(tokenHash, now).map((challenge) => (challenge === null ? null : cipher.decrypt(challenge))),
});

/** Where the browser sends its known-device proof for staff sign-in (both steps live under it). */
export const STAFF_SIGN_IN_COOKIE_PATH = STAFF_SIGN_IN_CONTRACT.staffSignIn.path;

/** Core's staff sign-in use cases bound to the store, and what their routes need of HTTP (cookies, the client). */
export const composeStaffSignInUseCases = (ports: {
  readonly store: Store;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly secrets: StaffSecrets;
  readonly passwords: PasswordHasher;
  readonly throttle: LoginThrottle;
  readonly cipher: FieldCipher;
  readonly randomBytes: RandomBytes;
  readonly totp: TotpAuthenticator;
  readonly publicOrigin?: string;
}) => {
  const { store, clock, secrets, publicOrigin } = ports;
  const deps: Omit<StaffSignInDeps, 'passkeys'> = {
    people: store.staffPeople,
    enrolments: store.staffEnrolments,
    credentials: sealedCredentials(store.staffCredentials, ports.cipher),
    sessions: store.staffSessions,
    steps: sealedSteps(store.signInSteps, ports.cipher),
    passwords: ports.passwords,
    throttle: ports.throttle,
    totp: ports.totp,
    secrets,
    randomBytes: ports.randomBytes,
    clock,
    ids: ports.ids,
  };
  const secure = (request: FastifyRequest) => servedOverHttps(request, publicOrigin);
  // A passkey belongs to the origin it was made on: the relying party is the server's own origin (the one the
  // Origin check holds requests to), its host the RP id, so a passkey made elsewhere never answers here.
  const forRequest =
    <Args extends unknown[], Result>(useCase: (deps: StaffSignInDeps) => (...args: Args) => Result) =>
    (request: FastifyRequest, ...args: Args): Result =>
      useCase({ ...deps, passkeys: createPasskeyAuthenticator(ownOriginOf(request, publicOrigin)) })(...args);
  return {
    openEnrolment: forRequest(openStaffEnrolment),
    completeEnrolment: forRequest(completeStaffEnrolment),
    signIn: forRequest(signInStaff),
    proveSecondFactor: forRequest(proveStaffSecondFactor),
    stepUp: forRequest(stepUpStaffSession),
    stepUpPasskey: forRequest(stepUpPasskeyChallenge),
    signOut: signOutStaffSession(deps),
    signOutEverywhere: signOutStaffEverywhere(deps),
    /** The sign-in client: its address and the known-device cookies it sent. */
    clientOf: (request: FastifyRequest): LoginClient => ({ address: request.ip, deviceProofs: cookiesOf(request.headers.cookie) }),
    sessionTokenOf,
    sessionCookie: (request: FastifyRequest, token: string) => sessionCookie(token, secure(request)),
    clearedSessionCookie: (request: FastifyRequest) => clearedSessionCookie(secure(request)),
    knownDeviceCookie: (request: FastifyRequest, proof: { readonly name: string; readonly value: string }) => knownDeviceCookie(proof, STAFF_SIGN_IN_COOKIE_PATH, secure(request)),
  };
};

export type StaffSignInUseCases = ReturnType<typeof composeStaffSignInUseCases>;
