import { afterAll, beforeAll, expect, it } from 'vitest';
import { APPOINTMENT_PATHS, ENDPOINTS, SAMPLE_THERAPISTS, appointmentPath, claimCells } from '@manobal/core';
import { at } from '../../fixtures/booking/availability';
import { aConfirmRequest } from '../../fixtures/in-memory/in-memory-appointments';
import { aMovableClock } from '../../fixtures/in-memory/in-memory-services';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/test-databases';
import { startTestServer, TEST_STAFF_TOKEN, type TestServer } from './support/test-server';

/** Monday 30 November 2026, 09:00 IST. */
const NOW = at('2026-11-30', '09:00');
const VIKRAM = 'vikram-mehta';
const TUESDAY_SIX = at('2026-12-01', '18:00');

describeEachEngine('slot lists served from each instance cache', (engine) => {
  let db: TestDatabase;
  // Two instances on one database, each with its own cache, as a deployment behind a load balancer runs them.
  let one: TestServer;
  let two: TestServer;
  const clock = aMovableClock(NOW.toISOString());

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    one = await startTestServer(db, { clock });
    two = await startTestServer(db, { clock, staffAdmin: false });
    await one.store.therapists.seed(SAMPLE_THERAPISTS, NOW);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await db?.drop();
  });

  const slotsPath = (query: string) => `${ENDPOINTS.therapistSlots.path.replace('{id}', VIKRAM)}?from=2026-11-30&days=14${query}`;
  const startsOn = async (server: TestServer, query = '') => {
    const answered = await server.get(slotsPath(query));
    expect(answered.status, answered.text).toBe(200);
    return (answered.json.data.days as { slots: { start: string }[] }[]).flatMap((day) => day.slots.map((slot) => new Date(slot.start).getTime()));
  };
  /** Both instances, read twice each (the second read is the cached one), agree; the first one's list is returned. */
  const agreed = async (query = '') => {
    const first = await startsOn(one, query);
    expect(await startsOn(one, query)).toEqual(first);
    expect(await startsOn(two, query)).toEqual(first);
    expect(await startsOn(two, query)).toEqual(first);
    return first;
  };
  const offered = (starts: number[], instant: Date) => starts.includes(instant.getTime());

  it('shows a slot held on the other instance as gone at once, and free again when released there', async () => {
    expect(offered(await agreed(), TUESDAY_SIX)).toBe(true);
    const held = await two.post(APPOINTMENT_PATHS.holds, { therapist_id: VIKRAM, start: TUESDAY_SIX.toISOString(), mode: 'video' });
    expect(held.status, held.text).toBe(201);
    expect(offered(await agreed(), TUESDAY_SIX)).toBe(false);
    // The half hour before collides with the held session too: a whole session no longer fits.
    expect(offered(await agreed(), at('2026-12-01', '17:30'))).toBe(false);

    const released = await one.post(APPOINTMENT_PATHS.releaseHold, { hold_id: held.json.data.hold_id });
    expect(released.status, released.text).toBeLessThan(300);
    expect(offered(await agreed(), TUESDAY_SIX)).toBe(true);
  });

  it('frees a held slot when the hold runs out, with no write at all', async () => {
    const held = await one.post(APPOINTMENT_PATHS.holds, { therapist_id: VIKRAM, start: TUESDAY_SIX.toISOString(), mode: 'video' });
    expect(held.status, held.text).toBe(201);
    expect(offered(await agreed(), TUESDAY_SIX)).toBe(false);
    clock.set(new Date(new Date(held.json.data.expires_at).getTime() + 1).toISOString());
    expect(offered(await agreed(), TUESDAY_SIX)).toBe(true);
    clock.set(NOW.toISOString());
  });

  it('follows a booking, its move and its cancellation made on the other instance', async () => {
    const free = await agreed();
    const first = new Date(free.find((ms) => ms >= at('2026-12-03', '00:00').getTime())!);
    const later = new Date(free.find((ms) => ms >= at('2026-12-04', '00:00').getTime())!);
    const held = await one.post(APPOINTMENT_PATHS.holds, { therapist_id: VIKRAM, start: first.toISOString(), mode: 'video' });
    expect(held.status, held.text).toBe(201);
    const booked = await one.post(APPOINTMENT_PATHS.appointments, aConfirmRequest(held.json.data.hold_id));
    expect(booked.status, booked.text).toBe(201);
    const { reference, manage_token: token } = booked.json.data as { reference: string; manage_token: string };
    expect(offered(await agreed(), first)).toBe(false);
    expect(offered(await agreed(), later)).toBe(true);
    const moved = await two.post(appointmentPath(APPOINTMENT_PATHS.reschedule, reference), { start: later.toISOString() }, { authorization: `Bearer ${token}` });
    expect(moved.status, moved.text).toBe(200);
    const afterMove = await agreed();
    expect(offered(afterMove, first)).toBe(true);
    expect(offered(afterMove, later)).toBe(false);

    const cancelled = await one.postRaw(appointmentPath(APPOINTMENT_PATHS.cancel, reference), '', { authorization: `Bearer ${token}` });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(offered(await agreed(), later)).toBe(true);
  });

  it('follows a change of weekly hours made on the other instance', async () => {
    expect((await agreed()).length).toBeGreaterThan(0);
    const rules = [{ weekday: 'tue', start: '10:00', end: '12:00', modes: ['video'] }];
    const saved = await two.app.inject({ method: 'PUT', url: `/api/v1/staff/therapists/${VIKRAM}/rules`, headers: { authorization: `Bearer ${TEST_STAFF_TOKEN}` }, payload: { rules } });
    expect(saved.statusCode, saved.body).toBe(200);
    const tuesdays = (await agreed()).map((ms) => new Date(ms).toISOString());
    expect(tuesdays).toEqual(['2026-12-01T04:30:00.000Z', '2026-12-01T05:00:00.000Z', '2026-12-01T05:30:00.000Z', '2026-12-08T04:30:00.000Z', '2026-12-08T05:00:00.000Z', '2026-12-08T05:30:00.000Z']);
    expect(await agreed('&mode=in-person')).toEqual([]);
  });

  it('follows a booking written straight through the store, as a second process would write it', async () => {
    const free = await agreed();
    const start = new Date(free[0]!);
    const hold = {
      id: 'hold-from-elsewhere',
      therapistId: VIKRAM,
      start,
      end: new Date(start.getTime() + 3_600_000),
      mode: 'video' as const,
      feeInr: 1500,
      cells: claimCells(start, 0),
      expiresAt: new Date(NOW.getTime() + 600_000),
      createdAt: NOW,
      client: { device: 'elsewhere', address: '203.0.113.9' },
    };
    const limits = { holdsPerDevice: 9, holdsPerDeviceAndTherapist: 9, holdsPerAddress: 9, addressTherapistWeek: { from: NOW, to: NOW, max: 9 }, releasedAfter: new Date(0) };
    expect((await two.store.appointments.hold(hold, NOW, limits))._unsafeUnwrap()).toBe('held');
    expect(offered(await agreed(), start)).toBe(false);
  });
});
