import { createHmac } from 'node:crypto';
import type { Clock } from '@manobal/core';
import type { LoginLock } from '../config';
import type { LoginThrottleRepository } from '../store/store.port';

/** Failed logins counted per account, from any address, so one account cannot be guessed from many. */
export interface LoginThrottle {
  /** Whether the account may try a password now. */
  allows(identifier: string): Promise<boolean>;
  failed(identifier: string): Promise<void>;
  succeeded(identifier: string): Promise<void>;
}

const MINUTE_MS = 60_000;

/**
 * Keys are an HMAC of the lower-cased identifier under a key derived from the token secret, which every
 * instance shares already: the same account gives the same key everywhere, and a stolen table (or a log
 * line) does not say whose accounts were tried. Known and unknown identifiers are counted alike.
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
    allows: async (identifier) => (await deps.repository.lockedUntil(accountKey(identifier), deps.clock.now())) === null,
    failed: (identifier) => deps.repository.recordFailure(accountKey(identifier), deps.clock.now(), policy),
    succeeded: (identifier) => deps.repository.forget(accountKey(identifier)),
  };
};
