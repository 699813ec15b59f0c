import { randomBytes, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { PasswordHasher } from '@manobal/core';
import { scryptOnOwnThreads } from './scrypt-pool';

export interface ScryptParameters {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

const KEY_LENGTH = 32;
const SALT_BYTES = 16;

const derive = (password: string, salt: Buffer, { N, r, p }: ScryptParameters, keyLength: number): Promise<Buffer> => {
  // Node refuses scrypt above 32 MiB unless maxmem is raised; 128·N·r is what the algorithm needs.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return scryptOnOwnThreads(password.normalize('NFKC'), salt, keyLength, options);
};

interface ParsedHash {
  readonly params: ScryptParameters;
  readonly salt: Buffer;
  readonly key: Buffer;
}

const parse = (stored: string): ParsedHash | null => {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (![N, r, p].every((n) => Number.isSafeInteger(n) && n > 0) || N > 2 ** 22 || r > 64 || p > 16) return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const key = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length === 0 || key.length === 0) return null;
  return { params: { N, r, p }, salt, key };
};

/**
 * Core's PasswordHasher port with scrypt. Hashes read `scrypt$N$r$p$salt$hash` (base64): the parameters
 * travel with the hash so they can be raised later. Comparison is constant-time.
 */
export const createPasswordHasher = (params: ScryptParameters): PasswordHasher => {
  const encode = (salt: Buffer, key: Buffer) => `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
  // A real hash to compare against when the email is unknown, so both paths cost one scrypt.
  const dummy = (() => {
    let promise: Promise<ParsedHash> | null = null;
    return () => {
      promise ??= derive('not-a-password', randomBytes(SALT_BYTES), params, KEY_LENGTH).then((key) => ({
        params,
        salt: randomBytes(SALT_BYTES),
        key,
      }));
      return promise;
    };
  })();

  const check = async (password: string, parsed: ParsedHash): Promise<boolean> => {
    const candidate = await derive(password, parsed.salt, parsed.params, parsed.key.length);
    return candidate.length === parsed.key.length && timingSafeEqual(candidate, parsed.key);
  };

  return {
    hash: async (password) => {
      const salt = randomBytes(SALT_BYTES);
      return encode(salt, await derive(password, salt, params, KEY_LENGTH));
    },
    verify: async (password, stored) => {
      const parsed = parse(stored);
      if (!parsed) {
        await check(password, await dummy());
        return false;
      }
      return check(password, parsed);
    },
    verifyNothing: async (password) => {
      await check(password, await dummy());
      return false;
    },
    needsRehash: (stored) => {
      const parsed = parse(stored);
      return !parsed || parsed.params.N < params.N || parsed.params.r < params.r || parsed.params.p < params.p;
    },
  };
};
