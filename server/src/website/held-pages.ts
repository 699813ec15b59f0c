import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteIndex } from './site-index';

/** The precompressed files the build writes beside a page, in the order a tie in Accept-Encoding prefers them. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
type Encoding = (typeof ENCODINGS)[number]['name'];

/** What a page's answer carries besides the security headers; written out once per file. */
export interface HeldBody {
  readonly body: Buffer;
  readonly headers: Readonly<Record<string, string>>;
}

export interface HeldPage {
  readonly identity: HeldBody;
  readonly encoded: Partial<Record<Encoding, HeldBody>>;
}

/** Pages are a few tens of KiB; a site far larger than this one keeps the rest on disk. */
export const HELD_PAGES_MAX_BYTES = 64 * 1024 * 1024;

const HTML = 'text/html; charset=utf-8';

/**
 * The validators @fastify/send gives the same file (weak ETag of size and mtime, Last-Modified), so a browser that
 * revalidates a page it got from memory is answered 304 by the disk path.
 */
const heldBody = (root: string, relative: string, cacheControl: string, varies: boolean, encoding?: Encoding): HeldBody => {
  const path = join(root, relative);
  const body = readFileSync(path);
  const { size, mtime } = statSync(path);
  return {
    body,
    headers: {
      'accept-ranges': 'bytes',
      'cache-control': cacheControl,
      'content-type': HTML,
      etag: `W/"${size.toString(16)}-${mtime.getTime().toString(16)}"`,
      'last-modified': mtime.toUTCString(),
      ...(encoding ? { 'content-encoding': encoding } : {}),
      ...(varies ? { vary: 'accept-encoding' } : {}),
    },
  };
};

/**
 * Reads every HTML page of the built site into memory once, with its .br and .gz siblings and their headers, so
 * a page is answered without opening, reading and closing three files per request. Like the site index, what it
 * holds is the build that was there at start-up.
 */
export const holdPages = (site: SiteIndex, cacheControlOf: (relative: string) => string): ReadonlyMap<string, HeldPage> => {
  const held = new Map<string, HeldPage>();
  let bytes = 0;
  for (const relative of site.files) {
    if (!relative.endsWith('.html')) continue;
    const cacheControl = cacheControlOf(relative);
    const siblings = ENCODINGS.filter(({ suffix }) => site.files.has(`${relative}${suffix}`));
    const varies = siblings.length > 0;
    let page: HeldPage;
    try {
      const encoded: Partial<Record<Encoding, HeldBody>> = {};
      for (const { name, suffix } of siblings) encoded[name] = heldBody(site.root, `${relative}${suffix}`, cacheControl, varies, name);
      page = { identity: heldBody(site.root, relative, cacheControl, varies), encoded };
    } catch {
      // Unreadable now (removed, permissions): the disk path answers it as it would any file.
      continue;
    }
    bytes += page.identity.body.length + Object.values(page.encoded).reduce((sum, part) => sum + part.body.length, 0);
    if (bytes > HELD_PAGES_MAX_BYTES) break;
    held.set(relative, page);
  }
  return held;
};

/** q-value of each listed coding; '*' stands for gzip, as @fastify/static reads it. */
const acceptedCodings = (header: string): Map<string, number> => {
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [token = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (token === '') continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const quality = q === undefined ? 1 : Number.parseFloat(q.slice(2)) || 0;
    accepted.set(token === '*' ? 'gzip' : token, quality);
  }
  return accepted;
};

/**
 * The held answer for a request's Accept-Encoding: the highest-quality coding the page has a file for (brotli
 * before gzip on a tie), or the page itself when the request takes neither. Undefined when the request takes a
 * coding this page has no file for: the disk path answers it and compresses on the fly, as before.
 */
export const heldBodyFor = (page: HeldPage, acceptEncoding: string | undefined): HeldBody | undefined => {
  if (acceptEncoding === undefined) return page.identity;
  const accepted = acceptedCodings(acceptEncoding);
  let best: { readonly body: HeldBody; readonly quality: number } | undefined;
  let missing = false;
  for (const { name } of ENCODINGS) {
    const quality = accepted.get(name) ?? 0;
    if (quality <= 0) continue;
    const body = page.encoded[name];
    if (body === undefined) missing = true;
    else if (best === undefined || quality > best.quality) best = { body, quality };
  }
  if (best) return best.body;
  return missing ? undefined : page.identity;
};
