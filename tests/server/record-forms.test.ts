import { expect, it } from 'vitest';
import { CALL_MESSAGES, ENDPOINTS, FORMS, RECORD_FORM_IDS, type RecordFormId } from '@manobal/core';
import { VALID_PAYLOADS } from '../../fixtures/forms';
import { describeEachEngine } from './support/test-databases';
import { useTestServer } from './support/test-server';

/** What the server should keep of a payload: core's schema output, each declared field, null when left out. */
const storedOf = (form: RecordFormId, payload: unknown): Record<string, unknown> => {
  const output = FORMS[form].schema.parse(payload) as Record<string, unknown>;
  return Object.fromEntries(Object.keys(FORMS[form].record.fields).map((field) => [field, output[field] ?? null]));
};

/** The fields core refuses in an empty body, with core's words: the server must say the same. */
const refusedFieldsOf = (form: RecordFormId): Record<string, string> =>
  Object.fromEntries((FORMS[form].schema.safeParse({}).error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

// Every call declared with recordForm, through the real server on both engines: a new record form is covered
// here by its example in fixtures/forms.ts alone.
describeEachEngine('record forms over HTTP', (engine) => {
  const running = useTestServer(engine);

  const listed = async (form: RecordFormId): Promise<{ items: Record<string, unknown>[]; total: number }> =>
    (await running().staffGet(`/api/v1/staff/${FORMS[form].record.collection}?limit=100`)).json.data;

  it.each(RECORD_FORM_IDS)("%s: keeps its example with 201 and the call's words, and staff read back every field as kept", async (form) => {
    const { call, record } = FORMS[form];
    const payload = VALID_PAYLOADS[form]();
    const response = await running().post(ENDPOINTS[call].path, payload);
    expect(response.status, response.text).toBe(201);
    const withId = ENDPOINTS[call].data === 'created';
    expect(response.json).toEqual({ success: true, msg: CALL_MESSAGES[call].success, ...(withId ? { data: { id: expect.any(String) } } : {}) });
    const kept = (await listed(form)).items;
    expect(kept).toContainEqual({ id: withId ? response.json.data.id : expect.any(String), ...storedOf(form, payload), [record.receivedColumn]: expect.any(String) });
    for (const item of kept) expect(Number.isNaN(Date.parse(String(item[record.receivedColumn])))).toBe(false);
  });

  it.each(RECORD_FORM_IDS)("%s: refuses an empty body with 400 and core's message for each required field, and keeps nothing", async (form) => {
    const before = (await listed(form)).total;
    const response = await running().post(ENDPOINTS[FORMS[form].call].path, {});
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ success: false, errors: refusedFieldsOf(form) });
    expect(Object.keys(refusedFieldsOf(form)).length).toBeGreaterThan(0);
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
      expect([first.status, again.status]).toEqual([201, 200]);
      expect(again.json).toEqual({ success: true, msg: CALL_MESSAGES[call].success });
      expect((await listed(form)).items.filter((item) => item[once] === storedOf(form, payload)[once])).toHaveLength(1);
    },
  );
});
