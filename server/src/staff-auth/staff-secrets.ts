import { createHash, randomBytes } from 'node:crypto';
import type { StaffSecrets } from '@manobal/core';

/** Bytes of randomness in every staff secret (session, access token, enrolment code, recovery code). */
export const STAFF_SECRET_BYTES = 32;

/** The digest the store keeps instead of a secret: SHA-256, hex. A random secret needs no salt nor slow hash. */
export const staffSecretHash = (secret: string): string => createHash('sha256').update(secret, 'utf8').digest('hex');

/** Core's StaffSecrets over Node's CSPRNG: 32 random bytes in base64url after a recognisable prefix. */
export const createStaffSecrets = (): StaffSecrets => ({
  issue: (prefix) => {
    const secret = `${prefix}${randomBytes(STAFF_SECRET_BYTES).toString('base64url')}`;
    return { secret, hash: staffSecretHash(secret) };
  },
  hashOf: staffSecretHash,
});
