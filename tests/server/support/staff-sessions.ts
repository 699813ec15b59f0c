import { STAFF_SIGN_IN_CONTRACT, type Clock, type StaffRole } from '@manobal/core';
import { composeStaffPeopleUseCases } from '../../../server/src/staff-auth/staff-people.use-cases';
import { createStaffSecrets } from '../../../server/src/staff-auth/staff-secrets';
import { totpCodeAt } from '../../../server/src/staff-auth/totp-authenticator';
import type { TestResponse, TestServer } from './test-server';

/** A person who enrolled with a TOTP app: what they keep (their password, the secret their app holds, their codes). */
export interface EnrolledPerson {
  readonly email: string;
  readonly password: string;
  readonly secret: string;
  readonly recoveryCodes: readonly string[];
  /** The `Cookie` header of the session the enrolment opened. */
  readonly cookie: string;
  readonly personId: string;
}

/** The console's own origin, as a browser sends it with every POST from the console's pages. */
export const originOf = (server: TestServer): Record<string, string> => ({ origin: server.baseUrl });

/** `name=value` of every Set-Cookie of an answer, as the browser sends them back. */
export const cookieOf = (response: TestResponse): string =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';', 1)[0]!)
    .join('; ');

/** POST with the console's origin (and a session cookie when given). */
export const consolePost = (server: TestServer, path: string, body: unknown, cookie?: string) =>
  server.post(path, body, { ...originOf(server), ...(cookie ? { cookie } : {}) });

/** GET with a session cookie, as the console's fetch sends it. */
export const consoleGet = (server: TestServer, path: string, cookie: string) => server.get(path, { cookie });

/** A one-time enrolment link's code: an invitation as an admin makes it, or the first admin's. */
export const enrolmentCode = async (server: TestServer, clock: Clock, invite?: { email: string; name: string; roles: readonly StaffRole[]; therapistId?: string | null }): Promise<string> => {
  const staff = composeStaffPeopleUseCases({ store: server.store, clock, ids: { next: () => crypto.randomUUID() }, secrets: createStaffSecrets() });
  const issued = invite
    ? await staff.invitePerson({ email: invite.email, name: invite.name, roles: invite.roles, therapist_id: invite.therapistId ?? null })
    : await staff.adminEnrolment();
  return issued._unsafeUnwrap().code;
};

/** Walks the enrolment page's two calls with a TOTP app whose code is computed from the secret shown. */
export const enrolWithTotp = async (
  server: TestServer,
  clock: Clock,
  code: string,
  who: { readonly email: string; readonly name?: string; readonly password?: string },
): Promise<EnrolledPerson> => {
  const opened = await consolePost(server, STAFF_SIGN_IN_CONTRACT.staffOpenEnrolment.path, { code });
  if (opened.status !== 200) throw new Error(`the enrolment link did not open: ${opened.text}`);
  const { setup_token, secret } = opened.json.data.totp as { setup_token: string; secret: string };
  const password = who.password ?? 'a long walk by the river';
  const completed = await consolePost(server, STAFF_SIGN_IN_CONTRACT.staffCompleteEnrolment.path, {
    code,
    setup_token,
    ...(opened.json.data.email === null ? { email: who.email, name: who.name ?? 'First Admin' } : {}),
    password,
    totp_code: totpCodeAt(secret, clock.now()),
  });
  if (completed.status !== 201) throw new Error(`the enrolment did not complete: ${completed.text}`);
  return { email: who.email, password, secret, recoveryCodes: completed.json.data.recovery_codes, cookie: cookieOf(completed), personId: completed.json.data.me.person_id };
};

/** Both sign-in steps with a TOTP code for `at` (default: the clock's now); answers the second step's response. */
export const signInWithTotp = async (server: TestServer, person: Pick<EnrolledPerson, 'email' | 'password' | 'secret'>, at: Date): Promise<TestResponse> => {
  const first = await consolePost(server, STAFF_SIGN_IN_CONTRACT.staffSignIn.path, { email: person.email, password: person.password });
  if (first.status !== 200) return first;
  return consolePost(server, STAFF_SIGN_IN_CONTRACT.staffSignInFactor.path, { sign_in_token: first.json.data.sign_in_token, method: 'totp', code: totpCodeAt(person.secret, at) });
};
