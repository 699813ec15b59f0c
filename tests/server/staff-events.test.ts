import { afterAll, beforeAll, expect, it } from 'vitest';
import { ENDPOINTS, STAFF_EVENTS_PATH } from '@manobal/core';
import { aValidCallbackRequest } from '../../fixtures/forms';
import { startBuiltServer, type BuiltServer } from './support/built-server';
import { openStream, type OpenStream } from './support/event-stream-client';
import { TEST_ADMIN_ID, TEST_ADMIN_NAME } from './support/staff-people';
import { createTestDatabase, describeEachEngine, describeOnPostgres, type TestDatabase } from './support/test-databases';
import { startTestServer, TEST_STAFF_TOKEN, type TestServer } from './support/test-server';

const STAFF = { authorization: `Bearer ${TEST_STAFF_TOKEN}` };

const ask = async (baseUrl: string, name: string): Promise<string> => {
  const response = await fetch(`${baseUrl}${ENDPOINTS.requestCallback.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(aValidCallbackRequest({ name })),
  });
  const body = (await response.json()) as { data: { id: string } };
  expect(response.status).toBe(201);
  return body.data.id;
};

const claim = (baseUrl: string, id: string) => fetch(`${baseUrl}/api/v1/staff/callbacks/${id}/claim`, { method: 'POST', headers: { ...STAFF, 'content-type': 'application/json' }, body: '{}' });

describeEachEngine('the staff event stream', (engine) => {
  let db: TestDatabase;
  let server: TestServer;
  const streams: OpenStream[] = [];
  const stream = async (headers: Record<string, string> = STAFF, query = '') => {
    const opened = await openStream(`${server.baseUrl}${STAFF_EVENTS_PATH}${query}`, headers);
    streams.push(opened);
    return opened;
  };

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    server = await startTestServer(db);
  });
  afterAll(async () => {
    for (const opened of streams) opened.close();
    await server?.close();
    await db?.drop();
  });

  it('sends every open console a new call-back, its claim and its outcome as numbered events, naming people and never the visitor', async () => {
    const first = await stream();
    const second = await stream();
    expect([first.status, first.contentType]).toEqual([200, 'text/event-stream; charset=utf-8']);
    const id = await ask(server.baseUrl, 'Stream Visitor');
    for (const console of [first, second]) {
      const requested = await console.next((event) => event.data.callback_id === id);
      expect(requested.data).toMatchObject({ type: 'callback-requested', reason: 'crisis', by: null, outcome: null });
      expect(requested.id).toBe(String(requested.data.id));
    }
    expect((await claim(server.baseUrl, id)).status).toBe(200);
    const claimed = await first.next((event) => event.data.type === 'callback-claimed');
    expect(claimed.data).toMatchObject({ callback_id: id, by: { person_id: TEST_ADMIN_ID, name: TEST_ADMIN_NAME } });
    expect(Number(claimed.id)).toBeGreaterThan(Number(first.received[0]!.id));
    expect(JSON.stringify(first.received)).not.toContain('Stream Visitor');
    expect(first.retry()).toBe(2000);
  });

  it('sends a console that names the last event it saw every event after it, in order, and a new console only what comes next', async () => {
    const before = await server.store.staffEvents.latestId();
    const missed = [await ask(server.baseUrl, 'Missed One'), await ask(server.baseUrl, 'Missed Two')];
    const caughtUp = await stream({ ...STAFF, 'last-event-id': String(before) });
    expect((await caughtUp.next()).data).toMatchObject({ id: before + 1, callback_id: missed[0] });
    expect((await caughtUp.next()).data).toMatchObject({ id: before + 2, callback_id: missed[1] });
    // The same through the query string, for a console that opens a new stream itself.
    const byQuery = await stream(STAFF, `?last_event_id=${before + 1}`);
    expect((await byQuery.next()).data).toMatchObject({ id: before + 2, callback_id: missed[1] });
    const fresh = await stream();
    const next = await ask(server.baseUrl, 'After Fresh');
    expect((await fresh.next()).data).toMatchObject({ callback_id: next, id: before + 3 });
  });

  it('is open only to a staff credential', async () => {
    const refused = await openStream(`${server.baseUrl}${STAFF_EVENTS_PATH}`);
    expect(refused.status).toBe(401);
  });
});

describeEachEngine('the staff event stream across a server restart', (engine) => {
  let db: TestDatabase;
  let server: TestServer | undefined;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('lets a console that reconnects with Last-Event-ID after a restart catch up on what it missed while the server was down', async () => {
    server = await startTestServer(db);
    const console = await openStream(`${server.baseUrl}${STAFF_EVENTS_PATH}`, STAFF);
    const seen = await ask(server.baseUrl, 'Before Restart');
    const last = await console.next((event) => event.data.callback_id === seen);
    await server.close();
    // The server's close ended the stream, as a restart does.
    await expect(console.next()).rejects.toThrow();
    server = await startTestServer(db);
    const missed = await ask(server.baseUrl, 'While Away');
    const back = await openStream(`${server.baseUrl}${STAFF_EVENTS_PATH}`, { ...STAFF, 'last-event-id': last.id });
    expect((await back.next()).data).toMatchObject({ id: Number(last.id) + 1, type: 'callback-requested', callback_id: missed });
    back.close();
  });
});

describeOnPostgres('the staff event stream across two server processes on one PostgreSQL database', () => {
  let db: TestDatabase;
  const running: BuiltServer[] = [];

  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    running.push(await startBuiltServer(db), await startBuiltServer(db));
  }, 120_000);
  afterAll(async () => {
    for (const process of running) await process.stop();
    await db?.drop();
  });

  it('delivers a call-back made through one process to a console connected to the other (LISTEN/NOTIFY)', async () => {
    const [one, other] = running as [BuiltServer, BuiltServer];
    const console = await openStream(`${other.baseUrl}${STAFF_EVENTS_PATH}`, STAFF);
    expect(console.status).toBe(200);
    const id = await ask(one.baseUrl, 'Across Instances');
    expect((await console.next((event) => event.data.callback_id === id)).data).toMatchObject({ type: 'callback-requested', reason: 'crisis' });
    expect((await claim(one.baseUrl, id)).status).toBe(200);
    expect((await console.next((event) => event.data.type === 'callback-claimed')).data).toMatchObject({ callback_id: id });
    console.close();
  });
});
