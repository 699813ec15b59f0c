#!/usr/bin/env node
// Matching, measured (issue 15): core's matchTherapists over 1,000 generated intake profiles and a generated
// directory of 200 therapists (fixtures/matching, fixed seed), checked against the brute-force oracle the property
// tests use. Reports the share of profiles whose every hard preference was met when the oracle says it could be
// (target 100%) and the time per match (target < 5 ms). Node runs V8, the JavaScript engine of Chrome, so the
// per-match time is the browser's order of magnitude on this CPU (a phone is slower; Lighthouse's 4× is a guide).
//
// `node bench/matching.bench.mjs` prints its section; `npm run bench` (or `--only=matching`) includes it.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import fc from 'fast-check';
import { tsImport } from 'tsx/esm/api';
import { ROOT } from './lib/paths.mjs';
import { formatNumber } from './lib/stats.mjs';

export const MATCHING_SETTINGS = { profiles: 1000, therapists: 200, seed: 20261201, warmUpMatches: 200, targetMs: 5 };

const load = (path) => tsImport(join(ROOT, path), import.meta.url);

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
const sameList = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Runs the measurement; returns plain numbers for bench/results.json. */
export const benchMatching = async ({ log = () => {} } = {}) => {
  const { matchTherapists } = await load('core/src/index.ts');
  const { aDirectoryArbitrary, anIntakeArbitrary, BENCH_DIRECTORY } = await load('fixtures/matching/matching.arbitraries.ts');
  const { oracleMatchIds, oracleTier } = await load('fixtures/matching/matching.oracle.ts');
  const { profiles, seed } = MATCHING_SETTINGS;

  log(`matching: generating ${MATCHING_SETTINGS.therapists} therapists and ${profiles} profiles (seed ${seed})…`);
  const [directory] = fc.sample(aDirectoryArbitrary(BENCH_DIRECTORY), { seed, numRuns: 1 });
  const intakes = fc.sample(anIntakeArbitrary, { seed: seed + 1, numRuns: profiles });
  const freeSlotCount = Object.values(directory.slots).reduce((n, days) => n + days.reduce((m, d) => m + d.slots.length, 0), 0);
  const run = (answers) => matchTherapists(answers, directory.therapists, directory.slots, directory.now);

  for (let i = 0; i < MATCHING_SETTINGS.warmUpMatches; i += 1) run(intakes[i % intakes.length]);

  log('matching: timing each match, then checking it against the oracle…');
  const times = [];
  const results = intakes.map((answers) => {
    const started = performance.now();
    const entries = run(answers);
    times.push(performance.now() - started);
    return entries;
  });

  let allPossible = 0;
  let allMet = 0;
  let relaxedProfiles = 0;
  let relaxedExactly = 0;
  let sameTherapists = 0;
  let entryCount = 0;
  intakes.forEach((answers, i) => {
    const entries = results[i];
    entryCount += entries.length;
    const tier = oracleTier(answers, directory);
    const expectedRelaxed = ['mode', 'times', 'language'].filter((p) => !tier.includes(p)).sort();
    const ids = entries.map((e) => e.therapist.id).sort();
    if (sameList(ids, oracleMatchIds(answers, directory))) sameTherapists += 1;
    if (tier.length === 3) {
      allPossible += 1;
      if (entries.length > 0 && entries.every((e) => e.relaxed.length === 0)) allMet += 1;
    } else {
      relaxedProfiles += 1;
      if (entries.every((e) => sameList(e.relaxed.map((r) => r.kind).sort(), expectedRelaxed))) relaxedExactly += 1;
    }
  });

  const sorted = [...times].sort((a, b) => a - b);
  return {
    ...MATCHING_SETTINGS,
    activeTherapists: directory.therapists.filter((t) => t.active !== false).length,
    freeSlots: freeSlotCount,
    meanMatches: entryCount / profiles,
    allPossible,
    allMet,
    sharePercent: allPossible === 0 ? Number.NaN : (100 * allMet) / allPossible,
    relaxedProfiles,
    relaxedExactly,
    sameTherapists,
    ms: { median: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), p99: quantile(sorted, 0.99), max: sorted[sorted.length - 1] },
  };
};

const ms2 = (value) => (Number.isFinite(value) ? `${value.toFixed(2)} ms` : 'n/a');

/** The markdown section for bench/RESULTS.md. */
export const matchingSection = (m) => {
  const head = `### Matching (core's \`matchTherapists\` in V8 under Node; ${formatNumber(m?.profiles ?? MATCHING_SETTINGS.profiles)} generated profiles × ${m?.therapists ?? MATCHING_SETTINGS.therapists} generated therapists)`;
  if (!m) return [head, '', '_not measured in this run_'].join('\n');
  if (m.status) return [head, '', `_${m.status}${m.detail ? `: ${m.detail}` : ''}_`].join('\n');
  const rows = [
    ['profiles the oracle says can have every hard preference met', formatNumber(m.allPossible), ''],
    ['… whose every match met every hard preference', `${formatNumber(m.allMet)} (${Number.isFinite(m.sharePercent) ? m.sharePercent.toFixed(1) : 'n/a'}%)`, '100%'],
    ['profiles needing a relaxation: relaxed exactly what the oracle says', `${formatNumber(m.relaxedExactly)} of ${formatNumber(m.relaxedProfiles)}`, 'all'],
    ['profiles listing exactly the oracle\'s therapists', `${formatNumber(m.sameTherapists)} of ${formatNumber(m.profiles)}`, 'all'],
    ['time per match: median', ms2(m.ms.median), '< 5 ms'],
    ['time per match: p95 / p99 / max', `${ms2(m.ms.p95)} / ${ms2(m.ms.p99)} / ${ms2(m.ms.max)}`, ''],
  ];
  return [
    head,
    '',
    '| what | result | target |',
    '|---|---:|---:|',
    ...rows.map((r) => `| ${r.join(' | ')} |`),
    '',
    `Directory: ${m.activeTherapists} active of ${m.therapists}, ${formatNumber(m.freeSlots)} free slots over 15 days; ${m.meanMatches.toFixed(1)} matches per profile on average; seed ${m.seed}, ${m.warmUpMatches} warm-up matches. ` +
      'Oracle: brute force over every therapist and slot (fixtures/matching/matching.oracle.ts).',
  ].join('\n');
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await benchMatching({ log: (m) => process.stderr.write(`${m}\n`) });
  process.stdout.write(`${matchingSection(result)}\n`);
  if (!(result.sharePercent === 100 && result.ms.median < MATCHING_SETTINGS.targetMs)) process.exitCode = 1;
}
