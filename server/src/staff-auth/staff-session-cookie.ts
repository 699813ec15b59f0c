import type { FastifyRequest } from 'fastify';
import { STAFF_SESSION_POLICY } from '@manobal/core';
import { cookiesOf } from '../auth/login-throttle';

/**
 * The console session's cookie. Over https it takes the `__Host-` prefix, which browsers accept only with Secure,
 * Path=/ and no Domain, so no subdomain and no plain-http page can set or shadow it.
 */
export const STAFF_SESSION_COOKIE = 'manobal_staff';
const HOST_PREFIXED = `__Host-${STAFF_SESSION_COOKIE}`;

/** Whether the console is served over https: the request's protocol (behind a trusted proxy, its header), or a configured https public origin. */
export const servedOverHttps = (request: FastifyRequest, publicOrigin: string | undefined): boolean =>
  request.protocol === 'https' || (publicOrigin?.startsWith('https://') ?? false);

/** The session token a request carries, under either name, or null. */
export const sessionTokenOf = (request: FastifyRequest): string | null => {
  const cookies = cookiesOf(request.headers.cookie);
  return cookies[HOST_PREFIXED] ?? cookies[STAFF_SESSION_COOKIE] ?? null;
};

const attributes = (secure: boolean) => `Path=/; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;

/** Set-Cookie for a new session: it lasts at most the absolute session limit; the server ends it sooner when idle. */
export const sessionCookie = (token: string, secure: boolean): string =>
  `${secure ? HOST_PREFIXED : STAFF_SESSION_COOKIE}=${token}; Max-Age=${Math.floor(STAFF_SESSION_POLICY.absoluteMs / 1000)}; ${attributes(secure)}`;

/** Set-Cookie that removes the session cookie (signed out). */
export const clearedSessionCookie = (secure: boolean): string => `${secure ? HOST_PREFIXED : STAFF_SESSION_COOKIE}=; Max-Age=0; ${attributes(secure)}`;

/** The origin the console is served from: the configured public origin, else the one the request came to. */
export const ownOriginOf = (request: FastifyRequest, publicOrigin: string | undefined): string => (publicOrigin ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

const originOfUrl = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * Whether a state-changing request comes from the console's own pages: its Origin (or, when a browser sends none,
 * its Referer's origin) is the server's own. A request with neither is refused too: a browser always sends one of
 * them on a POST, and the cookie is the browser's.
 */
export const comesFromOwnOrigin = (request: FastifyRequest, publicOrigin: string | undefined): boolean => {
  const own = ownOriginOf(request, publicOrigin);
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== 'null') return origin === own;
  const referer = request.headers.referer;
  return typeof referer === 'string' && originOfUrl(referer) === own;
};

/** GET, HEAD and OPTIONS read; every other method changes something. */
export const isStateChanging = (request: FastifyRequest): boolean => !['GET', 'HEAD', 'OPTIONS'].includes(request.method);
