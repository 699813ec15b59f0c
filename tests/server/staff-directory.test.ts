import { afterAll, beforeAll, expect, it } from 'vitest';
import { APPOINTMENT_PATHS, ENDPOINTS, SAMPLE_THERAPISTS, STAFF_PATH, THERAPIST_STAFF_MESSAGES } from '@manobal/core';
import { at } from '../../fixtures/booking/availability';
import { aConfirmRequest } from '../../fixtures/in-memory/in-memory-appointments';
import { aMovableClock } from '../../fixtures/in-memory/in-memory-services';
import { A_NEW_THERAPIST } from '../../fixtures/in-memory/in-memory-therapists';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

/** Monday 30 November 2026, 09:00 IST. Dr. Vikram Mehta (sample) sees people by video on weekdays from 18:00. */
const NOW = at('2026-11-30', '09:00');
const VIKRAM = 'vikram-mehta';

describeEachEngine('the directory as an administrator keeps it', (engine) => {
  let db: TestDatabase;
  let server: TestServer;
  let admin: string;

  const send = async (method: 'GET' | 'PUT' | 'POST', path: string, token: string, payload?: unknown) => {
    const response = await server.app.inject({
      method,
      url: `${STAFF_PATH}${path}`,
      headers: { authorization: `Bearer ${token}`, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
    return { status: response.statusCode, json: response.json() };
  };
  const listedIds = async () => ((await server.get(ENDPOINTS.listTherapists.path)).json.data.items as { id: string }[]).map((t) => t.id);

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    const store = await db.open();
    try {
      await store.therapists.seed(SAMPLE_THERAPISTS, NOW);
    } finally {
      await store.close();
    }
    server = await startTestServer(db, { clock: aMovableClock(NOW.toISOString()) });
    admin = (await server.staffPerson({ roles: ['admin'] })).token;
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('retires a therapist: no longer listed to visitors, no free times, while the appointment already booked stands; activating lists them again', async () => {
    const held = await server.post(APPOINTMENT_PATHS.holds, { therapist_id: VIKRAM, start: at('2026-11-30', '18:00').toISOString(), mode: 'video' });
    expect(held.status, held.text).toBe(201);
    const booked = await server.post(APPOINTMENT_PATHS.appointments, aConfirmRequest(held.json.data.hold_id));
    expect(booked.status, booked.text).toBe(201);
    const reference = booked.json.data.reference as string;

    const retired = await send('PUT', `/therapists/${VIKRAM}/active`, admin, { active: false });
    expect(retired.status, JSON.stringify(retired.json)).toBe(200);
    expect(retired.json.data.therapist).toMatchObject({ id: VIKRAM, active: false });

    expect(await listedIds()).not.toContain(VIKRAM);
    expect((await server.get(ENDPOINTS.getTherapist.path.replace('{id}', VIKRAM))).status).toBe(404);
    expect((await server.get(`${ENDPOINTS.therapistSlots.path.replace('{id}', VIKRAM)}?from=2026-12-01&days=3`)).status).toBe(404);
    const another = await server.post(APPOINTMENT_PATHS.holds, { therapist_id: VIKRAM, start: at('2026-12-01', '18:00').toISOString(), mode: 'video' });
    expect(another.status).toBeGreaterThanOrEqual(400);

    const kept = await send('GET', `/appointments/${reference}`, admin);
    expect(kept.status).toBe(200);
    expect(kept.json.data).toMatchObject({ reference, therapist_id: VIKRAM, status: 'confirmed' });
    const staffList = await send('GET', '/therapists', admin);
    expect(staffList.json.data.items.find((item: { therapist: { id: string } }) => item.therapist.id === VIKRAM).therapist.active).toBe(false);

    const activated = await send('PUT', `/therapists/${VIKRAM}/active`, admin, { active: true });
    expect(activated.status).toBe(200);
    expect(await listedIds()).toContain(VIKRAM);
  });

  it('activates a real therapist only with a verified registration, and says why not on the registration field', async () => {
    const unverified = { ...A_NEW_THERAPIST, id: 'nisha-rao', active: false, registration: null };
    expect((await send('POST', '/therapists', admin, unverified)).status).toBe(201);
    const refused = await send('PUT', '/therapists/nisha-rao/active', admin, { active: true });
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual({ registration: THERAPIST_STAFF_MESSAGES.registrationNeeded });
    expect(await listedIds()).not.toContain('nisha-rao');
    expect((await send('PUT', '/therapists/nobody-here/active', admin, { active: false })).status).toBe(404);
  });

  it('links an entry to the staff person who is that therapist (their next request reaches it), moves the link, and unlinks it', async () => {
    const first = await server.staffPerson({ roles: ['therapist'], name: 'Vikram Mehta' });
    const second = await server.staffPerson({ roles: ['therapist'], name: 'Vikram M. (new account)' });
    expect((await send('GET', `/therapists/${VIKRAM}`, first.token)).status).toBe(403);

    const linked = await send('PUT', `/therapists/${VIKRAM}/person`, admin, { person_id: first.personId });
    expect(linked.status, JSON.stringify(linked.json)).toBe(200);
    expect(linked.json.data).toMatchObject({ therapist_id: VIKRAM, person: { id: first.personId, therapist_id: VIKRAM } });
    expect((await send('GET', '/me', first.token)).json.data.therapist_id).toBe(VIKRAM);
    expect((await send('GET', `/therapists/${VIKRAM}`, first.token)).status).toBe(200);

    await send('PUT', `/therapists/${VIKRAM}/person`, admin, { person_id: second.personId });
    const people = (await send('GET', '/people', admin)).json.data.items as { id: string; therapist_id: string | null }[];
    expect(people.filter((person) => person.therapist_id === VIKRAM).map((person) => person.id)).toEqual([second.personId]);
    expect((await send('GET', `/therapists/${VIKRAM}`, first.token)).status).toBe(403);

    const unlinked = await send('PUT', `/therapists/${VIKRAM}/person`, admin, { person_id: null });
    expect(unlinked.json.data).toEqual({ therapist_id: VIKRAM, person: null });
    expect((await send('GET', '/me', second.token)).json.data.therapist_id).toBeNull();
  });

  it('refuses a link to a person or a therapist it does not know, by kind', async () => {
    const noPerson = await send('PUT', `/therapists/${VIKRAM}/person`, admin, { person_id: 'no-such-person' });
    expect([noPerson.status, noPerson.json.kind]).toEqual([404, 'staff-person-not-found']);
    const noTherapist = await send('PUT', '/therapists/nobody-here/person', admin, { person_id: null });
    expect(noTherapist.status).toBe(404);
  });

  it('keeps a coordinator out of the directory changes', async () => {
    const { token } = await server.staffPerson({ roles: ['coordinator'] });
    expect((await send('PUT', `/therapists/${VIKRAM}/active`, token, { active: false })).status).toBe(403);
    expect((await send('PUT', `/therapists/${VIKRAM}/person`, token, { person_id: null })).status).toBe(403);
    expect(await listedIds()).toContain(VIKRAM);
  });
});
