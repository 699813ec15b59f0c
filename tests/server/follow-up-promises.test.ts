import { afterAll, beforeAll, expect, it } from 'vitest';
import { ENDPOINTS, REFER_MESSAGES, STAFF_CONTRACT, STAFF_MESSAGES, type Clock, formMessageText } from '@manobal/core';
import { aValidCareersApplication, aValidContactMessage, aValidReferral } from '../../fixtures/forms';
import { arrangeLinkedUploads } from './support/linked-uploads';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/test-databases';
import { startTestServer, TEST_STAFF_TOKEN, type TestServer } from './support/test-server';

/** Monday 30 November 2026, 11:00 IST: two working days on is the end of Wednesday 2 December in IST. */
const RECEIVED = '2026-11-30T05:30:00.000Z';
const DUE = '2026-12-02T18:30:00.000Z';

describeEachEngine('follow-up promises the care team keeps', (engine) => {
  let db: TestDatabase;
  let server: TestServer;
  let now = Date.parse(RECEIVED);
  const clock: Clock = { now: () => new Date(now) };

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    server = await startTestServer(db, { clock });
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  const staffPut = (path: string, payload: unknown) =>
    server.app.inject({ method: 'PUT', url: path, headers: { authorization: `Bearer ${TEST_STAFF_TOKEN}` }, payload: payload as object });

  it('keeps a referral with how the referrer knows them and their consent, due in two working days', async () => {
    now = Date.parse(RECEIVED);
    const response = await server.post(ENDPOINTS.referPerson.path, aValidReferral({ name: 'Kept Referral', relationship: 'colleague' }));
    expect(response.status, response.text).toBe(201);
    const listed = await server.staffGet('/api/v1/staff/referrals');
    expect(listed.json.data.items.find((item: { id: string }) => item.id === response.json.data.id)).toMatchObject({
      name: 'Kept Referral',
      relationship: 'colleague',
      consent: 'agreed',
      status: 'waiting',
      due_at: DUE,
      overdue: false,
    });
  });

  it('refuses a referral without consent, and a child referred by someone who is not their parent or guardian, keeping neither', async () => {
    const before = (await server.staffGet('/api/v1/staff/referrals')).json.data.total as number;
    const withoutConsent = await server.post(ENDPOINTS.referPerson.path, { ...aValidReferral(), consent: false });
    expect([withoutConsent.status, withoutConsent.json.errors]).toEqual([400, { consent: formMessageText('en', REFER_MESSAGES.consent) }]);
    const { consent: _left, ...unticked } = aValidReferral();
    expect((await server.post(ENDPOINTS.referPerson.path, unticked)).json.errors).toEqual({ consent: formMessageText('en', REFER_MESSAGES.consent) });
    const child = await server.post(ENDPOINTS.referPerson.path, aValidReferral({ age: 15, relationship: 'friend' }));
    expect([child.status, child.json.errors]).toEqual([400, { relationship: formMessageText('en', REFER_MESSAGES.childNeedsGuardian) }]);
    expect((await server.staffGet('/api/v1/staff/referrals')).json.data.total).toBe(before);
    const guardian = await server.post(ENDPOINTS.referPerson.path, aValidReferral({ age: 15, relationship: 'parent-or-guardian' }));
    expect(guardian.status, guardian.text).toBe(201);
  });

  it('lists a waiting message as overdue once its due time has passed, and not once staff mark it done', async () => {
    now = Date.parse(RECEIVED);
    const sent = await server.post(ENDPOINTS.contactUs.path, aValidContactMessage({ message: 'Overdue question' }));
    expect(sent.status, sent.text).toBe(201);
    const id = sent.json.data.id as string;
    const item = async () => ((await server.staffGet('/api/v1/staff/contacts?limit=100')).json.data.items as { id: string }[]).find((listed) => listed.id === id);
    now = Date.parse(DUE);
    expect(await item()).toMatchObject({ due_at: DUE, overdue: false });
    now = Date.parse(DUE) + 1;
    expect(await item()).toMatchObject({ status: 'waiting', overdue: true });
    expect((await staffPut(`/api/v1/staff/contacts/${id}`, { status: 'done' })).json().data).toMatchObject({ status: 'done', overdue: false });
    expect(await item()).toMatchObject({ status: 'done', overdue: false });
  });

  it('follows up careers applications: waiting with a due time, marked done by staff and listed below the waiting ones', async () => {
    now = Date.parse(RECEIVED);
    const ids: string[] = [];
    // Both applications link the same uploaded documents.
    await arrangeLinkedUploads(server.store, aValidCareersApplication());
    for (const email of ['first.applicant@example.in', 'second.applicant@example.in']) {
      const application = aValidCareersApplication({ email });
      const response = await server.post(ENDPOINTS.careersApply.path, application);
      expect(response.status, response.text).toBe(201);
      ids.push(response.json.data.id as string);
      now += 60_000;
    }
    const listed = async () => (await server.staffGet('/api/v1/staff/applications')).json.data.items as { id: string; status: string }[];
    expect((await listed()).map((item) => item.id)).toEqual([ids[1], ids[0]]);
    expect((await listed())[0]).toMatchObject({ status: 'waiting', marked_at: null, due_at: DUE, overdue: false });

    const marked = await staffPut(`/api/v1/staff/applications/${ids[1]}`, { status: 'done' });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({ success: true, msg: STAFF_MESSAGES.saved, data: { id: ids[1], status: 'done', aadhar_number: expect.stringMatching(/^XXXX-XXXX-\d{4}$/) } });
    expect(STAFF_CONTRACT.staffMarkApplication.data.safeParse(marked.json().data).error?.issues).toBeUndefined();
    expect((await listed()).map((item) => [item.id, item.status])).toEqual([
      [ids[0], 'waiting'],
      [ids[1], 'done'],
    ]);

    const unknown = await staffPut('/api/v1/staff/applications/no-such-application', { status: 'done' });
    expect(unknown.statusCode).toBe(404);
    expect((await staffPut(`/api/v1/staff/applications/${ids[0]}`, { status: 'called' })).statusCode).toBe(400);
    expect((await server.app.inject({ method: 'PUT', url: `/api/v1/staff/applications/${ids[0]}`, payload: { status: 'done' } })).statusCode).toBe(401);
  });
});
