import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, CALL_MESSAGES, ENDPOINTS, loginDataSchema, type Clock } from '@manobal/core';
import { aValidLogin, aValidSignup } from '../../fixtures/forms';
import { resolveSecrets } from '../../server/src/auth/app-secrets';
import { SERVER_MESSAGES } from '../../server/src/http/server.messages';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/test-databases';
import { startTestServer, type TestResponse, type TestServer } from './support/test-server';

const SIGNUP = ENDPOINTS.signup.path;
const LOGIN = ENDPOINTS.login.path;
const withoutSlash = (path: string) => path.replace(/\/$/, '');

describeEachEngine('accounts', (engine) => {
  let db: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    server = await startTestServer(db);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  describe('signup', () => {
    it('creates an account and says so with the spec message', async () => {
      const response = await server.post(SIGNUP, aValidSignup({ email: 'first@example.in' }));
      expect(response.status).toBe(201);
      expect(response.json).toEqual({ success: true, msg: CALL_MESSAGES.signup.success });
    });

    it('answers on the path without the trailing slash too', async () => {
      const response = await server.post(withoutSlash(SIGNUP), aValidSignup({ email: 'noslash@example.in' }));
      expect(response.status).toBe(201);
    });

    it('answers a signup for a registered email exactly as for a new one, and leaves that account as it was', async () => {
      const fresh = await server.post(SIGNUP, aValidSignup({ email: 'new-person@example.in' }));
      await server.post(SIGNUP, aValidSignup({ email: 'twice@example.in', name: 'First Owner', password: 'first-owner-pass' }));
      const again = await server.post(SIGNUP, aValidSignup({ email: 'Twice@Example.IN', name: 'Someone Else', password: 'second-try-pass' }));
      expect(again.status).toBe(fresh.status);
      expect(again.json).toEqual(fresh.json);
      expect([...again.headers.keys()].sort()).toEqual([...fresh.headers.keys()].sort());

      expect((await server.post(LOGIN, aValidLogin({ email: 'twice@example.in', password: 'second-try-pass' }))).status).toBe(401);
      const owner = await server.post(LOGIN, aValidLogin({ email: 'twice@example.in', password: 'first-owner-pass' }));
      expect(owner.status).toBe(200);
      expect(owner.json.data.user.name).toBe('First Owner');
      const accounts = await server.store.users.list({ page: 1, limit: 100 });
      expect(accounts.items.filter((user) => user.email === 'twice@example.in')).toHaveLength(1);
    });

    it('keeps only a salted scrypt hash with its parameters', async () => {
      await server.post(SIGNUP, aValidSignup({ email: 'hash@example.in', password: 'a-secret-phrase' }));
      const user = (await server.store.users.findByEmail('hash@example.in'))._unsafeUnwrap();
      expect(user?.passwordHash).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
      expect(user?.passwordHash).not.toContain('a-secret-phrase');
    });

    it.each([
      ['name', { name: '' }, AUTH_MESSAGES.nameRequired],
      ['email', { email: 'nikhil' }, AUTH_MESSAGES.emailInvalid],
      ['password', { password: 'short' }, AUTH_MESSAGES.passwordTooShort],
      ['password', { password: '' }, AUTH_MESSAGES.passwordRequired],
      ['password', { password: 'password' }, AUTH_MESSAGES.passwordTooCommon],
      ['password', { password: 'Password123' }, AUTH_MESSAGES.passwordTooCommon],
      ['password', { password: '12345678' }, AUTH_MESSAGES.passwordTooCommon],
      ['password', { password: ' '.repeat(8) }, AUTH_MESSAGES.passwordTooCommon],
      ['password', { email: 'same@example.in', password: 'Same@Example.in' }, AUTH_MESSAGES.passwordIsEmail],
    ])('refuses a bad %s with its message (%j)', async (field, override, message) => {
      const response = await server.post(SIGNUP, aValidSignup(override));
      expect(response.status).toBe(400);
      expect(response.json.errors[field]).toBe(message);
      if ('email' in override) expect((await server.store.users.findByEmail(override.email))._unsafeUnwrap()).toBeNull();
    });
  });

  describe('login', () => {
    beforeAll(async () => {
      await server.post(SIGNUP, aValidSignup({ email: 'login@example.in', name: 'Login Person', password: 'correct-horse-9' }));
    });

    it('returns a seven-day token for the user and the user, matching the email case-insensitively', async () => {
      const response = await server.post(LOGIN, aValidLogin({ email: 'LOGIN@example.in', password: 'correct-horse-9' }));
      expect(response.status).toBe(200);
      expect(response.json.msg).toBe(CALL_MESSAGES.login.success);
      const data = loginDataSchema.parse(response.json.data);
      expect(data.user).toMatchObject({ name: 'Login Person', email: 'login@example.in' });
      const { payload } = await jwtVerify(data.access_token, (await resolveSecrets(server.config)).jwtKey, { algorithms: ['HS256'] });
      expect(payload.sub).toBe(data.user.id);
      expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(7 * 24 * 60 * 60);
    });

    it('answers on the path without the trailing slash too', async () => {
      const response = await server.post(withoutSlash(LOGIN), aValidLogin({ email: 'login@example.in', password: 'correct-horse-9' }));
      expect(response.status).toBe(200);
    });

    it('says only "Invalid email or password" for a wrong password', async () => {
      const response = await server.post(LOGIN, aValidLogin({ email: 'login@example.in', password: 'wrong-password' }));
      expect(response.status).toBe(401);
      expect(response.json).toEqual({ success: false, msg: SERVER_MESSAGES.invalidLogin });
    });

    it('says the same for an unknown email', async () => {
      const response = await server.post(LOGIN, aValidLogin({ email: 'nobody@example.in', password: 'correct-horse-9' }));
      expect(response.status).toBe(401);
      expect(response.json).toEqual({ success: false, msg: 'Invalid email or password' });
    });

    it.each([
      ['email', { email: '' }, AUTH_MESSAGES.identifierRequired],
      ['password', { password: '' }, AUTH_MESSAGES.passwordRequired],
    ])('refuses a missing %s with its message', async (field, override, message) => {
      const response = await server.post(LOGIN, aValidLogin(override));
      expect(response.status).toBe(400);
      expect(response.json.errors[field]).toBe(message);
    });
  });
});

describeEachEngine('login rate limit', (engine) => {
  let db: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    server = await startTestServer(db, { env: { RATE_LIMIT_AUTH: '3' } });
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('answers 429 in the envelope once a client passes the login limit', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await server.post(LOGIN, aValidLogin({ password: `guess-${attempt}` }))).status);
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    const limited = await server.post(LOGIN, aValidLogin());
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual({ success: false, msg: SERVER_MESSAGES.rateLimited });
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });

  it('leaves other routes under the wider limit', async () => {
    const response = await server.get('/api/v1/health');
    expect(response.status).toBe(200);
  });
});

describeEachEngine('per-account login lock, with the default settings', (engine) => {
  let db: TestDatabase;
  let server: TestServer;
  let offsetMs = 0;
  const clock: Clock = { now: () => new Date(Date.now() + offsetMs) };
  const ADDRESSES = ['203.0.113.10', '198.51.100.20', '192.0.2.30'] as const;
  const DEFAULT_FAILURES = 10;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    // Client addresses come from X-Forwarded-For (the test is the one trusted hop), so one test can be several visitors.
    server = await startTestServer(db, { clock, env: { TRUST_PROXY: '1', RATE_LIMIT_AUTH: '', LOGIN_LOCK_FAILURES: '', LOGIN_LOCK_MINUTES: '' } });
    for (const email of ['locked@example.in', 'bystander@example.in']) {
      await server.post(SIGNUP, aValidSignup({ email, password: 'right-password-1' }));
    }
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  const loginFrom = (address: string, email: string, password: string) =>
    server.post(LOGIN, aValidLogin({ email, password }), { 'x-forwarded-for': address });

  /** What a client can compare between two answers: status, body and which headers came back. */
  const looks = (response: TestResponse) => ({
    status: response.status,
    body: response.json,
    headers: [...response.headers.keys()].filter((name) => name !== 'date').sort(),
  });

  /** Fails the account's allowance, half from one address and half from another. */
  const failFromTwoAddresses = async (email: string) => {
    const answers: TestResponse[] = [];
    for (let attempt = 0; attempt < DEFAULT_FAILURES; attempt += 1) {
      answers.push(await loginFrom(ADDRESSES[attempt % 2]!, email, `wrong-guess-${attempt}`));
    }
    return answers;
  };

  it('refuses even the right password once an account has failed from two addresses, answering like a wrong password', async () => {
    const ordinaryFailure = looks(await loginFrom(ADDRESSES[2], 'bystander@example.in', 'not-it-at-all'));
    const failures = await failFromTwoAddresses('locked@example.in');
    expect(failures.map((answer) => answer.status)).toEqual(Array(DEFAULT_FAILURES).fill(401));

    const locked = await loginFrom(ADDRESSES[2], 'LOCKED@example.in', 'right-password-1');
    expect(looks(locked)).toEqual(ordinaryFailure);
    expect(locked.json).toEqual({ success: false, msg: SERVER_MESSAGES.invalidLogin });
  });

  it('leaves other accounts, from the same addresses, alone', async () => {
    const response = await loginFrom(ADDRESSES[0], 'bystander@example.in', 'right-password-1');
    expect(response.status).toBe(200);
  });

  it('treats an unknown email the same way, so the lock says nothing about who has an account', async () => {
    const ordinaryFailure = looks(await loginFrom(ADDRESSES[2], 'bystander@example.in', 'not-it-either'));
    const failures = await failFromTwoAddresses('nobody-here@example.in');
    expect(failures.map(looks)).toEqual(Array(DEFAULT_FAILURES).fill(ordinaryFailure));
    expect(looks(await loginFrom(ADDRESSES[2], 'nobody-here@example.in', 'right-password-1'))).toEqual(ordinaryFailure);
  });

  it('lets the right password in again once the lock has run out (15 minutes by default)', async () => {
    offsetMs = 14 * 60_000;
    expect((await loginFrom(ADDRESSES[2], 'locked@example.in', 'right-password-1')).status).toBe(401);
    offsetMs = 15 * 60_000 + 1_000;
    expect((await loginFrom(ADDRESSES[2], 'locked@example.in', 'right-password-1')).status).toBe(200);
  });
});
