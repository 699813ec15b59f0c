import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callbackQueueUseCases, ENDPOINTS, OPERATOR_ACTOR, STAFF_MESSAGES, URGENT_QUEUE_TEXT, type Clock } from '@manobal/core';
import { aValidCallbackRequest } from '../../fixtures/forms';
import { aStaffActor, anotherStaffActor } from '../../fixtures/staff-actors';
import { TEST_ADMIN_ID, TEST_ADMIN_NAME } from './support/staff-people';
import { MIGRATIONS } from '../../server/src/store/migrations';
import { createTestDatabase, describeEachEngine, migratorFor, openRawDatabase, type TestDatabase } from './support/test-databases';
import { TEST_STAFF_TOKEN, useTestServer } from './support/test-server';

describeEachEngine('the urgent queue', (engine) => {
  // From 09:30 IST on Monday 5 January 2026, a minute per request: the care team works and order follows time.
  let minutes = 0;
  const clock: Clock = { now: () => new Date(Date.UTC(2026, 0, 5, 4, minutes++)) };
  const server = useTestServer(engine, { clock });

  const ask = async (name: string, reason: 'crisis' | 'booking-help' = 'crisis'): Promise<string> => {
    const response = await server().post(ENDPOINTS.requestCallback.path, aValidCallbackRequest({ name, reason }));
    expect(response.status, response.text).toBe(201);
    return response.json.data.id as string;
  };
  const act = (id: string, action: 'claim' | 'outcome' | 'release', body: object = {}, token: string | null = TEST_STAFF_TOKEN) =>
    server().app.inject({
      method: 'POST',
      url: `/api/v1/staff/callbacks/${id}/${action}`,
      headers: token === null ? {} : { authorization: `Bearer ${token}` },
      payload: body,
    });
  const queue = async (state = 'all') => {
    const response = await server().staffGet(`/api/v1/staff/callbacks?limit=100&state=${state}`);
    expect(response.status, response.text).toBe(200);
    return response.json.data.items as { id: string; name: string; state: string; claimed_by: unknown; attempts: number; outcome: string | null; overdue: boolean }[];
  };

  it("claims a call-back for the person behind the call ('I'm calling'), records what the call came to and lists it closed", async () => {
    const id = await ask('Queue Walk');
    const claimed = await act(id, 'claim');
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({ success: true, msg: STAFF_MESSAGES.saved, data: { id, state: 'claimed', claimed_by: { person_id: TEST_ADMIN_ID, name: TEST_ADMIN_NAME } } });
    const unanswered = await act(id, 'outcome', { outcome: 'no-answer' });
    expect(unanswered.json().data).toMatchObject({ state: 'waiting', claimed_by: null, attempts: 1, outcome: 'no-answer' });
    await act(id, 'claim');
    const reached = await act(id, 'outcome', { outcome: 'reached' });
    expect(reached.json().data).toMatchObject({ state: 'closed', closed_by: { name: TEST_ADMIN_NAME }, attempts: 1, outcome: 'reached', closed_at: expect.any(String) });
    expect((await queue('open')).map((item) => item.id)).not.toContain(id);
    expect((await queue('closed')).find((item) => item.id === id)).toMatchObject({ state: 'closed', attempts: 1, outcome: 'reached' });
  });

  it('refuses an outcome before a claim, anything on a closed one, an unknown id or outcome, and anyone without a staff credential', async () => {
    const id = await ask('Queue Refusals');
    const early = await act(id, 'outcome', { outcome: 'reached' });
    expect([early.statusCode, early.json()]).toEqual([409, { success: false, msg: URGENT_QUEUE_TEXT.notClaimed, kind: 'callback-not-claimed' }]);
    await act(id, 'claim');
    const wrong = await act(id, 'outcome', { outcome: 'sorted' });
    expect([wrong.statusCode, wrong.json().errors]).toEqual([400, { outcome: 'Use an outcome: reached, no-answer, referred-emergency, referred-tele-manas, closed.' }]);
    await act(id, 'outcome', { outcome: 'referred-emergency' });
    const closed = await act(id, 'claim');
    expect([closed.statusCode, closed.json().kind, closed.json().msg]).toEqual([409, 'callback-closed', URGENT_QUEUE_TEXT.closedAlready]);
    const unknown = await act('no-such-request', 'claim');
    expect([unknown.statusCode, unknown.json().msg]).toEqual([404, 'No call-back request has this id.']);
    expect((await act(id, 'release', {}, null)).statusCode).toBe(401);
    expect((await server().get('/api/v1/staff/callbacks?state=mine', { authorization: `Bearer ${TEST_STAFF_TOKEN}` })).json.errors).toEqual({ state: 'Use a state: open, closed, all.' });
  });

  it('lets the claimer release a call-back back to waiting', async () => {
    const id = await ask('Queue Release');
    await act(id, 'claim');
    const released = await act(id, 'release');
    expect(released.json().data).toMatchObject({ state: 'waiting', claimed_by: null });
  });

  it("lists open ones first (waiting before claimed), a crisis first, then the one asked longest ago", async () => {
    const help = await ask('Order Help', 'booking-help');
    const crisis = await ask('Order Crisis');
    const claimed = await ask('Order Claimed');
    await act(claimed, 'claim');
    const ids = (await queue('open')).map((item) => item.id);
    expect(ids.indexOf(crisis)).toBeLessThan(ids.indexOf(help));
    expect(ids.indexOf(help)).toBeLessThan(ids.indexOf(claimed));
    const states = (await queue('all')).map((item) => item.state);
    expect(states.lastIndexOf('waiting')).toBeLessThan(states.indexOf('claimed'));
    expect(states.lastIndexOf('claimed')).toBeLessThan(states.indexOf('closed'));
  });

  it('of two people claiming the same call-back at once, the database lets exactly one through and the other is told who has it', async () => {
    const { claimCallback } = callbackQueueUseCases({ callbacks: server().store.callbacks, clock });
    const [anita, ravi] = [aStaffActor(), anotherStaffActor()];
    for (let round = 0; round < 8; round += 1) {
      const id = await ask(`Race ${round}`);
      const answers = await Promise.all([claimCallback(anita, { id }), claimCallback(ravi, { id })]);
      const winners = answers.filter((answer) => answer.isOk());
      expect(winners, `round ${round}`).toHaveLength(1);
      const winner = winners[0]!._unsafeUnwrap().claimed_by!;
      const loser = answers.find((answer) => answer.isErr())!._unsafeUnwrapErr();
      expect(loser).toEqual({ kind: 'claimed-by-other', claimedBy: { personId: winner.person_id, name: winner.name } });
      // The one event of the claim, not two.
      const events = await server().store.staffEvents.after(0, 1000);
      expect(events.filter((event) => event.callbackId === id && event.type === 'callback-claimed')).toHaveLength(1);
    }
  });

  it('keeps one numbered event per change, in order, naming people and never the visitor', async () => {
    const before = await server().store.staffEvents.latestId();
    const id = await ask('Event Trail');
    await act(id, 'claim');
    await act(id, 'outcome', { outcome: 'referred-tele-manas' });
    const events = await server().store.staffEvents.after(before, 100);
    expect(events.map((event) => [event.id, event.type, event.callbackId, event.by?.name ?? null, event.outcome])).toEqual([
      [before + 1, 'callback-requested', id, null, null],
      [before + 2, 'callback-claimed', id, TEST_ADMIN_NAME, null],
      [before + 3, 'callback-outcome', id, TEST_ADMIN_NAME, 'referred-tele-manas'],
    ]);
    expect(JSON.stringify(events)).not.toContain('Event Trail');
    expect(await server().store.staffEvents.latestId()).toBe(before + 3);
  });
});

/** The migration just before the queue's, whatever others land around it. */
const BEFORE_QUEUE = Object.keys(MIGRATIONS)
  .sort()
  .filter((name) => name < '0023-callback-queue')
  .at(-1)!;

describeEachEngine('call-backs kept before the urgent queue', (engine) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(engine);
    const raw = openRawDatabase(db);
    try {
      const migrator = migratorFor(raw, db, MIGRATIONS);
      const { error } = await migrator.migrateTo(BEFORE_QUEUE);
      if (error) throw error;
      const row = (id: string, status: string, markedAt: string | null) =>
        sql`insert into callback_requests (id, name, phone, reason, urgency, created_at, status, marked_at, due_at)
          values (${id}, ${`Kept ${id}`}, '9876543210', 'crisis', 'urgent', '2026-11-01T04:00:00.000Z', ${status}, ${markedAt}, '2026-11-01T05:00:00.000Z')`.execute(raw);
      await row('old-done', 'done', '2026-11-01T04:30:00.000Z');
      await row('old-waiting', 'waiting', null);
    } finally {
      await raw.destroy();
    }
  });
  afterAll(async () => {
    await db?.drop();
  });

  it("closes a request marked done (by the server operator, whose shared token marked it) and leaves a waiting one waiting, unclaimed", async () => {
    const store = await db.open();
    try {
      const done = (await store.callbacks.find('old-done'))._unsafeUnwrap();
      expect(done?.queue).toEqual({
        position: { state: 'closed', by: { personId: OPERATOR_ACTOR.personId, name: OPERATOR_ACTOR.name }, at: new Date('2026-11-01T04:30:00.000Z'), outcome: 'closed' },
        attempts: 0,
        lastOutcome: 'closed',
      });
      expect((await store.callbacks.find('old-waiting'))._unsafeUnwrap()?.queue).toEqual({ position: { state: 'waiting' }, attempts: 0, lastOutcome: null });
      const open = (await store.callbacks.page({ page: 1, limit: 10, view: 'open' }))._unsafeUnwrap();
      expect(open.items.map((item) => item.id)).toEqual(['old-waiting']);
      expect(await store.staffEvents.latestId()).toBe(0);
    } finally {
      await store.close();
    }
  });
});
