import { request as httpRequest } from 'node:http';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../../server/src/http/security-headers';
import { createTestDatabase, type TestDatabase } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

const HOME = `<!doctype html><title>Home</title><p>${'HOME PAGE '.repeat(300)}</p>`;
const FAQ = `<!doctype html><title>FAQ</title><p>${'FAQ PAGE '.repeat(300)}</p>`;

const SITE: Record<string, string | Buffer> = {
  'index.html': HOME,
  'index.html.br': brotliCompressSync(Buffer.from(HOME)),
  'index.html.gz': gzipSync(Buffer.from(HOME)),
  // Built with brotli only: a browser that takes gzip alone gets it compressed on the fly.
  'faq/index.html': FAQ,
  'faq/index.html.br': brotliCompressSync(Buffer.from(FAQ)),
  '404.html': '<!doctype html><p>NOT FOUND PAGE</p>',
};

interface RawAnswer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

/** A GET with exactly these headers (fetch would add its own Accept-Encoding and decode the body). */
const rawGet = (baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    const url = new URL(baseUrl);
    const request = httpRequest({ host: url.hostname, port: url.port, path, method: 'GET', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });

describe('prerendered pages', () => {
  let db: TestDatabase;
  let server: TestServer;
  let webDist: string;

  /** The weak ETag @fastify/send gives the file on disk. */
  const etagOf = async (relative: string) => {
    const { size, mtime } = await stat(join(webDist, relative));
    return `W/"${size.toString(16)}-${mtime.getTime().toString(16)}"`;
  };

  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
    webDist = join(db.dataDir, 'web-dist');
    for (const [path, content] of Object.entries(SITE)) {
      await mkdir(dirname(join(webDist, path)), { recursive: true });
      await writeFile(join(webDist, path), content);
    }
    server = await startTestServer(db, { env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it.each([
    ['br, gzip', 'index.html.br', 'br'],
    ['gzip, deflate', 'index.html.gz', 'gzip'],
    ['*', 'index.html.gz', 'gzip'],
    ['br;q=0, gzip', 'index.html.gz', 'gzip'],
    ['deflate', 'index.html', undefined],
    ['', 'index.html', undefined],
  ])('answers Accept-Encoding "%s" with %s, its validators, the security headers and Vary', async (accepted, file, coding) => {
    const answer = await rawGet(server.baseUrl, '/', accepted === '' ? {} : { 'accept-encoding': accepted });
    expect(answer.status).toBe(200);
    expect(answer.body.equals(Buffer.from(SITE[file]!))).toBe(true);
    expect(answer.headers['content-encoding']).toBe(coding);
    expect(answer.headers['content-length']).toBe(String(answer.body.length));
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers.vary).toBe('accept-encoding');
    expect(answer.headers.etag).toBe(await etagOf(file));
    expect(answer.headers['last-modified']).toBe((await stat(join(webDist, file))).mtime.toUTCString());
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(answer.headers[name], name).toBe(value);
  });

  it('answers a revalidation with the ETag the page was sent with by 304', async () => {
    const first = await rawGet(server.baseUrl, '/', { 'accept-encoding': 'br' });
    const again = await rawGet(server.baseUrl, '/', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['content-security-policy']).toBe(SECURITY_HEADERS['content-security-policy']);
  });

  it('answers a range of a page with 206 and that part of the file', async () => {
    const answer = await rawGet(server.baseUrl, '/', { range: 'bytes=0-14' });
    expect(answer.status).toBe(206);
    expect(answer.body.toString()).toBe(HOME.slice(0, 15));
  });

  it('compresses a page on the fly for a browser that takes a coding the build has no file for', async () => {
    const answer = await rawGet(server.baseUrl, '/faq', { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe(FAQ);
    const brotli = await rawGet(server.baseUrl, '/FAQ/', { 'accept-encoding': 'br' });
    expect(brotli.body.equals(Buffer.from(SITE['faq/index.html.br']!))).toBe(true);
  });

  it('answers an unknown page with the 404 page and status 404', async () => {
    const answer = await rawGet(server.baseUrl, '/no-such-page');
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).toContain('NOT FOUND PAGE');
    expect(answer.headers['cache-control']).toBe('no-cache');
  });
});
