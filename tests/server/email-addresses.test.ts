import { expect, it } from 'vitest';
import { ENDPOINTS, SHARED_MESSAGES, formMessageText } from '@manobal/core';
import { aValidLogin, aValidSignup } from '../../fixtures/forms';
import { describeEachEngine } from './support/test-databases';
import { useTestServer } from './support/test-server';

describeEachEngine('e-mail addresses that look like another are one account or none', (engine) => {
  const running = useTestServer(engine);

  it('keeps a full-width signup as the plain address, so the same person signs in either way and no second account exists', async () => {
    const password = 'full-width-pass-1';
    expect((await running().post(ENDPOINTS.signup.path, aValidSignup({ email: 'ｍｅｅｒａ＠ｅｘａｍｐｌｅ．ｉｎ', password }))).status).toBe(201);
    expect((await running().post(ENDPOINTS.signup.path, aValidSignup({ email: 'meera@example.in', password: 'someone-else-2' }))).status).toBe(201);
    expect((await running().post(ENDPOINTS.login.path, aValidLogin({ email: 'meera@example.in', password }))).status).toBe(200);
    expect((await running().post(ENDPOINTS.login.path, aValidLogin({ email: 'ｍｅｅｒａ＠ｅｘａｍｐｌｅ．ｉｎ', password }))).status).toBe(200);
    const accounts = await running().store.users.list({ page: 1, limit: 100 });
    expect(accounts.items.filter((account) => account.email.endsWith('example.in')).map((account) => account.email)).toEqual(['meera@example.in']);
  });

  it('refuses a look-alike address and one with an invisible character, in words, and keeps no account', async () => {
    const lookAlike = await running().post(ENDPOINTS.signup.path, aValidSignup({ email: 'm\u0435era@example.in' }));
    expect([lookAlike.status, lookAlike.json.errors?.email]).toEqual([400, formMessageText('en', SHARED_MESSAGES.emailMixedScripts)]);
    const invisible = await running().post(ENDPOINTS.subscribeNewsletter.path, { email: 'meera\u200B@example.in' });
    expect([invisible.status, invisible.json.errors?.email]).toEqual([400, formMessageText('en', SHARED_MESSAGES.emailInvisible)]);
    const accounts = await running().store.users.list({ page: 1, limit: 100 });
    expect(accounts.items.some((account) => account.email !== 'meera@example.in')).toBe(false);
  });
});
