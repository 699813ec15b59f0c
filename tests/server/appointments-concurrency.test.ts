import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { APPOINTMENT_MESSAGES, APPOINTMENT_PATHS, addDaysToIsoDate, holdLimitsFor } from '@manobal/core';
import { at } from '../../fixtures/booking/availability';
import { aBookableTherapist, aConfirmRequest, aHoldRequest } from '../../fixtures/in-memory/in-memory-appointments';
import { startServerProcess, type BuiltServer } from './support/built-server';
import { createTestDatabase, describeEachEngine, describeOnPostgres, type TestDatabase } from './support/test-databases';
import { TEST_ENV } from './support/test-server';

const CHILD = fileURLToPath(new URL('./support/appointments-server.ts', import.meta.url));
/** The children's clock starts here (a Monday, 09:00 IST) and runs on in real time. */
const NOW = at('2026-11-30', '09:00').toISOString();

/** A server process (from source, through tsx) over the test database, with the fixtures' bookable therapist. */
const spawnServer = (db: TestDatabase): Promise<BuiltServer> =>
  startServerProcess(['--import', 'tsx', CHILD], {
    ...TEST_ENV,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: db.dataDir,
    WEB_DIST: join(db.dataDir, 'no-web-dist'),
    APPOINTMENT_TEST_NOW: NOW,
    // The test is the proxy: each request names its client's address (below), as a balancer would pass it on.
    TRUST_PROXY: '127.0.0.1',
    ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
  });

/**
 * Each request a different person at a different address, unless `address` names one: the booking caps count live
 * holds per address, and one address holding sixty times would be a hoarder.
 */
let people = 0;
const postJson = async (baseUrl: string, path: string, body: unknown, address = `198.18.${(people += 1) >> 8}.${people & 255}`) => {
  const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': address }, body: JSON.stringify(body) });
  return { status: response.status, json: (await response.json()) as { msg?: string; kind?: string; data?: Record<string, string> } };
};

/** Free, non-overlapping session starts of the fixtures' week from Tuesday 1 December (weekdays, both sittings). */
const freeStarts = (count: number): Date[] => {
  const starts: Date[] = [];
  for (let day = 1; starts.length < count; day += 1) {
    const date = addDaysToIsoDate('2026-11-30', day);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (const time of ['10:00', '11:00', '12:00', '17:00', '18:00', '19:00', '20:00']) starts.push(at(date, time));
  }
  return starts.slice(0, count);
};

describeOnPostgres('appointments with two server instances on one database', () => {
  let db: TestDatabase;
  const servers: BuiltServer[] = [];

  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    servers.push(await spawnServer(db), await spawnServer(db));
  }, 60_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await db?.drop();
  });

  it('gives exactly one of 200 simultaneous holds on one slot, whichever instance each reaches', async () => {
    const start = at('2026-12-01', '18:00');
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, n) => postJson(servers[n % 2]?.baseUrl ?? '', APPOINTMENT_PATHS.holds, aHoldRequest(start))),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(199);
    expect(new Set(refused.map((answer) => answer.json.msg))).toEqual(new Set([APPOINTMENT_MESSAGES.slotTaken]));
  });

  it("lets one address hold no more of a therapist's week than its share, however its holds are spread over the instances", async () => {
    const address = '203.0.113.5';
    const starts = freeStarts(28).filter((start) => start.getTime() !== at('2026-12-01', '18:00').getTime());
    const share = holdLimitsFor(aBookableTherapist(), starts[0]!, new Date(NOW)).addressTherapistWeek.max;
    const answers = await Promise.all(starts.map((start, n) => postJson(servers[n % 2]?.baseUrl ?? '', APPOINTMENT_PATHS.holds, aHoldRequest(start), address)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(share);
    expect(new Set(answers.filter((answer) => answer.status !== 201).map((answer) => `${answer.status} ${answer.json.kind}`))).toEqual(new Set(['429 address-therapist-week']));
  });
});

describeEachEngine('appointments across a crash', (engine) => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('keeps every confirmation it acknowledged when the process is killed during a burst of confirms', async () => {
    const { child, baseUrl } = await spawnServer(db);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const holds: string[] = [];
    for (const start of freeStarts(60)) {
      const held = await postJson(baseUrl, APPOINTMENT_PATHS.holds, aHoldRequest(start));
      expect(held.status).toBe(201);
      holds.push(held.json.data?.hold_id ?? '');
    }
    const acknowledged: string[] = [];
    let killed = false;
    const worker = async (worker: number) => {
      for (let n = worker; n < holds.length && !killed; n += 4) {
        try {
          const confirmed = await postJson(baseUrl, APPOINTMENT_PATHS.appointments, aConfirmRequest(holds[n] ?? '', { name: `Burst ${n}` }));
          if (confirmed.status === 201 && confirmed.json.data?.reference) acknowledged.push(confirmed.json.data.reference);
        } catch {
          // The process is gone: this confirmation was never acknowledged.
          return;
        }
        if (acknowledged.length >= 20 && !killed) {
          killed = true;
          child.kill('SIGKILL');
        }
      }
    };
    await Promise.all([0, 1, 2, 3].map(worker));
    await exited;
    expect(killed).toBe(true);

    const store = await db.open();
    try {
      for (const reference of acknowledged) {
        const found = (await store.appointments.findByReference(reference))._unsafeUnwrap();
        expect(found?.status, reference).toBe('confirmed');
      }
    } finally {
      await store.close();
    }
  }, 60_000);
});
