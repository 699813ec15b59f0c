import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, CALL_MESSAGES, ENDPOINTS, loginDataSchema, UNKNOWN_CLIENTS_LOCK_FACTOR, type Clock, formMessageText } from '@manobal/core';
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
      ['name', { name: '' }, formMessageText('en', AUTH_MESSAGES.nameRequired)],
      ['email', { email: 'nikhil' }, formMessageText('en', AUTH_MESSAGES.emailInvalid)],
      ['password', { password: 'short' }, formMessageText('en', AUTH_MESSAGES.passwordTooShort)],
      ['password', { password: '' }, formMessageText('en', AUTH_MESSAGES.passwordRequired)],
      ['password', { password: 'password' }, formMessageText('en', AUTH_MESSAGES.passwordTooCommon)],
      ['password', { password: 'Password123' }, formMessageText('en', AUTH_MESSAGES.passwordTooCommon)],
      ['password', { password: '12345678' }, formMessageText('en', AUTH_MESSAGES.passwordTooCommon)],
      ['password', { password: ' '.repeat(8) }, formMessageText('en', AUTH_MESSAGES.passwordTooCommon)],
      ['password', { email: 'same@example.in', password: 'Same@Example.in' }, formMessageText('en', AUTH_MESSAGES.passwordIsEmail)],
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
      expect(response.json).toEqual({ success: false, kind: 'invalid-login', msg: SERVER_MESSAGES.invalidLogin });
    });

    it('says the same for an unknown email', async () => {
      const response = await server.post(LOGIN, aValidLogin({ email: 'nobody@example.in', password: 'correct-horse-9' }));
      expect(response.status).toBe(401);
      expect(response.json).toEqual({ success: false, kind: 'invalid-login', msg: 'Invalid email or password' });
    });

    it.each([
      ['email', { email: '' }, formMessageText('en', AUTH_MESSAGES.identifierRequired)],
      ['password', { password: '' }, formMessageText('en', AUTH_MESSAGES.passwordRequired)],
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
    expect(limited.json).toEqual({ success: false, kind: 'rate-limited', msg: SERVER_MESSAGES.rateLimited });
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });

  it('leaves other routes under the wider limit', async () => {
    const response = await server.get('/api/v1/health');
    expect(response.status).toBe(200);
  });
});

describeEachEngine('login locks, with the default settings: the client that fails is locked, never the owner', (engine) => {
  let db: TestDatabase;
  let server: TestServer;
  let offsetMs = 0;
  const clock: Clock = { now: () => new Date(Date.now() + offsetMs) };
  const ATTACKER = '203.0.113.10';
  const OWNER = '198.51.100.20';
  const DEFAULT_FAILURES = 10;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    // Client addresses come from X-Forwarded-For (the test is the one trusted hop), so one test can be several visitors.
    server = await startTestServer(db, { clock, env: { TRUST_PROXY: '1', RATE_LIMIT_AUTH: '', LOGIN_LOCK_FAILURES: '', LOGIN_LOCK_MINUTES: '' } });
    for (const email of ['owner@example.in', 'crowd@example.in', 'device@example.in']) {
      await server.post(SIGNUP, aValidSignup({ email, password: 'right-password-1' }));
    }
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  const loginFrom = (address: string, email: string, password: string, cookie?: string) =>
    server.post(LOGIN, aValidLogin({ email, password }), { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) });
  /** The cookie a successful login sets, as a browser would send it back. */
  const knownDeviceOf = (response: TestResponse): string => {
    const set = response.headers.get('set-cookie') ?? '';
    expect(set).toMatch(/^manobal_known_[0-9a-f]{16}=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+; Path=\/api\/v1\/login; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
    return set.split(';')[0]!;
  };

  /** What a client can compare between two answers: status, body and which headers came back. */
  const looks = (response: TestResponse) => ({
    status: response.status,
    body: response.json,
    headers: [...response.headers.keys()].filter((name) => name !== 'date').sort(),
  });

  it('locks the address that failed, answering even the right password like a wrong one', async () => {
    const ordinaryFailure = looks(await loginFrom(OWNER, 'crowd@example.in', 'not-it-at-all'));
    for (let attempt = 0; attempt < DEFAULT_FAILURES; attempt += 1) {
      expect((await loginFrom(ATTACKER, 'owner@example.in', `wrong-guess-${attempt}`)).status).toBe(401);
    }
    const locked = await loginFrom(ATTACKER, 'OWNER@example.in', 'right-password-1');
    expect(looks(locked)).toEqual(ordinaryFailure);
    expect(locked.json).toEqual({ success: false, kind: 'invalid-login', msg: SERVER_MESSAGES.invalidLogin });
  });

  it('lets the owner in from their own address however long one address keeps failing on purpose', async () => {
    for (let round = 0; round < 3; round += 1) {
      for (let attempt = 0; attempt < DEFAULT_FAILURES; attempt += 1) await loginFrom(ATTACKER, 'owner@example.in', `again-${round}-${attempt}`);
      offsetMs += 14 * 60_000;
      expect((await loginFrom(OWNER, 'owner@example.in', 'right-password-1')).status).toBe(200);
    }
  });

  it('locks out every unknown client once many addresses together fail, and still lets a known device in', async () => {
    const device = knownDeviceOf(await loginFrom(OWNER, 'crowd@example.in', 'right-password-1'));
    // Ten times the per-client count, spread so that no one address reaches its own lock.
    for (let attempt = 0; attempt < DEFAULT_FAILURES * UNKNOWN_CLIENTS_LOCK_FACTOR; attempt += 1) {
      await loginFrom(`192.0.2.${attempt % 50}`, 'crowd@example.in', `crowd-guess-${attempt}`);
    }
    expect((await loginFrom('198.51.100.99', 'crowd@example.in', 'right-password-1')).status).toBe(401);
    expect((await loginFrom('198.51.100.99', 'crowd@example.in', 'right-password-1', device)).status).toBe(200);
  });

  it("takes no made-up, altered or other account's device cookie for a known device", async () => {
    const device = knownDeviceOf(await loginFrom(OWNER, 'device@example.in', 'right-password-1'));
    const [name, value] = device.split('=') as [string, string];
    for (let attempt = 0; attempt < DEFAULT_FAILURES * UNKNOWN_CLIENTS_LOCK_FACTOR; attempt += 1) {
      await loginFrom(`192.0.2.${100 + (attempt % 50)}`, 'device@example.in', `guess-${attempt}`);
    }
    const altered = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
    const otherAccounts = knownDeviceOf(await loginFrom(OWNER, 'owner@example.in', 'right-password-1')).replace(/^[^=]+/, name);
    for (const cookie of [altered, otherAccounts, `${name}=AAAAAAAAAAAAAAAAAAAAAA.bm90LWEtcHJvb2Y`]) {
      expect((await loginFrom('198.51.100.99', 'device@example.in', 'right-password-1', cookie)).status).toBe(401);
    }
    expect((await loginFrom('198.51.100.99', 'device@example.in', 'right-password-1', device)).status).toBe(200);
  });

  it('treats an unknown email the same way, so the lock says nothing about who has an account', async () => {
    const ordinaryFailure = looks(await loginFrom(OWNER, 'crowd@example.in', 'not-it-either'));
    const failures: TestResponse[] = [];
    for (let attempt = 0; attempt < DEFAULT_FAILURES; attempt += 1) failures.push(await loginFrom(ATTACKER, 'nobody-here@example.in', `guess-${attempt}`));
    expect(failures.map(looks)).toEqual(Array(DEFAULT_FAILURES).fill(ordinaryFailure));
    expect(looks(await loginFrom(ATTACKER, 'nobody-here@example.in', 'right-password-1'))).toEqual(ordinaryFailure);
  });

  it('lets the right password in again from the locked address once the lock has run out (15 minutes by default)', async () => {
    // Past every lock the tests above left, so this one starts from nothing.
    offsetMs += 16 * 60_000;
    for (let attempt = 0; attempt < DEFAULT_FAILURES; attempt += 1) await loginFrom(ATTACKER, 'owner@example.in', `late-${attempt}`);
    offsetMs += 14 * 60_000;
    expect((await loginFrom(ATTACKER, 'owner@example.in', 'right-password-1')).status).toBe(401);
    offsetMs += 60_000 + 1_000;
    expect((await loginFrom(ATTACKER, 'owner@example.in', 'right-password-1')).status).toBe(200);
  });
});
