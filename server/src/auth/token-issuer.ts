import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Clock, TokenIssuer as TokenIssuerPort } from '@manobal/core';
import type { PasswordStamps } from './password-stamp';

export const ACCESS_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
const ISSUER = 'manobal';
/** The claim holding the stamp of the password the token was issued under (see password-stamp.ts). */
const PASSWORD_STAMP_CLAIM = 'pws';

/**
 * Core's TokenIssuer port: an HS256 JWT naming the user, valid for seven days from the clock's now, and carrying
 * the stamp of the account's password at issue, so a changed password or a deleted account ends it.
 */
export interface TokenIssuer extends TokenIssuerPort {
  /** The user id a valid token names, or null for anything expired, forged or malformed. */
  verify(token: string): Promise<string | null>;
  /** What a valid token says (its id, for revocation at logout), or null; revocation is checked by the caller. */
  read(token: string): Promise<VerifiedToken | null>;
}

export interface VerifiedToken {
  readonly userId: string;
  /** The token's own id (jti); tokens issued before ids existed have none and cannot be revoked one by one. */
  readonly tokenId: string | null;
  readonly expiresAt: Date;
  /** The stamp of the account's password when the token was issued; null in tokens from before stamps existed. */
  readonly passwordStamp: string | null;
}

export const createTokenIssuer = (key: Uint8Array, clock: Clock, stamps: PasswordStamps): TokenIssuer => {
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
  const read = async (token: string): Promise<VerifiedToken | null> => {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, currentDate: clock.now() });
      if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
      const stamp = payload[PASSWORD_STAMP_CLAIM];
      return {
        userId: payload.sub,
        tokenId: typeof payload.jti === 'string' ? payload.jti : null,
        expiresAt: new Date(payload.exp * 1000),
        passwordStamp: typeof stamp === 'string' ? stamp : null,
      };
    } catch {
      return null;
    }
  };
  return {
    issue: async (user) => {
      const now = nowSeconds();
      // Issued right after the password was checked (and any rehash stored), so this is the stamp it was checked against.
      const stamp = await stamps.current(user.id);
      return new SignJWT(stamp === null ? {} : { [PASSWORD_STAMP_CLAIM]: stamp })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setJti(randomUUID())
        .setIssuer(ISSUER)
        .setIssuedAt(now)
        .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    verify: async (token) => (await read(token))?.userId ?? null,
    read,
  };
};
