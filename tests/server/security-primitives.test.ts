import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, maskAadhaar, maskPan } from '@manobal/core';
import { resolveSecrets } from '../../server/src/auth/app-secrets';
import { createPasswordHasher } from '../../server/src/auth/password-hasher';
import { decodeKey32 } from '../../server/src/auth/secret-file';
import { createPasswordStamps } from '../../server/src/auth/password-stamp';
import { createTokenIssuer } from '../../server/src/auth/token-issuer';
import { createFieldCipher } from '../../server/src/privacy/field-cipher';
import { percentile75, summarizeVitalSamples as summarizeVitals } from '@manobal/core';

describe('password hasher', () => {
  const hasher = createPasswordHasher({ N: 1024, r: 8, p: 1 });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hasher.hash('quiet-river-42');
    expect(await hasher.verify('quiet-river-42', stored)).toBe(true);
    expect(await hasher.verify('quiet-river-43', stored)).toBe(false);
  });

  it('salts each hash, so one password hashes differently twice', async () => {
    expect(await hasher.hash('same')).not.toBe(await hasher.hash('same'));
  });

  it('keeps verifying hashes made with other parameters and asks for a rehash when they were weaker', async () => {
    const older = await createPasswordHasher({ N: 512, r: 8, p: 1 }).hash('legacy-pass');
    expect(await hasher.verify('legacy-pass', older)).toBe(true);
    expect(hasher.needsRehash(older)).toBe(true);
    expect(hasher.needsRehash(await hasher.hash('fresh-pass'))).toBe(false);
  });

  it('never matches a malformed stored value', async () => {
    for (const stored of ['', 'plain', 'scrypt$1024$8$1$$', 'bcrypt$x$y$z$a$b']) expect(await hasher.verify('', stored)).toBe(false);
  });
});

describe('access tokens', () => {
  const key = new Uint8Array(32).fill(7);
  const stamps = createPasswordStamps(key, { passwordHashOf: async (id) => (id === 'user-1' ? 'scrypt$1024$8$1$salt$hash' : null) });
  const issuer = (at: number, withKey: Uint8Array = key) => createTokenIssuer(withKey, fixedClock(at), stamps);

  it('name the user for seven days and no longer', async () => {
    const issuedAt = Date.parse('2030-05-01T00:00:00Z');
    const token = await issuer(issuedAt).issue({ id: 'user-1', name: 'A', email: 'a@b.in' });
    expect(await issuer(issuedAt + 6 * 86_400_000).verify(token)).toBe('user-1');
    expect(await issuer(issuedAt + 8 * 86_400_000).verify(token)).toBeNull();
    expect(await issuer(issuedAt, new Uint8Array(32)).verify(token)).toBeNull();
  });

  it('carry a keyed stamp of the password hash they were issued under, never the hash itself', async () => {
    const token = await issuer(Date.now()).issue({ id: 'user-1', name: 'A', email: 'a@b.in' });
    const read = await issuer(Date.now()).read(token);
    expect(read?.passwordStamp).toBe(await stamps.current('user-1'));
    expect(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).not.toMatch(/scrypt|salt|hash/);
    const other = createPasswordStamps(key, { passwordHashOf: async () => 'scrypt$1024$8$1$other-salt$other-hash' });
    expect(stamps.matches(await other.current('user-1'), read?.passwordStamp ?? null)).toBe(false);
    expect(stamps.matches(null, read?.passwordStamp ?? null)).toBe(false);
  });
});

describe('field cipher', () => {
  const cipher = createFieldCipher(Buffer.alloc(32, 1));

  it('round-trips any text and never shows it in the sealed form', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 4 }), (plain) => {
        const sealed = cipher.encrypt(plain);
        expect(cipher.decrypt(sealed)).toBe(plain);
        expect(sealed.includes(plain)).toBe(false);
      }),
      { numRuns: 100 },
    );
  });

  it('refuses a tampered value', () => {
    const sealed = cipher.encrypt('234567890124');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    expect(() => cipher.decrypt([parts[0], parts[1], parts[2], body.toString('base64url')].join('.'))).toThrow();
  });
});

describe('generated secrets', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'manobal-secrets-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('are created once with owner-only permissions and reused', async () => {
    const first = await resolveSecrets({ dataDir, jwtSecret: undefined, dataKey: undefined });
    const second = await resolveSecrets({ dataDir, jwtSecret: undefined, dataKey: undefined });
    expect(Buffer.from(second.jwtKey).equals(Buffer.from(first.jwtKey))).toBe(true);
    expect(second.dataKey.equals(first.dataKey)).toBe(true);
    expect((await stat(join(dataDir, 'jwt-secret'))).mode & 0o777).toBe(0o600);
    expect((await stat(join(dataDir, 'data-key'))).mode & 0o777).toBe(0o600);
  });

  it('accept DATA_KEY as hex or base64 and refuse anything but 32 bytes', () => {
    const key = Buffer.alloc(32, 9);
    expect(decodeKey32(key.toString('hex'))?.equals(key)).toBe(true);
    expect(decodeKey32(key.toString('base64'))?.equals(key)).toBe(true);
    expect(decodeKey32(Buffer.alloc(16).toString('base64'))).toBeNull();
  });
});

describe('masks and summaries', () => {
  it('masks Aadhaar and PAN down to the last four', () => {
    expect(maskAadhaar('1234')).toBe('XXXX-XXXX-1234');
    expect(maskPan('ABCPK1234L')).toBe('XXXXXX234L');
  });

  it('takes the nearest-rank 75th percentile', () => {
    expect(percentile75([4, 1, 3, 2])).toBe(3);
    expect(percentile75([10])).toBe(10);
    expect(summarizeVitals([{ name: 'INP', value: 80, route: '/b' }, { name: 'INP', value: 120, route: '/a' }]).map((r) => r.route)).toEqual(['/a', '/b']);
  });
});
