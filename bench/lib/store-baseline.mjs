import { performance } from 'node:perf_hooks';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { requireFromServer } from './paths.mjs';
import { median } from './stats.mjs';

/**
 * The raw insert rate of each store with the server's durability settings: one row per statement, each in
 * its own (auto)commit, the row shaped like a booking. Bounded by time and by count.
 */

const row = (i) => [
  `Bench Visitor ${i}`,
  `bench-${i}@example.com`,
  `9${String(i % 1e9).padStart(9, '0')}`,
  '29',
  'female',
  'anxiety',
  '2099-01-01',
  '11:00 AM',
  new Date().toISOString(),
];
const COLUMNS = 'name, email, phone, age, gender, problem, date, time, created_at';
const MAX_ROWS = 2_000_000;

/** better-sqlite3, WAL + synchronous=FULL (as server/src/store/kysely-sqlite.ts), single-row autocommit inserts. */
export const sqliteInsertRateOnce = (dir, durationMs) => {
  const Database = requireFromServer('better-sqlite3');
  const db = new Database(join(dir, `baseline-${Date.now()}.sqlite`));
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.exec(`CREATE TABLE booking (id INTEGER PRIMARY KEY, ${COLUMNS.split(', ').map((c) => `${c} TEXT NOT NULL`).join(', ')})`);
    const insert = db.prepare(`INSERT INTO booking (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const started = performance.now();
    let n = 0;
    while (performance.now() - started < durationMs && n < MAX_ROWS) insert.run(...row(n++));
    return n / ((performance.now() - started) / 1000);
  } finally {
    db.close();
  }
};

/**
 * pg, single-row inserts in autocommit from `concurrency` pooled connections at once (the server's pool
 * size), so the figure is the store's ceiling for the server's access pattern.
 */
export const postgresInsertRateOnce = async (databaseUrl, durationMs, concurrency = 10) => {
  const pg = requireFromServer('pg');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: concurrency });
  // pool.end() resolves before the backends are gone; a client closing late must not crash the bench.
  pool.on('error', () => undefined);
  const table = `bench_booking_${Date.now()}`;
  try {
    await pool.query(`CREATE TABLE ${table} (id SERIAL PRIMARY KEY, ${COLUMNS.split(', ').map((c) => `${c} TEXT NOT NULL`).join(', ')})`);
    const sql = `INSERT INTO ${table} (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`;
    let n = 0;
    const started = performance.now();
    const worker = async () => {
      while (performance.now() - started < durationMs && n < MAX_ROWS) await pool.query(sql, row(n++));
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    const rate = n / ((performance.now() - started) / 1000);
    await pool.query(`DROP TABLE ${table}`);
    return rate;
  } finally {
    await pool.end();
  }
};

export const insertRate = async (measureOnce, runs) => {
  const loadAverage = Number(loadavg()[0].toFixed(2));
  const perRun = [];
  for (let i = 0; i < runs; i += 1) perRun.push(await measureOnce());
  return { insertsPerSecond: median(perRun), perRun, loadAverage };
};
