import { request as httpRequest } from 'node:http';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../server/src/http/server.messages';
import { createTestDatabase, type TestDatabase } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

const SCRIPT = `console.log(${JSON.stringify('manobal '.repeat(400))});`;

const SITE: Record<string, string | Buffer> = {
  'index.html': '<!doctype html><title>Home</title><p>HOME SHELL</p>',
  '404.html': '<!doctype html><title>Not found</title><p>NOT FOUND PAGE</p>',
  'anxiety/index.html': '<!doctype html><p>ANXIETY PAGE</p>',
  'Careers/index.html': '<!doctype html><p>CAREERS PAGE</p>',
  'assets/app-3f9a1c.js': SCRIPT,
  'assets/app-3f9a1c.js.br': brotliCompressSync(Buffer.from(SCRIPT)),
  'assets/vendor-77aa01.js': SCRIPT.replace('manobal', 'vendor'),
  'robots.txt': 'User-agent: *\nAllow: /\n',
  'staff.html': `<!doctype html><title>Console</title><p>STAFF CONSOLE</p>${' '.repeat(2000)}`,
  'staff.html.br': brotliCompressSync(Buffer.from(`<!doctype html><title>Console</title><p>STAFF CONSOLE</p>${' '.repeat(2000)}`)),
  'session.html': '<!doctype html><html lang="en"><title>Room</title><p>VIDEO ROOM</p>',
  'hi/session.html': '<!doctype html><html lang="hi"><title>रूम</title><p>VIDEO ROOM IN HINDI</p>',
  'hi/404.html': '<!doctype html><title>नहीं मिला</title><p>HINDI NOT FOUND PAGE</p>',
};

/** A raw GET, so paths reach the server exactly as written (fetch would normalise them). */
const rawGet = (baseUrl: string, path: string): Promise<{ status: number; body: string }> =>
  new Promise((resolve, reject) => {
    const url = new URL(baseUrl);
    const request = httpRequest({ host: url.hostname, port: url.port, path, method: 'GET' }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });

describe('the website', () => {
  let db: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
    const webDist = join(db.dataDir, 'web-dist');
    for (const [path, content] of Object.entries(SITE)) {
      await mkdir(dirname(join(webDist, path)), { recursive: true });
      await writeFile(join(webDist, path), content);
    }
    server = await startTestServer(db, { env: { WEB_DIST: webDist }, knownRoutes: ['/find-your-doctor', '/Ourexperts'] });
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('serves the home page, revalidated on every visit, under a strict CSP and HSTS', async () => {
    const response = await server.get('/');
    expect(response.status).toBe(200);
    expect(response.text).toContain('HOME SHELL');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const csp = response.headers.get('content-security-policy') ?? '';
    for (const directive of ["default-src 'self'", "script-src 'self'", "style-src 'self'", "img-src 'self' data:", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) {
      expect(csp).toContain(directive);
    }
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://www.openstreetmap.org');
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers.get('strict-transport-security')).toContain('max-age=31536000');
  });

  it.each(['/staff', '/staff/', '/staff/inbox', '/staff/applications/a1b2', '/staff/sign-in', '/Staff/Inbox'])(
    "answers %s with the console's page, never cached or indexed, under the site's security headers",
    async (path) => {
      for (const encoding of ['identity', 'br']) {
        const response = await server.get(path, { 'accept-encoding': encoding });
        expect(response.status).toBe(200);
        expect(response.text).toContain('STAFF CONSOLE');
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
        expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
        expect(response.headers.get('x-frame-options')).toBe('DENY');
      }
    },
  );

  it.each([
    ['/session/MNB-7K2Q9D', 'VIDEO ROOM'],
    ['/hi/session/MNB-7K2Q9D', 'VIDEO ROOM IN HINDI'],
    ['/HI/Session/MNB-7K2Q9D', 'VIDEO ROOM IN HINDI'],
  ])("answers %s with the video room's page in the address's language, never cached or indexed", async (path, page) => {
    const response = await server.get(path);
    expect(response.status).toBe(200);
    expect(response.text).toContain(`<p>${page}</p>`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });

  it('gives a room address with more after the reference the not-found page of its language, not the room', async () => {
    const response = await server.get('/hi/session/MNB-7K2Q9D/extra');
    expect(response.status).toBe(404);
    expect(response.text).toContain('HINDI NOT FOUND PAGE');
  });

  it("keeps the console's page and its headers to /staff: the home page is indexed and /staffing is not the console", async () => {
    const home = await server.get('/');
    expect(home.headers.get('x-robots-tag')).toBeNull();
    const other = await server.get('/staffing');
    expect(other.status).toBe(404);
    expect(other.text).not.toContain('STAFF CONSOLE');
  });

  it.each(['/anxiety', '/anxiety/', '/ANXIETY'])('serves the prerendered page for %s', async (path) => {
    const response = await server.get(path);
    expect(response.status).toBe(200);
    expect(response.text).toContain('ANXIETY PAGE');
  });

  it.each(['/Careers', '/careers'])('matches %s case-insensitively', async (path) => {
    const response = await server.get(path);
    expect(response.status).toBe(200);
    expect(response.text).toContain('CAREERS PAGE');
  });

  it.each(['/find-your-doctor', '/ourexperts'])('answers the known route %s with the app shell', async (path) => {
    const response = await server.get(path);
    expect(response.status).toBe(200);
    expect(response.text).toContain('HOME SHELL');
  });

  it('answers an unknown page with the 404 page and status 404', async () => {
    const response = await server.get('/no-such-page');
    expect(response.status).toBe(404);
    expect(response.text).toContain('NOT FOUND PAGE');
  });

  it('caches hashed assets for a year as immutable', async () => {
    const response = await server.get('/assets/vendor-77aa01.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed .br file to browsers that take brotli', async () => {
    const response = await server.get('/assets/app-3f9a1c.js', { 'accept-encoding': 'br' });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.text).toBe(SCRIPT);
  });

  it('compresses other responses on the fly', async () => {
    const response = await server.get('/assets/vendor-77aa01.js', { 'accept-encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('serves other files revalidated', async () => {
    const response = await server.get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it.each(['/../../../etc/passwd', '/..%2f..%2f..%2fetc%2fpasswd', '/assets/%2e%2e/%2e%2e/%2e%2e/etc/passwd'])('never leaves the site folder for %s', async (path) => {
    const response = await rawGet(server.baseUrl, path);
    expect(response.status).toBe(404);
    expect(response.body).not.toContain('root:');
  });

  it('keeps unknown API paths as JSON', async () => {
    const response = await server.get('/api/v1/not-a-route');
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ success: false, kind: 'not-found', msg: SERVER_MESSAGES.notFound });
  });
});

describe('the website before it is built', () => {
  let db: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
    server = await startTestServer(db);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('says the site is not built at / while the API works', async () => {
    const home = await server.get('/');
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toContain('text/plain');
    expect(home.text).toBe(SERVER_MESSAGES.siteNotBuilt);
    expect((await server.get('/api/v1/health')).status).toBe(200);
  });

  it('answers other pages with 404', async () => {
    expect((await server.get('/anxiety')).status).toBe(404);
  });
});

describe('the website with a routes.json from its build', () => {
  let db: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
    const webDist = join(db.dataDir, 'web-dist');
    await mkdir(webDist, { recursive: true });
    await writeFile(join(webDist, 'index.html'), '<p>SHELL</p>');
    await writeFile(join(webDist, 'routes.json'), JSON.stringify(['/', '/book-free-session']));
    server = await startTestServer(db, { env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('treats the listed routes as known', async () => {
    expect((await server.get('/book-free-session')).status).toBe(200);
    expect((await server.get('/not-listed')).status).toBe(404);
  });
});

describe('the website with the routes.json the web build writes (prerendered pages, the app shell, a page per reference)', () => {
  let db: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
    const webDist = join(db.dataDir, 'web-dist');
    await mkdir(join(webDist, 'faq'), { recursive: true });
    await writeFile(join(webDist, 'index.html'), '<p>HOME</p>');
    await writeFile(join(webDist, 'faq', 'index.html'), '<p>FAQ</p>');
    await mkdir(join(webDist, 'ourexperts'), { recursive: true });
    await mkdir(join(webDist, 'session-calendar'), { recursive: true });
    await writeFile(join(webDist, 'session-calendar', 'index.html'), '<p>THE DIRECTORY</p>');
    await writeFile(join(webDist, 'session-calendar', 'index.doctor.html'), '<p>THE CALENDAR FRAME</p>');
    await writeFile(join(webDist, 'ourexperts', 'index.html'), '<p>SAMPLE THERAPISTS</p>');
    await writeFile(join(webDist, 'app-shell.html'), '<p>SHELL</p>');
    await writeFile(join(webDist, '404.html'), '<p>NOT FOUND</p>');
    const routes = [
      { path: '/', file: 'index.html', title: 'Home' },
      { path: '/faq', file: 'faq/index.html', title: 'FAQ' },
      { path: '/ourexperts', file: 'ourexperts/index.html', title: 'Experts', prerenderedData: 'sample-therapists' },
      { path: '/session-calendar', file: 'session-calendar/index.html', title: 'Calendar', variants: [{ query: 'doctor', file: 'session-calendar/index.doctor.html' }] },
      { path: '/profile', file: 'app-shell.html', title: 'Profile' },
      { path: '/appointments/:reference', file: 'app-shell.html', title: 'Your appointment' },
    ];
    await writeFile(join(webDist, 'routes.json'), JSON.stringify({ origin: 'http://127.0.0.1', routes, notFound: '404.html', shell: 'app-shell.html' }));
    server = await startTestServer(db, { env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('sends the page prerendered with a query parameter when the request carries it, and the plain page otherwise', async () => {
    for (const [path, shown] of [
      ['/session-calendar', 'THE DIRECTORY'],
      ['/Session-Calendar/?utm_source=x', 'THE DIRECTORY'],
      ['/session-calendar?doctor=ananya-rao', 'THE CALENDAR FRAME'],
      ['/session-calendar?doctor=', 'THE CALENDAR FRAME'],
      ['/session-calendar?utm_source=x&doctor=ananya-rao', 'THE CALENDAR FRAME'],
    ] as const) {
      const response = await server.get(path);
      expect([response.status, response.text], path).toEqual([200, expect.stringContaining(shown)]);
    }
    // The variant is not a page of its own.
    expect((await server.get('/session-calendar/index.doctor')).status).toBe(404);
  });

  it('serves a page prerendered with the sample therapists only where they were seeded, and the app shell elsewhere', async () => {
    expect((await server.get('/Ourexperts')).text).toContain('SAMPLE THERAPISTS');
    const unseeded = await startTestServer(db, { env: { WEB_DIST: join(db.dataDir, 'web-dist'), SEED_SAMPLE_THERAPISTS: 'false' } });
    try {
      for (const path of ['/Ourexperts', '/ourexperts/']) {
        const response = await unseeded.get(path);
        expect([response.status, response.text], path).toEqual([200, expect.stringContaining('SHELL')]);
        expect(response.text, path).not.toContain('SAMPLE THERAPISTS');
      }
      expect((await unseeded.get('/faq')).text).toContain('FAQ');
    } finally {
      await unseeded.close();
    }
  });

  it('answers a client-rendered page and a booking link with 200 and the app shell, not the not-found page', async () => {
    for (const path of ['/profile', '/appointments/MNB-7K2Q9D', '/Appointments/MNB-7K2Q9D/']) {
      const response = await server.get(path);
      expect(response.status, path).toBe(200);
      expect(response.text, path).toContain('SHELL');
    }
    const faq = await server.get('/faq');
    expect(faq.status).toBe(200);
    expect(faq.text).toContain('FAQ');
  });

  it('still answers 404 for a path the build does not list, and for a reference with extra segments', async () => {
    for (const path of ['/appointments', '/appointments/MNB-7K2Q9D/extra', '/nowhere']) {
      const response = await server.get(path);
      expect(response.status, path).toBe(404);
      expect(response.text, path).toContain('NOT FOUND');
    }
  });
});

describe('the website in Hindi (the build writes every page again under /hi, with its own not-found page and shell)', () => {
  let db: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
    const webDist = join(db.dataDir, 'web-dist');
    const files: Record<string, string> = {
      'index.html': '<html lang="en"><p>HOME</p>',
      'faq/index.html': '<html lang="en"><p>FAQ</p>',
      'ourexperts/index.html': '<html lang="en"><p>SAMPLE THERAPISTS</p>',
      'app-shell.html': '<html lang="en"><p>SHELL</p>',
      '404.html': '<html lang="en"><p>NOT FOUND</p>',
      'hi/index.html': '<html lang="hi"><p>होम</p>',
      'hi/faq/index.html': '<html lang="hi"><p>आम सवाल</p>',
      'hi/ourexperts/index.html': '<html lang="hi"><p>नमूना थेरेपिस्ट</p>',
      'hi/app-shell.html': '<html lang="hi"><p>हिन्दी SHELL</p>',
      'hi/404.html': '<html lang="hi"><p>पेज नहीं मिला</p>',
    };
    for (const [path, content] of Object.entries(files)) {
      await mkdir(dirname(join(webDist, path)), { recursive: true });
      await writeFile(join(webDist, path), content);
    }
    const routes = [
      { path: '/', file: 'index.html', title: 'Home' },
      { path: '/faq', file: 'faq/index.html', title: 'FAQ' },
      { path: '/ourexperts', file: 'ourexperts/index.html', title: 'Experts', prerenderedData: 'sample-therapists' },
      { path: '/appointments/:reference', file: 'app-shell.html', title: 'Your booking' },
      { path: '/hi', file: 'hi/index.html', title: 'होम' },
      { path: '/hi/faq', file: 'hi/faq/index.html', title: 'आम सवाल' },
      { path: '/hi/ourexperts', file: 'hi/ourexperts/index.html', title: 'विशेषज्ञ', prerenderedData: 'sample-therapists' },
      { path: '/hi/appointments/:reference', file: 'hi/app-shell.html', title: 'आपकी बुकिंग' },
    ];
    await writeFile(join(webDist, 'routes.json'), JSON.stringify({ origin: 'http://127.0.0.1', routes, notFound: '404.html', shell: 'app-shell.html' }));
    server = await startTestServer(db, { env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('serves each page in Hindi at its /hi address and in English at its own', async () => {
    for (const [path, shown] of [
      ['/hi', 'होम'],
      ['/hi/', 'होम'],
      ['/HI/FAQ', 'आम सवाल'],
      ['/hi/faq/', 'आम सवाल'],
      ['/hi/appointments/MNB-7K2Q9D', 'हिन्दी SHELL'],
      ['/faq', 'FAQ'],
      ['/', 'HOME'],
    ] as const) {
      const response = await server.get(path);
      expect([response.status, response.text], path).toEqual([200, expect.stringContaining(shown)]);
    }
  });

  it('answers an unknown /hi address with the Hindi not-found page and status 404, and an unknown English one in English', async () => {
    for (const path of ['/hi/no-such-page', '/hi/faq/extra', '/hi/appointments/MNB-7K2Q9D/extra']) {
      const response = await server.get(path);
      expect([response.status, response.text], path).toEqual([404, expect.stringContaining('पेज नहीं मिला')]);
    }
    const english = await server.get('/no-such-page');
    expect([english.status, english.text]).toEqual([404, expect.stringContaining('NOT FOUND')]);
    // '/hindi' is an English address that happens to start with the letters of a language.
    expect((await server.get('/hindi')).text).toContain('NOT FOUND');
  });

  it("serves the Hindi app shell, not the English one, for a Hindi page whose sample therapists this server did not seed", async () => {
    const unseeded = await startTestServer(db, { env: { WEB_DIST: join(db.dataDir, 'web-dist'), SEED_SAMPLE_THERAPISTS: 'false' } });
    try {
      const hindi = await unseeded.get('/hi/ourexperts');
      expect([hindi.status, hindi.text]).toEqual([200, expect.stringContaining('हिन्दी SHELL')]);
      const english = await unseeded.get('/ourexperts');
      expect(english.text).toContain('<p>SHELL</p>');
    } finally {
      await unseeded.close();
    }
  });
});
