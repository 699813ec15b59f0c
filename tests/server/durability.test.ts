import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@manobal/core';
import { aValidBooking, aValidContactMessage, aValidReferral, aValidSignup, aValidLogin, fixtureFile } from '../../fixtures/forms';
import { startServerProcess, type BuiltServer } from './support/built-server';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/test-databases';
import { startTestServer, TEST_ENV, type TestServer } from './support/test-server';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MAIN = join(REPO_ROOT, 'server', 'src', 'main.ts');

/** Starts `server/src/main.ts` (from source, through tsx) as a child process. */
const spawnServer = (db: TestDatabase): Promise<BuiltServer> =>
  startServerProcess(['--import', 'tsx', MAIN], {
    ...TEST_ENV,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: db.dataDir,
    WEB_DIST: join(db.dataDir, 'no-web-dist'),
    ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
  });

const allIds = async (server: TestServer, collection: string): Promise<Set<string>> => {
  const ids = new Set<string>();
  for (let page = 1; ; page += 1) {
    const response = await server.staffGet(`/api/v1/staff/${collection}?limit=100&page=${page}`);
    for (const item of response.json.data.items as { id: string }[]) ids.add(item.id);
    if (response.json.data.items.length < 100) return ids;
  }
};

describeEachEngine('durability', (engine) => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('keeps submissions, accounts and documents across a restart on the same data', async () => {
    const first = await startTestServer(db);
    const referral = await first.post(ENDPOINTS.referPerson.path, aValidReferral({ name: 'Before Restart' }));
    const booking = await first.post(ENDPOINTS.bookSession.path, aValidBooking({ name: 'Before Restart' }));
    await first.post(ENDPOINTS.signup.path, aValidSignup({ email: 'restart@example.in' }));
    const form = new FormData();
    form.append('file', new Blob([await readFile(fixtureFile('sample.pdf'))]), 'sample.pdf');
    const upload = await first.postRaw(ENDPOINTS.careersUpload.path, form);
    await first.close();

    const second = await startTestServer(db);
    try {
      expect(await allIds(second, 'referrals')).toContain(referral.json.data.id);
      expect(await allIds(second, 'bookings')).toContain(booking.json.data.id);
      expect((await second.post(ENDPOINTS.login.path, aValidLogin({ email: 'restart@example.in' }))).status).toBe(200);
      // The document is still known after the restart (opening it over HTTP needs a staff step-up, which a token never is).
      const documentId = String(upload.json.data.file_url).split('/').pop() ?? '';
      expect((await second.store.uploads.find(documentId))._unsafeUnwrap()?.id).toBe(documentId);
    } finally {
      await second.close();
    }
  });

  it('keeps every acknowledged submission when the process is killed mid-burst', async () => {
    const { child, baseUrl } = await spawnServer(db);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const acknowledged: string[] = [];
    let killed = false;
    const worker = async (worker: number) => {
      for (let n = 0; n < 200 && !killed; n += 1) {
        try {
          const response = await fetch(`${baseUrl}${ENDPOINTS.contactUs.path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(aValidContactMessage({ message: `burst ${worker}-${n}` })),
          });
          const body = (await response.json()) as { data?: { id?: string } };
          if (response.status === 201 && body.data?.id) acknowledged.push(body.data.id);
        } catch {
          // The process is gone: this submission was never acknowledged.
          return;
        }
        if (acknowledged.length >= 40 && !killed) {
          killed = true;
          child.kill('SIGKILL');
        }
      }
    };
    await Promise.all([0, 1, 2, 3].map(worker));
    await exited;
    expect(killed).toBe(true);
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);

    const reopened = await startTestServer(db);
    try {
      const stored = await allIds(reopened, 'contacts');
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    } finally {
      await reopened.close();
    }
  });
});

describe('graceful shutdown', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('exits cleanly with code 0 on SIGTERM', async () => {
    const { child, baseUrl } = await spawnServer(db);
    expect((await fetch(`${baseUrl}/api/v1/health`)).status).toBe(200);
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
