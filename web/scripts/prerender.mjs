// Writes one static HTML file per page of the site, from the client build (dist/) and the SSR build
// (.tmp/ssr/). Run by `npm run build -w @manobal/web` after both Vite builds.
//
// Output, read by the server (every page once per language: English at its path, another language under its
// prefix, e.g. dist/hi/faq/index.html for /hi/faq):
//   dist/<path>/index.html   every SiteRoute with prerender !== false ('/' is dist/index.html, '/hi' dist/hi/index.html)
//   dist/404.html            the not-found page (serve it with status 404); dist/hi/404.html for an unknown /hi/… address
//   dist/app-shell.html      an empty shell for routes that are not prerendered (client renders them); dist/hi/app-shell.html
//   dist/session.html        the video room's page (Vite's, with the language's lang and title); dist/hi/session.html
//   dist/routes.json         { routes: [{ path, file, title, prerenderedData?, variants? }], notFound, shell, locales }
//   dist/<path>/index.<q>.html  the page prerendered with ?<q>= (a route's queryVariants)
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { linkProblems } from './page-links.mjs';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webRoot, 'dist');

const template = await readFile(path.join(dist, 'index.html'), 'utf8');
if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
  throw new Error('dist/index.html lacks the <!--app-head--> / <!--app-html--> placeholders');
}
const manifestPath = path.join(dist, '.vite', 'manifest.json');
const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
if (!entry) throw new Error('The client manifest has no entry chunk');
// The entry is only the boot script; the application it starts after the first paint is its one dynamic import.
const applicationKey = entry.dynamicImports?.find((key) => manifest[key]?.name === 'main');
if (!applicationKey) throw new Error("The boot script's manifest entry does not import the application (src/main.tsx)");

// The SSR build reports each page module a render imports (see scripts/route-chunk-tracker.ts).
const tracked = new Set();
globalThis.__manobalTrackChunk = (source) => tracked.add(source);
const server = await import(pathToFileURL(path.join(webRoot, '.tmp', 'ssr', 'entry-server.js')).href);
// The one origin both builds were given (web/scripts/site-settings.ts: SITE_ORIGIN, else http://127.0.0.1:<PORT>).
const origin = server.siteOrigin;

/** The application loads its own static imports; a page needs its chunk and that chunk's imports. */
const alreadyLoaded = new Set([entry.file, manifest[applicationKey].file]);
const collectEntryImports = (key) => {
  const chunk = manifest[key];
  for (const imported of chunk?.imports ?? []) {
    const file = manifest[imported]?.file;
    if (file && !alreadyLoaded.has(file)) {
      alreadyLoaded.add(file);
      collectEntryImports(imported);
    }
  }
};
collectEntryImports(Object.keys(manifest).find((key) => manifest[key] === entry));
collectEntryImports(applicationKey);

/**
 * The manifest names a page's chunk by its source path, except when Rollup gave the chunk no single
 * facade module; then the chunk still carries the page module's base name.
 */
const manifestKeyFor = (source) => {
  if (manifest[source]) return source;
  const base = path.basename(source).replace(/\.[^.]+$/, '');
  const candidates = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && manifest[key].name === base);
  return candidates.length === 1 ? candidates[0] : undefined;
};

const preloadsFor = (sources) => {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || alreadyLoaded.has(chunk.file) || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) {
    const key = manifestKeyFor(source);
    if (key) visit(key);
  }
  // Not a preload hint: nothing may compete with the page's HTML and CSS for the first paint. The boot script
  // fetches these beside the application once the page is drawn.
  return files.size === 0 ? [] : [`<meta name="manobal:after-paint" content="${[...files].map((file) => `/${file}`).join(' ')}" />`];
};

const page = (head, html, preloads, lang) =>
  template
    .replace(/<html lang="[^"]*">/, `<html lang="${lang}">`)
    .replace('<!--app-head-->', [head, ...preloads].join('\n    '))
    .replace('<!--app-html-->', html);

const fileFor = (routePath) => (routePath === '/' ? 'index.html' : `${routePath.replace(/^\/+|\/+$/g, '').toLowerCase()}/index.html`);

// A page that links to a placeholder host or to a video the site content does not name fails the build.
const linkFailures = [];
const write = async (relative, content) => {
  if (relative.endsWith('.html')) linkFailures.push(...linkProblems(content, server.siteContent).map((problem) => `${relative}: ${problem}`));
  const target = path.join(dist, relative);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, content);
};

const routes = [];
const failures = [];
const roomPage = await readFile(path.join(dist, 'session.html'), 'utf8');
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Where a language's own files go: '' for English (the site's root), 'hi/' for Hindi. */
const prefixOf = (locale) => server.localizedPath(locale, '/').replace(/^\/+/, '').replace(/([^/])$/, '$1/');
for (const locale of server.locales) {
  const lang = server.localeHtmlLang[locale];
  for (const target of server.prerenderTargets) {
    const address = server.localizedPath(locale, target.path);
    if (!target.prerender) {
      routes.push({ path: address, file: `${prefixOf(locale)}app-shell.html`, title: await server.routeTitle(locale, target.path) });
      continue;
    }
    tracked.clear();
    try {
      const rendered = await server.render(address, origin);
      if (rendered.status !== 200) throw new Error(`status ${rendered.status}`);
      const file = fileFor(address);
      await write(file, page(server.renderHeadHtml(rendered.head, origin), rendered.html, preloadsFor(tracked), lang));
      // A query that changes the first drawing gets a page of its own: index.<name>.html beside index.html (a name
      // no route is read from), which the server sends when the request carries that parameter.
      const variants = [];
      for (const name of target.queryVariants ?? []) {
        tracked.clear();
            const variant = await server.render(`${address}?${name}=_`, origin);
        if (variant.status !== 200) throw new Error(`status ${variant.status} with ?${name}=`);
        const variantFile = file.replace(/index\.html$/, `index.${name}.html`);
        await write(variantFile, page(server.renderHeadHtml(variant.head, origin), variant.html, preloadsFor(tracked), lang));
        variants.push({ query: name, file: variantFile });
      }
      routes.push({
        path: address,
        file,
        title: rendered.head.title,
        ...(target.prerenderedData ? { prerenderedData: target.prerenderedData } : {}),
        ...(variants.length > 0 ? { variants } : {}),
      });
    } catch (error) {
      failures.push(`${address}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  tracked.clear();
  const notFound = await server.render(server.localizedPath(locale, '/this-page-does-not-exist'), origin);
  await write(`${prefixOf(locale)}404.html`, page(server.renderHeadHtml(notFound.head, origin), notFound.html, preloadsFor(tracked), lang));
  await write(`${prefixOf(locale)}app-shell.html`, page(server.renderHeadHtml(await server.shellHead(locale), origin), '', [], lang));
  // The video room's own page (Vite's session.html) in this language: its lang picks the room's words.
  await write(
    `${prefixOf(locale)}session.html`,
    roomPage.replace(/<html lang="[^"]*">/, `<html lang="${lang}">`).replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(server.roomPageTitle(locale))}</title>`),
  );
}

await write(
  'routes.json',
  `${JSON.stringify(
    { origin, locales: server.locales.map((locale) => ({ locale, prefix: prefixOf(locale) })), routes, notFound: '404.html', shell: 'app-shell.html' },
    null,
    2,
  )}\n`,
);
// The manifest was only for this script; the site does not need to publish it.
await rm(path.join(dist, '.vite'), { recursive: true, force: true });

// Precompress once at build time so the server sends .br/.gz files instead of compressing every response.
const compressible = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest)$/;
const precompress = async (dir) => {
  let count = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) count += await precompress(full);
    else if (compressible.test(entry.name)) {
      const body = await readFile(full);
      if (body.length < 1024) continue;
      await writeFile(`${full}.br`, brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
      await writeFile(`${full}.gz`, gzipSync(body, { level: 9 }));
      count += 1;
    }
  }
  return count;
};
console.log(`Precompressed ${await precompress(dist)} files (.br, .gz).`);

const prerendered = routes.filter((route) => !route.file.endsWith('app-shell.html'));
console.log(`\nPrerendered ${prerendered.length} pages in ${server.locales.length} languages (origin ${origin}):`);
for (const route of prerendered) console.log(`  ${route.path.padEnd(32)} -> ${route.file}`);
console.log(`  (not found)                      -> ${server.locales.map((locale) => `${prefixOf(locale)}404.html`).join(', ')}`);
const clientRendered = routes.filter((route) => route.file.endsWith('app-shell.html'));
if (clientRendered.length > 0) console.log(`Client-rendered via app-shell.html: ${clientRendered.map((r) => r.path).join(', ')}`);
if (linkFailures.length > 0) {
  console.error(`\nPages link where nothing real is (web/scripts/page-links.mjs):\n  ${linkFailures.join('\n  ')}`);
  process.exit(1);
}
if (failures.length > 0) {
  console.error(`\nFailed to prerender ${failures.length} route(s):\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
