import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@manobal/core';

/** What every API answer says unless its route chose otherwise. */
export const API_CACHE_CONTROL = 'no-store';

const isApiPath = (url: string): boolean => {
  const path = url.split('?')[0] ?? '';
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
};

/**
 * No API answer is kept by a browser, a proxy or a CDN unless its route says it may be: login and signup carry
 * a token, confirm a manage token, the manage calls, `/me` and every staff call carry personal data, and so do
 * their refusals. Deciding it once here, rather than route by route, means a new call cannot forget it. The one
 * answer that sets its own is a therapist's photo (public and immutable at its address); the directory and slots
 * are left uncached too, since they change with every booking and staff edit and cost one indexed read.
 */
export const installApiNoStore = (app: FastifyInstance): void => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('cache-control') && isApiPath(request.url)) reply.header('cache-control', API_CACHE_CONTROL);
    return payload;
  });
};
