import { stat } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createStaffApi, ENDPOINTS, FORMS, OPENAPI_PATH, rolesAllow, STAFF_CONTRACT, STAFF_CREDENTIAL_REFUSALS, STAFF_MESSAGES, STAFF_ROLES, STAFF_SIGN_IN_CONTRACT, type FetchLike, type StaffCallName } from '@manobal/core';
import { aValidCallbackRequest, aValidLead, fixtureFile } from '../../fixtures/forms';
import { A_NEW_THERAPIST } from '../../fixtures/in-memory/in-memory-therapists';
import { nodeUploadTransport } from '../../cli/src/node-upload-transport';
import { exampleValue, openApiValidator } from './support/openapi-validator';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/test-databases';
import { startTestServer, TEST_STAFF_TOKEN, type TestServer } from './support/test-server';

type Json = Record<string, unknown>;

/** Node's fetch, counting what leaves: a request the client refuses never reaches the server. */
const countingFetch = () => {
  const sent: { url: string; method: string; authorization: string | undefined }[] = [];
  const fetchFn: FetchLike = async (url, { timeoutMs: _limit, ...init }) => {
    sent.push({ url, method: init.method, authorization: init.headers.Authorization });
    return fetch(url, init);
  };
  return { fetchFn, sent };
};

describeEachEngine("core's staff contract, its client and the server", (engine) => {
  let db: TestDatabase;
  let server: TestServer;
  let doc: ReturnType<typeof openApiValidator>;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    server = await startTestServer(db);
    doc = openApiValidator((await server.get(OPENAPI_PATH)).json as Json);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  const staffApi = (staffToken = TEST_STAFF_TOKEN) => {
    const counted = countingFetch();
    return { api: createStaffApi({ baseUrl: server.baseUrl, fetchFn: counted.fetchFn, uploadTransport: nodeUploadTransport, timeoutMs: 10_000, staffToken }), sent: counted.sent };
  };

  it('documents every call of the table at its method and path, behind a staff token or a console session, with the roles it opens to', () => {
    for (const [call, contract] of Object.entries(STAFF_CONTRACT)) {
      const { method, path, operation } = doc.operation(call);
      expect({ method, path, security: operation.security }, call).toEqual({ method: contract.method.toLowerCase(), path: contract.path, security: [{ staffToken: [] }, { staffSession: [] }] });
      expect(operation['x-staff-roles'], call).toEqual(STAFF_ROLES.filter((role) => rolesAllow([role], contract.allow)));
    }
  });

  it('documents the sign-in calls as public', () => {
    for (const [call, contract] of Object.entries(STAFF_SIGN_IN_CONTRACT)) {
      const { method, path, operation } = doc.operation(call);
      expect({ method, path, security: operation.security }, call).toEqual({ method: contract.method.toLowerCase(), path: contract.path, security: [] });
    }
  });

  it("makes every documented example, in a care team's order, through core's staff client, and gets the documented words", async () => {
    const { api, sent } = staffApi();
    const example = (call: StaffCallName) => {
      const operation = doc.operation(call).operation;
      const media = (operation.requestBody as { content?: Record<string, { examples?: Record<string, { value: unknown }> }> } | undefined)?.content?.['application/json'];
      const documented = exampleValue((operation.responses as Record<string, { content: Record<string, { examples?: Record<string, { value: unknown }> }> }>)[call === 'staffAddTherapist' ? '201' : '200']!.content['application/json']) as Json;
      // A JSON call's path parameters are documented as parameters; the example body holds the rest.
      return { request: { id: A_NEW_THERAPIST.id, ...(media ? (exampleValue(media) as Json) : {}) }, msg: documented.msg };
    };
    const callback = await server.post(ENDPOINTS.requestCallback.path, aValidCallbackRequest());
    const answers = [
      ['staffAddTherapist', await api.staffAddTherapist(example('staffAddTherapist').request as typeof A_NEW_THERAPIST)],
      ['staffUpdateTherapist', await api.staffUpdateTherapist({ ...A_NEW_THERAPIST, fee_inr: 1000 })],
      ['staffSetWeeklyRules', await api.staffSetWeeklyRules(example('staffSetWeeklyRules').request as never)],
      ['staffAddTimeOff', await api.staffAddTimeOff(example('staffAddTimeOff').request as never)],
      ['staffSetDateOverride', await api.staffSetDateOverride({ ...(example('staffSetDateOverride').request as object), date: '2026-12-15' } as never)],
      ['staffRemoveDateOverride', await api.staffRemoveDateOverride({ id: A_NEW_THERAPIST.id, date: '2026-12-08' })],
      ['staffRemoveTimeOff', await api.staffRemoveTimeOff(example('staffRemoveTimeOff').request as never)],
      ['staffTherapist', await api.staffTherapist({ id: A_NEW_THERAPIST.id })],
      ['staffAgenda', await api.staffAgenda({ id: A_NEW_THERAPIST.id })],
      ['staffSetTherapistPhoto', await api.staffSetTherapistPhoto({ id: A_NEW_THERAPIST.id, file: { name: 'kavya.png', size: (await stat(fixtureFile('sample.png'))).size, type: '', body: { path: fixtureFile('sample.png') } } })],
      ['staffRemoveTherapistPhoto', await api.staffRemoveTherapistPhoto({ id: A_NEW_THERAPIST.id })],
      ['staffTherapists', await api.staffTherapists({})],
      ['staffAppointments', await api.staffAppointments({ therapist: A_NEW_THERAPIST.id, from: '2026-12-01', to: '2026-12-31' })],
      // Nothing has that reference here: the call answers with its words and cancels nothing.
      ['staffCancelAppointments', await api.staffCancelAppointments(example('staffCancelAppointments').request as never)],
      ['staffCallbacks', await api.staffCallbacks({ page: 1, limit: 50 })],
      ['staffClaimCallback', await api.staffClaimCallback({ id: callback.json.data.id as string })],
      ['staffReleaseCallback', await api.staffReleaseCallback({ id: callback.json.data.id as string })],
      ['staffClaimCallback', await api.staffClaimCallback({ id: callback.json.data.id as string })],
      ['staffCallbackOutcome', await api.staffCallbackOutcome({ id: callback.json.data.id as string, outcome: 'reached' })],
      ['staffRecords', await api.staffRecords({ collection: 'leads' })],
      ['staffBookings', await api.staffBookings({})],
      ['staffVolunteers', await api.staffVolunteers({ page: 1 })],
      ['staffApplications', await api.staffApplications({ limit: 10 })],
      ['staffUsers', await api.staffUsers({ page: '1', limit: '50' })],
    ] as const;
    for (const [call, answer] of answers) {
      expect(answer.isOk(), `${call}: ${JSON.stringify(answer.isErr() ? answer.error : null)}`).toBe(true);
      expect(answer._unsafeUnwrap().msg, call).toBe(example(call).msg);
    }
    // What the calls left: the new fee, the documented hours and week away, no photo; the token on every request.
    const [listed] = (answers[11][1]._unsafeUnwrap().data.items ?? []).filter((item) => item.therapist.id === A_NEW_THERAPIST.id);
    expect(listed?.therapist).toMatchObject({ fee_inr: 1000, photo_url: null });
    expect(listed?.availability.time_off).toEqual([{ from: '2026-12-21', to: '2026-12-27' }]);
    expect(listed?.availability.date_overrides).toEqual([{ date: '2026-12-15', hours: [{ start: '10:00', end: '12:00', modes: ['video'] }] }]);
    expect(listed?.availability.rules.map((rule) => `${rule.weekday} ${rule.start}-${rule.end}`)).toEqual(['tue 18:00-21:00', 'sat 10:00-13:00']);
    expect(sent.every((request) => request.authorization === `Bearer ${TEST_STAFF_TOKEN}`)).toBe(true);
    expect(sent.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toContain(`PUT /api/v1/staff/therapists/${A_NEW_THERAPIST.id}/rules`);
  });

  it('refuses a request that breaks the call’s schema before sending it, naming the field as the server would', async () => {
    const { api, sent } = staffApi();
    const refused = await api.staffAddTimeOff({ id: A_NEW_THERAPIST.id, from: '2026-12-27', to: '2026-12-21' });
    expect(refused._unsafeUnwrapErr()).toMatchObject({ kind: 'validation', fieldErrors: { to: expect.any(String) } });
    expect(sent).toEqual([]);
    // The same body sent straight to the server gets the same field message.
    const direct = await server.app.inject({ method: 'POST', url: `/api/v1/staff/therapists/${A_NEW_THERAPIST.id}/time-off`, headers: { authorization: `Bearer ${TEST_STAFF_TOKEN}` }, payload: { from: '2026-12-27', to: '2026-12-21' } });
    expect(direct.statusCode).toBe(400);
    expect(direct.json().errors.to).toBe(refused._unsafeUnwrapErr().message);
    const tooBig = await api.staffSetTherapistPhoto({ id: A_NEW_THERAPIST.id, file: { name: 'huge.png', size: 50 * 1024 * 1024, type: 'image/png', body: { path: fixtureFile('sample.png') } } });
    expect(tooBig._unsafeUnwrapErr().message).toBe('File size should not exceed 10MB');
    expect(sent).toEqual([]);
  });

  it('reads back what a visitor sent through a record form, exactly as kept, and refuses an unknown collection before sending', async () => {
    const { api, sent } = staffApi();
    const lead = aValidLead({ organisation: 'Staff Contract School', kind: 'school-demo', phone: '+91 98765 43210', size: '120', message: '' });
    const posted = await server.post(ENDPOINTS.submitLead.path, lead);
    expect(posted.status).toBe(201);
    const listed = (await api.staffRecords({ collection: FORMS.lead.record.collection, limit: 100 }))._unsafeUnwrap().data.items;
    const asKept = { ...aValidLead(), id: posted.json.data.id, kind: 'school-demo', organisation: 'Staff Contract School', size: 120, message: null, created_at: expect.any(String) };
    expect(listed).toContainEqual({ ...asKept, status: 'waiting', marked_at: null, due_at: expect.any(String), overdue: false });
    const marked = (await api.staffMarkRecord({ collection: FORMS.lead.record.collection, id: posted.json.data.id, status: 'done' }))._unsafeUnwrap();
    expect(marked).toMatchObject({ msg: STAFF_MESSAGES.saved, data: { ...asKept, status: 'done', marked_at: expect.any(String) } });
    const before = sent.length;
    const unknown = await api.staffRecords({ collection: 'passwords' as never });
    expect(unknown._unsafeUnwrapErr()).toMatchObject({ kind: 'validation', fieldErrors: { collection: expect.stringContaining('leads') } });
    expect(sent).toHaveLength(before);
    // The server says the same of an unknown collection.
    expect((await server.staffGet('/api/v1/staff/passwords')).json).toMatchObject({ success: false, errors: { collection: unknown._unsafeUnwrapErr().message } });
  });

  it("answers a wrong personal access token with the server's words and changes nothing", async () => {
    const { api } = staffApi('not-the-staff-token-at-all');
    const refused = await api.staffAddTherapist({ ...A_NEW_THERAPIST, id: 'asha-kumar' });
    expect(refused._unsafeUnwrapErr()).toMatchObject({ kind: 'http', status: 401, message: STAFF_CREDENTIAL_REFUSALS.unknown, refusal: 'signed-out' });
    const list = (await staffApi().api.staffTherapists({}))._unsafeUnwrap();
    expect(list.data.items.map((item) => item.therapist.id)).not.toContain('asha-kumar');
    expect(list.msg).toBe(STAFF_MESSAGES.listed);
  });
});
