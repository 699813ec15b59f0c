// Staff sign-in: enrolment from a one-time link (a password and a passkey or a TOTP app, then ten recovery codes),
// e-mail and password then a second factor, console sessions (idle and absolute limits), step-up, and signing out.
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { parseInput, type InputInvalid, type StoreUnavailable } from '../application/domain-errors';
import type { IdGenerator } from '../application/id-generator.port';
import type { RandomBytes } from '../booking/appointment-reference';
import type { Clock } from '../calendar/clock.port';
import type { DeviceProof, LoginClient, LoginCounter, LoginThrottle, PasswordHasher } from '../accounts/accounts.port';
import { loginCounters } from '../accounts/login-counters';
import { AUTH_MESSAGES } from '../forms/auth.schema';
import { isCommonPassword } from '../forms/common-password.rule';
import type { StaffActor } from './staff-actor';
import type { PasskeyAnswer, PasskeyAuthenticator, PasskeyOptions, SignInStep, SignInSteps, StaffCredentials, StaffPasskey, StaffSessions, TotpAuthenticator } from './staff-credentials.port';
import type { EnrolmentGone, SecondFactorRefused, SessionRequired, SignInExpired, SignInRefused, StaffEmailTaken, StaffUnauthorized } from './staff-errors';
import type { StaffEnrolments, StaffPeople, StaffPerson, StaffSecrets } from './staff-people.port';
import { actorOfPerson, staffUnauthorized } from './staff-people.use-cases';
import { STAFF_SESSION_POLICY, staffSessionState } from './staff-session.policy';
import { normaliseRecoveryCode, normaliseTotpCode, recoveryCodeFromBytes, RECOVERY_CODE_LENGTH, staffSignInIdentifier, totpStepIsNew } from './staff-sign-in.rules';
import {
  completeEnrolmentRequestSchema,
  openEnrolmentRequestSchema,
  secondFactorRequestSchema,
  staffSignInRequestSchema,
  stepUpRequestSchema,
  type EnrolmentView,
  type SecondFactorMethod,
} from './staff-sign-in.schema';
import { STAFF_SIGN_IN_MESSAGES } from './staff-sign-in.catalog';

/** Console session tokens (the cookie's value) and sign-in step tokens start with these. */
export const SESSION_TOKEN_PREFIX = 'mnb_ses_';
export const SIGN_IN_STEP_PREFIX = 'mnb_stp_';
/** The issuer authenticator apps show beside the code. */
export const TOTP_ISSUER = 'Manobal care console';

export interface StaffSignInDeps {
  readonly people: StaffPeople;
  readonly enrolments: StaffEnrolments;
  readonly credentials: StaffCredentials;
  readonly sessions: StaffSessions;
  readonly steps: SignInSteps;
  readonly passwords: PasswordHasher;
  readonly throttle: LoginThrottle;
  readonly totp: TotpAuthenticator;
  readonly passkeys: PasskeyAuthenticator;
  readonly secrets: StaffSecrets;
  readonly randomBytes: RandomBytes;
  readonly clock: Clock;
  readonly ids: IdGenerator;
}

/** A new console session: the token goes into the person's cookie and nowhere else (the store keeps its hash). */
export interface StartedSession {
  readonly sessionToken: string;
  readonly actor: StaffActor;
}

export interface SignedIn extends StartedSession {
  /** For the browser to keep: it makes this device known to the person's sign-in counters. */
  readonly device: DeviceProof;
}

export interface Enrolled extends StartedSession {
  readonly recoveryCodes: readonly string[];
}

export interface SignInPending {
  readonly signInToken: string;
  readonly factors: readonly SecondFactorMethod[];
  /** Options for the browser's WebAuthn call allowing this person's passkeys only; null when they have none. */
  readonly passkeyOptions: PasskeyOptions | null;
  /** Who proved their password (for the server's audit row; never sent). */
  readonly person: StaffPerson;
}

type SU = StoreUnavailable;

const refused = (why: SignInRefused['why'], person: StaffPerson | null): SignInRefused => ({ kind: 'sign-in-refused', person, why });
const factorRefused = (why: SecondFactorRefused['why'], person: StaffPerson | null): SecondFactorRefused => ({ kind: 'second-factor-refused', person, why });
const ENROLMENT_GONE: EnrolmentGone = { kind: 'enrolment-gone' };
const SIGN_IN_EXPIRED: SignInExpired = { kind: 'sign-in-expired' };
const SESSION_REQUIRED: SessionRequired = { kind: 'session-required' };

const invalid = (field: string, msg: string): InputInvalid => ({ kind: 'validation', msg, fieldErrors: { [field]: msg } });

const startSession = (deps: StaffSignInDeps, person: StaffPerson): ResultAsync<StartedSession, SU> => {
  const now = deps.clock.now();
  const { secret, hash } = deps.secrets.issue(SESSION_TOKEN_PREFIX);
  return deps.sessions
    .start({ id: deps.ids.next(), personId: person.id, signedInAt: now, lastSeenAt: now, verifiedAt: now, endedAt: null }, hash)
    .map(() => ({ sessionToken: secret, actor: actorOfPerson(person, 'session', now) }));
};

/** The counters a person's sign-in attempts from this client are judged by (core's loginCounters, under a staff identifier). */
const countersOf = (deps: StaffSignInDeps, email: string, client: LoginClient) => {
  const identifier = staffSignInIdentifier(email.trim().toLowerCase());
  const device = deps.throttle.knownDevice(identifier, client);
  const { own, shared } = loginCounters(identifier, client, device);
  const each = (work: (counter: LoginCounter) => ResultAsync<void, SU>) => work(own).andThen(() => (shared === null ? okAsync(undefined) : work(shared)));
  const locked = deps.throttle.isLocked(own).andThen((ownLocked) => (ownLocked || shared === null ? okAsync(ownLocked) : deps.throttle.isLocked(shared)));
  return {
    locked,
    failed: () => each((counter) => deps.throttle.failed(counter)),
    succeeded: () => each((counter) => deps.throttle.forget(counter)).map(() => deps.throttle.proofFor(identifier, device)),
  };
};

/** Whether the person's TOTP code opens: null when it does, else why not. Each time step opens once. */
const proveTotp = (deps: StaffSignInDeps, person: StaffPerson, code: string): ResultAsync<SecondFactorRefused['why'] | null, SU> =>
  deps.credentials.totpOf(person.id).andThen((totp) => {
    const step = totp === null ? null : deps.totp.matchingStep(totp.secret, normaliseTotpCode(code), deps.clock.now());
    if (totp === null || step === null) return okAsync('wrong-code' as const);
    if (!totpStepIsNew(totp.lastStep, step)) return okAsync('replayed-code' as const);
    return deps.credentials.useTotpStep(person.id, step).map((fresh) => (fresh ? null : ('replayed-code' as const)));
  });

/**
 * Whether the browser's passkey answer opens for this person: the challenge (already taken, so never answered twice)
 * must be signed by one of *their* passkeys, and the authenticator's counter must move on. Null when it opens.
 */
const provePasskey = (deps: StaffSignInDeps, person: StaffPerson, answer: PasskeyAnswer | undefined, challenge: string | null): ResultAsync<SecondFactorRefused['why'] | null, SU> => {
  if (answer === undefined || challenge === null) return okAsync('passkey');
  return deps.credentials.passkeysOf(person.id).andThen((passkeys) => {
    const passkey = passkeys.find((own) => own.id === answer.id);
    if (passkey === undefined) return okAsync('passkey' as const);
    return deps.passkeys
      .verifyAuthentication(answer, challenge, passkey)
      .andThen((verified) =>
        verified === null ? okAsync('passkey' as const) : deps.credentials.usePasskey(person.id, passkey.id, verified.counter, deps.clock.now()).map((fresh) => (fresh ? null : ('passkey' as const))),
      );
  });
};

/** A proof of the second factor as a request carries it. */
interface FactorProof {
  readonly method: SecondFactorMethod;
  readonly code?: string | undefined;
  readonly passkey?: PasskeyAnswer | undefined;
}

/** Whether the person's second factor is proved: null when it is, else why not. A passkey's challenge is taken from the step (once). */
const proveFactor = (deps: StaffSignInDeps, person: StaffPerson, proof: FactorProof, stepHash: string): ResultAsync<SecondFactorRefused['why'] | null, SU> => {
  if (proof.method === 'recovery-code')
    return deps.credentials.useRecoveryCode(person.id, deps.secrets.hashOf(normaliseRecoveryCode(proof.code ?? '')), deps.clock.now()).map((used) => (used ? null : 'used-recovery-code'));
  if (proof.method === 'passkey') return deps.steps.takeChallenge(stepHash, deps.clock.now()).andThen((challenge) => provePasskey(deps, person, proof.passkey, challenge));
  return proveTotp(deps, person, proof.code ?? '');
};

/** Options allowing the person's passkeys only, and their challenge; null when they have none. */
const passkeyChallengeOf = (deps: StaffSignInDeps, personId: string): ResultAsync<{ readonly options: PasskeyOptions; readonly challenge: string } | null, SU> =>
  deps.credentials.passkeysOf(personId).andThen((passkeys) => (passkeys.length === 0 ? okAsync(null) : deps.passkeys.authenticationOptions(passkeys)));

/**
 * The person behind a console session cookie: the session must be known, not ended, within its idle and absolute
 * limits, and its person active. A request notes the time (idle counts from it); an expired session is ended.
 */
export const authenticateStaffSession =
  (deps: Pick<StaffSignInDeps, 'sessions' | 'secrets' | 'clock'>) =>
  (token: string): ResultAsync<StaffActor, StaffUnauthorized | SU> => {
    if (!token.startsWith(SESSION_TOKEN_PREFIX)) return errAsync(staffUnauthorized('session-ended'));
    const now = deps.clock.now();
    const hash = deps.secrets.hashOf(token);
    return deps.sessions.byTokenHash(hash).andThen((found): ResultAsync<StaffActor, StaffUnauthorized | SU> => {
      if (found === null || found.session.endedAt !== null) return errAsync(staffUnauthorized('session-ended'));
      if (!found.person.active) return errAsync(staffUnauthorized('deactivated'));
      if (staffSessionState(found.session, now).state !== 'active') return deps.sessions.end(hash, now).andThen(() => errAsync(staffUnauthorized('session-ended')));
      return deps.sessions.touch(hash, now).map(() => actorOfPerson(found.person, 'session', found.session.verifiedAt));
    });
  };

/** The enrolment page opens its link: whom it is for, a new TOTP secret (with its QR code) and options to make a passkey instead. */
export const openStaffEnrolment =
  (deps: StaffSignInDeps) =>
  (input: unknown): ResultAsync<EnrolmentView, InputInvalid | EnrolmentGone | SU> =>
    parseInput(openEnrolmentRequestSchema, input).asyncAndThen(({ code }) => {
      const now = deps.clock.now();
      const codeHash = deps.secrets.hashOf(code);
      return deps.enrolments.open(codeHash, now).andThen((enrolment) => {
        if (enrolment === null) return errAsync(ENROLMENT_GONE);
        const secret = deps.totp.newSecret();
        const uri = deps.totp.keyUri(secret, enrolment.email ?? 'administrator');
        const setup = deps.secrets.issue(SIGN_IN_STEP_PREFIX);
        const passkeySetup = deps.secrets.issue(SIGN_IN_STEP_PREFIX);
        const expiresAt = new Date(Math.min(enrolment.expiresAt.getTime(), now.getTime() + STAFF_SESSION_POLICY.enrolmentSetupMs));
        const step = { personId: enrolment.personId, enrolmentCodeHash: codeHash, createdAt: now, expiresAt };
        return deps.steps
          .add({ ...step, purpose: 'enrol-totp', secret }, setup.hash)
          .andThen(() => (enrolment.personId === null ? okAsync([]) : deps.credentials.passkeysOf(enrolment.personId)))
          .andThen((existing) => deps.passkeys.registrationOptions(enrolment.email ?? 'administrator', existing))
          .andThen((registration) => deps.steps.add({ ...step, purpose: 'enrol-passkey', secret: registration.challenge }, passkeySetup.hash).map(() => registration.options))
          .andThen((passkeyOptions) => deps.totp.qrCode(uri).map((qrCode) => ({ qrCode, passkeyOptions })))
          .map(
            ({ qrCode, passkeyOptions }): EnrolmentView => ({
              kind: enrolment.kind,
              email: enrolment.email,
              name: enrolment.name,
              roles: [...enrolment.roles],
              expires_at: enrolment.expiresAt.toISOString(),
              proves_password: enrolment.personId !== null,
              totp: { setup_token: setup.secret, secret, otpauth_uri: uri, qr_code: qrCode },
              passkey: { setup_token: passkeySetup.secret, options: { ...passkeyOptions } },
            }),
          );
      });
    });

/** Ten new one-time recovery codes for the person; the store keeps their hashes only. */
const issueRecoveryCodes = (deps: StaffSignInDeps, personId: string): ResultAsync<readonly string[], SU> => {
  const codes = Array.from({ length: STAFF_SESSION_POLICY.recoveryCodes }, () => recoveryCodeFromBytes(deps.randomBytes(RECOVERY_CODE_LENGTH)));
  return deps.credentials.replaceRecoveryCodes(personId, codes.map((code) => deps.secrets.hashOf(code)), deps.clock.now()).map(() => codes);
};

/** The second factor an enrolment sets up, once proved: a TOTP secret confirmed at a step, or a new passkey. */
type NewFactor = { readonly method: 'totp'; readonly secret: string; readonly step: number } | { readonly method: 'passkey'; readonly passkey: StaffPasskey };

/**
 * The second factor of an enrolment: the TOTP app's first code for the TOTP setup step, or a passkey registered
 * against the passkey setup step's challenge (taken once).
 */
const proveNewFactor = (
  deps: StaffSignInDeps,
  setup: SignInStep,
  setupHash: string,
  request: { readonly totp_code?: string | undefined; readonly passkey?: PasskeyAnswer | undefined },
): ResultAsync<NewFactor, InputInvalid | SecondFactorRefused | SU> => {
  if (setup.purpose === 'enrol-passkey') {
    const answer = request.passkey;
    if (answer === undefined) return errAsync(invalid('passkey', STAFF_SIGN_IN_MESSAGES.passkeyRequired));
    return deps.steps
      .takeChallenge(setupHash, deps.clock.now())
      .andThen((challenge) => (challenge === null ? okAsync(null) : deps.passkeys.verifyRegistration(answer, challenge)))
      .andThen((passkey) => (passkey === null ? errAsync(factorRefused('passkey', null)) : okAsync({ method: 'passkey' as const, passkey })));
  }
  if (request.totp_code === undefined || setup.secret === null) return errAsync(invalid('totp_code', STAFF_SIGN_IN_MESSAGES.codeRequired));
  const step = deps.totp.matchingStep(setup.secret, request.totp_code, deps.clock.now());
  return step === null ? errAsync(factorRefused('wrong-code', null)) : okAsync({ method: 'totp' as const, secret: setup.secret, step });
};

/**
 * The enrolment page's last step: the link still open, a new passkey or the TOTP app's first code right, a password by the account
 * rules (or, when a second factor was reset, the person's existing password). The link is used once; the person
 * is signed in and sees ten recovery codes.
 */
export const completeStaffEnrolment =
  (deps: StaffSignInDeps) =>
  (input: unknown): ResultAsync<Enrolled, InputInvalid | EnrolmentGone | SignInExpired | SecondFactorRefused | SignInRefused | StaffEmailTaken | SU> =>
    parseInput(completeEnrolmentRequestSchema, input).asyncAndThen((request) => {
      if (isCommonPassword(request.password)) return errAsync(invalid('password', AUTH_MESSAGES.passwordTooCommon));
      const now = deps.clock.now();
      const codeHash = deps.secrets.hashOf(request.code);
      const setupHash = deps.secrets.hashOf(request.setup_token);
      type Failure = InputInvalid | EnrolmentGone | SignInExpired | SecondFactorRefused | SignInRefused | StaffEmailTaken | SU;
      return ResultAsync.combine([deps.enrolments.open(codeHash, now), deps.steps.open(setupHash, now)]).andThen(([enrolment, setup]): ResultAsync<Enrolled, Failure> => {
        if (enrolment === null) return errAsync(ENROLMENT_GONE);
        if (setup === null || (setup.purpose !== 'enrol-totp' && setup.purpose !== 'enrol-passkey') || setup.enrolmentCodeHash !== codeHash || setup.secret === null)
          return errAsync(SIGN_IN_EXPIRED);
        const email = enrolment.email ?? request.email;
        const name = enrolment.name ?? request.name;
        if (email === undefined) return errAsync(invalid('email', STAFF_SIGN_IN_MESSAGES.emailRequired));
        if (name === undefined) return errAsync(invalid('name', STAFF_SIGN_IN_MESSAGES.nameRequired));
        if (request.password.trim().toLowerCase() === email) return errAsync(invalid('password', AUTH_MESSAGES.passwordIsEmail));
        const enrolWith = (factor: NewFactor): ResultAsync<Enrolled, Failure> => {
        const finish = (person: StaffPerson, setPassword: boolean): ResultAsync<Enrolled, Failure> =>
          (setPassword ? ResultAsync.fromSafePromise(deps.passwords.hash(request.password)).andThen((hash) => deps.credentials.setPassword(person.id, hash)) : okAsync(undefined))
            .andThen(() => (factor.method === 'totp' ? deps.credentials.saveTotp(person.id, factor.secret, factor.step, now) : deps.credentials.addPasskey(person.id, factor.passkey, now)))
            .andThen(() => issueRecoveryCodes(deps, person.id))
            .andThen((recoveryCodes) => deps.steps.remove(setupHash).andThen(() => startSession(deps, person)).map((started) => ({ ...started, recoveryCodes })));
        const take = () => deps.enrolments.take(codeHash, now).andThen((taken) => (taken === 'taken' ? okAsync(undefined) : errAsync(ENROLMENT_GONE)));

        // A reset second factor: the person is known and proves the password they have (or sets one if they never did).
        if (enrolment.personId !== null)
          return deps.people.byId(enrolment.personId).andThen((person): ResultAsync<Enrolled, Failure> => {
            if (person === null || !person.active) return errAsync(ENROLMENT_GONE);
            return deps.credentials.passwordHashOf(person.id).andThen((stored) =>
              (stored === null ? okAsync(true) : ResultAsync.fromSafePromise(deps.passwords.verify(request.password, stored))).andThen((matches): ResultAsync<Enrolled, Failure> =>
                matches ? take().andThen(() => finish(person, stored === null)) : errAsync(refused('password', person)),
              ),
            );
          });

        const person: StaffPerson = { id: deps.ids.next(), email, name, roles: enrolment.roles, therapistId: enrolment.therapistId, active: true, createdAt: now };
        return deps.people.byEmail(email).andThen((existing): ResultAsync<Enrolled, Failure> => {
          if (existing !== null) return errAsync({ kind: 'staff-email-taken' });
          return take()
            .andThen(() => deps.people.add(person))
            .andThen((added): ResultAsync<Enrolled, Failure> => (added === 'added' ? finish(person, true) : errAsync({ kind: 'staff-email-taken' })));
        });
        };
        return proveNewFactor(deps, setup, setupHash, request).andThen(enrolWith);
      });
    });

/**
 * The first step of a sign-in: e-mail and password. An unknown e-mail, a wrong password, a deactivated person and a
 * locked account get one answer, and an unknown e-mail costs a hash like a known one. Failures count as a
 * visitor's do (core's loginCounters). The answer is a short-lived step token for the second factor.
 */
export const signInStaff =
  (deps: StaffSignInDeps) =>
  (input: unknown, client: LoginClient): ResultAsync<SignInPending, InputInvalid | SignInRefused | SU> =>
    parseInput(staffSignInRequestSchema, input).asyncAndThen(({ email, password }) => {
      const normalised = email.trim().toLowerCase();
      const counters = countersOf(deps, normalised, client);
      return ResultAsync.combine([counters.locked, deps.people.byEmail(normalised)]).andThen(([locked, person]): ResultAsync<SignInPending, SignInRefused | SU> => {
        if (locked) return errAsync(refused('locked', person));
        const stored = person !== null && person.active ? deps.credentials.passwordHashOf(person.id) : okAsync(null);
        return stored
          .andThen((hash) => ResultAsync.fromSafePromise(hash === null ? deps.passwords.verifyNothing(password) : deps.passwords.verify(password, hash)))
          .andThen((matches): ResultAsync<SignInPending, SignInRefused | SU> => {
            if (!matches || person === null) return counters.failed().andThen(() => errAsync(refused(person !== null && !person.active ? 'deactivated' : 'password', person)));
            return deps.credentials.factorsOf(person.id).andThen((factors): ResultAsync<SignInPending, SignInRefused | SU> => {
              const methods: SecondFactorMethod[] = [
                ...(factors.passkeys > 0 ? (['passkey'] as const) : []),
                ...(factors.totp ? (['totp'] as const) : []),
                ...(factors.recoveryCodesLeft > 0 ? (['recovery-code'] as const) : []),
              ];
              if (!factors.totp && factors.passkeys === 0) return errAsync(refused('no-second-factor', person));
              const now = deps.clock.now();
              const step = deps.secrets.issue(SIGN_IN_STEP_PREFIX);
              // The passkey challenge is made only now, after the password: its allowed credentials reveal nothing to a stranger.
              return passkeyChallengeOf(deps, person.id).andThen((passkey) =>
                deps.steps
                  .add(
                    { purpose: 'sign-in', personId: person.id, secret: passkey?.challenge ?? null, enrolmentCodeHash: null, createdAt: now, expiresAt: new Date(now.getTime() + STAFF_SESSION_POLICY.signInStepMs) },
                    step.hash,
                  )
                  .map(() => ({ signInToken: step.secret, factors: methods, passkeyOptions: passkey?.options ?? null, person })),
              );
            });
          });
      });
    });

/** The second step: a passkey of this person, a TOTP code (each time step once) or an unused recovery code; then a session starts. */
export const proveStaffSecondFactor =
  (deps: StaffSignInDeps) =>
  (input: unknown, client: LoginClient): ResultAsync<SignedIn, InputInvalid | SignInRefused | SecondFactorRefused | SignInExpired | SU> =>
    parseInput(secondFactorRequestSchema, input).asyncAndThen(({ sign_in_token, ...proof }) => {
      const stepHash = deps.secrets.hashOf(sign_in_token);
      type Failure = SignInRefused | SecondFactorRefused | SignInExpired | SU;
      return deps.steps.open(stepHash, deps.clock.now()).andThen((step): ResultAsync<SignedIn, Failure> => {
        if (step === null || step.purpose !== 'sign-in' || step.personId === null) return errAsync(SIGN_IN_EXPIRED);
        return deps.people.byId(step.personId).andThen((person): ResultAsync<SignedIn, Failure> => {
          if (person === null || !person.active) return errAsync(refused('deactivated', person));
          const counters = countersOf(deps, person.email, client);
          return counters.locked.andThen((locked): ResultAsync<SignedIn, Failure> => {
            if (locked) return errAsync(factorRefused('locked', person));
            return proveFactor(deps, person, proof, stepHash).andThen((why): ResultAsync<SignedIn, Failure> => {
              if (why !== null) return counters.failed().andThen(() => errAsync(factorRefused(why, person)));
              return deps.steps
                .remove(stepHash)
                .andThen(() => counters.succeeded())
                .andThen((device) => startSession(deps, person).map((started) => ({ ...started, device })));
            });
          });
        });
      });
    });

/**
 * A step-up's passkey challenge: options allowing the person's own passkeys, kept with a step token for a few
 * minutes; nulls when the person has no passkey (they step up with a TOTP code).
 */
export const stepUpPasskeyChallenge =
  (deps: StaffSignInDeps) =>
  (actor: StaffActor, sessionToken: string | null): ResultAsync<{ readonly stepToken: string | null; readonly options: PasskeyOptions | null }, SessionRequired | SU> => {
    if (actor.credential !== 'session' || sessionToken === null) return errAsync(SESSION_REQUIRED);
    return passkeyChallengeOf(deps, actor.personId).andThen((passkey) => {
      if (passkey === null) return okAsync({ stepToken: null, options: null });
      const now = deps.clock.now();
      const step = deps.secrets.issue(SIGN_IN_STEP_PREFIX);
      return deps.steps
        .add({ purpose: 'step-up', personId: actor.personId, secret: passkey.challenge, enrolmentCodeHash: null, createdAt: now, expiresAt: new Date(now.getTime() + STAFF_SESSION_POLICY.signInStepMs) }, step.hash)
        .map(() => ({ stepToken: step.secret, options: passkey.options }));
    });
  };

/**
 * Step-up: within a console session, the person proves their TOTP code or a passkey again, and for the next five
 * minutes the session opens sensitive data. A personal access token never steps up.
 */
export const stepUpStaffSession =
  (deps: StaffSignInDeps) =>
  (actor: StaffActor, sessionToken: string | null, input: unknown, client: LoginClient): ResultAsync<StaffActor, InputInvalid | SessionRequired | SecondFactorRefused | SU> => {
    if (actor.credential !== 'session' || sessionToken === null) return errAsync(SESSION_REQUIRED);
    return parseInput(stepUpRequestSchema, input).asyncAndThen((proof) =>
      deps.people.byId(actor.personId).andThen((person): ResultAsync<StaffActor, SecondFactorRefused | SU> => {
        if (person === null) return errAsync(factorRefused('wrong-code', null));
        const counters = countersOf(deps, person.email, client);
        return counters.locked.andThen((locked): ResultAsync<StaffActor, SecondFactorRefused | SU> => {
          if (locked) return errAsync(factorRefused('locked', person));
          const stepHash = deps.secrets.hashOf(proof.step_token ?? '');
          // A passkey answers a step-up challenge of this very person; another's step token opens nothing.
          const proved =
            proof.method === 'passkey'
              ? deps.steps
                  .open(stepHash, deps.clock.now())
                  .andThen((step) =>
                    step === null || step.purpose !== 'step-up' || step.personId !== person.id
                      ? okAsync('passkey' as const)
                      : proveFactor(deps, person, proof, stepHash).andThen((why) => (why === null ? deps.steps.remove(stepHash).map(() => null) : okAsync(why))),
                  )
              : proveTotp(deps, person, proof.code ?? '');
          return proved.andThen((why): ResultAsync<StaffActor, SecondFactorRefused | SU> => {
            if (why !== null) return counters.failed().andThen(() => errAsync(factorRefused(why, person)));
            const now = deps.clock.now();
            return deps.sessions.verified(deps.secrets.hashOf(sessionToken), now).map(() => actorOfPerson(person, 'session', now));
          });
        });
      }),
    );
  };

/** Ends this console session (a token has none to end). */
export const signOutStaffSession =
  (deps: Pick<StaffSignInDeps, 'sessions' | 'secrets' | 'clock'>) =>
  (actor: StaffActor, sessionToken: string | null): ResultAsync<{ readonly everywhere: false }, SessionRequired | SU> =>
    actor.credential !== 'session' || sessionToken === null
      ? errAsync(SESSION_REQUIRED)
      : deps.sessions.end(deps.secrets.hashOf(sessionToken), deps.clock.now()).map(() => ({ everywhere: false as const }));

/** Ends every console session of the person, on every device (their access tokens stay: they revoke those one by one). */
export const signOutStaffEverywhere =
  (deps: Pick<StaffSignInDeps, 'people' | 'clock'>) =>
  (actor: StaffActor): ResultAsync<{ readonly everywhere: true }, SU> =>
    deps.people.endSessions(actor.personId, deps.clock.now()).map(() => ({ everywhere: true as const }));
