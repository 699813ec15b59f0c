import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmdirSync, writeSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, HEALTH_PATH, LIMITS } from '@manobal/core';
import { aValidBooking, fixtureFile } from '../../fixtures/forms';
import { SERVER_MESSAGES } from '../../server/src/http/server.messages';
import { WRITE_PROBE_INTERVAL_MS } from '../../server/src/routes/health.routes';
import { createTestDatabase, describeOnPostgres, TEST_POSTGRES_URL, type TestDatabase } from './support/test-databases';
import { startTestServer, type TestResponse, type TestServer } from './support/test-server';

const IN_CI = process.env.CI === 'true';
/** Room for the database, its -wal and a few uploads; small enough to fill in a moment. */
const TMPFS_SIZE = '8m';

const mount = (dir: string): void => {
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${TMPFS_SIZE},mode=0700`, 'tmpfs', dir], { stdio: 'pipe' });
};
const unmount = (dir: string, lazily = false): void => {
  execFileSync('umount', lazily ? ['-l', dir] : [dir], { stdio: 'pipe' });
};

/**
 * A full disk needs a small file system of our own: a tmpfs mount, which needs root (or CAP_SYS_ADMIN). Only a
 * machine that genuinely cannot mount (no permission, no mount command) skips, even under CI; any other failure
 * is a failure.
 */
const mountProblem = ((): string | null => {
  const scratch = mkdtempSync(join(tmpdir(), 'manobal-tmpfs-probe-'));
  try {
    mount(scratch);
    unmount(scratch);
    return null;
  } catch (error) {
    const text = `${error instanceof Error ? error.message : String(error)} ${String((error as { stderr?: unknown }).stderr ?? '')}`;
    const impossible = /EPERM|EACCES|ENOENT|permission denied|must be superuser|only root|not permitted/i.test(text);
    if (!impossible) throw new Error(`Mounting a tmpfs failed for an unexpected reason: ${text}`);
    if (IN_CI) console.warn(`[disk-full] CI=true, but this machine cannot mount a tmpfs (${text.trim()}).`);
    return text.trim();
  } finally {
    rmdirSync(scratch);
  }
})();
if (mountProblem !== null) console.warn(`[disk-full] cannot mount a tmpfs here (${mountProblem}); the disk-full tests are SKIPPED.`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes into `path` until the file system refuses even one more byte. */
const fillUp = (path: string): void => {
  const fd = openSync(path, 'w');
  try {
    for (const chunk of [1024 * 1024, 64 * 1024, 4096, 512, 1]) {
      const bytes = Buffer.alloc(chunk, 0x66);
      for (;;) {
        try {
          writeSync(fd, bytes);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
          break;
        }
      }
    }
  } finally {
    closeSync(fd);
  }
};

/** Health results are cached for WRITE_PROBE_INTERVAL_MS; waits (bounded) until it says `status`. */
const healthBecomes = async (server: TestServer, status: number): Promise<TestResponse> => {
  let response = await server.get(HEALTH_PATH);
  for (let i = 0; i < 40 && response.status !== status; i += 1) {
    await sleep(WRITE_PROBE_INTERVAL_MS / 10);
    response = await server.get(HEALTH_PATH);
  }
  return response;
};

const expectUnavailable = (response: TestResponse, what: string) => {
  expect(response.status, `${what}: ${response.text}`).toBe(503);
  expect(response.headers.get('retry-after'), what).toBe('5');
  expect(response.json, what).toEqual({ success: false, kind: 'store-unavailable', msg: SERVER_MESSAGES.storeUnavailable });
};

(mountProblem === null ? describe : describe.skip)(
  `a full disk under DATA_DIR (SQLite and uploads)${mountProblem === null ? '' : ' (cannot mount a tmpfs here: skipped)'}`,
  () => {
    let db: TestDatabase;
    let server: TestServer;
    let mounted = false;
    const filler = () => join(db.dataDir, 'filler');

    /** The sample PDF, or a PDF-looking body of `size` bytes: far more than one write, still under the upload limit. */
    const upload = async (size?: number): Promise<TestResponse> => {
      const sample = await readFile(fixtureFile('sample.pdf'));
      const content = size === undefined ? sample : Buffer.concat([sample, Buffer.alloc(size - sample.length, 0x20)]);
      const form = new FormData();
      form.append('file', new Blob([content]), 'sample.pdf');
      return server.postRaw(ENDPOINTS.careersUpload.path, form);
    };

    beforeAll(async () => {
      db = await createTestDatabase('sqlite');
      mount(db.dataDir);
      mounted = true;
      // The database, its -wal and the upload directory exist before the disk fills, as on a running site.
      server = await startTestServer(db);
    });
    afterAll(async () => {
      try {
        await server?.close();
      } finally {
        // Never leave the mount behind, even when closing failed and the database file is still open.
        if (mounted) unmount(db.dataDir, true);
        await db?.drop();
      }
    });

    it('works normally while there is room', async () => {
      expect((await server.post(ENDPOINTS.bookSession.path, aValidBooking())).status).toBe(201);
      expect((await upload()).status).toBe(201);
      expect((await server.get(HEALTH_PATH)).status).toBe(200);
    });

    it('answers bookings and uploads with 503 and Retry-After while the disk is full, and health turns 503', async () => {
      fillUp(filler());
      for (const n of [1, 2, 3]) expectUnavailable(await server.post(ENDPOINTS.bookSession.path, aValidBooking({ name: `Disk Full ${n}` })), `booking ${n}`);
      expectUnavailable(await upload(), 'upload');
      expectUnavailable(await upload(LIMITS.uploadMaxBytes - 64 * 1024), 'large upload');
      expectUnavailable(await healthBecomes(server, 503), 'health');
    });

    it('is healthy again once space returns, and stores bookings and uploads again', async () => {
      await rm(filler());
      const health = await healthBecomes(server, 200);
      expect(health.status, health.text).toBe(200);

      const booked = await server.post(ENDPOINTS.bookSession.path, aValidBooking({ name: 'After Space Returned' }));
      expect(booked.status, booked.text).toBe(201);
      const listed = await server.staffGet('/api/v1/staff/bookings?limit=100');
      expect(listed.json.data.items.map((item: { id: string }) => item.id)).toContain(booked.json.data.id);
      const uploaded = await upload();
      expect(uploaded.status, uploaded.text).toBe(201);
      // Kept again: the store knows the rebuilt file (opening it over HTTP needs a staff step-up, which a token never is).
      const id = String(uploaded.json.data.file_url).split('/').pop() ?? '';
      const kept = await server.store.uploads.find(id);
      expect(kept.isOk() && kept.value?.id === id).toBe(true);
    });
  },
);

describeOnPostgres('PostgreSQL reporting a full disk (SQLSTATE 53100)', () => {
  let db: TestDatabase;
  let server: TestServer;
  let admin: pg.Client;
  const tables = ['session_bookings', 'store_heartbeat'];

  /** PostgreSQL's own disk cannot be filled here; a trigger raises exactly what a full disk raises on a write. */
  const setDiskFull = async (full: boolean) => {
    for (const table of tables) await admin.query(`alter table ${db.schema}.${table} ${full ? 'enable' : 'disable'} trigger ${table}_disk_full`);
  };

  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    server = await startTestServer(db);
    admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    await admin.query(
      `create function ${db.schema}.disk_full() returns trigger language plpgsql as $$ begin raise exception 'could not extend file: No space left on device' using errcode = 'disk_full'; end $$`,
    );
    for (const table of tables) {
      await admin.query(`create trigger ${table}_disk_full before insert or update on ${db.schema}.${table} for each row execute function ${db.schema}.disk_full()`);
      await admin.query(`alter table ${db.schema}.${table} disable trigger ${table}_disk_full`);
    }
  });
  afterAll(async () => {
    await admin?.end();
    await server?.close();
    await db?.drop();
  });

  it('answers bookings with 503 and Retry-After and turns health 503 while writes fail, then recovers', async () => {
    expect((await server.get(HEALTH_PATH)).status).toBe(200);
    await setDiskFull(true);
    expectUnavailable(await server.post(ENDPOINTS.bookSession.path, aValidBooking({ name: 'Disk Full' })), 'booking');
    expectUnavailable(await healthBecomes(server, 503), 'health');

    await setDiskFull(false);
    expect((await healthBecomes(server, 200)).status).toBe(200);
    const booked = await server.post(ENDPOINTS.bookSession.path, aValidBooking({ name: 'After Space Returned' }));
    expect(booked.status, booked.text).toBe(201);
  });
});
