import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, FORMS, HEALTH_PATH } from '@manobal/core';
import { aValidContactMessage, aValidReferral } from '../../fixtures/forms';
import { defaultWebDist } from '../../server/src/config';
import { SERVER_MESSAGES } from '../../server/src/http/server.messages';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

/** '' puts a setting back to the server's default: these tests run with the limits a deployment gets. */
const DEFAULT_LIMITS = { RATE_LIMIT_FORMS: '', RATE_LIMIT_AUTH: '', RATE_LIMIT_UPLOAD: '', RATE_LIMIT_VITALS: '', RATE_LIMIT_API_READ: '' };

/** The documented default of RATE_LIMIT_FORMS (server README, "Rate limits"). */
const FORM_POSTS_PER_MINUTE = 600;

const WEB_DIST = defaultWebDist();
const IN_CI = process.env.CI === 'true';
const siteBuilt = existsSync(join(WEB_DIST, 'index.html'));
if (!siteBuilt) {
  if (IN_CI) throw new Error(`The built site is required when CI=true but ${WEB_DIST}/index.html is missing: run \`npm run build -w @manobal/web\`.`);
  console.warn(`[server tests] ${WEB_DIST} is not built; the 120-visitors test is SKIPPED (run \`npm run build -w @manobal/web\`).`);
}

const ATTRIBUTE = /\b(src|href|srcset|poster|data)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
const TAG = /<(script|link|img|audio|video|source|track|image|object)\b([^>]*)>/gi;
const CSS_URL = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"]*))\s*\)/g;

const AFTER_PAINT = /<meta\s+name="manobal:after-paint"\s+content="([^"]*)"/i;

/**
 * Same-site paths a browser fetches for a page: scripts, stylesheets, preloads, icons, images, audio, and the page's
 * own chunks that its boot script fetches once the page is drawn.
 */
const assetsOfHtml = (html: string, pageUrl: string): string[] => {
  const found = new Set<string>((html.match(AFTER_PAINT)?.[1] ?? '').split(/\s+/).filter(Boolean));
  for (const tag of html.matchAll(TAG)) {
    for (const attribute of (tag[2] ?? '').matchAll(ATTRIBUTE)) {
      const value = attribute[2] ?? attribute[3] ?? '';
      const candidates = attribute[1]?.toLowerCase() === 'srcset' ? value.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '') : [value];
      for (const candidate of candidates) {
        if (candidate === '' || candidate.startsWith('data:') || candidate.startsWith('#')) continue;
        const url = new URL(candidate, pageUrl);
        if (url.origin === new URL(pageUrl).origin) found.add(url.pathname);
      }
    }
  }
  return [...found];
};

/** Fonts and images a stylesheet pulls in. */
const assetsOfCss = (css: string, cssUrl: string): string[] =>
  [...css.matchAll(CSS_URL)]
    .map((match) => (match[1] ?? match[2] ?? match[3] ?? '').trim())
    .filter((value) => value !== '' && !value.startsWith('data:') && !value.startsWith('#'))
    .map((value) => new URL(value, cssUrl))
    .filter((url) => url.origin === new URL(cssUrl).origin)
    .map((url) => url.pathname);

describe.skipIf(!siteBuilt)('120 visitors behind one address', () => {
  let db: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
    server = await startTestServer(db, { env: { ...DEFAULT_LIMITS, WEB_DIST } });
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  /** Everything one visit to these pages downloads, as a browser would find it in the prerendered HTML and CSS. */
  const pageWithAssets = async (page: string): Promise<string[]> => {
    const html = await (await fetch(`${server.baseUrl}${page}`)).text();
    const assets = assetsOfHtml(html, `${server.baseUrl}${page}`);
    for (const stylesheet of assets.filter((path) => path.endsWith('.css'))) {
      const css = await readFile(join(WEB_DIST, stylesheet), 'utf8');
      assets.push(...assetsOfCss(css, `${server.baseUrl}${stylesheet}`));
    }
    return [page, ...new Set(assets)];
  };

  it('serves the home page and a screening with all their assets to every one of them, never a 429', async () => {
    const visit = [...(await pageWithAssets('/')), ...(await pageWithAssets('/depression-test'))];
    // The pages must really pull in scripts, styles and images, or the test proves nothing.
    expect(visit.some((path) => path.endsWith('.js'))).toBe(true);
    expect(visit.some((path) => path.endsWith('.css'))).toBe(true);
    expect(visit.length).toBeGreaterThan(10);

    const statuses = new Map<number, number>();
    await Promise.all(
      Array.from({ length: 120 }, async () => {
        for (const path of visit) {
          const response = await fetch(`${server.baseUrl}${path}`);
          await response.arrayBuffer();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        }
      }),
    );
    expect(Object.fromEntries(statuses)).toEqual({ 200: 120 * visit.length });
  });

  it('serves the not-found page and client-side routes without a limit too', async () => {
    const answers = await Promise.all(Array.from({ length: 400 }, async (_, i) => (await fetch(`${server.baseUrl}/no-such-page-${i}`)).status));
    expect(new Set(answers)).toEqual(new Set([404]));
  });
});

describeEachEngine('per-address limits on writes, with the default settings', (engine) => {
  let db: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    server = await startTestServer(db, { env: DEFAULT_LIMITS });
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it(`accepts ${FORM_POSTS_PER_MINUTE} contact messages a minute from one address, then answers 429 with Retry-After in the envelope`, async () => {
    const statuses: number[] = [];
    // Sent in batches of a classroom's size: all within one window.
    for (let sent = 0; sent < FORM_POSTS_PER_MINUTE; sent += 60) {
      const batch = await Promise.all(Array.from({ length: 60 }, (_, i) => server.post(ENDPOINTS.contactUs.path, aValidContactMessage({ message: `Hello ${sent + i}` }))));
      statuses.push(...batch.map((response) => response.status));
    }
    expect(statuses.filter((status) => status !== 201)).toEqual([]);

    const limited = await server.post(ENDPOINTS.contactUs.path, aValidContactMessage());
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual({ success: false, kind: 'rate-limited', msg: SERVER_MESSAGES.rateLimited });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await server.store.records.list(FORMS.contact.record, { page: 1, limit: 1 }))._unsafeUnwrap().total).toBe(FORM_POSTS_PER_MINUTE);
  });

  it('counts each form apart: a referral still goes through', async () => {
    const response = await server.post(ENDPOINTS.referPerson.path, aValidReferral());
    expect(response.status).toBe(201);
  });

  it('never limits health, so a load balancer behind the same address keeps seeing the instance', async () => {
    const statuses = await Promise.all(Array.from({ length: 700 }, async () => (await server.get(HEALTH_PATH)).status));
    expect(new Set(statuses)).toEqual(new Set([200]));
  });
});
