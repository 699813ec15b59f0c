import { createHmac } from 'node:crypto';
import type { Clock, LoginThrottle } from '@manobal/core';
import type { LoginLock } from '../config';
import { fromStore } from '../store/store-faults';
import type { LoginThrottleRepository } from '../store/store.port';

const MINUTE_MS = 60_000;

/**
 * Keys are an HMAC of the lower-cased identifier under a key derived from the token secret, which every
 * instance shares already: the same account gives the same key everywhere, and a stolen table (or a log
 * line) does not say whose accounts were tried. Known and unknown identifiers are counted alike. This is core's
 * LoginThrottle port: failures per identifier, from any address, so one account cannot be guessed from many.
 */
export const createLoginThrottle = (deps: {
  readonly repository: LoginThrottleRepository;
  readonly secret: Uint8Array;
  readonly clock: Clock;
  readonly lock: LoginLock;
}): LoginThrottle => {
  const hashKey = createHmac('sha256', deps.secret).update('manobal:login-throttle:v1').digest();
  const accountKey = (identifier: string) => createHmac('sha256', hashKey).update(identifier.trim().toLowerCase(), 'utf8').digest('hex');
  const policy = { failures: deps.lock.failures, windowMs: deps.lock.minutes * MINUTE_MS, lockMs: deps.lock.minutes * MINUTE_MS };
  return {
    allows: (identifier) => fromStore(async () => (await deps.repository.lockedUntil(accountKey(identifier), deps.clock.now())) === null),
    failed: (identifier) => fromStore(() => deps.repository.recordFailure(accountKey(identifier), deps.clock.now(), policy)),
    succeeded: (identifier) => fromStore(() => deps.repository.forget(accountKey(identifier))),
  };
};
