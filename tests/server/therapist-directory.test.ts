import { afterAll, beforeAll, expect, it } from 'vitest';
import { APPOINTMENT_PATHS, ENDPOINTS, SAMPLE_THERAPISTS } from '@manobal/core';
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

  it('lists the active therapists, filtered by language, concern (a wizard id too) and mode', async () => {
    const ids = async (query: string) => {
      const listed = await server.get(`${ENDPOINTS.listTherapists.path}${query}`);
      expect(listed.status, listed.text).toBe(200);
      return (listed.json.data.items as { id: string }[]).map((t) => t.id).sort();
    };
    expect(await ids('')).toHaveLength(5);
    expect(await ids('?language=marathi')).toEqual(['meera-nair']);
    expect(await ids('?concern=adhd')).toEqual(['vikram-mehta']);
    expect(await ids('?concern=grief-loss&mode=in-person')).toEqual(['farah-siddiqui']);
    expect(await ids('?language=tamil&mode=video&concern=addiction')).toEqual(['rohan-iyer']);
    const refused = await server.get(`${ENDPOINTS.listTherapists.path}?language=Marathi`);
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toHaveProperty('language');
  });

  it('shows one therapist without staff-only fields, and 404 for an unknown id', async () => {
    const shown = await server.get(ENDPOINTS.getTherapist.path.replace('{id}', 'ananya-rao'));
    expect(shown.status, shown.text).toBe(200);
    expect(shown.json.data).toMatchObject({ id: 'ananya-rao', name: 'Dr. Ananya Rao', fee_inr: 1200, registration: null, sample: true, crisis_trained: true });
    expect(shown.json.data).not.toHaveProperty('active');
    const unknown = await server.get(ENDPOINTS.getTherapist.path.replace('{id}', 'nobody-here'));
    expect(unknown.status).toBe(404);
    // A mistyped link's id cannot be a therapist's: refused on id, in words (the website then offers the directory).
    const mistyped = await server.get(ENDPOINTS.getTherapist.path.replace('{id}', encodeURIComponent('Ananya Rao')));
    expect([mistyped.status, mistyped.json.errors]).toEqual([400, { id: 'A therapist id is 2 to 60 lowercase letters, digits and hyphens, such as ananya-rao.' }]);
  });

  it("answers a therapist's free slots in IST, leaving out taken and too-soon times, at most 31 days", async () => {
    const slotsPath = ENDPOINTS.therapistSlots.path.replace('{id}', 'vikram-mehta');
    const answered = await server.get(`${slotsPath}?from=2026-11-30&days=2`);
    expect(answered.status, answered.text).toBe(200);
    const { timezone, days } = answered.json.data as { timezone: string; days: { date: string; slots: { start: string; modes: string[] }[] }[] };
    expect(timezone).toBe('Asia/Kolkata');
    expect(days.map((d) => d.date)).toEqual(['2026-11-30', '2026-12-01']);
    // 18:00 was booked by the test above; 18:30 overlaps it; 19:00 and later (last start 20:00) are free.
    expect(days[0]!.slots.map((slot) => slot.start)).toEqual(['2026-11-30T19:00:00+05:30', '2026-11-30T19:30:00+05:30', '2026-11-30T20:00:00+05:30']);
    expect(days[1]!.slots.every((slot) => slot.modes.join() === 'video')).toBe(true);
    expect(days[1]!.slots[0]!.start).toBe('2026-12-01T18:00:00+05:30');
    expect((await server.get(`${slotsPath}?days=32`)).status).toBe(400);
    expect((await server.get(`${ENDPOINTS.therapistSlots.path.replace('{id}', 'nobody-here')}?days=3`)).status).toBe(404);
  });
});

it('seeds by default and not when SEED_SAMPLE_THERAPISTS=false', () => {
  expect(loadConfig({})._unsafeUnwrap().seedSampleTherapists).toBe(true);
  expect(loadConfig({ SEED_SAMPLE_THERAPISTS: 'false' })._unsafeUnwrap().seedSampleTherapists).toBe(false);
  expect(loadConfig({ SEED_SAMPLE_THERAPISTS: 'no' }).isErr()).toBe(true);
});
