import { afterAll, beforeAll, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { ENDPOINTS, STAFF_CONTRACT, STAFF_SIGN_IN_CONTRACT, type AuditEntry } from '@manobal/core';
import { aValidCareersApplication, fixtureFile } from '../../fixtures/forms';
import { aMovableClock } from '../../fixtures/in-memory/in-memory-services';
import { totpCodeAt } from '../../server/src/staff-auth/totp-authenticator';
import type { Store } from '../../server/src/store/store.port';
import { consoleGet, consolePost, cookieOf, enrolmentCode, enrolWithTotp, signInWithTotp, type EnrolledPerson } from './support/staff-sessions';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

// Staff sign-in against the real server and database: enrolment from a one-time link with a TOTP app (its codes
// computed here from the secret the page shows), both sign-in steps, console sessions and their limits, step-up.

const ME = STAFF_CONTRACT.staffWhoami.path;
const SIGN_IN = STAFF_SIGN_IN_CONTRACT.staffSignIn.path;
const FACTOR = STAFF_SIGN_IN_CONTRACT.staffSignInFactor.path;
const MINUTE = 60_000;

const everyEntry = async (store: Store): Promise<AuditEntry[]> => {
  const rows: AuditEntry[] = [];
  for await (const entry of store.auditLog.walk()) rows.push(entry);
  return rows;
};

describeEachEngine('staff sign-in: enrolment, password and TOTP, sessions, step-up', (engine) => {
  let db: TestDatabase;
  let server: TestServer;
  const clock = aMovableClock('2026-12-01T04:00:00.000Z');
  /** Moves the injected clock on; every TOTP code of a new half-minute is a new code. */
  const later = (ms: number) => clock.set(new Date(clock.now().getTime() + ms).toISOString());
  let admin: EnrolledPerson;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    // A lock after three failures; the per-address limit out of the way (its own suite tests it).
    server = await startTestServer(db, { clock, staffAdmin: false, env: { LOGIN_LOCK_FAILURES: '3', RATE_LIMIT_AUTH: '1000' } });
    admin = await enrolWithTotp(server, clock, await enrolmentCode(server, clock), { email: 'first.admin@manobal.test', name: 'First Admin' });
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('enrols the first admin from the printed link with a TOTP app: signed in at once, with ten recovery codes', async () => {
    expect(admin.recoveryCodes).toHaveLength(10);
    expect(new Set(admin.recoveryCodes).size).toBe(10);
    const me = await consoleGet(server, ME, admin.cookie);
    expect(me.status, me.text).toBe(200);
    expect(me.json.data).toMatchObject({ name: 'First Admin', roles: ['admin'], credential: 'session' });
  });

  it('sets the session cookie HttpOnly, SameSite=Strict, Path=/, without Secure over plain http; the store keeps only its hash', async () => {
    later(MINUTE);
    const signedIn = await signInWithTotp(server, admin, clock.now());
    expect(signedIn.status, signedIn.text).toBe(200);
    const [session] = signedIn.headers.getSetCookie().filter((line) => line.startsWith('manobal_staff='));
    expect(session).toMatch(/; Path=\/; HttpOnly; SameSite=Strict$/);
    const token = session!.split(';', 1)[0]!.split('=')[1]!;
    expect(JSON.stringify(await everyEntry(server.store))).not.toContain(token);
  });

  it('refuses a used enrolment link and an expired one with kind enrolment-gone', async () => {
    const used = await consolePost(server, STAFF_SIGN_IN_CONTRACT.staffOpenEnrolment.path, { code: 'mnb_enr_nobody-has-this-code' });
    expect({ status: used.status, kind: used.json.kind }).toEqual({ status: 410, kind: 'enrolment-gone' });
    const code = await enrolmentCode(server, clock, { email: 'late@manobal.test', name: 'Late Person', roles: ['recruiter'] });
    later(73 * 60 * MINUTE);
    const expired = await consolePost(server, STAFF_SIGN_IN_CONTRACT.staffOpenEnrolment.path, { code });
    expect({ status: expired.status, kind: expired.json.kind }).toEqual({ status: 410, kind: 'enrolment-gone' });
  });

  it('uses an invitation once: the second use of the link is refused', async () => {
    const code = await enrolmentCode(server, clock, { email: 'coordinator@manobal.test', name: 'Meera Iyer', roles: ['coordinator'] });
    const meera = await enrolWithTotp(server, clock, code, { email: 'coordinator@manobal.test' });
    expect((await consoleGet(server, ME, meera.cookie)).json.data).toMatchObject({ name: 'Meera Iyer', roles: ['coordinator'] });
    const again = await consolePost(server, STAFF_SIGN_IN_CONTRACT.staffOpenEnrolment.path, { code });
    expect(again.json.kind).toBe('enrolment-gone');
  });

  it('refuses a wrong TOTP code at enrolment, and a password from the common list', async () => {
    const code = await enrolmentCode(server, clock, { email: 'careful@manobal.test', name: 'Careful Person', roles: ['recruiter'] });
    const opened = await consolePost(server, STAFF_SIGN_IN_CONTRACT.staffOpenEnrolment.path, { code });
    const { setup_token, secret } = opened.json.data.totp;
    const right = totpCodeAt(secret, clock.now());
    const wrong = right === '000000' ? '111111' : '000000';
    const refused = await consolePost(server, STAFF_SIGN_IN_CONTRACT.staffCompleteEnrolment.path, { code, setup_token, password: 'a long walk by the river', totp_code: wrong });
    expect({ status: refused.status, kind: refused.json.kind }).toEqual({ status: 401, kind: 'second-factor-refused' });
    const common = await consolePost(server, STAFF_SIGN_IN_CONTRACT.staffCompleteEnrolment.path, { code, setup_token, password: 'password123', totp_code: right });
    expect(common.status).toBe(400);
    expect(common.json.errors.password).toBeDefined();
  });

  it('gives one answer to an unknown e-mail and a wrong password, and never says which', async () => {
    const unknown = await consolePost(server, SIGN_IN, { email: 'nobody@manobal.test', password: 'a long walk by the river' });
    const wrong = await consolePost(server, SIGN_IN, { email: admin.email, password: 'not the password at all' });
    expect(unknown.status).toBe(401);
    expect(unknown.json).toEqual(wrong.json);
    expect(wrong.json.kind).toBe('sign-in-refused');
  });

  it('refuses a wrong code, then a replayed one, and accepts each recovery code once', async () => {
    later(MINUTE);
    const first = await consolePost(server, SIGN_IN, { email: admin.email, password: admin.password });
    expect(first.status, first.text).toBe(200);
    expect(first.json.data.factors).toEqual(['totp', 'recovery-code']);
    const token = first.json.data.sign_in_token;
    const right = totpCodeAt(admin.secret, clock.now());
    const wrong = await consolePost(server, FACTOR, { sign_in_token: token, method: 'totp', code: right === '000000' ? '111111' : '000000' });
    expect({ status: wrong.status, kind: wrong.json.kind }).toEqual({ status: 401, kind: 'second-factor-refused' });
    const ok = await consolePost(server, FACTOR, { sign_in_token: token, method: 'totp', code: right });
    expect(ok.status, ok.text).toBe(200);

    // The same code again, in a new sign-in within the same half-minute: a replay.
    const again = await consolePost(server, SIGN_IN, { email: admin.email, password: admin.password });
    const replayed = await consolePost(server, FACTOR, { sign_in_token: again.json.data.sign_in_token, method: 'totp', code: right });
    expect({ status: replayed.status, kind: replayed.json.kind }).toEqual({ status: 401, kind: 'second-factor-refused' });

    const recovery = admin.recoveryCodes[0]!.toUpperCase().replace('-', ' ');
    const byCode = await consolePost(server, FACTOR, { sign_in_token: again.json.data.sign_in_token, method: 'recovery-code', code: recovery });
    expect(byCode.status, byCode.text).toBe(200);
    const third = await consolePost(server, SIGN_IN, { email: admin.email, password: admin.password });
    const usedCode = await consolePost(server, FACTOR, { sign_in_token: third.json.data.sign_in_token, method: 'recovery-code', code: admin.recoveryCodes[0] });
    expect(usedCode.json.kind).toBe('second-factor-refused');
  });

  it('locks the account after three failures from an unknown client: even the right password is refused', async () => {
    const code = await enrolmentCode(server, clock, { email: 'lockme@manobal.test', name: 'Lock Me', roles: ['recruiter'] });
    const person = await enrolWithTotp(server, clock, code, { email: 'lockme@manobal.test' });
    for (let i = 0; i < 3; i += 1) expect((await consolePost(server, SIGN_IN, { email: person.email, password: `wrong password ${i}` })).json.kind).toBe('sign-in-refused');
    const locked = await consolePost(server, SIGN_IN, { email: person.email, password: person.password });
    expect({ status: locked.status, kind: locked.json.kind }).toEqual({ status: 401, kind: 'sign-in-refused' });
    // The lock lasts its minutes (LOGIN_LOCK_MINUTES), then the right password opens again.
    later(16 * MINUTE);
    expect((await signInWithTotp(server, person, clock.now())).status).toBe(200);
  });

  it('audits a sign-in and a refused sign-in of a known person, never an unknown e-mail', async () => {
    later(MINUTE);
    const before = (await everyEntry(server.store)).length;
    await consolePost(server, SIGN_IN, { email: admin.email, password: 'wrong again' });
    await consolePost(server, SIGN_IN, { email: 'stranger@manobal.test', password: 'wrong again' });
    await signInWithTotp(server, admin, clock.now());
    const rows = (await everyEntry(server.store)).slice(before);
    expect(rows.map((row) => [row.action, row.subject, row.personId, row.subjectId])).toEqual([
      ['sign-in-refused', 'staff-person', admin.personId, admin.personId],
      ['sign-in', 'staff-person', admin.personId, admin.personId],
    ]);
  });

  it('ends a session after 30 minutes idle, and after 12 hours however busy', async () => {
    later(MINUTE);
    const cookie = cookieOf(await signInWithTotp(server, admin, clock.now()));
    later(29 * MINUTE);
    expect((await consoleGet(server, ME, cookie)).status).toBe(200);
    later(31 * MINUTE);
    const idle = await consoleGet(server, ME, cookie);
    expect({ status: idle.status, kind: idle.json.kind }).toEqual({ status: 401, kind: 'signed-out' });

    const busy = cookieOf(await signInWithTotp(server, admin, clock.now()));
    for (let hour = 0; hour < 12 * 3 - 1; hour += 1) {
      later(20 * MINUTE);
      expect((await consoleGet(server, ME, busy)).status, `after ${(hour + 1) * 20} minutes`).toBe(200);
    }
    later(20 * MINUTE);
    expect((await consoleGet(server, ME, busy)).json.kind).toBe('signed-out');
  });

  it('signs out one session, and everywhere: every session of the person ends', async () => {
    later(MINUTE);
    const one = cookieOf(await signInWithTotp(server, admin, clock.now()));
    later(MINUTE);
    const two = cookieOf(await signInWithTotp(server, admin, clock.now()));
    later(MINUTE);
    const three = cookieOf(await signInWithTotp(server, admin, clock.now()));
    const out = await consolePost(server, STAFF_CONTRACT.staffSignOut.path, {}, one);
    expect(out.status, out.text).toBe(200);
    expect(out.headers.getSetCookie().some((line) => /^manobal_staff=; Max-Age=0/.test(line))).toBe(true);
    expect((await consoleGet(server, ME, one)).status).toBe(401);
    expect((await consoleGet(server, ME, two)).status).toBe(200);
    expect((await consolePost(server, STAFF_CONTRACT.staffSignOutEverywhere.path, {}, two)).status).toBe(200);
    expect((await consoleGet(server, ME, two)).json.kind).toBe('signed-out');
    expect((await consoleGet(server, ME, three)).json.kind).toBe('signed-out');
  });

  it("refuses a deactivated person's cookie", async () => {
    const code = await enrolmentCode(server, clock, { email: 'leaving@manobal.test', name: 'Leaving Person', roles: ['recruiter'] });
    const leaving = await enrolWithTotp(server, clock, code, { email: 'leaving@manobal.test' });
    later(MINUTE);
    const deactivated = await consolePost(server, STAFF_CONTRACT.staffDeactivatePerson.path.replace('{id}', leaving.personId), {}, cookieOf(await signInWithTotp(server, admin, clock.now())));
    expect(deactivated.status, deactivated.text).toBe(200);
    const refused = await consoleGet(server, ME, leaving.cookie);
    expect({ status: refused.status, kind: refused.json.kind }).toEqual({ status: 401, kind: 'signed-out' });
    expect((await consolePost(server, SIGN_IN, { email: leaving.email, password: leaving.password })).json.kind).toBe('sign-in-refused');
  });

  it('refuses a state-changing request with the session cookie from another origin, or with none', async () => {
    later(MINUTE);
    const cookie = cookieOf(await signInWithTotp(server, admin, clock.now()));
    const path = STAFF_CONTRACT.staffSignOutEverywhere.path;
    const forged = await server.post(path, {}, { cookie, origin: 'https://evil.example' });
    expect({ status: forged.status, kind: forged.json.kind }).toEqual({ status: 403, kind: 'cross-site-request' });
    const bare = await server.post(path, {}, { cookie });
    expect(bare.json.kind).toBe('cross-site-request');
    const byReferer = await server.post(path, {}, { cookie, referer: `${server.baseUrl}/staff/account` });
    expect(byReferer.status).toBe(200);
    // A sign-in from another site is refused as well (it would sign the visitor in as someone else).
    const crossSignIn = await server.post(SIGN_IN, { email: admin.email, password: admin.password }, { origin: 'https://evil.example' });
    expect(crossSignIn.json.kind).toBe('cross-site-request');
  });

  it('opens a step-up call for five minutes after a sign-in or a step-up, never to a token', async () => {
    later(MINUTE);
    const cookie = cookieOf(await signInWithTotp(server, admin, clock.now()));
    const exportFor = () => consolePost(server, STAFF_CONTRACT.staffAuditVisitorExport.path, { contact: '9876543210' }, cookie);
    expect((await exportFor()).status).toBe(200);
    later(5 * MINUTE);
    const stale = await exportFor();
    expect({ status: stale.status, kind: stale.json.kind }).toEqual({ status: 403, kind: 'step-up-required' });

    const wrong = await consolePost(server, STAFF_CONTRACT.staffStepUp.path, { method: 'totp', code: '12345x' }, cookie);
    expect(wrong.status).toBe(400);
    const steppedUp = await consolePost(server, STAFF_CONTRACT.staffStepUp.path, { method: 'totp', code: totpCodeAt(admin.secret, clock.now()) }, cookie);
    expect(steppedUp.status, steppedUp.text).toBe(200);
    expect(steppedUp.json.data.verified_at).toBe(clock.now().toISOString());
    later(4 * MINUTE);
    expect((await exportFor()).status).toBe(200);
    later(2 * MINUTE);
    expect((await exportFor()).json.kind).toBe('step-up-required');

    const { token } = await server.staffPerson({ roles: ['recruiter'] });
    const byToken = await server.post(STAFF_CONTRACT.staffStepUp.path, { method: 'totp', code: '123456' }, { authorization: `Bearer ${token}` });
    expect({ status: byToken.status, kind: byToken.json.kind }).toEqual({ status: 403, kind: 'session-required' });
  });

  it('opens a careers document to a recruiter stepped up within five minutes, and records the opening against the applicant', async () => {
    const links: Record<string, string> = {};
    for (const [field, name] of [
      ['photograph_link', 'sample.jpg'],
      ['aadhar_document_link', 'sample.pdf'],
      ['aadhar_back_document_link', 'sample.png'],
      ['pan_card_document_link', 'sample.pdf'],
      ['certification_document_link', 'sample.pdf'],
    ] as const) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(await readFile(fixtureFile(name)))]), name);
      links[field] = (await server.postRaw(ENDPOINTS.careersUpload.path, form)).json.data.file_url;
    }
    expect((await server.post(ENDPOINTS.careersApply.path, aValidCareersApplication(links))).status).toBe(201);
    const code = await enrolmentCode(server, clock, { email: 'ravi@manobal.test', name: 'Ravi Recruiter', roles: ['recruiter'] });
    const recruiter = await enrolWithTotp(server, clock, code, { email: 'ravi@manobal.test' });
    later(6 * MINUTE);
    const stale = await consoleGet(server, links['photograph_link']!, recruiter.cookie);
    expect({ status: stale.status, kind: stale.json.kind }).toEqual({ status: 403, kind: 'step-up-required' });
    const steppedUp = await consolePost(server, STAFF_CONTRACT.staffStepUp.path, { method: 'totp', code: totpCodeAt(recruiter.secret, clock.now()) }, recruiter.cookie);
    expect(steppedUp.status, steppedUp.text).toBe(200);
    const before = (await everyEntry(server.store)).length;
    const opened = await consoleGet(server, links['photograph_link']!, recruiter.cookie);
    expect(opened.status).toBe(200);
    const rows = (await everyEntry(server.store)).slice(before);
    expect(rows.map((row) => [row.action, row.subject, row.personId, row.subjectId, row.reason, row.visitorKeys.length])).toEqual([
      ['read-sensitive', 'document', recruiter.personId, links['photograph_link']!.split('/').at(-1), 'recruitment', 2],
    ]);
  });
});

describeEachEngine('staff sign-in served over https', (engine) => {
  let db: TestDatabase;
  let server: TestServer;
  const clock = aMovableClock('2026-12-01T04:00:00.000Z');
  const PUBLIC = 'https://care.manobal.example';
  beforeAll(async () => {
    db = await createTestDatabase(engine);
    server = await startTestServer(db, { clock, env: { PUBLIC_ORIGIN: PUBLIC } });
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('names the cookie __Host- and marks it Secure, and takes the configured origin as its own', async () => {
    const code = await enrolmentCode(server, clock, { email: 'secure@manobal.test', name: 'Secure Person', roles: ['recruiter'] });
    const fromPublic = { origin: PUBLIC };
    const opened = await server.post(STAFF_SIGN_IN_CONTRACT.staffOpenEnrolment.path, { code }, fromPublic);
    expect(opened.status, opened.text).toBe(200);
    // The server's own address is not the public origin the console is served from: refused as another site.
    expect((await server.post(STAFF_SIGN_IN_CONTRACT.staffOpenEnrolment.path, { code }, { origin: server.baseUrl })).json.kind).toBe('cross-site-request');
    const completed = await server.post(
      STAFF_SIGN_IN_CONTRACT.staffCompleteEnrolment.path,
      { code, setup_token: opened.json.data.totp.setup_token, password: 'a long walk by the river', totp_code: totpCodeAt(opened.json.data.totp.secret, clock.now()) },
      fromPublic,
    );
    expect(completed.status, completed.text).toBe(201);
    const [session] = completed.headers.getSetCookie();
    expect(session).toMatch(/^__Host-manobal_staff=mnb_ses_[\w-]+; Max-Age=43200; Path=\/; HttpOnly; SameSite=Strict; Secure$/);
    const cookie = session!.split(';', 1)[0]!;
    expect((await consoleGet(server, ME, cookie)).json.data.name).toBe('Secure Person');
  });
});
