import { createHmac, randomBytes } from 'node:crypto';
import type { IceServer } from '@manobal/core';
import type { RoomConfig } from '../config';

/**
 * coturn's REST API scheme (its `use-auth-secret` with `static-auth-secret`): the username is `<expiry>:<id>` with
 * the expiry in Unix seconds, the credential base64(HMAC-SHA1(secret, username)). coturn recomputes the same HMAC,
 * so no credential is stored anywhere and each one stops working at its expiry. The id is random: nothing of the
 * appointment or the person reaches the relay's logs.
 */
export const turnCredential = (secret: string, ttlSeconds: number, now: Date, id: string = randomBytes(9).toString('base64url')) => {
  const username = `${Math.floor(now.getTime() / 1000) + ttlSeconds}:${id}`;
  return { username, credential: createHmac('sha1', secret).update(username).digest('base64') };
};

/** The ICE servers one browser is given: STUN as configured, TURN with a credential of its own. */
export const iceServersFor = (config: RoomConfig, now: Date): IceServer[] => [
  ...(config.stunUrls.length > 0 ? [{ urls: [...config.stunUrls] }] : []),
  ...(config.turnUrls.length > 0 && config.turnSecret !== undefined
    ? [{ urls: [...config.turnUrls], ...turnCredential(config.turnSecret, config.turnTtlSeconds, now) }]
    : []),
];
