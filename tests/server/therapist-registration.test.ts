import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ENDPOINTS, SAMPLE_THERAPISTS, THERAPIST_STAFF_MESSAGES } from '@manobal/core';
import { at } from '../../fixtures/booking/availability';
import { aMovableClock } from '../../fixtures/in-memory/in-memory-services';
import { A_NEW_THERAPIST, A_VERIFIED_REGISTRATION } from '../../fixtures/in-memory/in-memory-therapists';
import { startServerProcess } from './support/built-server';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/test-databases';
import { startTestServer, TEST_ENV, TEST_STAFF_TOKEN, type TestServer } from './support/test-server';

/** Monday 30 November 2026, 09:00 IST. */
const NOW = at('2026-11-30', '09:00');
const STAFF = '/api/v1/staff/therapists';
const UNVERIFIED = { ...A_VERIFIED_REGISTRATION, verified_by: null, verified_at: null };

interface Listed {
  readonly id: string;
  readonly sample: boolean;
  readonly registration: unknown;
}

describeEachEngine('who the directory says a therapist is', (engine) => {
  let db: TestDatabase;
  let server: TestServer;

  const send = async (method: 'POST' | 'PUT', path: string, body: unknown) => {
    const response = await server.app.inject({ method, url: path, headers: { authorization: `Bearer ${TEST_STAFF_TOKEN}` }, payload: body as object });
    return { status: response.statusCode, text: response.body, json: response.json() };
  };
  const listed = async (): Promise<Listed[]> => (await server.get(ENDPOINTS.listTherapists.path)).json.data.items;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    server = await startTestServer(db, { clock: aMovableClock(NOW.toISOString()) });
    await server.store.therapists.seed(SAMPLE_THERAPISTS, NOW);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('flags every seeded therapist as a sample, with no registration, on the public list and profile', async () => {
    const items = await listed();
    expect(items.map(({ id, sample, registration }) => ({ id, sample, registration }))).toEqual(
      SAMPLE_THERAPISTS.map(({ therapist }) => ({ id: therapist.id, sample: true, registration: null })).sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect((await server.get(ENDPOINTS.getTherapist.path.replace('{id}', 'ananya-rao'))).json.data).toMatchObject({ sample: true, registration: null });
  });

  it('refuses to add an active therapist without a verified registration, in words staff can act on, and lists nobody new', async () => {
    for (const registration of [null, UNVERIFIED]) {
      const refused = await send('POST', STAFF, { ...A_NEW_THERAPIST, registration });
      expect([refused.status, refused.json.errors]).toEqual([400, { registration: THERAPIST_STAFF_MESSAGES.registrationNeeded }]);
    }
    const sampleClaimed = await send('POST', STAFF, { ...A_NEW_THERAPIST, registration: null, sample: true });
    expect(sampleClaimed.status).toBe(400);
    expect((await listed()).map((t) => t.id)).not.toContain(A_NEW_THERAPIST.id);
  });

  it('keeps an added therapist inactive until their registration is verified, then lists its number and body but not who verified it', async () => {
    const added = await send('POST', STAFF, { ...A_NEW_THERAPIST, registration: UNVERIFIED, active: false });
    expect(added.status, added.text).toBe(201);
    expect(added.json.data.therapist).toMatchObject({ active: false, sample: false, registration: UNVERIFIED });
    const activated = await send('PUT', `${STAFF}/${A_NEW_THERAPIST.id}`, { ...A_NEW_THERAPIST, registration: UNVERIFIED });
    expect([activated.status, activated.json.errors]).toEqual([400, { registration: THERAPIST_STAFF_MESSAGES.registrationNeeded }]);
    expect((await listed()).map((t) => t.id)).not.toContain(A_NEW_THERAPIST.id);

    const verified = await send('PUT', `${STAFF}/${A_NEW_THERAPIST.id}`, A_NEW_THERAPIST);
    expect(verified.status, verified.text).toBe(200);
    expect(verified.json.data.therapist).toMatchObject({ active: true, sample: false, registration: A_VERIFIED_REGISTRATION });
    const shown = await server.get(ENDPOINTS.getTherapist.path.replace('{id}', A_NEW_THERAPIST.id));
    expect(shown.json.data).toMatchObject({ sample: false, registration: { body: 'rci', number: 'A12345' } });
    expect(shown.text).not.toContain(A_VERIFIED_REGISTRATION.verified_by);
    expect(shown.text).not.toContain('verified_at');
  });

  it('keeps a sample a sample (and active without a registration) whatever an edit sends', async () => {
    const ananya = SAMPLE_THERAPISTS[0]!.therapist;
    const edited = await send('PUT', `${STAFF}/${ananya.id}`, { ...ananya, sample: false, fee_inr: 1500 });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json.data.therapist).toMatchObject({ sample: true, active: true, registration: null, fee_inr: 1500 });
    expect((await listed()).find((t) => t.id === ananya.id)).toMatchObject({ sample: true });
  });
});

describeEachEngine('the server started with and without the sample therapists', (engine) => {
  const databases: TestDatabase[] = [];
  afterAll(async () => {
    for (const db of databases) await db.drop();
  });

  /** main.ts itself (from source), on a fresh database, and the directory it then lists. */
  const directoryOnStart = async (seed: 'true' | 'false'): Promise<Listed[]> => {
    const db = await createTestDatabase(engine);
    databases.push(db);
    const server = await startServerProcess(['--import', 'tsx', join('server', 'src', 'main.ts')], {
      ...TEST_ENV,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: db.dataDir,
      WEB_DIST: join(db.dataDir, 'no-web-dist'),
      SEED_SAMPLE_THERAPISTS: seed,
      ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
    });
    try {
      const answer = (await (await fetch(`${server.baseUrl}${ENDPOINTS.listTherapists.path}`)).json()) as { data: { items: Listed[] } };
      return answer.data.items;
    } finally {
      await server.stop();
    }
  };

  it('lists the five samples, each flagged, by default, and nobody with SEED_SAMPLE_THERAPISTS=false', async () => {
    const seeded = await directoryOnStart('true');
    expect(seeded).toHaveLength(SAMPLE_THERAPISTS.length);
    expect(seeded.every((t) => t.sample)).toBe(true);
    expect(await directoryOnStart('false')).toEqual([]);
  }, 60_000);
});
