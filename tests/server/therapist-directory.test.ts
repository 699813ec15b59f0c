import { afterAll, beforeAll, expect, it } from 'vitest';
import { APPOINTMENT_PATHS, SAMPLE_THERAPISTS } from '@manobal/core';
import { at } from '../../fixtures/booking/availability';
import { aConfirmRequest } from '../../fixtures/in-memory/in-memory-appointments';
import { aMovableClock } from '../../fixtures/in-memory/in-memory-services';
import { loadConfig } from '../../server/src/config';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

/** Monday 30 November 2026, 09:00 IST. Dr. Vikram Mehta (sample) sees people by video on weekdays from 18:00. */
const NOW = at('2026-11-30', '09:00');

describeEachEngine('the therapist directory', (engine) => {
  let db: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('refuses every hold while the directory is empty: nobody is bookable until a therapist is added', async () => {
    server = await startTestServer(db, { clock: aMovableClock(NOW.toISOString()) });
    const held = await server.post(APPOINTMENT_PATHS.holds, { therapist_id: 'vikram-mehta', start: at('2026-11-30', '18:00').toISOString(), mode: 'video' });
    expect(held.status, held.text).toBe(400);
    await server.close();
  });

  it('seeds the five sample therapists once: a restart adds none and keeps what staff changed', async () => {
    const store = await db.open();
    try {
      expect(await store.therapists.seed(SAMPLE_THERAPISTS, NOW)).toBe(5);
      const listed = (await store.therapists.list())._unsafeUnwrap();
      expect(listed.map((entry) => entry.therapist.id).sort()).toEqual(SAMPLE_THERAPISTS.map((entry) => entry.therapist.id).sort());
      expect(listed.every((entry) => entry.therapist.fee_inr === 1200 && entry.therapist.active)).toBe(true);

      const edited = { ...SAMPLE_THERAPISTS[0]!, therapist: { ...SAMPLE_THERAPISTS[0]!.therapist, fee_inr: 1500 } };
      expect(await store.therapists.seed([edited, ...SAMPLE_THERAPISTS], NOW)).toBe(0);
      const again = (await store.therapists.list())._unsafeUnwrap();
      expect(again).toHaveLength(5);
      expect(again.find((entry) => entry.therapist.id === edited.therapist.id)?.therapist.fee_inr).toBe(1200);
    } finally {
      await store.close();
    }
  });

  it("books a seeded therapist's real time at their fee, and refuses a mode or time they do not offer", async () => {
    server = await startTestServer(db, { clock: aMovableClock(NOW.toISOString()) });
    const start = at('2026-11-30', '18:00');
    const notOffered = await server.post(APPOINTMENT_PATHS.holds, { therapist_id: 'vikram-mehta', start: start.toISOString(), mode: 'in-person' });
    expect(notOffered.status, notOffered.text).toBe(400);
    const morning = await server.post(APPOINTMENT_PATHS.holds, { therapist_id: 'vikram-mehta', start: at('2026-11-30', '10:00').toISOString(), mode: 'video' });
    expect(morning.status, morning.text).toBe(400);

    const held = await server.post(APPOINTMENT_PATHS.holds, { therapist_id: 'vikram-mehta', start: start.toISOString(), mode: 'video' });
    expect(held.status, held.text).toBe(201);
    const confirmed = await server.post(APPOINTMENT_PATHS.appointments, aConfirmRequest(held.json.data.hold_id));
    expect(confirmed.status, confirmed.text).toBe(201);
    expect(confirmed.json.data).toMatchObject({ therapist_id: 'vikram-mehta', mode: 'video', fee_inr: 1200, status: 'confirmed' });
  });
});

it('seeds by default and not when SEED_SAMPLE_THERAPISTS=false', () => {
  expect(loadConfig({})._unsafeUnwrap().seedSampleTherapists).toBe(true);
  expect(loadConfig({ SEED_SAMPLE_THERAPISTS: 'false' })._unsafeUnwrap().seedSampleTherapists).toBe(false);
  expect(loadConfig({ SEED_SAMPLE_THERAPISTS: 'no' }).isErr()).toBe(true);
});
