import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, logIn, signUp } from '@manobal/core';
import { aValidLogin, aValidSignup } from '../../../fixtures/forms';
import {
  aStandInPasswordHasher,
  aStandInTokenIssuer,
  anInMemoryLoginThrottle,
  createInMemoryAccountStore,
} from '../../../fixtures/in-memory/in-memory-accounts';
import { aMovableClock, sequentialIds } from '../../../fixtures/in-memory/in-memory-services';

const arrange = () => {
  const accounts = createInMemoryAccountStore();
  const passwords = aStandInPasswordHasher();
  const throttle = anInMemoryLoginThrottle(3);
  const clock = aMovableClock('2025-03-10T04:30:00.000Z');
  return {
    accounts,
    passwords,
    throttle,
    signUp: signUp({ accounts, passwords, ids: sequentialIds('user'), clock }),
    logIn: logIn({ accounts, passwords, throttle, tokens: aStandInTokenIssuer() }),
  };
};

describe('sign up', () => {
  it('keeps the account with a lower-cased email and only a hash of the password', async () => {
    const { accounts, signUp: run } = arrange();
    expect((await run(aValidSignup({ email: 'Nikhil.Rao@Example.IN' }))).isOk()).toBe(true);
    expect(accounts.accounts).toEqual([expect.objectContaining({ id: 'user-1', email: 'nikhil.rao@example.in' })]);
    expect(accounts.accounts[0]?.passwordHash).not.toContain(aValidSignup().password);
  });

  it('signup with a registered email answers as a new signup and changes nothing', async () => {
    const { accounts, signUp: run } = arrange();
    const fresh = await run(aValidSignup({ email: 'first@example.in' }));
    await run(aValidSignup({ email: 'taken@example.in', name: 'First Owner', password: 'first-owner-pass' }));
    const before = structuredClone(accounts.accounts);
    const again = await run(aValidSignup({ email: 'Taken@Example.in', name: 'Someone Else', password: 'second-try-pass' }));
    expect(again).toEqual(fresh);
    expect(accounts.accounts).toEqual(before);
  });

  it('refuses a common password with the field message', async () => {
    const { accounts, signUp: run } = arrange();
    expect((await run(aValidSignup({ password: 'password' })))._unsafeUnwrapErr()).toMatchObject({
      kind: 'validation',
      fieldErrors: { password: AUTH_MESSAGES.passwordTooCommon },
    });
    expect(accounts.accounts).toEqual([]);
  });
});

describe('log in', () => {
  it('issues a token and names the user for the right password, whatever the email capitals', async () => {
    const { signUp: register, logIn: run } = arrange();
    await register(aValidSignup());
    const result = await run(aValidLogin({ email: ' NIKHIL.rao@example.in ' }));
    expect(result._unsafeUnwrap()).toEqual({ accessToken: 'token-for-user-1', user: { id: 'user-1', name: 'Nikhil Rao', email: 'nikhil.rao@example.in' } });
  });

  it('answers invalid-login for a wrong password and for an unknown email alike, each costing one verification', async () => {
    const { signUp: register, logIn: run, passwords } = arrange();
    await register(aValidSignup());
    expect((await run(aValidLogin({ password: 'not-the-password' })))._unsafeUnwrapErr()).toEqual({ kind: 'invalid-login' });
    expect((await run(aValidLogin({ email: 'nobody@example.in' })))._unsafeUnwrapErr()).toEqual({ kind: 'invalid-login' });
    expect(passwords.verifications).toBe(2);
  });

  it('a locked identifier gets invalid-login even with the right password, without a verification', async () => {
    const { signUp: register, logIn: run, passwords, throttle } = arrange();
    await register(aValidSignup());
    for (let i = 0; i < 3; i += 1) await run(aValidLogin({ password: 'guess' }));
    const spent = passwords.verifications;
    expect((await run(aValidLogin()))._unsafeUnwrapErr()).toEqual({ kind: 'invalid-login' });
    expect(passwords.verifications).toBe(spent);
    expect(throttle.failuresOf(aValidLogin().email)).toBe(3);
  });

  it('starts the failure count again after a successful login', async () => {
    const { signUp: register, logIn: run, throttle } = arrange();
    await register(aValidSignup());
    await run(aValidLogin({ password: 'guess' }));
    await run(aValidLogin());
    expect(throttle.failuresOf(aValidLogin().email)).toBe(0);
  });

  it('replaces a hash made with weaker parameters on a successful login', async () => {
    const { accounts, logIn: run } = arrange();
    accounts.accounts.push({ id: 'old', name: 'Old Hash', email: 'old@example.in', passwordHash: 'v1:terces-dlo', createdAt: new Date(0) });
    expect((await run({ email: 'old@example.in', password: 'old-secret' })).isOk()).toBe(true);
    expect(accounts.accounts[0]?.passwordHash).toBe('v2:terces-dlo');
  });
});
