import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Reads a generated secret (base64) from `path`, creating it once with owner-only permissions.
 * `wx` makes creation atomic, so two instances starting together on a shared disk agree on one secret.
 */
export const loadOrCreateSecretFile = async (path: string, bytes: number): Promise<Buffer> => {
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  try {
    await writeFile(path, `${randomBytes(bytes).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const decoded = Buffer.from((await readFile(path, 'utf8')).trim(), 'base64');
  if (decoded.length !== bytes) throw new Error(`${path} does not hold a ${bytes}-byte base64 secret`);
  return decoded;
};

/** A 32-byte key given as 64 hex digits or as base64 (padded or url-safe). */
export const decodeKey32 = (text: string): Buffer | null => {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return null;
  const decoded = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return decoded.length === 32 ? decoded : null;
};
