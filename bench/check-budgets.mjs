#!/usr/bin/env node
// CI gate on what a phone downloads: run after `npm run build`. No timing, no network: reads web/dist only.
// Exit 1 (with the table) when any budget in bench/lib/bundles.mjs (BUDGETS, where each figure and its reason live)
// is exceeded: the boot script, `/` after first paint, each route's own chunks, CSS, each other-language page beyond
// its English twin, another language's words on an English page, the console's first load and the video room.
import { existsSync } from 'node:fs';
import { analyzeBundles, BUDGETS, checkBudgets } from './lib/bundles.mjs';
import { PATHS } from './lib/paths.mjs';
import { formatKiB } from './lib/stats.mjs';

const distDir = process.argv[2] ?? PATHS.webDist;
if (!existsSync(distDir)) {
  console.error(`check-budgets: ${distDir} does not exist. Run \`npm run build\` first.`);
  process.exit(1);
}
const bundles = analyzeBundles(distDir);
if (!bundles) {
  console.error(`check-budgets: ${distDir}/index.html is missing (the prerendered home page). Run \`npm run build\` first.`);
  process.exit(1);
}

const lines = checkBudgets(bundles);
// Nothing but the HTML, its stylesheet and the boot script before a page is drawn: a preload hint or another script
// would compete with them on a slow network (web/src/boot.ts).
if (bundles.paintBlockers.length > 0) {
  console.error('check-budgets: pages ask for scripts before their first paint:');
  for (const page of bundles.paintBlockers) console.error(`  ${page.path}: ${page.extra.join(', ')}`);
  process.exit(1);
}
const failures = lines.filter((line) => !line.ok);
const width = Math.max(...lines.map((line) => line.what.length), 10);
const row = (a, b, c, d) => `| ${a.padEnd(width)} | ${b.padStart(10)} | ${c.padStart(10)} | ${d.padEnd(6)} |`;
console.log(`Size budgets (gzip, level 9) — ${bundles.method}`);
console.log(row('what', 'gzip', 'budget', 'result'));
console.log(`|${'-'.repeat(width + 2)}|${'-'.repeat(12)}|${'-'.repeat(12)}|${'-'.repeat(8)}|`);
for (const line of lines) console.log(row(line.what, formatKiB(line.gzip), formatKiB(line.limit), line.ok ? 'ok' : 'OVER'));

if (failures.length > 0) {
  console.error(`\ncheck-budgets: ${failures.length} budget(s) exceeded:`);
  for (const line of failures) console.error(`  ${line.what}: ${formatKiB(line.gzip)} > ${formatKiB(line.limit)} (+${formatKiB(line.gzip - line.limit)})`);
  process.exit(1);
}
console.log(
  `\ncheck-budgets: all ${lines.length} budgets met (before paint ≤ ${formatKiB(BUDGETS.beforePaintJsGzip)} on every page, JS of / after paint ≤ ${formatKiB(BUDGETS.initialJsGzip)}, route chunks ≤ ${formatKiB(BUDGETS.routeJsGzip)}, CSS ≤ ${formatKiB(BUDGETS.cssGzip)}, console ≤ ${formatKiB(BUDGETS.consoleJsGzip)}).`,
);
