import { jwtVerify, SignJWT } from 'jose';
import type { Clock, TokenIssuer as TokenIssuerPort } from '@manobal/core';

export const ACCESS_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
const ISSUER = 'manobal';

/** Core's TokenIssuer port: an HS256 JWT naming the user, valid for seven days from the clock's now. */
export interface TokenIssuer extends TokenIssuerPort {
  /** The user id a valid token names, or null for anything expired, forged or malformed. */
  verify(token: string): Promise<string | null>;
}

export const createTokenIssuer = (key: Uint8Array, clock: Clock): TokenIssuer => {
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
  return {
    issue: (user) => {
      const now = nowSeconds();
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(ISSUER)
        .setIssuedAt(now)
        .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, currentDate: clock.now() });
        return typeof payload.sub === 'string' ? payload.sub : null;
      } catch {
        return null;
      }
    },
  };
};
