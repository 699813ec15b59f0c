import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, CALL_MESSAGES, ENDPOINTS, loginDataSchema } from '@manobal/core';
import { aValidLogin, aValidSignup } from '../../fixtures/forms';
import { resolveSecrets } from '../../server/src/auth/app-secrets';
import { SERVER_MESSAGES } from '../../server/src/http/server.messages';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

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

    it('refuses an email already registered, whatever its capitalisation, with 409', async () => {
      await server.post(SIGNUP, aValidSignup({ email: 'twice@example.in' }));
      const again = await server.post(SIGNUP, aValidSignup({ email: 'Twice@Example.IN' }));
      expect(again.status).toBe(409);
      expect(again.json).toMatchObject({ success: false, msg: 'An account with this email already exists.' });
    });

    it('keeps only a salted scrypt hash with its parameters', async () => {
      await server.post(SIGNUP, aValidSignup({ email: 'hash@example.in', password: 'a-secret-phrase' }));
      const user = await server.store.users.findByEmail('hash@example.in');
      expect(user?.password_hash).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
      expect(user?.password_hash).not.toContain('a-secret-phrase');
    });

    it.each([
      ['name', { name: '' }, AUTH_MESSAGES.nameRequired],
      ['email', { email: 'nikhil' }, AUTH_MESSAGES.emailInvalid],
      ['password', { password: 'short' }, AUTH_MESSAGES.passwordTooShort],
      ['password', { password: '' }, AUTH_MESSAGES.passwordRequired],
    ])('refuses a bad %s with its message (%j)', async (field, override, message) => {
      const response = await server.post(SIGNUP, aValidSignup(override));
      expect(response.status).toBe(400);
      expect(response.json.errors[field]).toBe(message);
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
