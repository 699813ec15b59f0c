import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { analyzeBundles, assetsOfHtml, checkBudgets } from '../../bench/lib/bundles.mjs';

// A tiny web/dist: the boot script (index), the application it starts after paint (main + vendor), a home chunk, a
// careers chunk with a helper of its own.
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Text that gzip cannot shrink much (chained SHA-256 digests in base64), `bytes` long. */
const incompressible = (bytes: number, seed = 1): string => {
  let out = '';
  for (let i = 0; out.length < bytes; i += 1) out += createHash('sha256').update(`${seed}:${i}`).digest('base64');
  return out.slice(0, bytes);
};

const page = (afterPaint: string[], beforePaint = '') =>
  `<!doctype html><html><head><link rel="stylesheet" crossorigin href="/assets/index-c.css">` +
  `<script type="module" crossorigin src="/assets/index-a.js"></script>` +
  `<meta name="manobal:after-paint" content="${afterPaint.map((file) => `/assets/${file}`).join(' ')}" />` +
  beforePaint +
  `</head><body></body></html>`;

const makeDist = (careersBytes: number, { manifest = true, consoleBytes = 0, careersHead = '', bootBytes = 100, hindiExtraBytes = -1 } = {}): string => {
  const dist = mkdtempSync(join(tmpdir(), 'budgets-test-'));
  dirs.push(dist);
  const files: Record<string, string> = {
    'index.html': page(['home-h.js']),
    'careers/index.html': page(['careers-k.js'], careersHead),
    'assets/index-a.js': `const s=()=>import("./main-m.js");${incompressible(bootBytes, 9)};requestAnimationFrame(()=>setTimeout(s,0));`,
    'assets/main-m.js': `import{a as b}from"./vendor-v.js";const l=()=>import("./home-h.js");${'b(l);'.repeat(20)}`,
    'assets/vendor-v.js': incompressible(20_000, 2),
    'assets/home-h.js': `import{a}from"./vendor-v.js";${incompressible(2_000, 3)}`,
    'assets/careers-k.js': `import"./upload-u.js";import{a}from"./vendor-v.js";${incompressible(careersBytes, 4)}`,
    'assets/upload-u.js': incompressible(1_000, 5),
    'assets/index-c.css': 'body{color:red}'.repeat(50),
    // The Hindi edition: the same careers page under /hi with words of its own, and an English page whose short
    // path ('/ocd') looks like a language's prefix but is not one.
    ...(hindiExtraBytes >= 0
      ? {
          'hi/careers/index.html': page(['careers-k.js', 'careers-words-w.js']),
          'assets/careers-words-w.js': incompressible(hindiExtraBytes, 10),
          'ocd/index.html': page(['careers-k.js']),
          'routes.json': JSON.stringify({ locales: [{ locale: 'en', prefix: '' }, { locale: 'hi', prefix: 'hi/' }] }),
        }
      : {}),
    // The console's page, from a build of its own: its entry imports a React copy of its own and lazy-loads a screen.
    ...(consoleBytes > 0
      ? {
          'staff.html': `<!doctype html><html><head><script type="module" crossorigin src="/assets/staff-s.js"></script><link rel="stylesheet" crossorigin href="/assets/style-s.css"></head><body></body></html>`,
          'assets/staff-s.js': `import{a}from"./react-r.js";const s=()=>import("./inbox-i.js");${incompressible(consoleBytes, 6)}`,
          'assets/react-r.js': incompressible(3_000, 7),
          'assets/inbox-i.js': incompressible(9_000, 8),
          'assets/style-s.css': 'main{color:blue}'.repeat(40),
        }
      : {}),
    ...(manifest ? { '.vite/manifest.json': JSON.stringify({
      'index.html': { file: 'assets/index-a.js', isEntry: true, dynamicImports: ['src/main.tsx'], css: ['assets/index-c.css'] },
      'src/main.tsx': { file: 'assets/main-m.js', name: 'main', isDynamicEntry: true, imports: ['_vendor'] },
      _vendor: { file: 'assets/vendor-v.js' },
      'src/home-page.tsx': { file: 'assets/home-h.js', isDynamicEntry: true, imports: ['_vendor'] },
      'src/careers-page.tsx': { file: 'assets/careers-k.js', isDynamicEntry: true, imports: ['_vendor', '_upload'] },
      _upload: { file: 'assets/upload-u.js' },
    }) } : {}),
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), text);
  }
  return dist;
};

describe('bundle sizes of the prerendered site', () => {
  it("reads the boot script, the chunks named for after the paint and the stylesheets", () => {
    expect(assetsOfHtml(page(['x.js']))).toEqual({ js: ['assets/x.js', 'assets/index-a.js'], css: ['assets/index-c.css'] });
  });

  it('counts the boot script, the application it starts and the home chunk as the JS of /, the boot script alone before paint', () => {
    const report = analyzeBundles(makeDist(1_000));
    expect(report?.initial.js.files).toEqual(['assets/home-h.js', 'assets/index-a.js', 'assets/main-m.js', 'assets/vendor-v.js']);
    expect(report?.beforePaint.js.files).toEqual(['assets/index-a.js']);
    expect(report?.beforePaint.afterPaintJs.files).toEqual(['assets/home-h.js', 'assets/main-m.js', 'assets/vendor-v.js']);
    expect(report?.paintBlockers).toEqual([]);
    expect(report?.initial.css.files).toEqual(['assets/index-c.css']);
  });

  it("charges a route only for its own chunks, not the shared entry's", () => {
    const careers = analyzeBundles(makeDist(1_000))?.routes.find((route) => route.path === '/careers');
    expect(careers?.js.files).toEqual(['assets/careers-k.js', 'assets/upload-u.js']);
  });

  it("follows the chunks' own static imports when the build removed Vite's manifest", () => {
    const report = analyzeBundles(makeDist(1_000, { manifest: false }));
    expect(report?.initial.js.files).toEqual(['assets/home-h.js', 'assets/index-a.js', 'assets/main-m.js', 'assets/vendor-v.js']);
    expect(report?.routes.find((route) => route.path === '/careers')?.js.files).toEqual(['assets/careers-k.js', 'assets/upload-u.js']);
  });

  it("passes a small site and fails one whose route's own chunks exceed 30 KiB gzip", () => {
    const small = analyzeBundles(makeDist(1_000));
    const large = analyzeBundles(makeDist(60_000));
    if (!small || !large) throw new Error('no report');
    expect(checkBudgets(small).every((line) => line.ok)).toBe(true);
    expect(checkBudgets(large).filter((line) => !line.ok).map((line) => line.what)).toEqual(['own JS of /careers']);
  });

  it("holds a Hindi page to its English twin's JS plus 2 KiB, and takes a short English path for no language", () => {
    const close = analyzeBundles(makeDist(1_000, { hindiExtraBytes: 500 }));
    const heavy = analyzeBundles(makeDist(1_000, { hindiExtraBytes: 5_000 }));
    if (!close || !heavy) throw new Error('no report');
    expect(checkBudgets(close).every((line) => line.ok)).toBe(true);
    expect(checkBudgets(close).map((line) => line.what)).toContain('JS of /hi/careers beyond /careers');
    expect(checkBudgets(close).map((line) => line.what).filter((what) => what.includes('/ocd beyond'))).toEqual([]);
    expect(checkBudgets(heavy).filter((line) => !line.ok).map((line) => line.what)).toEqual(['JS of /hi/careers beyond /careers']);
  });

  it('names a page that asks for a preload hint or another script before its first paint', () => {
    const hinted = analyzeBundles(makeDist(1_000, { careersHead: '<link rel="modulepreload" href="/assets/careers-k.js"><script src="/assets/upload-u.js"></script>' }));
    expect(hinted?.paintBlockers).toEqual([{ path: '/careers', extra: ['preload hint /assets/careers-k.js', 'script /assets/upload-u.js'] }]);
  });

  it('fails a boot script over its 2 KiB before the first paint', () => {
    const heavy = analyzeBundles(makeDist(1_000, { bootBytes: 4_000 }));
    if (!heavy) throw new Error('no report');
    expect(checkBudgets(heavy).filter((line) => !line.ok).map((line) => line.what)).toEqual(['JS before first paint (every page: the boot script)']);
  });

  it("counts the console's entry and its static imports as its first load, not its lazy screens, and leaves the site's figures alone", () => {
    const withConsole = analyzeBundles(makeDist(1_000, { consoleBytes: 2_000 }));
    const without = analyzeBundles(makeDist(1_000));
    expect(withConsole?.console?.js.files).toEqual(['assets/react-r.js', 'assets/staff-s.js']);
    expect(withConsole?.console?.css.files).toEqual(['assets/style-s.css']);
    expect(withConsole?.initial).toEqual(without?.initial);
    expect(withConsole?.routes).toEqual(without?.routes);
    expect(without?.console).toBeNull();
  });

  it("fails a console whose first load exceeds its budget, and names it", () => {
    const large = analyzeBundles(makeDist(1_000, { consoleBytes: 260_000 }));
    if (!large) throw new Error('no report');
    expect(checkBudgets(large).filter((line) => !line.ok).map((line) => line.what)).toEqual(['initial JS of /staff (console)']);
  });

  it('reports nothing when the site has not been built', () => {
    const empty = mkdtempSync(join(tmpdir(), 'budgets-test-'));
    dirs.push(empty);
    expect(analyzeBundles(empty)).toBeNull();
  });
});
