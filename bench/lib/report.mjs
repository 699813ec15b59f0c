import { formatKiB, formatNumber, formatRatio } from './stats.mjs';

/** Turns bench/results.json into the markdown the README's Performance section and bench/RESULTS.md show. */

const table = (head, rows) =>
  [`| ${head.join(' | ')} |`, `|${head.map((h, i) => (i === 0 ? '---' : '---:')).join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join(
    '\n',
  );

const ms = (value) => (Number.isFinite(value) ? `${formatNumber(value)} ms` : 'n/a');
const s = (value) => (Number.isFinite(value) ? `${(value / 1000).toFixed(1)} s` : 'n/a');
const score = (value) => (Number.isFinite(value) ? formatNumber(value) : 'n/a');
const skipped = (section) => {
  if (!section) return '_not measured in this run_';
  return section.status ? `_${section.status}${section.detail ? `: ${section.detail}` : ''}_` : null;
};

const LIGHTHOUSE_LISTED = ['/', '/depression-test', '/find-your-doctor', '/anxiety-disorders', '/careers', '/session-calendar'];

const bundlesSection = (bundles) => {
  const out = ['### Bundles (what a phone downloads; gzip -9 and brotli -11 via node:zlib)', ''];
  const none = skipped(bundles);
  if (none) return [...out, none].join('\n');
  const row = (what, size, budget) => [what, String(size.files.length), formatKiB(size.raw), formatKiB(size.gzip), formatKiB(size.brotli), budget];
  const listed = bundles.routes.filter((r) => LIGHTHOUSE_LISTED.includes(r.path) && r.path !== '/');
  const others = bundles.routes.filter((r) => r.path !== '/');
  const largest = others.reduce((max, r) => (!max || r.js.gzip > max.js.gzip ? r : max), null);
  const rows = [
    ...(bundles.beforePaint ? [row('JS before first paint (boot script, every page)', bundles.beforePaint.js, '≤ 2 KiB')] : []),
    row('JS of `/` in all (after first paint but the boot script)', bundles.initial.js, bundles.beforePaint ? '≤ 136 KiB after paint' : '≤ 136 KiB'),
    row('initial CSS of `/`', bundles.initial.css, '≤ 25 KiB'),
    ...listed.map((r) => row(`own JS of \`${r.path}\``, r.js, '≤ 35 KiB')),
  ];
  if (largest && !listed.includes(largest)) rows.push(row(`own JS of \`${largest.path}\` (largest of ${others.length} routes)`, largest.js, '≤ 35 KiB'));
  return [...out, table(['what', 'files', 'raw', 'gzip', 'brotli', 'budget (gzip)'], rows), '', `Per-route chunks: ${bundles.method}.`].join('\n');
};

const lighthouseSection = (lighthouse) => {
  const out = [`### Lighthouse ${lighthouse?.version ?? '12'} (mobile defaults: simulated slow 4G, 4× CPU slowdown; median of ${lighthouse?.runs ?? 3} runs)`, ''];
  const none = skipped(lighthouse);
  if (none) return [...out, none].join('\n');
  const rows = lighthouse.pages.map((p) =>
    p.error
      ? [`\`${p.path}\``, p.error, '', '', '', '', '', '', '', '']
      : [
          `\`${p.path}\``,
          score(p.performance),
          score(p.accessibility),
          score(p.bestPractices),
          score(p.seo),
          s(p.lcpMs),
          ms(p.tbtMs),
          Number.isFinite(p.cls) ? p.cls.toFixed(3) : 'n/a',
          s(p.speedIndexMs),
          formatKiB(p.transferBytes),
        ],
  );
  const twins = hindiTwins(lighthouse.pages);
  return [
    ...out,
    table(['page', 'Perf', 'A11y', 'BP', 'SEO', 'LCP', 'TBT', 'CLS', 'Speed Index', 'transfer'], rows),
    ...(twins.length === 0 ? [] : ['', 'Hindi pages beside their English twins (target: Performance within 1 point):', '', table(['Hindi page', 'English twin', 'Perf (hi − en)', 'LCP (hi − en)', 'transfer (hi − en)', 'within 1 point'], twins)]),
  ].join('\n');
};

/** Each measured Hindi page (/hi/…) beside its English twin, when both were measured without error. */
const hindiTwins = (pages) =>
  pages.flatMap((hi) => {
    const twinPath = hi.path === '/hi' ? '/' : hi.path.startsWith('/hi/') ? hi.path.slice(3) : null;
    const en = twinPath === null ? undefined : pages.find((page) => page.path === twinPath);
    if (!en || hi.error || en.error) return [];
    const points = Math.round(hi.performance - en.performance);
    return [[`\`${hi.path}\``, `\`${en.path}\``, `${points >= 0 ? '+' : ''}${points}`, `${Math.round(hi.lcpMs - en.lcpMs)} ms`, formatKiB(hi.transferBytes - en.transferBytes), Math.abs(points) <= 1 ? 'yes' : 'NO']];
  });

const faults = (r) => (r ? r.errors + r.timeouts + r.non2xx : 0);
const faultText = (r) => {
  const n = faults(r);
  if (n === 0) return '0';
  const codes = Object.entries(r.statusCodes)
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, count]) => `${count}×${code}`)
    .join(', ');
  return `**${n}** (${[r.errors ? `${r.errors} errors` : '', r.timeouts ? `${r.timeouts} timeouts` : '', codes].filter(Boolean).join(', ')})`;
};

/** The one-minute load average as a measurement's runs started (2 cores: above 2, something else was competing). */
const loadText = (r) => (typeof r?.loadAverage === 'number' ? r.loadAverage.toFixed(2) : '');

const apiSection = (api) => {
  const title = api?.connections
    ? `### API (autocannon on 127.0.0.1, ${api.connections} connections, ${api.durationSeconds} s per run, median of ${api.runs} run${api.runs === 1 ? '' : 's'} after a warm-up)`
    : '### API';
  const out = [title, ''];
  const none = skipped(api);
  if (none) return [...out, none].join('\n');
  const rows = [];
  const load = (name, r, baseline, baselineName) => {
    if (!r) return;
    if (r.status) {
      rows.push([name, `_${r.status}_`, '', '', '', '', '']);
      return;
    }
    rows.push([name, formatNumber(r.rps), `${formatRatio(r.rps / baseline)} ${baselineName}`.trim(), ms(r.p50), ms(r.p99), faultText(r), loadText(r)]);
  };
  const base = api.baseline?.rps;
  load('bare Fastify constant route (baseline)', api.baseline, base, '');
  const target = (ratio) => (ratio ? ` (target ≥ ${formatRatio(ratio)})` : '');
  load('`GET /api/v1/health`', api.health, base, `of bare${target(api.targets?.health)}`);
  load('`GET /` (prerendered page, br/gzip)', api.home, base, `of bare${target(api.targets?.home)}`);
  const store = (name, r) => {
    if (!r) return;
    if (r.status) rows.push([name, `_${r.status}_`, '', '', '', '', '']);
    else rows.push([name, formatNumber(r.insertsPerSecond), 'inserts/s', '', '', '', loadText(r)]);
  };
  store('raw SQLite insert (WAL, synchronous=FULL, autocommit)', api.sqliteInsert);
  load('`POST …/book_session` on SQLite', api.bookSqlite, base, 'of bare');
  if (api.bookSqlite && !api.bookSqlite.status && api.sqliteInsert?.insertsPerSecond) {
    rows.push(['', '', `${formatRatio(api.bookSqlite.rps / api.sqliteInsert.insertsPerSecond)} of raw insert${target(api.targets?.book)}`, '', '', '', '']);
  }
  store(`raw PostgreSQL insert (${api.postgresInsert?.concurrency ?? 10} connections, autocommit)`, api.postgresInsert);
  load('`POST …/book_session` on PostgreSQL', api.bookPostgres, base, 'of bare');
  if (api.bookPostgres && !api.bookPostgres.status && api.postgresInsert?.insertsPerSecond) {
    rows.push(['', '', `${formatRatio(api.bookPostgres.rps / api.postgresInsert.insertsPerSecond)} of raw insert${target(api.targets?.book)}`, '', '', '', '']);
  }
  const engine = (name, e, insert) => {
    if (!e) return;
    const slotTarget = api.targets?.slots;
    const slotGoal = slotTarget && e.slots && !e.slots.status ? ` (target ≥ ${formatNumber(slotTarget.rps)} req/s, p99 ≤ ${slotTarget.p99Ms} ms: ${e.slots.rps >= slotTarget.rps && e.slots.p99 <= slotTarget.p99Ms ? 'met' : '**missed**'})` : '';
    load(`\`GET …/therapists/{id}/slots\` 14 days on ${name} (${e.slots?.connections ?? 50} connections)`, e.slots, base, `of bare${slotGoal}`);
    const s = e.storm;
    if (!s) return;
    if (s.status) {
      rows.push([`hold storm on ${name}`, `_${s.status}_`, '', '', '', '', '']);
      return;
    }
    const insertRatio = insert?.insertsPerSecond ? `, ${formatRatio(s.rps / insert.insertsPerSecond)} of raw insert` : '';
    rows.push([
      `hold storm on ${name}: ${s.clients} clients on ${s.slots} slots`,
      formatNumber(s.rps),
      `winners ${s.winnersPerRun.join('/')} of ${s.slots}${insertRatio}${api.targets?.storm ? ` (target p99 ≤ ${api.targets.storm.p99Ms} ms: ${s.p99 <= api.targets.storm.p99Ms ? 'met' : '**missed**'})` : ''}`,
      ms(Math.round(s.p50)),
      ms(Math.round(s.p99)),
      s.slotsWonTwice === 0 ? '0 double wins' : `**${s.slotsWonTwice} double wins**`,
      loadText(s),
    ]);
  };
  engine('SQLite', api.engineSqlite, api.sqliteInsert);
  engine('PostgreSQL', api.enginePostgres, api.postgresInsert);
  return [...out, table(['what', 'req/s', 'ratio', 'p50', 'p99', 'errors/non-2xx', 'load avg'], rows)].join('\n');
};

const cliSection = (cli) => {
  const out = [`### CLI cold start (spawnSync, median of ${cli?.runs ?? 20} runs after 2 warm-ups)`, ''];
  const none = skipped(cli);
  if (none) return [...out, none].join('\n');
  return [
    ...out,
    table(
      ['command', 'median', 'min', '× `node -e 0`'],
      [
        ['`manobal assess depression --answers … --json`', ms(cli.medianMs), ms(cli.minMs), formatRatio(cli.medianMs / cli.baselineMedianMs)],
        ['`node -e 0` (baseline)', ms(cli.baselineMedianMs), ms(cli.baselineMinMs), '1.00×'],
      ],
    ),
  ].join('\n');
};

const loginSection = (login) => {
  const out = ['### Login capacity (scrypt at the production cost)', ''];
  const none = skipped(login);
  if (none) return [...out, none].join('\n');
  const { N, r, p } = login.params;
  return [
    ...out,
    table(
      ['parameters', 'one hash', `hashes/s (${login.concurrency} in flight)`, 'logins/min per process'],
      [[`N=2^${Math.log2(N)}, r=${r}, p=${p}`, ms(login.msPerHash), login.perSecond.toFixed(2), formatNumber(login.loginsPerMinute)]],
    ),
    '',
    `Measured with ${login.source}.`,
  ].join('\n');
};

/** Report text made safe inside a markdown list item: one line, no table pipes, no raw HTML tags. */
const inline = (text) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').replace(/</g, '&lt;');

const findingsSection = (lighthouse) => {
  if (!lighthouse?.pages) return '';
  const lines = ['### What holds the pages back (Lighthouse, the median run of each page)', ''];
  for (const page of lighthouse.pages) {
    const f = page.findings;
    if (!f) continue;
    const bits = [];
    if (f.opportunities.length) bits.push(`opportunities: ${f.opportunities.map((o) => `${o.title}${o.displayValue ? ` (${o.displayValue})` : ''}`).join('; ')}`);
    if (f.scriptsFetched?.count) {
      const sf = f.scriptsFetched;
      bits.push(`${sf.count} scripts fetched, ${formatKiB(sf.transferBytes)}: ${sf.largest.map((x) => `\`${x.url}\` ${formatKiB(x.transferBytes)}`).join(', ')}`);
    }
    if (f.mainThreadMs) bits.push(`main thread ${formatNumber(f.mainThreadMs)} ms${f.scriptCpu.length ? `, of which ${f.scriptCpu.map((x) => `\`${x.url}\` ${formatNumber(x.cpuMs)} ms`).join(', ')}` : ''}`);
    if (f.lcpElement) bits.push(`LCP element ${inline(f.lcpElement)}${f.lcpPhases.length ? ` (${f.lcpPhases.map((p) => `${p.phase} ${formatNumber(p.ms)} ms`).join(', ')})` : ''}`);
    for (const a of f.failedAudits) bits.push(`${a.category} fails "${inline(a.title)}"${a.fact ? `: ${inline(a.fact)}` : ''}`);
    lines.push(`- \`${page.path}\`: ${bits.length ? bits.join(' — ') : 'nothing flagged'}`);
  }
  return lines.join('\n');
};

export const toMarkdown = (results) => {
  const m = results.machine;
  const header = [
    `## Performance`,
    '',
    `Measured ${results.date} on ${m.cores} cores (${m.cpu}), ${m.memoryGiB} GiB, Node ${m.node}, ${m.os}; load average ${m.loadAverage.join(', ')} at start${m.loadAverageAtEnd ? ` and ${m.loadAverageAtEnd.join(', ')} at end` : ''}. ` +
      `Reproduce with \`npm run bench\` (writes bench/results.json and bench/RESULTS.md). Every timed figure is a median of repeated runs.`,
  ];
  const problems = results.problems.length
    ? ['', '**PROBLEMS:**', ...results.problems.map((p) => `- **${p}**`)]
    : [];
  return [
    ...header,
    ...problems,
    '',
    bundlesSection(results.bundles),
    '',
    lighthouseSection(results.lighthouse),
    '',
    apiSection(results.api),
    '',
    cliSection(results.cli),
    '',
    loginSection(results.login),
    '',
    findingsSection(results.lighthouse),
    '',
  ].join('\n');
};
