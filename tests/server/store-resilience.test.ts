import { chmod, stat } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS, FORMS, HEALTH_PATH, type KeptRecord } from '@manobal/core';
import { aValidContactMessage } from '../../fixtures/forms';
import { SERVER_MESSAGES } from '../../server/src/http/server.messages';
import { SQLITE_FILE_NAME } from '../../server/src/store/open-store';
import { createTestDatabase, describeOnPostgres, TEST_POSTGRES_URL, type TestDatabase } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

/** Waits (bounded) until a condition holds. */
const eventually = async (check: () => boolean, attempts = 100): Promise<boolean> => {
  for (let i = 0; i < attempts && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
  return check();
};

const aContactMessage = (id: string): KeptRecord => ({ id, fields: aValidContactMessage(), receivedAt: new Date(), dueAt: new Date() });

describe('SQLite files', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('keeps the database and its -wal and -shm files owner-only after a write, even when an earlier run left them readable', async () => {
    const file = join(db.dataDir, SQLITE_FILE_NAME);
    const files = [file, `${file}-wal`, `${file}-shm`];
    const modes = () => Promise.all(files.map(async (path) => ((await stat(path)).mode & 0o777).toString(8)));

    const earlier = await db.open();
    try {
      (await earlier.records.keep(FORMS.contact.record, aContactMessage('written-first')))._unsafeUnwrap();
      expect(await modes()).toEqual(['600', '600', '600']);
      // An older version, a restored backup or a crash can leave readable files; the WAL outlives a crashed process.
      await Promise.all(files.map((path) => chmod(path, 0o644)));

      const reopened = await db.open();
      try {
        (await reopened.records.keep(FORMS.contact.record, aContactMessage('written-after-reopening')))._unsafeUnwrap();
        expect(await modes()).toEqual(['600', '600', '600']);
      } finally {
        await reopened.close();
      }
    } finally {
      await earlier.close();
    }
  });
});

describeOnPostgres('a PostgreSQL connection lost while idle', () => {
  let db: TestDatabase;
  let server: TestServer;
  const reported: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    server = await startTestServer(db);
    const write = process.stderr.write.bind(process.stderr) as (...args: unknown[]) => boolean;
    vi.spyOn(process.stderr, 'write').mockImplementation(((chunk: unknown, ...rest: unknown[]) => {
      if (String(chunk).startsWith('PostgreSQL connection lost')) {
        reported.push(String(chunk));
        return true;
      }
      return write(chunk, ...rest);
    }) as typeof process.stderr.write);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await server?.close();
    await db?.drop();
  });

  it('is logged without secrets, and the server keeps answering and storing submissions', async () => {
    const before = await server.post(ENDPOINTS.contactUs.path, aValidContactMessage({ message: 'Sent before the database restarted.' }));
    expect(before.status).toBe(201);

    // Only this test database's connections (by application_name): other test files may share this PostgreSQL.
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    try {
      const terminated = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = $1 and pid <> pg_backend_pid()',
        [db.applicationName],
      );
      expect(terminated.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }

    expect(await eventually(() => reported.length > 0)).toBe(true);
    expect(reported.join('')).not.toContain(TEST_POSTGRES_URL);
    expect((await server.get(HEALTH_PATH)).status).toBe(200);
    const after = await server.post(ENDPOINTS.contactUs.path, aValidContactMessage({ message: 'Sent after the database restarted.' }));
    expect(after.status).toBe(201);
    const listed = await server.staffGet('/api/v1/staff/contacts?limit=100');
    expect(listed.json.data.items.map((item: { id: string }) => item.id)).toEqual(expect.arrayContaining([before.json.data.id, after.json.data.id]));
  });
});

describeOnPostgres('a PostgreSQL connection lost in the middle of a request', () => {
  let db: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    server = await startTestServer(db);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('answers 503 with Retry-After instead of a server error, and the very next submission is stored', async () => {
    // Hold the table so the submission waits inside the database, then cut the server's connections.
    const locker = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await Promise.all([locker.connect(), admin.connect()]);
    let after: ReturnType<TestServer['post']> | undefined;
    try {
      await locker.query('begin');
      await locker.query(`lock table ${db.schema}.contact_messages in access exclusive mode`);
      const pending = server.post(ENDPOINTS.contactUs.path, aValidContactMessage({ message: 'Sent while the database went away.' }));
      const waiting = async () =>
        (await admin.query("select 1 from pg_stat_activity where application_name = $1 and wait_event_type = 'Lock'", [db.applicationName])).rowCount! > 0;
      let blocked = false;
      for (let i = 0; i < 100 && !blocked; i += 1) {
        blocked = await waiting();
        if (!blocked) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(blocked, 'the submission is waiting on the lock').toBe(true);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [db.applicationName]);

      const cut = await pending;
      expect(cut.status).toBe(503);
      expect(cut.headers.get('retry-after')).toBe('5');
      expect(cut.json).toEqual({ success: false, kind: 'store-unavailable', msg: SERVER_MESSAGES.storeUnavailable });
      // Sent at once, while the table is still held: on a fresh connection it waits for the lock; on the cut
      // connection (the pool handing it out again before its close arrives) it would fail at once.
      after = server.post(ENDPOINTS.contactUs.path, aValidContactMessage({ message: 'Sent once the database was back.' }));
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      await locker.query('rollback').catch(() => undefined);
      await Promise.all([locker.end(), admin.end()]);
    }

    expect((await after)?.status).toBe(201);
  });
});
