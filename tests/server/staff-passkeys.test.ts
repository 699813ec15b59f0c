import { afterAll, beforeAll, expect, it } from 'vitest';
import { STAFF_CONTRACT, STAFF_SIGN_IN_CONTRACT } from '@manobal/core';
import { aMovableClock } from '../../fixtures/in-memory/in-memory-services';
import { aSoftwarePasskey, type SoftwarePasskey } from './support/software-passkey';
import { consoleGet, consolePost, cookieOf, enrolmentCode, enrolWithTotp } from './support/staff-sessions';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

// Passkeys (WebAuthn) for staff, against the real server and database: a software authenticator with a real ES256
// key answers the server's challenges, and the server's WebAuthn library checks every signature.

const OPEN = STAFF_SIGN_IN_CONTRACT.staffOpenEnrolment.path;
const COMPLETE = STAFF_SIGN_IN_CONTRACT.staffCompleteEnrolment.path;
const SIGN_IN = STAFF_SIGN_IN_CONTRACT.staffSignIn.path;
const FACTOR = STAFF_SIGN_IN_CONTRACT.staffSignInFactor.path;
const PASSWORD = 'a long walk by the river';

interface PasskeyPerson {
  readonly email: string;
  readonly passkey: SoftwarePasskey;
  readonly cookie: string;
  readonly recoveryCodes: readonly string[];
}

describeEachEngine('staff passkeys: enrolment, sign-in and step-up with WebAuthn', (engine) => {
  let db: TestDatabase;
  let server: TestServer;
  const clock = aMovableClock('2026-12-01T04:00:00.000Z');

  /** Opens an invitation and finishes it with a new passkey instead of the authenticator app. */
  const enrolWithPasskey = async (email: string, name: string): Promise<PasskeyPerson> => {
    const code = await enrolmentCode(server, clock, { email, name, roles: ['coordinator'] });
    const opened = await consolePost(server, OPEN, { code });
    expect(opened.status, opened.text).toBe(200);
    const passkey = aSoftwarePasskey();
    const { setup_token, options } = opened.json.data.passkey;
    const completed = await consolePost(server, COMPLETE, { code, setup_token, password: PASSWORD, passkey: passkey.register(options, server.baseUrl) });
    expect(completed.status, completed.text).toBe(201);
    return { email, passkey, cookie: cookieOf(completed), recoveryCodes: completed.json.data.recovery_codes };
  };
  /** The password step: its token and the passkey options it answered. */
  const passwordStep = async (email: string) => {
    const first = await consolePost(server, SIGN_IN, { email, password: PASSWORD });
    expect(first.status, first.text).toBe(200);
    return first.json.data as { sign_in_token: string; factors: string[]; passkey_options: { challenge: string; rpId: string; allowCredentials: { id: string }[] } | null };
  };

  let asha: PasskeyPerson;
  let ravi: PasskeyPerson;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    server = await startTestServer(db, { clock, staffAdmin: false, env: { LOGIN_LOCK_FAILURES: '20', RATE_LIMIT_AUTH: '1000' } });
    asha = await enrolWithPasskey('asha@manobal.test', 'Asha Rao');
    ravi = await enrolWithPasskey('ravi@manobal.test', 'Ravi Menon');
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('enrols with a passkey instead of an app: signed in at once, with ten recovery codes', async () => {
    expect(asha.recoveryCodes).toHaveLength(10);
    const me = await consoleGet(server, STAFF_CONTRACT.staffWhoami.path, asha.cookie);
    expect(me.json.data).toMatchObject({ name: 'Asha Rao', credential: 'session' });
  });

  it("offers the passkey after the password only, allowing that person's passkeys alone; a recovery code stays a fallback", async () => {
    const step = await passwordStep(asha.email);
    expect(step.factors).toEqual(['passkey', 'recovery-code']);
    expect(step.passkey_options?.allowCredentials.map((credential) => credential.id)).toEqual([asha.passkey.credentialId]);
    const stranger = await consolePost(server, SIGN_IN, { email: 'nobody@manobal.test', password: PASSWORD });
    expect({ status: stranger.status, kind: stranger.json.kind }).toEqual({ status: 401, kind: 'sign-in-refused' });
  });

  it('signs in with the passkey and sets the session cookie', async () => {
    const step = await passwordStep(asha.email);
    const signedIn = await consolePost(server, FACTOR, { sign_in_token: step.sign_in_token, method: 'passkey', passkey: asha.passkey.assert(step.passkey_options!, server.baseUrl) });
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(signedIn.json.data).toMatchObject({ name: 'Asha Rao' });
    expect((await consoleGet(server, STAFF_CONTRACT.staffWhoami.path, cookieOf(signedIn))).status).toBe(200);
  });

  it("refuses another person's passkey, even one that signs this sign-in's challenge", async () => {
    const step = await passwordStep(asha.email);
    const refused = await consolePost(server, FACTOR, { sign_in_token: step.sign_in_token, method: 'passkey', passkey: ravi.passkey.assert(step.passkey_options!, server.baseUrl) });
    expect({ status: refused.status, kind: refused.json.kind }).toEqual({ status: 401, kind: 'second-factor-refused' });
    expect(refused.json.msg).toMatch(/passkey/i);
  });

  it('answers a challenge once: the same signed answer, or a new one to a used challenge, is refused', async () => {
    const step = await passwordStep(ravi.email);
    const answer = ravi.passkey.assert(step.passkey_options!, server.baseUrl);
    expect((await consolePost(server, FACTOR, { sign_in_token: step.sign_in_token, method: 'passkey', passkey: answer })).status).toBe(200);
    const replayed = await consolePost(server, FACTOR, { sign_in_token: step.sign_in_token, method: 'passkey', passkey: answer });
    expect(replayed.status).not.toBe(200);

    const failed = await passwordStep(ravi.email);
    const wrong = await consolePost(server, FACTOR, { sign_in_token: failed.sign_in_token, method: 'passkey', passkey: asha.passkey.assert(failed.passkey_options!, server.baseUrl) });
    expect(wrong.json.kind).toBe('second-factor-refused');
    const retried = await consolePost(server, FACTOR, { sign_in_token: failed.sign_in_token, method: 'passkey', passkey: ravi.passkey.assert(failed.passkey_options!, server.baseUrl) });
    expect({ status: retried.status, kind: retried.json.kind }).toEqual({ status: 401, kind: 'second-factor-refused' });
  });

  it("refuses a counter that went back (a cloned authenticator) and an unknown credential", async () => {
    const step = await passwordStep(asha.email);
    const cloned = await consolePost(server, FACTOR, { sign_in_token: step.sign_in_token, method: 'passkey', passkey: asha.passkey.assert(step.passkey_options!, server.baseUrl, 1) });
    expect({ status: cloned.status, kind: cloned.json.kind }).toEqual({ status: 401, kind: 'second-factor-refused' });
    const again = await passwordStep(asha.email);
    const unknown = aSoftwarePasskey().assert(again.passkey_options!, server.baseUrl);
    const refused = await consolePost(server, FACTOR, { sign_in_token: again.sign_in_token, method: 'passkey', passkey: unknown });
    expect(refused.json.kind).toBe('second-factor-refused');
  });

  it('refuses a passkey made for another origin', async () => {
    const step = await passwordStep(asha.email);
    const elsewhere = asha.passkey.assert({ ...step.passkey_options!, rpId: 'evil.example' }, 'https://evil.example');
    const refused = await consolePost(server, FACTOR, { sign_in_token: step.sign_in_token, method: 'passkey', passkey: elsewhere });
    expect(refused.json.kind).toBe('second-factor-refused');
  });

  it("steps up with the person's passkey; another's passkey, or the challenge again, is refused", async () => {
    const challenge = await consolePost(server, STAFF_CONTRACT.staffStepUpPasskey.path, {}, asha.cookie);
    expect(challenge.status, challenge.text).toBe(200);
    const { step_token, options } = challenge.json.data;
    const others = await consolePost(server, STAFF_CONTRACT.staffStepUp.path, { method: 'passkey', step_token, passkey: ravi.passkey.assert(options, server.baseUrl) }, asha.cookie);
    expect(others.json.kind).toBe('second-factor-refused');

    const fresh = (await consolePost(server, STAFF_CONTRACT.staffStepUpPasskey.path, {}, asha.cookie)).json.data;
    const answer = asha.passkey.assert(fresh.options, server.baseUrl);
    const steppedUp = await consolePost(server, STAFF_CONTRACT.staffStepUp.path, { method: 'passkey', step_token: fresh.step_token, passkey: answer }, asha.cookie);
    expect(steppedUp.status, steppedUp.text).toBe(200);
    const replayed = await consolePost(server, STAFF_CONTRACT.staffStepUp.path, { method: 'passkey', step_token: fresh.step_token, passkey: answer }, asha.cookie);
    expect(replayed.json.kind).toBe('second-factor-refused');
  });

  it('answers no challenge for a step-up to a person without a passkey (they use their app)', async () => {
    const totpPerson = await enrolWithTotp(server, clock, await enrolmentCode(server, clock, { email: 'app.user@manobal.test', name: 'App User', roles: ['recruiter'] }), {
      email: 'app.user@manobal.test',
    });
    const challenge = await consolePost(server, STAFF_CONTRACT.staffStepUpPasskey.path, {}, totpPerson.cookie);
    expect(challenge.json.data).toEqual({ step_token: null, options: null });
    const step = await consolePost(server, SIGN_IN, { email: totpPerson.email, password: totpPerson.password });
    expect(step.json.data).toMatchObject({ factors: ['totp', 'recovery-code'], passkey_options: null });
  });
});
