import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE } from '@manobal/core';
import { failEnvelope, sendFail } from './envelope';
import { SECURITY_HEADERS } from './security-headers';
import { SERVER_MESSAGES } from './server.messages';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Answers for requests the router refuses before any route or hook runs: a URL it cannot decode (`/%`) or
 * a parameter over the length limit. API paths get the envelope (400), site paths the site's not-found page;
 * the security-header hook never runs here, so the same headers are set from SECURITY_HEADERS.
 */
export const createFrameworkErrorHandler = (webDist: string) => {
  const notFoundPage = join(webDist, '404.html');
  let page: string | null | undefined;
  const readNotFoundPage = () => {
    if (page === undefined) page = existsSync(notFoundPage) ? readFileSync(notFoundPage, 'utf8') : null;
    return page;
  };
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    request.log.info({ code: error.code }, 'malformed request URL');
    reply.headers(SECURITY_HEADERS);
    if (isApiPath(request.raw.url ?? '/')) {
      void sendFail(reply, 400, SERVER_MESSAGES.badUrl);
      return;
    }
    const html = readNotFoundPage();
    reply.code(404).header('cache-control', 'no-cache');
    void (html === null ? reply.type('text/plain; charset=utf-8').send(SERVER_MESSAGES.notFound) : reply.type('text/html; charset=utf-8').send(html));
  };
};

const CLIENT_ERRORS: Readonly<Record<string, { status: number; reason: string; msg: string }>> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', msg: SERVER_MESSAGES.requestTimeout },
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', msg: SERVER_MESSAGES.headersTooLarge },
};

/**
 * Node refuses some requests before Fastify sees them (headers or body too slow, headers too large,
 * unparsable HTTP); the answer is still the envelope with the security headers, then the connection closes.
 */
export const clientErrorHandler = (error: Error & { code?: string }, socket: Socket): void => {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = (error.code ? CLIENT_ERRORS[error.code] : undefined) ?? { status: 400, reason: 'Bad Request', msg: SERVER_MESSAGES.badRequest };
  if (socket.writable) {
    // No request was read, so no language was asked for: English.
    const body = JSON.stringify(failEnvelope(DEFAULT_LOCALE, known.status, known.msg));
    const headers = {
      ...SECURITY_HEADERS,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n');
    socket.write(`HTTP/1.1 ${known.status} ${known.reason}\r\n${head}\r\n\r\n${body}`);
  }
  socket.destroy(error);
};
