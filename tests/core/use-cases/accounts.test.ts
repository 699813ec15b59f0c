import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, logIn, signUp, UNKNOWN_CLIENTS_LOCK_FACTOR, type LoginClient } from '@manobal/core';
import { aValidLogin, aValidSignup } from '../../../fixtures/forms';
import {
  aStandInPasswordHasher,
  aStandInTokenIssuer,
  anInMemoryLoginThrottle,
  createInMemoryAccountStore,
} from '../../../fixtures/in-memory/in-memory-accounts';
import { aMovableClock, sequentialIds } from '../../../fixtures/in-memory/in-memory-services';

const fromAddress = (address: string, deviceProofs: Record<string, string> = {}): LoginClient => ({ address, deviceProofs });
const HOME = fromAddress('203.0.113.10');

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
    own: (address = HOME.address) => ({ kind: 'address' as const, identifier: aValidLogin().email, address }),
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
  it('issues a token, names the user and gives the device a proof for next time, whatever the email capitals', async () => {
    const { signUp: register, logIn: run } = arrange();
    await register(aValidSignup());
    const result = await run(aValidLogin({ email: ' NIKHIL.rao@example.in ' }), HOME);
    expect(result._unsafeUnwrap()).toEqual({
      accessToken: 'token-for-user-1',
      user: { id: 'user-1', name: 'Nikhil Rao', email: 'nikhil.rao@example.in' },
      device: { name: 'known:nikhil.rao@example.in', value: 'device-1' },
    });
  });

  it('answers invalid-login for a wrong password and for an unknown email alike, each costing one verification', async () => {
    const { signUp: register, logIn: run, passwords } = arrange();
    await register(aValidSignup());
    expect((await run(aValidLogin({ password: 'not-the-password' }), HOME))._unsafeUnwrapErr()).toEqual({ kind: 'invalid-login' });
    expect((await run(aValidLogin({ email: 'nobody@example.in' }), HOME))._unsafeUnwrapErr()).toEqual({ kind: 'invalid-login' });
    expect(passwords.verifications).toBe(2);
  });

  it('locks the address that failed, even for the right password and without a verification', async () => {
    const { signUp: register, logIn: run, passwords, throttle, own } = arrange();
    await register(aValidSignup());
    for (let i = 0; i < 3; i += 1) await run(aValidLogin({ password: 'guess' }), HOME);
    const spent = passwords.verifications;
    expect((await run(aValidLogin(), HOME))._unsafeUnwrapErr()).toEqual({ kind: 'invalid-login' });
    expect(passwords.verifications).toBe(spent);
    expect(throttle.failuresOf(own())).toBe(3);
  });

  it('keeps the owner in from another address while one address fails on purpose, again and again', async () => {
    const { signUp: register, logIn: run, throttle, own } = arrange();
    await register(aValidSignup());
    for (let i = 0; i < 20; i += 1) await run(aValidLogin({ password: `guess-${i}` }), HOME);
    // A locked address is not counted further: it cannot push the account-wide count of unknown clients.
    expect(throttle.failuresOf(own())).toBe(3);
    expect((await run(aValidLogin(), fromAddress('198.51.100.20'))).isOk()).toBe(true);
  });

  it('locks out every unknown client once many addresses together fail, but lets a known device in', async () => {
    const { signUp: register, logIn: run } = arrange();
    await register(aValidSignup());
    const device = (await run(aValidLogin(), HOME))._unsafeUnwrap().device;
    for (let i = 0; i < 3 * UNKNOWN_CLIENTS_LOCK_FACTOR; i += 1) await run(aValidLogin({ password: 'guess' }), fromAddress(`192.0.2.${i}`));
    expect((await run(aValidLogin(), fromAddress('198.51.100.99')))._unsafeUnwrapErr()).toEqual({ kind: 'invalid-login' });
    const fromKnownDevice = await run(aValidLogin(), fromAddress('192.0.2.200', { [device.name]: device.value }));
    expect(fromKnownDevice._unsafeUnwrap().device).toEqual(device);
  });

  it('counts a known device alone: its own failures lock it, not the address it shares', async () => {
    const { signUp: register, logIn: run } = arrange();
    await register(aValidSignup());
    const device = (await run(aValidLogin(), HOME))._unsafeUnwrap().device;
    const knownHere = fromAddress(HOME.address, { [device.name]: device.value });
    for (let i = 0; i < 3; i += 1) await run(aValidLogin({ password: 'guess' }), knownHere);
    expect((await run(aValidLogin(), knownHere))._unsafeUnwrapErr()).toEqual({ kind: 'invalid-login' });
    expect((await run(aValidLogin(), HOME)).isOk()).toBe(true);
  });

  it('starts the failure count again after a successful login', async () => {
    const { signUp: register, logIn: run, throttle, own } = arrange();
    await register(aValidSignup());
    await run(aValidLogin({ password: 'guess' }), HOME);
    await run(aValidLogin(), HOME);
    expect(throttle.failuresOf(own())).toBe(0);
  });

  it('replaces a hash made with weaker parameters on a successful login', async () => {
    const { accounts, logIn: run } = arrange();
    accounts.accounts.push({ id: 'old', name: 'Old Hash', email: 'old@example.in', passwordHash: 'v1:terces-dlo', createdAt: new Date(0) });
    expect((await run({ email: 'old@example.in', password: 'old-secret' }, HOME)).isOk()).toBe(true);
    expect(accounts.accounts[0]?.passwordHash).toBe('v2:terces-dlo');
  });
});
