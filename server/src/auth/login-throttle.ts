import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { UNKNOWN_CLIENTS_LOCK_FACTOR, type Clock, type LoginCounter, type LoginThrottle } from '@manobal/core';
import type { LoginLock } from '../config';
import { fromStore } from '../store/store-faults';
import type { LoginThrottleRepository } from '../store/store.port';

const MINUTE_MS = 60_000;
/** A year: a person who signs in again next month is still on a known device. */
const KNOWN_DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

/** The name of the cookie that proves a device signed in to one account; one cookie per account on a device. */
export const KNOWN_DEVICE_COOKIE_PREFIX = 'manobal_known_';

/**
 * Core's LoginThrottle over the store's counters. Every key is an HMAC under a key derived from the token secret,
 * which every instance shares already: the same account and client give the same key everywhere, and a stolen
 * table (or a log line) does not say whose accounts were tried or from where. Known and unknown identifiers are
 * counted alike. A known device carries a cookie per account: a random device id and its HMAC with the account,
 * so it cannot be made up, nor moved to another account.
 */
export const createLoginThrottle = (deps: {
  readonly repository: LoginThrottleRepository;
  readonly secret: Uint8Array;
  readonly clock: Clock;
  readonly lock: LoginLock;
}): LoginThrottle => {
  const hashKey = createHmac('sha256', deps.secret).update('manobal:login-throttle:v1').digest();
  const mac = (text: string) => createHmac('sha256', hashKey).update(text, 'utf8').digest();
  const accountKey = (identifier: string) => mac(identifier.trim().toLowerCase()).toString('hex');
  const counterKey = (counter: LoginCounter): string => {
    const account = accountKey(counter.identifier);
    switch (counter.kind) {
      case 'known-device':
        return mac(`device:${account}:${counter.device}`).toString('hex');
      case 'address':
        return mac(`address:${account}:${counter.address}`).toString('hex');
      case 'unknown-clients':
        return mac(`unknown-clients:${account}`).toString('hex');
    }
  };
  const window = deps.lock.minutes * MINUTE_MS;
  const policyOf = (counter: LoginCounter) => ({
    failures: counter.kind === 'unknown-clients' ? deps.lock.failures * UNKNOWN_CLIENTS_LOCK_FACTOR : deps.lock.failures,
    windowMs: window,
    lockMs: window,
  });
  const cookieName = (identifier: string) => `${KNOWN_DEVICE_COOKIE_PREFIX}${mac(`cookie:${accountKey(identifier)}`).toString('hex').slice(0, 16)}`;
  const proofOf = (identifier: string, device: string) => mac(`proof:${accountKey(identifier)}:${device}`).toString('base64url');

  return {
    knownDevice: (identifier, client) => {
      const [device, proof] = (client.deviceProofs[cookieName(identifier)] ?? '').split('.', 2);
      if (device === undefined || proof === undefined || !DEVICE_ID.test(device)) return null;
      const expected = Buffer.from(proofOf(identifier, device));
      const given = Buffer.from(proof);
      return given.length === expected.length && timingSafeEqual(given, expected) ? device : null;
    },
    isLocked: (counter) => fromStore(async () => (await deps.repository.lockedUntil(counterKey(counter), deps.clock.now())) !== null),
    failed: (counter) => fromStore(() => deps.repository.recordFailure(counterKey(counter), deps.clock.now(), policyOf(counter))),
    forget: (counter) => fromStore(() => deps.repository.forget(counterKey(counter))),
    proofFor: (identifier, device) => {
      const id = device ?? randomBytes(16).toString('base64url');
      return { name: cookieName(identifier), value: `${id}.${proofOf(identifier, id)}` };
    },
  };
};

/** Every cookie a request carries, by name (the first of a name wins, as browsers send the most specific first). */
export const cookiesOf = (header: string | undefined): Record<string, string> => {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    if (!Object.hasOwn(cookies, name)) cookies[name] = part.slice(at + 1).trim();
  }
  return cookies;
};

/** The Set-Cookie value that keeps a device known to an account: only the login route reads it, never script. */
export const knownDeviceCookie = (proof: { readonly name: string; readonly value: string }, loginPath: string, secure: boolean): string =>
  `${proof.name}=${proof.value}; Path=${loginPath}; Max-Age=${KNOWN_DEVICE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
