import { afterAll, beforeAll, expect, it } from 'vitest';
import { ENDPOINTS } from '@manobal/core';
import { aValidLogin, aValidSignup } from '../../fixtures/forms';
import { createPasswordHasher } from '../../server/src/auth/password-hasher';
import { createTestDatabase, describeEachEngine, runSqlAsOperator, type TestDatabase } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describeEachEngine('an access token lives no longer than the account and the password it was issued for', (engine) => {
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

  const signedIn = async (email: string, password: string): Promise<string> => {
    await server.post(ENDPOINTS.signup.path, aValidSignup({ email, password }));
    const login = await server.post(ENDPOINTS.login.path, aValidLogin({ email, password }));
    expect(login.status, login.text).toBe(200);
    return login.json.data.access_token as string;
  };
  const myAppointments = (token: string) => server.get(ENDPOINTS.myAppointments.path, bearer(token));

  it('refuses every token of an account at once when its password changes, and the new password signs in', async () => {
    const email = 'changes-password@example.in';
    const phone = await signedIn(email, 'first-password-1');
    const laptop = await signedIn(email, 'first-password-1');
    expect((await myAppointments(phone)).status).toBe(200);

    const account = (await server.store.users.findByEmail(email))._unsafeUnwrap();
    const newHash = await createPasswordHasher({ N: Number(server.config.scryptN), r: 8, p: 1 }).hash('second-password-2');
    (await server.store.users.updatePasswordHash(account?.id ?? '', newHash))._unsafeUnwrap();

    for (const token of [phone, laptop]) expect((await myAppointments(token)).status).toBe(401);
    expect((await server.post(ENDPOINTS.login.path, aValidLogin({ email, password: 'first-password-1' }))).status).toBe(401);
    const fresh = await signedIn(email, 'second-password-2');
    expect((await myAppointments(fresh)).status).toBe(200);
  });

  it('refuses the token of an account that was deleted, at once and not after seven days', async () => {
    const email = 'deleted@example.in';
    const token = await signedIn(email, 'about-to-go-1');
    expect((await myAppointments(token)).status).toBe(200);
    await runSqlAsOperator(db, `delete from users where email = '${email}'`);
    const refused = await myAppointments(token);
    expect(refused.status).toBe(401);
    expect(refused.json.success).toBe(false);
  });

  it('keeps an unchanged account’s token working, and a logged-in person’s other tokens after a failed login', async () => {
    const email = 'steady@example.in';
    const token = await signedIn(email, 'steady-password-1');
    expect((await server.post(ENDPOINTS.login.path, aValidLogin({ email, password: 'a-wrong-guess' }))).status).toBe(401);
    expect((await myAppointments(token)).status).toBe(200);
  });
});
