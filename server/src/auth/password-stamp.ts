import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AccountHashes } from '../store/store.port';

/**
 * A short keyed digest of an account's current password hash. An access token carries the stamp of the hash it was
 * issued under, and each request compares it with the account's stamp now: a changed password (a new salt, so a new
 * hash) or a deleted account ends every token at once, on every instance, with no column to keep in step. Keyed, so
 * the token (readable by anyone who holds it) says nothing about the hash.
 */
export const createPasswordStamps = (key: Uint8Array, accounts: AccountHashes) => {
  const stampOf = (passwordHash: string): string => createHmac('sha256', key).update(`password-stamp:${passwordHash}`).digest('base64url').slice(0, 22);
  return {
    /** The account's stamp now, or null when it has no account (any more). */
    current: async (userId: string): Promise<string | null> => {
      const hash = await accounts.passwordHashOf(userId);
      return hash === null ? null : stampOf(hash);
    },
    matches: (expected: string | null, presented: string | null): boolean =>
      expected !== null && presented !== null && expected.length === presented.length && timingSafeEqual(Buffer.from(expected), Buffer.from(presented)),
  };
};

export type PasswordStamps = ReturnType<typeof createPasswordStamps>;
