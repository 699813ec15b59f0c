import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDaysToIsoDate, BOOKING_TIME_SLOTS, ENDPOINTS, HEALTH_PATH, todayInKolkata } from '@manobal/core';
import { aValidBooking } from '../../fixtures/forms';
import { SERVER_MESSAGES } from '../../server/src/http/server.messages';
import { startBuiltServer, type BuiltServer } from './support/built-server';
import { createTestDatabase, describeOnPostgres, TEST_POSTGRES_URL, type TestDatabase } from './support/test-databases';

interface Envelope {
  readonly success?: boolean;
  readonly msg?: string;
  readonly data?: { readonly id?: string };
}

type Outcome =
  | { readonly kind: 'answered'; readonly status: number; readonly retryAfter: string | null; readonly body: Envelope }
  | { readonly kind: 'dropped'; readonly reason: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Each booking at an hour of its own: an hour takes only so many free calls, and this test is about the database.
let booked = 0;
const anHourOfItsOwn = () => {
  const n = booked++;
  return { date: addDaysToIsoDate(todayInKolkata({ now: () => new Date() }), 1 + Math.floor(n / BOOKING_TIME_SLOTS.length)), time: BOOKING_TIME_SLOTS[n % BOOKING_TIME_SLOTS.length]! };
};

const book = async (server: BuiltServer, name: string): Promise<Outcome> => {
  try {
    const response = await fetch(`${server.baseUrl}${ENDPOINTS.bookSession.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(aValidBooking({ name, ...anHourOfItsOwn() })),
    });
    const text = await response.text();
    let body: Envelope;
    try {
      body = JSON.parse(text) as Envelope;
    } catch {
      body = { msg: text };
    }
    return { kind: 'answered', status: response.status, retryAfter: response.headers.get('retry-after'), body };
  } catch (error) {
    return { kind: 'dropped', reason: error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error) };
  }
};

/** What a visitor may see while the database goes away: stored, or told to retry. Never a 500 or a cut connection. */
const describeUnexpected = (outcomes: readonly Outcome[]): string[] =>
  outcomes.flatMap((outcome) => {
    if (outcome.kind === 'dropped') return [`dropped: ${outcome.reason}`];
    if (outcome.status === 201 && outcome.body.data?.id) return [];
    if (outcome.status === 503 && outcome.retryAfter !== null && outcome.body.success === false && outcome.body.msg === SERVER_MESSAGES.storeUnavailable) return [];
    return [`${outcome.status} (Retry-After ${outcome.retryAfter ?? 'none'}): ${JSON.stringify(outcome.body)}`];
  });

const acknowledgedIds = (outcomes: readonly Outcome[]): string[] =>
  outcomes.flatMap((outcome) => (outcome.kind === 'answered' && outcome.status === 201 && outcome.body.data?.id ? [outcome.body.data.id] : []));

describeOnPostgres('PostgreSQL lost under load, with two instances sharing it', () => {
  let db: TestDatabase;
  let admin: pg.Client;
  const servers: BuiltServer[] = [];
  const names: string[] = [];

  /** Cuts every connection both instances hold; returns how many were cut. */
  const terminateBackends = async (): Promise<number> => {
    const result = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = any($1) and pid <> pg_backend_pid()',
      [names],
    );
    return result.rowCount ?? 0;
  };

  const storedBookingIds = async (): Promise<Set<string>> =>
    new Set((await admin.query<{ id: string }>(`select id from ${db.schema}.session_bookings`)).rows.map((row) => row.id));

  const health = async (server: BuiltServer): Promise<number> => (await fetch(`${server.baseUrl}${HEALTH_PATH}`)).status;

  const expectBothAlive = () => {
    for (const server of servers) expect(server.alive(), `instance exited:\n${server.output()}`).toBe(true);
  };

  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    // Each instance names its connections (application_name in DATABASE_URL), so only ours are cut: other test
    // files may share this PostgreSQL. The default rate limits apply; the bursts below stay well under them.
    for (const suffix of ['a', 'b']) {
      const applicationName = `${db.applicationName}-${suffix}`;
      names.push(applicationName);
      servers.push(await startBuiltServer(db, { databaseUrlParams: { application_name: applicationName } }));
    }
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await admin?.end();
    await db?.drop();
  });

  it('answers requests waiting in the database with 503 and Retry-After when their connections are cut, and both instances keep running', async () => {
    // Hold the table so every booking is surely inside the database when the connections go.
    const locker = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await locker.connect();
    let outcomes: Outcome[];
    try {
      await locker.query('begin');
      await locker.query(`lock table ${db.schema}.session_bookings in access exclusive mode`);
      const pending = servers.flatMap((server, s) => [0, 1, 2].map((n) => book(server, `Waiting ${s}-${n}`)));
      const waitingPerInstance = async () => {
        const rows = await admin.query<{ name: string; waiting: string }>(
          "select application_name as name, count(*) as waiting from pg_stat_activity where application_name = any($1) and wait_event_type = 'Lock' group by application_name",
          [names],
        );
        return names.map((name) => Number(rows.rows.find((row) => row.name === name)?.waiting ?? 0));
      };
      let waiting = await waitingPerInstance();
      for (let i = 0; i < 200 && waiting.some((count) => count < 3); i += 1) {
        await sleep(50);
        waiting = await waitingPerInstance();
      }
      expect(waiting, 'every booking is waiting inside the database').toEqual([3, 3]);
      expect(await terminateBackends()).toBeGreaterThanOrEqual(6);
      await locker.query('rollback');
      outcomes = await Promise.all(pending);
    } finally {
      await locker.end();
    }

    expect(describeUnexpected(outcomes)).toEqual([]);
    expect(outcomes.every((outcome) => outcome.kind === 'answered' && outcome.status === 503)).toBe(true);
    expect(outcomes.every((outcome) => outcome.kind === 'answered' && outcome.retryAfter === '5')).toBe(true);
    // The lost connections' 'error' events fire after the answers; give a crash the chance to happen.
    await sleep(200);
    expectBothAlive();
    for (const server of servers) expect(await health(server)).toBe(200);

    const after = await Promise.all(servers.map((server, s) => book(server, `After the cut ${s}`)));
    expect(after.map((outcome) => (outcome.kind === 'answered' ? outcome.status : outcome.reason))).toEqual([201, 201]);
    const stored = await storedBookingIds();
    expect(acknowledgedIds(after).filter((id) => !stored.has(id))).toEqual([]);
  });

  it('survives its connections being cut again and again during a burst: every answer is 201 or 503, and every 201 is stored', async () => {
    const outcomes: Outcome[] = [];
    let running = true;
    const worker = async (server: BuiltServer, label: string) => {
      for (let n = 0; n < 10; n += 1) outcomes.push(await book(server, `Burst ${label}-${n}`));
    };
    const burst = Promise.all(servers.flatMap((server, s) => [0, 1, 2, 3].map((w) => worker(server, `${s}-${w}`)))).finally(() => {
      running = false;
    });
    // Cut the connections every few answers while the burst runs.
    let cuts = 0;
    while (running) {
      const seen = outcomes.length;
      if ((await terminateBackends()) > 0) cuts += 1;
      while (running && outcomes.length < seen + 8) await sleep(5);
    }
    await burst;

    expect(outcomes).toHaveLength(80);
    expect(cuts).toBeGreaterThanOrEqual(2);
    expect(describeUnexpected(outcomes)).toEqual([]);
    await sleep(200);
    expectBothAlive();
    for (const server of servers) expect(await health(server)).toBe(200);

    const stored = await storedBookingIds();
    const acknowledged = acknowledgedIds(outcomes);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);

    const after = await Promise.all(servers.map((server, s) => book(server, `After the burst ${s}`)));
    expect(after.map((outcome) => (outcome.kind === 'answered' ? outcome.status : outcome.reason))).toEqual([201, 201]);
    const storedAfter = await storedBookingIds();
    expect(acknowledgedIds(after).filter((id) => !storedAfter.has(id))).toEqual([]);
  });
});
