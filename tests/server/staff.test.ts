import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENT_PATHS, ENDPOINTS, fixedClock, FORMS, RECORD_FORM_IDS, SAMPLE_THERAPISTS, STAFF_CONTRACT, STAFF_CREDENTIAL_REFUSALS, type Clock, type StaffCredentialRefusal } from '@manobal/core';
import { aConfirmRequest } from '../../fixtures/in-memory/in-memory-appointments';
import { aValidBooking, aValidCallbackRequest, aValidCareersApplication, aValidContactMessage, VALID_PAYLOADS } from '../../fixtures/forms';
import { arrangeLinkedUploads } from './support/linked-uploads';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/test-databases';
import { startTestServer, TEST_STAFF_TOKEN, type TestServer } from './support/test-server';

/** Every paged staff listing's path: the contract's calls that answer a page (a record form's through its collection). */
const LISTINGS = Object.values(STAFF_CONTRACT)
  .filter((call) => call.method === 'GET' && (call.data as unknown as { shape?: Record<string, unknown> }).shape?.total !== undefined)
  .flatMap((call) => (call.path.endsWith('/{collection}') ? RECORD_FORM_IDS.map((form) => `/api/v1/staff/${FORMS[form].record.collection}`) : [call.path]));
const COLLECTIONS = [...LISTINGS.map((path) => path.replace('/api/v1/staff/', '')), 'vitals'];

/** A clock that moves one second per reading, so rows have distinct, ordered timestamps. */
const tickingClock = (): Clock => {
  let at = Date.parse('2030-01-01T00:00:00Z');
  return { now: () => new Date((at += 1000)) };
};

describeEachEngine('staff access', (engine) => {
  let db: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    server = await startTestServer(db, { clock: tickingClock() });
    for (let n = 1; n <= 7; n += 1) {
      const response = await server.post(ENDPOINTS.contactUs.path, aValidContactMessage({ message: `message number ${n}` }));
      expect(response.status).toBe(201);
    }
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it.each(COLLECTIONS)('refuses /staff/%s without a personal access token, or with a wrong one, with 401 saying what to do', async (collection) => {
    const path = `/api/v1/staff/${collection}`;
    const cases: [Record<string, string>, StaffCredentialRefusal][] = [
      [{}, 'missing'],
      [{ authorization: 'Basic abc' }, 'missing'],
      [{ authorization: 'Bearer not-the-token-at-all' }, 'unknown'],
      [{ authorization: `Bearer ${TEST_STAFF_TOKEN}x` }, 'unknown'],
    ];
    for (const [headers, reason] of cases) {
      const response = await server.get(path, headers);
      expect(response.status).toBe(401);
      expect(response.json).toEqual({ success: false, msg: STAFF_CREDENTIAL_REFUSALS[reason], kind: 'signed-out' });
    }
  });

  it('lists newest first, page by page, with the total', async () => {
    const first = await server.staffGet('/api/v1/staff/contacts?limit=3');
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({ page: 1, limit: 3, total: 7 });
    expect(first.json.data.items.map((item: { message: string }) => item.message)).toEqual(['message number 7', 'message number 6', 'message number 5']);
    const third = await server.staffGet('/api/v1/staff/contacts?limit=3&page=3');
    expect(third.json.data.items.map((item: { message: string }) => item.message)).toEqual(['message number 1']);
  });

  it('uses 50 per page by default', async () => {
    const response = await server.staffGet('/api/v1/staff/contacts');
    expect(response.json.data).toMatchObject({ page: 1, limit: 50, total: 7 });
  });

  it.each(['limit=101', 'limit=0', 'page=0', 'page=abc', 'limit=1.5'])('refuses ?%s with 400', async (query) => {
    const response = await server.staffGet(`/api/v1/staff/contacts?${query}`);
    expect(response.status).toBe(400);
    expect(response.json.success).toBe(false);
    expect(response.json.msg).toMatch(/page|limit/);
  });

  it('lists accounts newest first with name and email, never the password hash', async () => {
    for (const name of ['First Account', 'Second Account']) {
      const email = `${name.toLowerCase().replace(' ', '.')}@Example.in`;
      const response = await server.post(ENDPOINTS.signup.path, { name, email, password: 'a long enough password' });
      expect(response.status).toBe(201);
    }
    const response = await server.staffGet('/api/v1/staff/users');
    expect(response.status).toBe(200);
    expect(response.json.data).toMatchObject({ page: 1, limit: 50, total: 2 });
    const items = response.json.data.items as Record<string, unknown>[];
    expect(items.map((item) => item.email)).toEqual(['second.account@example.in', 'first.account@example.in']);
    expect(items.map((item) => item.name)).toEqual(['Second Account', 'First Account']);
    for (const item of items) expect(Object.keys(item).sort()).toEqual(['created_at', 'email', 'id', 'name']);
    expect(response.text).not.toMatch(/scrypt|password/i);
  });

  it('shows every collection\'s items exactly as its published item schema says, nothing more', async () => {
    // One submission of every form; the booking is for a day after the ticking clock's start.
    await arrangeLinkedUploads(server.store, aValidCareersApplication());
    for (const form of [...RECORD_FORM_IDS, 'volunteer', 'careers', 'signup'] as const) {
      const response = await server.post(ENDPOINTS[FORMS[form].call].path, VALID_PAYLOADS[form]());
      // The newsletter's double opt-in answers every sign-up alike with 200 (tests/server/newsletter.test.ts).
      expect(response.status, `${form}: ${response.text}`).toBe(form === 'newsletter' ? 200 : 201);
    }
    const booked = await server.post(ENDPOINTS.bookSession.path, aValidBooking({}, fixedClock('2030-01-02T00:00:00Z')));
    expect(booked.status, booked.text).toBe(201);
    const callback = await server.post(ENDPOINTS.requestCallback.path, aValidCallbackRequest());
    expect(callback.status, callback.text).toBe(201);
    // An appointment with a sample therapist, so the appointments listing has an item too.
    const { therapist } = SAMPLE_THERAPISTS[0]!;
    await server.store.therapists.seed([SAMPLE_THERAPISTS[0]!], new Date('2030-01-01T00:00:00Z'));
    const slots = await server.get(`${ENDPOINTS.therapistSlots.path.replace('{id}', therapist.id)}?days=14`);
    const [slot] = (slots.json.data.days as { slots: { start: string; modes: string[] }[] }[]).flatMap((day) => day.slots);
    const held = await server.post(APPOINTMENT_PATHS.holds, { therapist_id: therapist.id, start: slot!.start, mode: slot!.modes[0] });
    const appointment = await server.post(APPOINTMENT_PATHS.appointments, aConfirmRequest(held.json.data.hold_id));
    expect(appointment.status, appointment.text).toBe(201);

    // The outbox's listings (sent, failed) hold what a worker sent or gave up on, which this walk does not run; the
    // sent list is read through the real server in tests/e2e/journey-messages.spec.ts.
    for (const path of LISTINGS.filter((listing) => !listing.startsWith('/api/v1/staff/messages/'))) {
      const listed = await server.staffGet(path);
      expect(listed.status, path).toBe(200);
      expect(listed.json.data.items.length, path).toBeGreaterThan(0);
      const call = Object.values(STAFF_CONTRACT).find((contract) => contract.path === path) ?? STAFF_CONTRACT.staffRecords;
      // Each item exactly as the contract's answer says (its item schemas are strict), which the OpenAPI document publishes.
      expect(call.data.safeParse(listed.json.data).error?.issues, path).toBeUndefined();
    }
  });
});

describe('the old shared STAFF_TOKEN', () => {
  let db: TestDatabase;
  let server: TestServer;
  const oldToken = 'the-old-shared-staff-token-of-this-deployment';

  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
    server = await startTestServer(db, { env: { STAFF_TOKEN: oldToken } });
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it.each([...COLLECTIONS, 'users'])('opens nothing: /staff/%s answers 401 to it', async (collection) => {
    const response = await server.get(`/api/v1/staff/${collection}`, { authorization: `Bearer ${oldToken}` });
    expect(response.status).toBe(401);
    expect(response.json.kind).toBe('signed-out');
  });

  it('does not serve uploaded documents with it', async () => {
    const response = await server.get('/api/v1/careers/files/00000000-0000-4000-8000-000000000000', { authorization: `Bearer ${oldToken}` });
    expect(response.status).toBe(401);
  });
});
