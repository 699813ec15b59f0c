import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, envelopeSchema, LIMITS, type Clock } from '@manobal/core';
import { buildApp } from '../../server/src/app';
import { loadConfig, type ServerConfig } from '../../server/src/config';
import { createLocalFileStorage } from '../../server/src/files/local-file-storage';
import { DEFAULT_HTTP_TIMEOUTS, SLOWEST_FULL_UPLOAD_SECONDS, SLOWEST_UPLINK_BITS_PER_SECOND } from '../../server/src/http/http-timeouts';
import { SECURITY_HEADERS } from '../../server/src/http/security-headers';
import { SERVER_MESSAGES } from '../../server/src/http/server.messages';
import { createTestDatabase, type TestDatabase } from './support/test-databases';
import { startTestServer, TEST_ENV, type TestServer } from './support/test-server';

const systemClock: Clock = { now: () => new Date() };
/** Far beyond the shortened bounds below: the answer must come before it, however busy the machine. */
const GENEROUS_DEADLINE_MS = 30_000;

interface RawAnswer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
  /** The server closed the connection after answering. */
  readonly closed: boolean;
}

const parseAnswer = (raw: string, closed: boolean): RawAnswer => {
  const [head = '', body = ''] = raw.split('\r\n\r\n', 2);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body, closed };
};

/**
 * Opens a real socket, sends `head` at once and then `trickle` one piece every `everyMs` until the server
 * answers and closes (or the generous deadline passes).
 */
const sendSlowly = (port: number, head: string, trickle: string, everyMs: number): Promise<RawAnswer> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (socket.writable && sent < trickle.length) socket.write(trickle[sent++] ?? '');
    }, everyMs);
    const deadline = setTimeout(() => socket.destroy(), GENEROUS_DEADLINE_MS);
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(deadline);
      resolve(parseAnswer(received, received.length > 0));
    });
    socket.write(head);
  });

const expectSecurityHeaders = (headers: Record<string, string> | Headers) => {
  const get = (name: string) => (headers instanceof Headers ? headers.get(name) : headers[name]);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(get(name), name).toBe(value);
};

describe('slow-client bounds', () => {
  it('keeps the documented defaults: a 10 MB upload on 2G completes, and a trickle is cut within 15 minutes', async () => {
    expect(DEFAULT_HTTP_TIMEOUTS.requestMs).toBe(15 * 60_000);
    expect(SLOWEST_UPLINK_BITS_PER_SECOND).toBe(100_000);
    expect(SLOWEST_FULL_UPLOAD_SECONDS * 1000).toBeLessThan(DEFAULT_HTTP_TIMEOUTS.requestMs);
    expect(SLOWEST_FULL_UPLOAD_SECONDS).toBe(Math.ceil((LIMITS.uploadMaxBytes * 8) / 100_000));
    expect(DEFAULT_HTTP_TIMEOUTS.headersMs).toBeLessThanOrEqual(DEFAULT_HTTP_TIMEOUTS.requestMs);
    expect(DEFAULT_HTTP_TIMEOUTS.idleMs).toBeGreaterThan(DEFAULT_HTTP_TIMEOUTS.keepAliveMs);
    const readme = await readFile(join(import.meta.dirname, '../../server/README.md'), 'utf8');
    for (const documented of ['15 minutes', '30 seconds', '75 seconds', '72 seconds', '10 seconds']) expect(readme).toContain(documented);
  });

  describe('on a real socket, with the bounds shortened', () => {
    let db: TestDatabase;
    let app: FastifyInstance;
    let config: ServerConfig;
    let port: number;
    let closeStore: () => Promise<void> = async () => undefined;

    beforeAll(async () => {
      db = await createTestDatabase('sqlite');
      const loaded = loadConfig({ ...TEST_ENV, DATA_DIR: db.dataDir, WEB_DIST: join(db.dataDir, 'no-web-dist') });
      if (loaded.isErr()) throw new Error(loaded.error.message);
      config = loaded.value;
      const store = await db.open();
      const files = await createLocalFileStorage(config.uploadDir, systemClock);
      app = await buildApp({
        config,
        store,
        clock: systemClock,
        files,
        logger: false,
        timeouts: { headersMs: 1_000, requestMs: 1_500, checkIntervalMs: 200 },
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      port = typeof address === 'object' && address ? address.port : 0;
      closeStore = () => store.close();
    });
    afterAll(async () => {
      await app?.close();
      await closeStore();
      await db?.drop();
    });

    it('cuts a JSON body trickling in a byte at a time with 408, the envelope and the security headers, and closes', async () => {
      const head = `POST ${ENDPOINTS.contactUs.path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`;
      const answer = await sendSlowly(port, head, `{"name":"${'a'.repeat(990)}`, 100);
      expect(answer.status).toBe(408);
      expect(envelopeSchema.parse(JSON.parse(answer.body))).toEqual({ success: false, kind: 'request-timeout', msg: SERVER_MESSAGES.requestTimeout });
      expectSecurityHeaders(answer.headers);
      expect(answer.closed).toBe(true);
    });

    it('cuts headers that never finish with 408', async () => {
      const answer = await sendSlowly(port, 'GET / HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: '.padEnd(200, 'a'), 100);
      expect(answer.status).toBe(408);
      expect(answer.closed).toBe(true);
    });

    it('cuts an upload trickling in with 408 and removes its pending file', async () => {
      const boundary = 'slow-boundary';
      const part = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`;
      const head = `POST ${ENDPOINTS.careersUpload.path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 100000\r\n\r\n${part}`;
      const answer = await sendSlowly(port, head, 'x'.repeat(500), 100);
      expect(answer.status).toBe(408);
      let pending = ['?'];
      for (let attempt = 0; attempt < 100 && pending.length > 0; attempt += 1) {
        pending = (await readdir(config.uploadDir)).filter((name) => name.endsWith('.part'));
        if (pending.length > 0) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(pending).toEqual([]);
    });
  });
});

describe('malformed and overlong URLs', () => {
  let db: TestDatabase;
  let server: TestServer;
  let webDist: string;
  const NOT_FOUND_PAGE = '<!doctype html><title>Not found</title><h1>Page not found</h1>';

  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
    webDist = await mkdtemp(join(tmpdir(), 'manobal-web-dist-'));
    await writeFile(join(webDist, 'index.html'), '<!doctype html><title>Manobal</title>');
    await writeFile(join(webDist, '404.html'), NOT_FOUND_PAGE);
    server = await startTestServer(db, { env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
    await rm(webDist, { recursive: true, force: true });
  });

  it('sends the same security headers as every other answer', async () => {
    const ordinary = await server.get('/api/v1/no-such-thing');
    expectSecurityHeaders(ordinary.headers);
    const transport = new Set(['connection', 'content-length', 'content-type', 'date', 'keep-alive', 'vary', 'cache-control']);
    const security = [...ordinary.headers.keys()].filter((name) => !transport.has(name) && !name.startsWith('x-ratelimit'));
    expect(security.sort()).toEqual(Object.keys(SECURITY_HEADERS).sort());
  });

  it.each(['/api/v1/%', '/api/v1/%zz', '/api/v1/careers/%E0%A4'])('answers %s with a 400 envelope that does not echo the path', async (path) => {
    const response = await server.get(path);
    expect(response.status).toBe(400);
    expect(envelopeSchema.parse(response.json)).toEqual({ success: false, kind: 'invalid-request', msg: SERVER_MESSAGES.badUrl });
    expect(response.text).not.toContain(path);
    expectSecurityHeaders(response.headers);
  });

  it.each(['/%', '/about/%zz', '/%E0%A4'])('answers the site path %s with the not-found page', async (path) => {
    const response = await server.get(path);
    expect(response.status).toBe(404);
    expect(response.text).toBe(NOT_FOUND_PAGE);
    expectSecurityHeaders(response.headers);
  });

  it('answers a parameter over the length limit with the envelope', async () => {
    const response = await server.get(`/api/v1/careers/files/${'a'.repeat(300)}`);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(envelopeSchema.parse(response.json).success).toBe(false);
    expectSecurityHeaders(response.headers);
  });

  it('answers an address longer than the header limit with 431, the envelope and the security headers', async () => {
    const response = await server.get(`/${'a'.repeat(20_000)}`);
    expect(response.status).toBe(431);
    expect(envelopeSchema.parse(response.json)).toEqual({ success: false, kind: 'headers-too-large', msg: SERVER_MESSAGES.headersTooLarge });
    expectSecurityHeaders(response.headers);
  });
});
