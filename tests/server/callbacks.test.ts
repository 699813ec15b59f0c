import { afterAll, beforeAll, expect, it } from 'vitest';
import { BOOKING_MESSAGES, CALLBACK_MESSAGES, callbackConfirmation, ENDPOINTS, type Clock, formMessageText } from '@manobal/core';
import { aValidCallbackRequest } from '../../fixtures/forms';
import { aStaffCallback } from '../../fixtures/staff-callbacks';
import { capturedLogs } from './support/captured-logs';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

interface ListedCallback {
  readonly id: string;
  readonly name: string;
  readonly phone: string;
  readonly reason: string;
  readonly urgency: string;
  readonly risk: string | null;
  readonly language: string | null;
  readonly state: string;
  readonly created_at: string;
  readonly due_at: string;
  readonly overdue: boolean;
}

describeEachEngine('call-back requests', (engine) => {
  let db: TestDatabase;
  let server: TestServer;
  const logs = capturedLogs();
  // Each request a minute after the last, so "oldest first" is decided by time, not by the order of ids. From
  // 09:30 IST on Monday 5 January 2026: the care team (09:00-21:00 IST by default) is working.
  let minutes = 0;
  const clock: Clock = { now: () => new Date(Date.UTC(2026, 0, 5, 4, minutes++)) };
  const path = ENDPOINTS.requestCallback.path;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    server = await startTestServer(db, { clock, logger: logs.logger });
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  const listed = async (): Promise<ListedCallback[]> => {
    const response = await server.staffGet('/api/v1/staff/callbacks?limit=100');
    expect(response.status, response.text).toBe(200);
    return response.json.data.items;
  };

  it('keeps a crisis request with 201, says the care team is working and will call within the hour, and staff see it as urgent and due', async () => {
    const response = await server.post(path, aValidCallbackRequest({ name: 'Crisis Caller', phone: '+91 98123 45670' }));
    expect(response.status, response.text).toBe(201);
    const data = { id: expect.any(String), reason: 'crisis', care_team: { state: 'open', closes_at: '2026-01-05T15:30:00.000Z' }, hours: { opens: '09:00', closes: '21:00' }, acknowledgement: null };
    expect(response.json).toEqual({ success: true, msg: callbackConfirmation(response.json.data).join(' '), data });
    expect(response.json.msg).toContain('at the top of their list');
    const created = response.json.data.id as string;
    const [item] = (await listed()).filter((listedItem) => listedItem.id === created);
    // A crisis asked while the care team works is due within the hour.
    expect(item).toEqual(aStaffCallback({ id: created, name: 'Crisis Caller', phone: '9812345670', created_at: item!.created_at }));
  });

  it("keeps the wizard's risk answer and the language for the care team, and refuses ids it does not know", async () => {
    const response = await server.post(path, aValidCallbackRequest({ name: 'Context Caller', risk: 'yes', language: 'marathi' }));
    expect(response.status, response.text).toBe(201);
    expect((await listed()).find((item) => item.id === response.json.data.id)).toMatchObject({ risk: 'yes', language: 'marathi' });
    const refused = await server.post(path, aValidCallbackRequest({ risk: 'perhaps' as never, language: 'elvish' as never }));
    expect([refused.status, refused.json.errors]).toEqual([400, { risk: formMessageText('en', CALLBACK_MESSAGES.riskInvalid), language: formMessageText('en', CALLBACK_MESSAGES.languageInvalid) }]);
  });

  it('lists a crisis first, then the one asked longest ago, whatever order they came in', async () => {
    const older = await server.post(path, aValidCallbackRequest({ name: 'Order Help One', reason: 'booking-help' }));
    const crisis = await server.post(path, aValidCallbackRequest({ name: 'Order Crisis', reason: 'crisis' }));
    const newer = await server.post(path, aValidCallbackRequest({ name: 'Order Help Two', reason: 'booking-help' }));
    for (const response of [older, crisis, newer]) expect(response.status, response.text).toBe(201);

    const items = await listed();
    const urgencies = items.map((item) => item.urgency);
    expect(urgencies.indexOf('normal')).toBeGreaterThan(urgencies.lastIndexOf('urgent'));
    const names = items.map((item) => item.name);
    expect(names.indexOf('Order Crisis')).toBeLessThan(names.indexOf('Order Help One'));
    expect(names.indexOf('Order Help One')).toBeLessThan(names.indexOf('Order Help Two'));
    expect(items.find((item) => item.name === 'Order Help Two')).toMatchObject({ reason: 'booking-help', urgency: 'normal' });
  });

  it('refuses a request without consent, with the message and nothing kept', async () => {
    const response = await server.post(path, aValidCallbackRequest({ name: 'No Consent', consent: false as never }));
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ success: false, msg: formMessageText('en', CALLBACK_MESSAGES.consent), errors: { consent: formMessageText('en', CALLBACK_MESSAGES.consent) } });
    expect((await listed()).map((item) => item.name)).not.toContain('No Consent');
  });

  it("refuses a phone that is not a 10-digit Indian mobile and a missing name, with the booking form's messages", async () => {
    const response = await server.post(path, aValidCallbackRequest({ name: ' ', phone: '12345' }));
    expect(response.status).toBe(400);
    expect(response.json.errors).toEqual({ name: formMessageText('en', BOOKING_MESSAGES.nameRequired), phone: formMessageText('en', BOOKING_MESSAGES.phoneInvalid) });
  });

  it('refuses a reason that is not one of the ids', async () => {
    const response = await server.post(path, aValidCallbackRequest({ reason: 'Crisis' as never }));
    expect(response.status).toBe(400);
    expect(response.json.errors).toEqual({ reason: formMessageText('en', CALLBACK_MESSAGES.reasonInvalid) });
  });

  it('keeps the listing for staff only', async () => {
    expect((await server.get('/api/v1/staff/callbacks')).status).toBe(401);
  });

  it('never writes the phone number to the logs', async () => {
    await server.post(path, aValidCallbackRequest({ phone: '9000012345' }));
    await listed();
    const log = logs.text();
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain('9000012345');
    expect(log).not.toContain('9812345670');
  });
});

describeEachEngine('call-back requests outside the care team\'s hours', (engine) => {
  let db: TestDatabase;
  let server: TestServer;
  // 09:30 IST; this deployment's care team works 12:00-20:00 IST.
  const clock: Clock = { now: () => new Date('2026-01-05T04:00:00.000Z') };

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    server = await startTestServer(db, { clock, env: { CARE_TEAM_HOURS: '12:00-20:00' } });
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('answers when the team opens and names Tele-MANAS, and a crisis is due within the hour of opening', async () => {
    const response = await server.post(ENDPOINTS.requestCallback.path, aValidCallbackRequest());
    expect(response.status, response.text).toBe(201);
    expect(response.json.data).toMatchObject({ care_team: { state: 'closed', opens_at: '2026-01-05T06:30:00.000Z' }, hours: { opens: '12:00', closes: '20:00' } });
    expect(response.json.msg).toContain('They start again on Mon 5 Jan, 12:00 pm IST');
    expect(response.json.msg).toContain('Tele-MANAS on 14416: it answers 24 hours a day');
    const listed = await server.staffGet('/api/v1/staff/callbacks');
    expect(listed.json.data.items[0]).toMatchObject({ id: response.json.data.id, due_at: '2026-01-05T07:30:00.000Z', overdue: false, past_due: false });
  });
});
