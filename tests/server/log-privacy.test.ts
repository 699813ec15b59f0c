import { readFile } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, STAFF_CONTRACT, STAFF_SIGN_IN_CONTRACT } from '@manobal/core';
import { A_VALID_PAN, aValidAadhaar, aValidBooking, aValidCareersApplication, aValidLogin, aValidSignup, fixtureFile } from '../../fixtures/forms';
import { loggerOptions } from '../../server/src/http/logger-options';
import { consolePost, cookieOf, enrolmentCode, enrolWithTotp } from './support/staff-sessions';
import { createTestDatabase, type TestDatabase } from './support/test-databases';
import { startTestServer, TEST_STAFF_TOKEN, type TestServer } from './support/test-server';

describe('logs', () => {
  let db: TestDatabase;
  let server: TestServer;
  const lines: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    server = await startTestServer(db, { logger: { ...loggerOptions('trace'), stream } });
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('never contain passwords, tokens, identity numbers or phone numbers, even at trace level', async () => {
    const password = 'very-secret-password-77';
    await server.post(ENDPOINTS.signup.path, aValidSignup({ email: 'logs@example.in', password }));
    const login = await server.post(ENDPOINTS.login.path, aValidLogin({ email: 'logs@example.in', password }));
    await server.post(ENDPOINTS.bookSession.path, aValidBooking({ phone: '9123456780' }), { authorization: 'Bearer some-client-token-xyz' });
    const links: Record<string, string> = {};
    for (const [field, file] of [
      ['photograph_link', 'sample.jpg'],
      ['aadhar_document_link', 'sample.pdf'],
      ['aadhar_back_document_link', 'sample.pdf'],
      ['pan_card_document_link', 'sample.pdf'],
      ['certification_document_link', 'sample.pdf'],
    ] as const) {
      const form = new FormData();
      form.append('file', new Blob([await readFile(fixtureFile(file))]), file);
      links[field] = (await server.postRaw(ENDPOINTS.careersUpload.path, form)).json.data.file_url;
    }
    const applied = await server.post(ENDPOINTS.careersApply.path, aValidCareersApplication({ ...links, phone_number: '9988776655' }));
    expect(applied.status).toBe(201);
    await server.staffGet('/api/v1/staff/applications');

    const log = lines.join('');
    expect(log.length).toBeGreaterThan(0);
    for (const secret of [password, login.json.data.access_token, aValidAadhaar(), A_VALID_PAN, '9123456780', '9988776655', TEST_STAFF_TOKEN, 'some-client-token-xyz']) {
      expect(log).not.toContain(secret);
    }
  });

  it('never contain a staff password, TOTP secret or code, recovery code, enrolment code, sign-in step or session cookie', async () => {
    const before = lines.length;
    const clock = { now: () => new Date() };
    const code = await enrolmentCode(server, clock, { email: 'logs-staff@manobal.test', name: 'Logs Staff', roles: ['recruiter'] });
    const person = await enrolWithTotp(server, clock, code, { email: 'logs-staff@manobal.test', password: 'staff-secret-password-88' });
    const first = await consolePost(server, STAFF_SIGN_IN_CONTRACT.staffSignIn.path, { email: person.email, password: person.password });
    const byCode = await consolePost(server, STAFF_SIGN_IN_CONTRACT.staffSignInFactor.path, { sign_in_token: first.json.data.sign_in_token, method: 'recovery-code', code: person.recoveryCodes[0] });
    expect(byCode.status, byCode.text).toBe(200);
    await consolePost(server, STAFF_CONTRACT.staffSignOut.path, {}, cookieOf(byCode));
    const log = lines.slice(before).join('');
    expect(log).toContain('staff');
    const sessions = [person.cookie, cookieOf(byCode)].map((cookie) => cookie.split('=')[1]!);
    for (const secret of [person.password, person.secret, code, first.json.data.sign_in_token, ...person.recoveryCodes, ...sessions]) expect(log).not.toContain(secret);
  });

  it('keep the path and the harmless query parameters, never the rest of a query string', async () => {
    const secret = 'query-secret-4417';
    const before = lines.length;
    await server.get(`${ENDPOINTS.myAppointments.path}?token=${secret}`);
    await server.get(`/api/v1/therapists?language=hindi&access_token=${secret}&email=someone%40example.in`);
    await server.get(`/no-such-page?t=${secret}`);
    await server.get(`/api/v1/staff/applications?page=2&limit=5&key=${secret}`, { authorization: `Bearer ${TEST_STAFF_TOKEN}` });
    const log = lines.slice(before).join('');
    expect(log).not.toContain(secret);
    expect(log).not.toContain('someone');
    expect(log).not.toMatch(/access_token|[?&](?:token|email|t|key)=/);
    const urls = log
      .split('\n')
      .filter((line) => line.includes('incoming request'))
      .map((line) => (JSON.parse(line) as { req: { url: string } }).req.url);
    expect(urls).toEqual([ENDPOINTS.myAppointments.path, '/api/v1/therapists?language=hindi', '/no-such-page', '/api/v1/staff/applications?page=2&limit=5']);
  });

  it("keep no newsletter token: the one-click unsubscribe's query nor the confirm and unsubscribe bodies", async () => {
    const token = 'newsletterTokenSecret4417';
    const before = lines.length;
    await server.postRaw(`${ENDPOINTS.unsubscribeOneClick.path}?t=${token}`, 'List-Unsubscribe=One-Click', { 'content-type': 'application/x-www-form-urlencoded' });
    await server.post(ENDPOINTS.confirmNewsletter.path, { token });
    await server.post(ENDPOINTS.unsubscribeNewsletter.path, { token });
    const log = lines.slice(before).join('');
    expect(log).toContain(ENDPOINTS.unsubscribeOneClick.path);
    expect(log).not.toContain(token);
  });
});
