#!/usr/bin/env node
// `npm run bench`: builds everything, starts the real server on a temporary store, measures bundles, Lighthouse,
// the API (against a bare-Fastify baseline and the raw store), the CLI's cold start and login capacity, and
// writes bench/results.json, bench/RESULTS.md and the same markdown on stdout. Targets 127.0.0.1 only; every
// loop is bounded; child processes, temp dirs and the temp PostgreSQL database are removed even on failure.
//
// Options: --skip-build  --only=bundles,lighthouse,api,hoard,cli,login,matching,outbox  --quick (1 run each, short loads: for trying it out)
//          --api=baseline,health,home,book,insert,slots,storm,redis (within the api phase, only these parts; with
//          --only=api: `node bench/run.mjs --skip-build --only=api --api=baseline,slots,storm`)
// Environment: BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_WEB_DIST (default web/dist).
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, release, totalmem } from 'node:os';
import { buildAll } from './lib/build.mjs';
import { analyzeBundles } from './lib/bundles.mjs';
import { coldStart } from './lib/cli-start.mjs';
import { bookingBodies, depressionAnswers } from './lib/fixtures.mjs';
import { measureHoldStorm, measureSlots } from './lib/booking-load.mjs';
import { hoardSection, measureHoard } from './lib/hoard.mjs';
import { loadRepeated } from './lib/http-load.mjs';
import { loginFloodSection, measureLoginFlood } from './lib/login-flood.mjs';
import { measureRedisDown, redisDownSection } from './lib/redis-down.mjs';
import { dropOutboxWritesSqlite, measureConfirms, measureOutboxDelivery, OUTBOX_TARGETS, outboxRowCount, outboxSection } from './lib/outbox.mjs';
import { median } from './lib/stats.mjs';
import { lighthousePages } from './lib/lighthouse.mjs';
import { benchMatching, matchingSection, MATCHING_SETTINGS } from './matching.bench.mjs';
import { PATHS, ROOT } from './lib/paths.mjs';
import { createTempDatabase, DEFAULT_ADMIN_URL, postgresReachable } from './lib/postgres.mjs';
import { toMarkdown } from './lib/report.mjs';
import { cleanupAll, installExitHandlers, makeTempDir, removeTempDir } from './lib/resources.mjs';
import { scryptRate } from './lib/scrypt.mjs';
import { startNodeServer } from './lib/server-process.mjs';
import { insertRate, postgresInsertRateOnce, sqliteInsertRateOnce } from './lib/store-baseline.mjs';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length).split(',');
const wants = (phase) => !only || only.includes(phase);
const apiParts = args.find((a) => a.startsWith('--api='))?.slice('--api='.length).split(',');
/** One part of the api phase, when that phase runs at all. */
const wantsApi = (part) => wants('api') && (!apiParts || apiParts.includes(part));

const SETTINGS = {
  runs: quick ? 1 : 3,
  lighthouseRuns: quick ? 1 : 3,
  loadSeconds: quick ? 2 : 5,
  connections: 100,
  insertMs: quick ? 1000 : 2000,
  cliRuns: quick ? 5 : 20,
  slotConnections: 50,
  stormClients: 200,
  stormSlots: 10,
  outboxMessages: quick ? 100 : 300,
  confirmConcurrency: 10,
  // Each run is one fresh server's ~110 spaced slots, under a second of confirms: more runs than elsewhere, alternating.
  bookingRuns: quick ? 2 : 7,
  watchdogMs: 45 * 60_000,
};
// Three Hindi twins beside their English pages: a Hindi page should score within a point of its twin (#26).
const LIGHTHOUSE_PATHS = ['/', '/depression-test', '/find-your-doctor', '/anxiety-disorders', '/careers', '/session-calendar', '/session-calendar?doctor=ananya-rao', '/Ourexperts', '/hi', '/hi/depression-test', '/hi/find-your-doctor'];
const API = { health: '/api/v1/health', book: '/api/v1/webpoints/book_session' };
/** The most free calls an hour the configuration allows: the booking load spreads over hours and days with it. */
const BENCH_FREE_CALLS_PER_HOUR = 100;
/** Least share of the bare route's req/s that health and a prerendered page must reach. */
const API_TARGETS = {
  health: 0.6,
  home: 0.5,
  // 14 days of one therapist's free slots: five times the ~500 req/s measured before the per-date cache, p99 ≤ 50 ms.
  slots: { rps: 2500, p99Ms: 50 },
  storm: { p99Ms: 100 },
  // A booking write against a raw insert on the same engine, at 100 connections.
  book: 0.7,
};

const log = (message) => process.stderr.write(`${message}\n`);

/** RESULTS.md's hand-written section on what each lever bought (before/after runs), kept across full runs. */
const LEVERS_HEADING = '## Levers';
const keptLevers = () => {
  if (!existsSync(PATHS.resultsMd)) return '';
  const text = readFileSync(PATHS.resultsMd, 'utf8');
  const at = text.indexOf(`\n${LEVERS_HEADING}`);
  return at < 0 ? '' : `\n${text.slice(at).trimEnd()}\n`;
};
const problems = [];
const problem = (message) => {
  problems.push(message);
  log(`\n!!! ${message}\n`);
};
const errorText = (error) => (error instanceof Error ? error.message : String(error));
const notBuilt = (what) => ({ status: 'not built yet', detail: what });
/** A part whose build failed in this run is not measured from a stale dist. */
let buildStatus = {};
const buildFailed = (part) => (buildStatus[part]?.status === 'build failed' ? { status: `${part} build failed in this run`, detail: 'see bench/results.json build' } : null);

/** The real server's environment: production settings, a fresh temp DATA_DIR, rate limits lifted so the load is not throttled. */
const realServerEnv = (dataDir, databaseUrl, extraEnv = {}) => {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  Object.assign(env, {
    // Production refuses the placeholder contacts; the bench's stand-ins reach no one.
    CONTACT_PHONE: env.CONTACT_PHONE || '+91 20 4000 1234',
    CONTACT_EMAIL: env.CONTACT_EMAIL || 'bench@manobal-care.in',
    CONTACT_ADDRESS: env.CONTACT_ADDRESS || 'Bench address, Pune',
    NODE_ENV: 'production',
    // The load tools are the proxy: the hold storm's clients and the hoarder each name their address in X-Forwarded-For.
    TRUST_PROXY: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: PATHS.webDist,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_FORMS: '1000000',
    RATE_LIMIT_AUTH: '1000000',
    RATE_LIMIT_UPLOAD: '1000000',
    RATE_LIMIT_VITALS: '1000000',
    RATE_LIMIT_API_READ: '1000000',
    FREE_CALLS_PER_HOUR: String(BENCH_FREE_CALLS_PER_HOUR),
  });
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  Object.assign(env, extraEnv);
  return env;
};

/** The real server on `realServerEnv`. */
const startRealServer = (name, dataDir, databaseUrl, extraEnv = {}) =>
  startNodeServer({ name, script: PATHS.serverMain, env: realServerEnv(dataDir, databaseUrl, extraEnv), readyPath: API.health, readyTimeoutMs: 60_000 });

/**
 * The outbox: messages per second through the worker process and a local SMTP server, and confirmed appointments per
 * second with the outbox write against the same store with every outbox insert dropped (within 10 %). The server's
 * own worker is off, so the booking figures measure the write alone.
 */
const outboxPhase = async () => {
  const workerOff = { OUTBOX_WORKER: 'off' };
  const delivery = await attempt('outbox delivery', async () => {
    log(`outbox: ${SETTINGS.outboxMessages} messages through the worker process and a local SMTP server…`);
    return measureOutboxDelivery({
      messages: SETTINGS.outboxMessages,
      runs: SETTINGS.runs,
      baseEnv: realServerEnv('', undefined, workerOff),
      prepareStore: async () => {
        const dir = makeTempDir('outbox');
        const server = await startRealServer('server (outbox store)', dir, undefined, workerOff);
        await server.stop();
        return dir;
      },
      log,
    });
  });
  const booking = await attempt('booking with and without the outbox write', async () => {
    const rounds = { withOutbox: [], withoutOutbox: [] };
    let confirms = 0;
    let rowsPerConfirm = 0;
    for (let run = 0; run < SETTINGS.bookingRuns; run += 1) {
      for (const variant of run % 2 === 0 ? ['withOutbox', 'withoutOutbox'] : ['withoutOutbox', 'withOutbox']) {
        const dir = makeTempDir('outbox-booking');
        const server = await startRealServer(`server (booking ${variant})`, dir, undefined, workerOff);
        try {
          if (variant === 'withoutOutbox') dropOutboxWritesSqlite(dir);
          const result = await measureConfirms({ origin: server.origin, concurrency: SETTINGS.confirmConcurrency });
          rounds[variant].push(result.perSecond);
          confirms = result.confirmed;
          const rows = outboxRowCount(dir);
          if (variant === 'withOutbox') rowsPerConfirm = rows / result.confirmed;
          else if (rows !== 0) throw new Error(`the store without the outbox write kept ${rows} rows`);
          log(`  ${variant}: ${Math.round(result.perSecond)} confirms/s (${result.confirmed} confirms, ${rows} outbox rows)`);
        } finally {
          await server.stop();
          removeTempDir(dir);
        }
      }
    }
    const withOutbox = median(rounds.withOutbox);
    const withoutOutbox = median(rounds.withoutOutbox);
    const slowdown = 1 - withOutbox / withoutOutbox;
    if (slowdown > OUTBOX_TARGETS.bookingSlowdown) problem(`outbox: confirms are ${(slowdown * 100).toFixed(1)} % slower with the outbox write (target ≤ ${OUTBOX_TARGETS.bookingSlowdown * 100} %)`);
    return { runs: SETTINGS.bookingRuns, concurrency: SETTINGS.confirmConcurrency, confirms, rowsPerConfirm, withOutbox, withoutOutbox, slowdown, rounds };
  });
  return { delivery, booking };
};

const loadOptions = { connections: SETTINGS.connections, durationSeconds: SETTINGS.loadSeconds, runs: SETTINGS.runs };

const checkFaults = (what, result) => {
  const n = result.errors + result.timeouts + result.non2xx;
  if (n > 0) problem(`${what}: ${n} failed requests (errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}: ${JSON.stringify(result.statusCodes)})`);
  return result;
};

/** Runs one measurement; a failure becomes { status, detail } in the results (and a problem) instead of ending the phase. */
const attempt = async (what, fn) => {
  try {
    return await fn();
  } catch (error) {
    problem(`${what} failed: ${errorText(error)}`);
    return { status: 'failed', detail: errorText(error) };
  }
};

const measureLoad = async (what, options) => {
  log(`load: ${what}…`);
  const result = checkFaults(what, await loadRepeated({ ...loadOptions, ...options }));
  log(`  ${Math.round(result.rps)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms`);
  return result;
};

const measureBooking = async (server, store) => {
  const body = await bookingBodies(`${store}${randomBytes(3).toString('hex')}`, BENCH_FREE_CALLS_PER_HOUR);
  return measureLoad(`POST book_session (${store})`, {
    url: `${server.origin}${API.book}`,
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body,
  });
};

/** The booking engine on one server: 14 days of slots under load, then hold storms whose winners must equal the slots. */
const measureBookingEngine = async (server, store) => {
  const slots = !wantsApi('slots') ? undefined : await attempt(`GET slots (${store})`, async () => {
    log(`load: GET …/slots 14 days (${store})…`);
    const result = checkFaults(`GET slots (${store})`, await measureSlots({ origin: server.origin, connections: SETTINGS.slotConnections, durationSeconds: SETTINGS.loadSeconds, runs: SETTINGS.runs }));
    log(`  ${Math.round(result.rps)} req/s, p99 ${result.p99} ms`);
    return result;
  });
  const storm = !wantsApi('storm') ? undefined : await attempt(`hold storm (${store})`, async () => {
    log(`hold storm: ${SETTINGS.stormClients} clients on ${SETTINGS.stormSlots} slots (${store})…`);
    const result = await measureHoldStorm({ origin: server.origin, clients: SETTINGS.stormClients, slotCount: SETTINGS.stormSlots, runs: SETTINGS.runs });
    const wrong = result.winnersPerRun.filter((w) => w !== SETTINGS.stormSlots);
    if (wrong.length > 0 || result.slotsWonTwice > 0) {
      problem(`hold storm (${store}): winners per run ${result.winnersPerRun.join(', ')} (must be ${SETTINGS.stormSlots} each), slots won twice ${result.slotsWonTwice}`);
    }
    const unexpected = result.statusCodes.flatMap((codes) => Object.keys(codes)).filter((code) => code !== '201' && code !== '409');
    if (unexpected.length > 0) problem(`hold storm (${store}): answers other than 201/409: ${JSON.stringify(result.statusCodes)}`);
    log(`  ${Math.round(result.rps)} holds/s, p99 ${Math.round(result.p99)} ms, winners ${result.winnersPerRun.join(', ')}`);
    return result;
  });
  return { slots, storm };
};

/**
 * One address hoarding a week (bench/lib/hoard.mjs): a problem when a therapist keeps less than four fifths of the
 * week free, or health does not count the refusals.
 */
const measureHoarding = (server, store) =>
  attempt(`hoard (${store})`, async () => {
    log(`hoard: one address tries to hold and confirm a whole week (${store})…`);
    const result = await measureHoard({ origin: server.origin });
    const least = Math.min(...Object.values(result.freeShare));
    if (least < 0.8) problem(`hoard (${store}): a therapist kept only ${(least * 100).toFixed(0)} % of the week free (target at least 80 %)`);
    const counted = Object.values(result.health?.holds_refused ?? {}).reduce((a, b) => a + b, 0) + Object.values(result.health?.bookings_refused ?? {}).reduce((a, b) => a + b, 0);
    if (counted === 0) problem(`hoard (${store}): health counted no refusal`);
    log(`  tried ${result.attempts}, confirmed ${result.confirmed}, refused ${JSON.stringify(result.refused)}, least free share ${(least * 100).toFixed(0)} %`);
    return result;
  });

/** Bare Fastify, then the real server on SQLite (Lighthouse, health, /, booking), then on PostgreSQL. */
const serverPhases = async (results) => {
  const api = { connections: SETTINGS.connections, durationSeconds: SETTINGS.loadSeconds, runs: SETTINGS.runs, targets: API_TARGETS };
  if (wants('api')) results.api = api;
  if (buildFailed('server')) {
    if (wants('api')) results.api = buildFailed('server');
    if (wants('lighthouse')) results.lighthouse = buildFailed('server');
    return;
  }
  if (!existsSync(PATHS.serverMain)) {
    if (wants('api')) results.api = notBuilt('server/dist/main.js');
    if (wants('lighthouse')) results.lighthouse = notBuilt('server/dist/main.js (the pages are served by the real server)');
    return;
  }

  if (wantsApi('baseline')) {
    const baseline = await startNodeServer({ name: 'baseline', script: PATHS.baselineServer, env: process.env, readyPath: '/' });
    try {
      api.baseline = await attempt('bare Fastify', () => measureLoad('bare Fastify', { url: `${baseline.origin}/` }));
    } finally {
      await baseline.stop();
    }
  }

  const sqliteDir = makeTempDir('sqlite');
  const server = await startRealServer('server (SQLite)', sqliteDir);
  try {
    if (wants('lighthouse')) {
      if (buildFailed('web')) results.lighthouse = buildFailed('web');
      else if (!existsSync(`${PATHS.webDist}/index.html`)) results.lighthouse = notBuilt('web/dist/index.html');
      else {
        log(`lighthouse: ${LIGHTHOUSE_PATHS.length} pages × ${SETTINGS.lighthouseRuns} runs…`);
        const pages = await lighthousePages({ origin: server.origin, paths: LIGHTHOUSE_PATHS, runs: SETTINGS.lighthouseRuns, log });
        results.lighthouse = { runs: SETTINGS.lighthouseRuns, version: pages.find((p) => p.lighthouseVersion)?.lighthouseVersion, pages };
        for (const page of pages) if (page.error) problem(`Lighthouse ${page.path}: ${page.error}`);
      }
    }
    if (wants('api')) {
      if (wantsApi('health')) api.health = await attempt('GET /api/v1/health', () => measureLoad('GET /api/v1/health', { url: `${server.origin}${API.health}` }));
      if (wantsApi('home'))
        api.home =
          !buildFailed('web') && existsSync(`${PATHS.webDist}/index.html`)
          ? await attempt('GET /', () =>
              measureLoad('GET / (prerendered)', { url: `${server.origin}/`, headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } }),
            )
          : notBuilt('web/dist/index.html');
      for (const [what, name] of [['health', 'GET /api/v1/health'], ['home', 'GET /']]) {
        const ratio = api[what]?.rps && api.baseline?.rps ? api[what].rps / api.baseline.rps : undefined;
        if (ratio !== undefined && ratio < API_TARGETS[what]) problem(`${name}: ${ratio.toFixed(2)}× the bare route (target ≥ ${API_TARGETS[what]}×)`);
      }
      if (wantsApi('book')) api.bookSqlite = await attempt('POST book_session (SQLite)', () => measureBooking(server, 'sqlite'));
      api.engineSqlite = await measureBookingEngine(server, 'SQLite');
    }
    if (wants('login') && existsSync(`${PATHS.webDist}/index.html`)) {
      results.loginFlood = await attempt('login flood', () => measureLoginFlood({ origin: server.origin, seconds: SETTINGS.loadSeconds, log }));
      for (const what of ['health', 'home']) {
        const row = results.loginFlood[what];
        if (row && row.ratio > results.loginFlood.target) problem(`login flood: ${what} p99 ${row.floodP99} ms is ${row.ratio.toFixed(2)}× idle (target ≤ ${results.loginFlood.target}×)`);
      }
    }
    if (wants('hoard')) results.hoard = { SQLite: await measureHoarding(server, 'SQLite') };
    if (wantsApi('redis')) {
      results.redisDown = await attempt('Redis down', () =>
        measureRedisDown({
          // The read limit at its default, so the limiter really counts every call.
          startServer: (name, redisUrl) => startRealServer(name, makeTempDir('redis-down'), undefined, { REDIS_URL: redisUrl, RATE_LIMIT_API_READ: '' }),
          seconds: SETTINGS.loadSeconds,
          log,
        }),
      );
      for (const label of ['closed', 'hung']) {
        const row = results.redisDown[label];
        if (row && row.p99 >= results.redisDown.target) problem(`Redis ${label}: a limited call's p99 is ${row.p99} ms (target < ${results.redisDown.target} ms)`);
      }
    }
  } finally {
    await server.stop();
    removeTempDir(sqliteDir);
  }
  if (!wants('api') && !wants('hoard')) return;

  if (wantsApi('insert')) {
    log('raw SQLite inserts…');
    const insertDir = makeTempDir('sqlite-raw');
    try {
      api.sqliteInsert = await attempt('raw SQLite inserts', () => insertRate(() => sqliteInsertRateOnce(insertDir, SETTINGS.insertMs), SETTINGS.runs));
    } finally {
      removeTempDir(insertDir);
    }
  }

  const adminUrl = process.env.BENCH_POSTGRES_URL ?? DEFAULT_ADMIN_URL;
  if (!(await postgresReachable(adminUrl))) {
    api.bookPostgres = { status: `PostgreSQL not reachable at ${new URL(adminUrl).host}` };
    problem(`PostgreSQL not reachable at ${new URL(adminUrl).host}: the PostgreSQL figures are missing`);
    return;
  }
  const database = await createTempDatabase(adminUrl);
  const pgDir = makeTempDir('pg');
  try {
    const pgServer = await startRealServer('server (PostgreSQL)', pgDir, database.url);
    try {
      if (wants('api')) {
        if (wantsApi('book')) api.bookPostgres = await attempt('POST book_session (PostgreSQL)', () => measureBooking(pgServer, 'postgres'));
        api.enginePostgres = await measureBookingEngine(pgServer, 'PostgreSQL');
      }
      if (wants('hoard')) results.hoard = { ...results.hoard, PostgreSQL: await measureHoarding(pgServer, 'PostgreSQL') };
    } finally {
      await pgServer.stop();
    }
    if (!wantsApi('insert')) return;
    log('raw PostgreSQL inserts…');
    api.postgresInsert = await attempt('raw PostgreSQL inserts', async () => ({
      concurrency: 10,
      ...(await insertRate(() => postgresInsertRateOnce(database.url, SETTINGS.insertMs, 10), SETTINGS.runs)),
    }));
  } finally {
    removeTempDir(pgDir);
    await database.drop();
  }
};

const cliPhase = async () => {
  if (buildFailed('cli')) return buildFailed('cli');
  if (!existsSync(PATHS.cliBundle)) return notBuilt('cli/dist/manobal.js');
  log(`cli: ${SETTINGS.cliRuns} cold starts…`);
  const answers = await depressionAnswers();
  const result = coldStart({ args: [PATHS.cliBin, 'assess', 'depression', '--answers', answers, '--json'], runs: SETTINGS.cliRuns, cwd: ROOT });
  try {
    JSON.parse(result.output);
  } catch {
    problem('CLI: `assess depression --json` did not print JSON');
  }
  return { ...result, output: undefined, answers };
};

const main = async () => {
  const started = Date.now();
  const watchdog = setTimeout(() => {
    problem(`the bench did not finish within ${SETTINGS.watchdogMs / 60_000} min: stopping`);
    void cleanupAll().finally(() => process.exit(2));
  }, SETTINGS.watchdogMs);
  installExitHandlers();

  const results = {
    date: new Date().toISOString().slice(0, 10),
    machine: {
      cores: cpus().length,
      cpu: cpus()[0]?.model.trim() ?? 'unknown CPU',
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      node: process.versions.node,
      os: `Linux ${release()}`,
      loadAverage: loadavg().map((l) => l.toFixed(2)),
    },
    settings: { ...SETTINGS, quick },
    problems,
  };

  try {
    results.build = args.includes('--skip-build') ? { skipped: true } : await buildAll({ log });
    buildStatus = results.build;
    if (wants('bundles')) results.bundles = buildFailed('web') ?? analyzeBundles(PATHS.webDist) ?? notBuilt('web/dist/index.html');
    if (wants('api') || wants('lighthouse') || wants('hoard') || wants('login')) {
      try {
        await serverPhases(results);
      } catch (error) {
        problem(`server phase failed: ${errorText(error)}`);
      }
    }
    if (wants('outbox')) {
      if (buildFailed('server')) results.outbox = buildFailed('server');
      else if (!existsSync(PATHS.serverMain)) results.outbox = notBuilt('server/dist/worker.js');
      else results.outbox = await attempt('outbox', outboxPhase);
    }
    if (wants('cli')) {
      try {
        results.cli = await cliPhase();
      } catch (error) {
        results.cli = { status: 'failed', detail: errorText(error) };
        problem(`CLI phase failed: ${errorText(error)}`);
      }
    }
    if (wants('login')) {
      log('login: scrypt at the production cost…');
      results.login = await attempt('login (scrypt)', () => scryptRate({ runs: SETTINGS.runs }));
    }
    if (wants('matching')) {
      results.matching = await attempt('matching', () => benchMatching({ log }));
      if (results.matching.sharePercent !== undefined && results.matching.sharePercent !== 100) {
        problem(`matching: ${results.matching.allMet} of ${results.matching.allPossible} profiles had every hard preference met where possible (target all)`);
      }
      if (results.matching.ms?.median >= MATCHING_SETTINGS.targetMs) problem(`matching: ${results.matching.ms.median.toFixed(2)} ms per match (target < ${MATCHING_SETTINGS.targetMs} ms)`);
    }
  } finally {
    clearTimeout(watchdog);
    await cleanupAll();
  }

  results.machine.loadAverageAtEnd = loadavg().map((l) => l.toFixed(2));
  results.seconds = Math.round((Date.now() - started) / 1000);
  const markdown = `${toMarkdown(results).trimEnd()}\n\n${matchingSection(results.matching)}\n${results.hoard ? `\n${hoardSection(results.hoard)}` : ''}${results.loginFlood ? `\n${loginFloodSection(results.loginFlood)}` : ''}${results.redisDown ? `\n${redisDownSection(results.redisDown)}` : ''}${results.outbox ? `\n${outboxSection(results.outbox)}` : ''}`;
  process.stdout.write(`${markdown}\n`);
  if (quick || only) log('bench: a --quick or --only run: bench/results.json and bench/RESULTS.md were left as they were.');
  else {
    writeFileSync(PATHS.resultsJson, `${JSON.stringify(results, null, 2)}\n`);
    writeFileSync(PATHS.resultsMd, `${markdown}${keptLevers()}`);
    log(`bench: wrote bench/results.json and bench/RESULTS.md (${results.seconds} s).`);
  }
  if (problems.length > 0) {
    log(`\nbench: ${problems.length} PROBLEM(S):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exitCode = 1;
  }
};

main().catch(async (error) => {
  log(`bench failed: ${error instanceof Error ? error.stack : String(error)}`);
  await cleanupAll();
  process.exit(1);
});
