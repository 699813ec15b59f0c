import { expect, it } from 'vitest';
import { CALL_MESSAGES, ENDPOINTS, FORMS, RECORD_FORM_IDS, STAFF_MESSAGES, type RecordFormId } from '@manobal/core';
import { storedRecordOf, VALID_PAYLOADS } from '../../fixtures/forms';
import { describeEachEngine } from './support/test-databases';
import { TEST_STAFF_TOKEN, useTestServer } from './support/test-server';

/** The fields core refuses in an empty body, each with the id of core's message: the server must name the same. */
const refusedFieldsOf = (form: RecordFormId): Record<string, string> =>
  Object.fromEntries((FORMS[form].schema.safeParse({}).error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

// Every call declared with recordForm, through the real server on both engines: a new record form is covered
// here by its example in fixtures/forms.ts alone.
/**
 * The first answer's status: 201, but the newsletter's sign-up (double opt-in) answers every address alike with 200,
 * new or not, so not even the status tells who is on the list (tests/server/newsletter.test.ts).
 */
const firstStatusOf = (form: RecordFormId): number => (form === 'newsletter' ? 200 : 201);

describeEachEngine('record forms over HTTP', (engine) => {
  const running = useTestServer(engine);

  const listed = async (form: RecordFormId): Promise<{ items: Record<string, unknown>[]; total: number }> =>
    (await running().staffGet(`/api/v1/staff/${FORMS[form].record.collection}?limit=100`)).json.data;

  it.each(RECORD_FORM_IDS)("%s: keeps its example with 201 (the newsletter 200) and the call's words, and staff read back every field as kept", async (form) => {
    const { call, record } = FORMS[form];
    const payload = VALID_PAYLOADS[form]();
    const response = await running().post(ENDPOINTS[call].path, payload);
    expect(response.status, response.text).toBe(firstStatusOf(form));
    const withId = ENDPOINTS[call].data === 'created';
    expect(response.json).toEqual({ success: true, msg: CALL_MESSAGES[call].success, ...(withId ? { data: { id: expect.any(String) } } : {}) });
    const kept = (await listed(form)).items;
    expect(kept).toContainEqual({
      id: withId ? response.json.data.id : expect.any(String),
      ...storedRecordOf(form, payload),
      [record.receivedColumn]: expect.any(String),
      ...(record.followUp ? { status: 'waiting', marked_at: null, due_at: expect.any(String), overdue: false } : {}),
    });
    for (const item of kept) expect(Number.isNaN(Date.parse(String(item[record.receivedColumn])))).toBe(false);
  });

  it.each(RECORD_FORM_IDS)("%s: refuses an empty body with 400 and core's message for each required field, and keeps nothing", async (form) => {
    const before = (await listed(form)).total;
    const response = await running().post(ENDPOINTS[FORMS[form].call].path, {});
    expect(response.status).toBe(400);
    const refused = refusedFieldsOf(form);
    expect(Object.keys(refused).length).toBeGreaterThan(0);
    expect(response.json).toMatchObject({ success: false, kind: 'validation', error_ids: refused });
    // Each field in words, in the request's language (English here), never the bare id.
    expect(Object.keys(response.json.errors)).toEqual(Object.keys(refused));
    for (const [field, words] of Object.entries(response.json.errors as Record<string, string>)) {
      expect(words, field).toMatch(/^[A-Z]/);
      expect(words).not.toBe(refused[field]);
    }
    expect((await listed(form)).total).toBe(before);
  });

  it.each(RECORD_FORM_IDS.filter((form) => FORMS[form].record.onceBy !== undefined))(
    '%s: answers a repeat of its one-per-value field with 200 and the same words, no id, and keeps one record',
    async (form) => {
      const { call, record } = FORMS[form];
      const once = record.onceBy as string;
      const example = VALID_PAYLOADS[form]();
      const payload = { ...example, [once]: `again.${String(example[once])}` };
      const first = await running().post(ENDPOINTS[call].path, payload);
      const again = await running().post(ENDPOINTS[call].path, payload);
      expect([first.status, again.status]).toEqual([firstStatusOf(form), 200]);
      expect(again.json).toEqual({ success: true, msg: CALL_MESSAGES[call].success });
      expect((await listed(form)).items.filter((item) => item[once] === storedRecordOf(form, payload)[once])).toHaveLength(1);
    },
  );

  const FOLLOWED_UP = RECORD_FORM_IDS.filter((form) => FORMS[form].record.followUp);

  const mark = (collection: string, id: string, status: unknown, token: string | null = TEST_STAFF_TOKEN) =>
    running().app.inject({
      method: 'PUT',
      url: `/api/v1/staff/${collection}/${id}`,
      headers: token === null ? {} : { authorization: `Bearer ${token}` },
      payload: { status },
    });

  it.each(FOLLOWED_UP)('%s: staff mark a record done, listed below every waiting one, and waiting again', async (form) => {
    const { call, record } = FORMS[form];
    const sent = [];
    for (let i = 0; i < 3; i += 1) sent.push(await running().post(ENDPOINTS[call].path, VALID_PAYLOADS[form]()));
    const [oldest, middle, newest] = sent.map((response) => String(response.json.data.id));

    const done = await mark(record.collection, newest!, 'done');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ success: true, msg: STAFF_MESSAGES.saved, data: expect.objectContaining({ id: newest, status: 'done', marked_at: expect.any(String) }) });
    expect(Number.isNaN(Date.parse(done.json().data.marked_at))).toBe(false);
    const items = (await listed(form)).items;
    const order = items.map((item) => item.id);
    // The newest is done: the two sent before it, still waiting, come first, however new the done one is.
    expect(order.indexOf(newest)).toBeGreaterThan(Math.max(order.indexOf(oldest), order.indexOf(middle)));
    const statuses = items.map((item) => item.status);
    expect(statuses.indexOf('done')).toBeGreaterThan(statuses.lastIndexOf('waiting'));

    expect((await mark(record.collection, newest!, 'waiting')).json().data).toMatchObject({ id: newest, status: 'waiting' });
    expect((await listed(form)).items.find((item) => item.id === newest)).toMatchObject({ status: 'waiting' });
  });

  it('answers 404 for an unknown id, 400 for a collection nobody follows up or a status that is not one, and 401 without the token; nothing changes', async () => {
    const [followed] = FOLLOWED_UP;
    const notFollowed = RECORD_FORM_IDS.find((form) => !FORMS[form].record.followUp);
    expect(followed && notFollowed).toBeTruthy();
    const { call, record } = FORMS[followed!];
    const id = String((await running().post(ENDPOINTS[call].path, VALID_PAYLOADS[followed!]())).json.data.id);

    const unknown = await mark(record.collection, 'no-such-record', 'done');
    expect([unknown.statusCode, unknown.json().msg]).toEqual([404, 'No record in this collection has this id.']);
    const wrongStatus = await mark(record.collection, id, 'called');
    expect([wrongStatus.statusCode, wrongStatus.json().errors]).toEqual([400, { status: 'Use a status: waiting or done.' }]);
    const wrongCollection = await mark(FORMS[notFollowed!].record.collection, id, 'done');
    expect(wrongCollection.statusCode).toBe(400);
    expect(wrongCollection.json().errors.collection).toMatch(/^Only these are marked: /);
    expect((await mark(record.collection, id, 'done', null)).statusCode).toBe(401);
    expect((await listed(followed!)).items.find((item) => item.id === id)).toMatchObject({ status: 'waiting', marked_at: null });
  });
});
