import { createHash } from 'node:crypto';
import type { Clock } from '@manobal/core';
import type { RevokedTokens } from '../store/appointment-store';
import type { PasswordStamps } from './password-stamp';
import type { TokenIssuer } from './token-issuer';

/** The token of `Authorization: Bearer <token>`, or undefined when the header is absent or of another scheme. */
export const bearerToken = (header: string | undefined): string | undefined => /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];

export type Authenticated = { readonly kind: 'none' } | { readonly kind: 'invalid' } | { readonly kind: 'user'; readonly userId: string };

/**
 * Access tokens as routes read them: signed, unexpired, not logged out, and issued under the account's current
 * password, so a deleted account or a changed password ends every token at once (a token without a password stamp,
 * from before stamps existed, is refused too: its owner signs in again). Logout and the account are in the
 * database, so a token ended on one instance is refused by all. A token from before tokens carried an id is revoked
 * by its hash.
 */
export const createUserTokens = (deps: { readonly issuer: TokenIssuer; readonly revoked: RevokedTokens; readonly stamps: PasswordStamps; readonly clock: Clock }) => {
  const revocationId = (token: string, tokenId: string | null) => tokenId ?? `sha256:${createHash('sha256').update(token).digest('hex')}`;
  return {
    authenticate: async (header: string | undefined): Promise<Authenticated> => {
      const token = bearerToken(header);
      if (token === undefined) return { kind: 'none' };
      const read = await deps.issuer.read(token);
      if (read === null || (await deps.revoked.isRevoked(revocationId(token, read.tokenId)))) return { kind: 'invalid' };
      if (!deps.stamps.matches(await deps.stamps.current(read.userId), read.passwordStamp)) return { kind: 'invalid' };
      return { kind: 'user', userId: read.userId };
    },
    /** Ends the token for good; false when there was no valid token to end. */
    revoke: async (header: string | undefined): Promise<boolean> => {
      const token = bearerToken(header);
      const read = token === undefined ? null : await deps.issuer.read(token);
      if (token === undefined || read === null) return false;
      await deps.revoked.revoke(revocationId(token, read.tokenId), read.expiresAt, deps.clock.now());
      return true;
    },
  };
};

export type UserTokens = ReturnType<typeof createUserTokens>;
