import type { LoginClient, LoginCounter } from './accounts.port';

/**
 * All unknown clients of one account together may fail this many times the per-client count before they are
 * locked out of it: guessing from many addresses is stopped, while one address alone is locked long before.
 */
export const UNKNOWN_CLIENTS_LOCK_FACTOR = 10;

/**
 * Which counters a login attempt is judged and counted by (OWASP's device cookies). A device that signed in to
 * the account before is counted alone, so the owner on their phone is never locked out by someone else. Any
 * other client is counted by its address, so one address failing on purpose locks only itself, and renewing
 * that lock for ever keeps nobody else out; and by all unknown clients together, so many addresses cannot
 * guess without limit.
 */
export const loginCounters = (
  identifier: string,
  client: LoginClient,
  knownDevice: string | null,
): { readonly own: LoginCounter; readonly shared: LoginCounter | null } =>
  knownDevice !== null
    ? { own: { kind: 'known-device', identifier, device: knownDevice }, shared: null }
    : { own: { kind: 'address', identifier, address: client.address }, shared: { kind: 'unknown-clients', identifier } };
