import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Sizes of what each prerendered page makes the browser download before it is interactive:
 * the initial JS and CSS of `/`, and each route's own chunks (its JS beyond the shared entry).
 * Deterministic: reads web/dist only (no timing), so CI can gate on it.
 */

const TAG = /<(script|link)\b([^>]*)>/gi;
const ATTR = /([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g;

const attributesOf = (text) => {
  const attrs = {};
  for (const m of text.matchAll(ATTR)) attrs[m[1].toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  return attrs;
};

const AFTER_PAINT = /<meta\s+name="manobal:after-paint"\s+content="([^"]*)"/i;

/** The page's own chunks that its boot script fetches once the page is drawn (web/src/boot.ts). */
const afterPaintOf = (html) => (html.match(AFTER_PAINT)?.[1] ?? '').split(/\s+/).filter(Boolean).map((url) => url.replace(/^\.?\//, ''));

/**
 * What a page asks for before it is drawn: its scripts, its module preload hints and its stylesheets (local
 * paths, relative to dist). The site's pages may ask for one stylesheet and the boot script, nothing more.
 */
export const beforePaintOf = (html) => {
  const scripts = [];
  const preloads = [];
  for (const m of html.matchAll(TAG)) {
    const attrs = attributesOf(m[2]);
    const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
    if (m[1].toLowerCase() === 'script') scripts.push({ src: attrs.src ?? null, module: (attrs.type ?? '').toLowerCase() === 'module' });
    else if (rel.includes('modulepreload') || (rel.includes('preload') && (attrs.as ?? '') === 'script')) preloads.push(attrs.href);
  }
  return { scripts, preloads };
};

/** Local asset paths (relative to dist, no leading slash) referenced by a page's <script> and <link> tags. */
export const assetsOfHtml = (html) => {
  const js = [...afterPaintOf(html)];
  const css = [];
  for (const m of html.matchAll(TAG)) {
    const attrs = attributesOf(m[2]);
    const url = m[1].toLowerCase() === 'script' ? attrs.src : attrs.href;
    if (!url || /^(https?:)?\/\//i.test(url) || url.startsWith('data:')) continue;
    const file = url.replace(/^\.?\//, '').split(/[?#]/)[0];
    const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
    if (m[1].toLowerCase() === 'script' && file.endsWith('.js')) js.push(file);
    else if (rel.includes('modulepreload') && file.endsWith('.js')) js.push(file);
    else if ((rel.includes('stylesheet') || rel.includes('preload')) && file.endsWith('.css')) css.push(file);
  }
  return { js: [...new Set(js)], css: [...new Set(css)] };
};

/** The module scripts (`<script type="module" src>`) of a page: the entry points. */
const scriptsOf = (html) =>
  [...html.matchAll(TAG)]
    .filter((m) => m[1].toLowerCase() === 'script')
    .map((m) => attributesOf(m[2]).src)
    .filter((src) => src && src.endsWith('.js') && !/^(https?:)?\/\//i.test(src))
    .map((src) => src.replace(/^\.?\//, ''));

/** Every prerendered page: '/' for dist/index.html, '/careers' for dist/careers/index.html. */
export const prerenderedRoutes = (distDir) => {
  const routes = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (name === 'assets' || name.startsWith('.')) continue;
      if (statSync(path).isDirectory()) walk(path);
      else if (name === 'index.html') {
        const rel = relative(distDir, dir).split(sep).join('/');
        routes.push({ path: rel === '' ? '/' : `/${rel}`, file: path });
      }
    }
  };
  walk(distDir);
  return routes.sort((a, b) => (a.path === '/' ? -1 : b.path === '/' ? 1 : a.path.localeCompare(b.path)));
};

const readManifest = (distDir) => {
  for (const candidate of [join(distDir, '.vite', 'manifest.json'), join(distDir, 'manifest.json')]) {
    if (existsSync(candidate)) return JSON.parse(readFileSync(candidate, 'utf8'));
  }
  return null;
};

// Rollup's ESM output: `import{a as b}from"./x.js";`, `import"./x.js";`, `export{c}from"./y.js";` (static only;
// `import("./z.js")` is dynamic and not followed).
const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g;

const DYNAMIC_IMPORT = /import\(\s*["']([^"']+\.js)["']\s*\)/g;

/** The chunks a boot script starts after the first paint: its dynamic imports, as paths relative to dist. */
const startedBy = (distDir, file) => {
  const path = join(distDir, file);
  if (!existsSync(path)) return [];
  const base = file.split('/').slice(0, -1).join('/');
  return [...readFileSync(path, 'utf8').matchAll(DYNAMIC_IMPORT)].map((m) => (m[1].startsWith('/') ? m[1].slice(1) : `${base}/${m[1].replace(/^\.\//, '')}`));
};

const staticImportsOf = (distDir, file) => {
  const path = join(distDir, file);
  if (!existsSync(path)) return [];
  const base = file.split('/').slice(0, -1);
  const out = [];
  for (const m of readFileSync(path, 'utf8').matchAll(STATIC_IMPORT)) {
    const spec = m[1];
    if (!spec.startsWith('.') && !spec.startsWith('/')) continue;
    const parts = spec.startsWith('/') ? [] : [...base];
    for (const piece of spec.replace(/^\//, '').split('/')) {
      if (piece === '..') parts.pop();
      else if (piece !== '.') parts.push(piece);
    }
    out.push(parts.join('/'));
  }
  return out;
};

/**
 * Static-import closure of chunk files: through Vite's manifest when the build kept it, otherwise by reading
 * the static imports of the emitted chunks themselves (the same graph).
 */
const closureOf = (distDir, manifest, files) => {
  const js = new Set();
  const css = new Set();
  if (!manifest) {
    const visit = (file) => {
      if (js.has(file)) return;
      js.add(file);
      for (const imported of staticImportsOf(distDir, file)) visit(imported);
    };
    for (const file of files) visit(file);
    return { js, css };
  }
  const keyByFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const file of files) {
    const key = keyByFile.get(file);
    if (key) visit(key);
    else js.add(file);
  }
  return { js, css };
};

const sizeCache = new Map();

/** { raw, gzip, brotli } in bytes, at the compression levels a server would use for static files. */
export const compressedSize = (distDir, file) => {
  const path = join(distDir, file);
  if (sizeCache.has(path)) return sizeCache.get(path);
  const data = readFileSync(path);
  const sizes = {
    raw: data.length,
    gzip: gzipSync(data, { level: 9 }).length,
    brotli: brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }).length,
  };
  sizeCache.set(path, sizes);
  return sizes;
};

const total = (distDir, files) => {
  const sum = { raw: 0, gzip: 0, brotli: 0, files: [...files].sort() };
  for (const file of sum.files) {
    const s = compressedSize(distDir, file);
    sum.raw += s.raw;
    sum.gzip += s.gzip;
    sum.brotli += s.brotli;
  }
  return sum;
};

/** The care team's console: a page of its own (staff.html), built apart from the site (web/vite.staff.config.ts). */
export const CONSOLE_PAGE = 'staff.html';
/** The video room: a page of its own too (session.html, web/vite.session.config.ts), so the site's pages never carry it. */
export const ROOM_PAGE = 'session.html';

/**
 * What the console's page loads before it can draw anything: its module script and everything that imports
 * statically, and its stylesheets. Its screens are lazy chunks and not counted. Read from the chunks themselves:
 * the site's manifest does not know the console's build. Null when the build made no console.
 */
const firstLoadOf = (distDir, name) => {
  const page = join(distDir, name);
  if (!existsSync(page)) return null;
  const assets = assetsOfHtml(readFileSync(page, 'utf8'));
  return { js: total(distDir, closureOf(distDir, null, assets.js).js), css: total(distDir, new Set(assets.css)) };
};

/** A language's shell words (web/src/app/shell.catalog.<locale>.ts): part of the application, not of one page. */
const SHELL_WORDS = /(^|\/)shell\.catalog\.[a-z]{2,3}-[^/]*\.js$/;
/**
 * The address prefixes of the site's other languages ('/hi'), as the prerenderer wrote them into routes.json from
 * core's list of languages: a page under one ('/hi/faq') has its English twin at the bare path. Never guessed from
 * the path's shape, which would take '/faq' or '/ocd' for a language.
 */
const localePrefixesOf = (distDir) => {
  const file = join(distDir, 'routes.json');
  if (!existsSync(file)) return [];
  const { locales = [] } = JSON.parse(readFileSync(file, 'utf8'));
  return locales.map(({ prefix }) => prefix.replace(/\/$/, '')).filter((prefix) => prefix !== '').map((prefix) => `/${prefix}`);
};

/**
 * Returns { method, initial: { js, css }, console: { js, css } | null, routes: [{ path, js, css }] } where each size is
 * { raw, gzip, brotli, files }. `initial` is everything `/` loads up front; a route's `js` is only its own
 * chunks (what it preloads beyond the entry's static-import closure), its `css` the stylesheets it links.
 */
export const analyzeBundles = (distDir) => {
  const indexHtml = join(distDir, 'index.html');
  if (!existsSync(indexHtml)) return null;
  const manifest = readManifest(distDir);
  const routes = prerenderedRoutes(distDir).map((route) => ({ ...route, assets: assetsOfHtml(readFileSync(route.file, 'utf8')) }));
  const home = routes.find((route) => route.path === '/');

  // The shared entry: the manifest's entry chunks, or the module scripts of `/`; with their static imports.
  const entryKeys = manifest ? Object.keys(manifest).filter((key) => manifest[key].isEntry) : [];
  const entryFiles = entryKeys.length > 0 ? entryKeys.map((key) => manifest[key].file) : scriptsOf(readFileSync(indexHtml, 'utf8'));
  // The boot script starts the application once the page is drawn: every page loads both.
  const application = entryFiles.flatMap((file) => startedBy(distDir, file));
  const shared = closureOf(distDir, manifest, [...entryFiles, ...application]).js;

  const homeClosure = closureOf(distDir, manifest, [...home.assets.js, ...application]);
  const bootClosure = closureOf(distDir, manifest, entryFiles).js;
  const initialCss = new Set([...home.assets.css, ...homeClosure.css]);
  return {
    localePrefixes: localePrefixesOf(distDir),
    console: firstLoadOf(distDir, CONSOLE_PAGE),
    room: firstLoadOf(distDir, ROOM_PAGE),
    method: manifest
      ? "Vite manifest: static-import closure of each page's preloaded chunks, minus the entry's"
      : "prerendered HTML (the build removes Vite's manifest): each page's preloaded chunks and their static imports, minus the entry's",
    initial: { js: total(distDir, homeClosure.js), css: total(distDir, initialCss) },
    // What any page runs before its first paint may start: the boot script and its static imports.
    beforePaint: { js: total(distDir, bootClosure), afterPaintJs: total(distDir, [...homeClosure.js].filter((file) => !bootClosure.has(file))) },
    // Pages that ask for more than their stylesheet and the boot script before they are drawn.
    paintBlockers: routes.flatMap((route) => {
      const { scripts, preloads } = beforePaintOf(readFileSync(route.file, 'utf8'));
      const boot = new Set(entryFiles.map((file) => `/${file}`));
      const extra = [
        ...preloads.map((href) => `preload hint ${href}`),
        ...scripts.filter((script) => !(script.module && script.src !== null && boot.has(script.src))).map((script) => `script ${script.src ?? '(inline)'}`),
      ];
      return extra.length === 0 ? [] : [{ path: route.path, extra }];
    }),
    routes: routes.map((route) => {
      const closure = closureOf(distDir, manifest, route.assets.js);
      const own = [...closure.js].filter((file) => !shared.has(file) && !SHELL_WORDS.test(file));
      const words = [...closure.js].filter((file) => SHELL_WORDS.test(file));
      return {
        path: route.path,
        js: total(distDir, own),
        // The shell's words in the page's language: every page of that language loads the same chunk.
        words: total(distDir, words),
        wordFiles: words,
        css: total(distDir, new Set([...route.assets.css, ...closure.css])),
      };
    }),
  };
};

/** The CI budgets (gzip bytes). */
export const BUDGETS = {
  /** The boot script every page runs before it may start the application (web/src/boot.ts). */
  beforePaintJsGzip: 2 * 1024,
  /**
   * What `/` loads once it is drawn: React, the router, the application shell and the home page. 136 KiB since the
   * shell speaks two languages (was 130): the shell's words are a chunk per language (about 1.1 KiB in English), the
   * router, head and switch name each page's language and its twins, and the form messages (the footer's newsletter
   * field) are one catalog holding both languages. The next cut: load only the page's language of the form messages,
   * as the shell's words already are. 137 since the wizard, the calendar and the manage page load their words as a
   * chunk per language: the route table names each flow's two words chunks and the chunks they import (about 0.5 KiB).
   */
  initialJsGzip: 137 * 1024,
  /**
   * How much more a page in another language may load than its English twin (the bound): its words are
   * longer in UTF-8, nothing else may differ.
   */
  localeTwinJsGzip: 2 * 1024,
  /**
   * The console's first load (React, the router, zod and the staff contract, the shell); its screens load on use.
   * 163 KiB since the room invites' four calls joined the staff contract (162 since the newsletter, phone channels and
   * room views; it was 160). Staff pages only, never a visitor's. What is left to take out is the wizard's whole English
   * catalog, which rides in with the answers schema the contract uses, and the contract's schemas of screens not open.
   */
  consoleJsGzip: 163 * 1024,
  /** The video room's whole page (React, zod, the room's schemas and words, WebRTC glue): it has no lazy parts. */
  roomJsGzip: 110 * 1024,
  /**
   * A page's own JS. 35 KiB since form messages became ids worded at the edge (was 30): the forms' pages (careers,
   * contact, volunteer, free session) carry the form-message catalog of both languages, about 3 KiB of it Hindi on an
   * English page. The same cut as above brings them back under 30. 36 KiB since the footer's newsletter words moved
   * into the shell's catalog: the call words and shared form rules it dragged into the entry (about 1.6 KiB) now load
   * with the form pages instead, so / is that much lighter; a form's field words are a chunk per language of their own.
   */
  routeJsGzip: 36 * 1024,
  cssGzip: 25 * 1024,
};

/** Each budget line: { what, gzip, limit, ok }. */
export const checkBudgets = (bundles, budgets = BUDGETS) => {
  const lines = [
    { what: 'JS before first paint (every page: the boot script)', gzip: bundles.beforePaint.js.gzip, limit: budgets.beforePaintJsGzip },
    { what: 'JS of / after first paint', gzip: bundles.beforePaint.afterPaintJs.gzip, limit: budgets.initialJsGzip },
  ];
  for (const route of bundles.routes) {
    if (route.path !== '/') lines.push({ what: `own JS of ${route.path}`, gzip: route.js.gzip, limit: budgets.routeJsGzip });
  }
  // A page in another language loads what its English twin loads but its own words, and never another language's.
  for (const route of bundles.routes) {
    const prefix = (bundles.localePrefixes ?? []).find((candidate) => route.path === candidate || route.path.startsWith(`${candidate}/`));
    if (prefix === undefined) {
      const foreign = (route.wordFiles ?? []).filter((file) => !/shell\.catalog\.en-/.test(file));
      if (foreign.length > 0) lines.push({ what: `words of another language on ${route.path} (${foreign.join(', ')})`, gzip: Infinity, limit: 0 });
      continue;
    }
    const twinPath = route.path.slice(prefix.length) || '/';
    const twin = bundles.routes.find((candidate) => candidate.path === twinPath);
    if (!twin) {
      lines.push({ what: `${route.path} has no English twin at ${twinPath}`, gzip: Infinity, limit: 0 });
      continue;
    }
    const extra = route.js.gzip + route.words.gzip - (twin.js.gzip + twin.words.gzip);
    lines.push({ what: `JS of ${route.path} beyond ${twinPath}`, gzip: Math.max(extra, 0), limit: budgets.localeTwinJsGzip });
  }
  const worstCss = bundles.routes.reduce((worst, route) => (route.css.gzip > worst.css.gzip ? route : worst), bundles.routes[0]);
  lines.push({ what: `CSS of / (initial)`, gzip: bundles.initial.css.gzip, limit: budgets.cssGzip });
  if (worstCss && worstCss.path !== '/') lines.push({ what: `CSS of ${worstCss.path} (largest)`, gzip: worstCss.css.gzip, limit: budgets.cssGzip });
  if (bundles.console) {
    lines.push({ what: 'initial JS of /staff (console)', gzip: bundles.console.js.gzip, limit: budgets.consoleJsGzip });
    lines.push({ what: 'CSS of /staff (console)', gzip: bundles.console.css.gzip, limit: budgets.cssGzip });
  }
  if (bundles.room) {
    lines.push({ what: 'initial JS of /session (video room)', gzip: bundles.room.js.gzip, limit: budgets.roomJsGzip });
    lines.push({ what: 'CSS of /session (video room)', gzip: bundles.room.css.gzip, limit: budgets.cssGzip });
  }
  return lines.map((line) => ({ ...line, ok: line.gzip <= line.limit }));
};
