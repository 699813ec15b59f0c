#!/usr/bin/env node
// CI gate on the built site's HTML: every page the build wrote (each route in each language, the not-found pages,
// the app shells, the console's and the video room's pages) through the W3C Nu HTML Checker (vnu-jar, run on
// Debian's Java). Exit 1 with each error, or when the checker cannot run: a missing Java is a broken machine, never
// a reason to pass. Run after `npm run build`.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = process.argv[2] ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`check-html: ${dist}/index.html is missing. Run \`npm run build\` first.`);
  process.exit(1);
}

const pagesUnder = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'assets' ? [] : pagesUnder(full);
    return name.endsWith('.html') ? [full] : [];
  });
const pages = pagesUnder(dist).sort();

// vnu-jar's package holds the checker's jar; its own postinstall (which would download a Java) is not run.
const jar = String(createRequire(import.meta.url)('vnu-jar'));
const run = spawnSync('java', ['-Xss4m', '-jar', jar, '--errors-only', '--format', 'json', ...pages], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
if (run.error || (run.status !== 0 && run.status !== 1)) {
  console.error(`check-html: the Nu HTML Checker did not run (${run.error?.message ?? `exit ${run.status}`}): Java 11 or later is needed (Debian: default-jre-headless).`);
  if (run.stderr) console.error(run.stderr.slice(0, 2000));
  process.exit(1);
}
// The checker writes its JSON report to stderr; anything else (a Java fault on stdout, no report) is a failure.
let report;
try {
  report = JSON.parse(run.stderr);
} catch {
  console.error(`check-html: the Nu HTML Checker gave no report (exit ${run.status}):\n${`${run.stdout}\n${run.stderr}`.trim().slice(0, 2000)}`);
  process.exit(1);
}
const errors = report.messages.filter((message) => message.type === 'error' || message.subType === 'fatal' || message.type === 'non-document-error');
if (run.status !== 0 && errors.length === 0) {
  console.error(`check-html: the Nu HTML Checker exited ${run.status} without naming an error:\n${run.stdout.slice(0, 2000)}`);
  process.exit(1);
}
if (errors.length > 0) {
  console.error(`check-html: the Nu HTML Checker found ${errors.length} error(s):`);
  for (const error of errors) console.error(`  ${path.relative(dist, fileURLToPath(error.url))}:${error.lastLine ?? '?'}: ${error.message}${error.extract ? ` — ${error.extract.trim().slice(0, 120)}` : ''}`);
  process.exit(1);
}
// The checker allows an <a> without href (a placeholder link), but on a built page it is a link that goes nowhere:
// no keyboard focus, no link for a screen reader, and Lighthouse's 'Links are not crawlable'.
const deadLinks = pages.flatMap((page) => (readFileSync(page, 'utf8').match(/<a(?:\s[^>]*)?>/g) ?? []).filter((tag) => !/\shref=/.test(tag)).map((tag) => `${path.relative(dist, page)}: ${tag}`));
if (deadLinks.length > 0) {
  console.error(`check-html: ${deadLinks.length} link(s) without href:`);
  for (const line of deadLinks.slice(0, 20)) console.error(`  ${line}`);
  process.exit(1);
}
const languages = new Set(pages.map((page) => (path.relative(dist, page).startsWith('hi/') ? 'hi' : 'en')));
console.log(`check-html: ${pages.length} pages (${[...languages].join(', ')}) pass the Nu HTML Checker with no error.`);
