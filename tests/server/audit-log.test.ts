import { readFile, stat } from 'node:fs/promises';
import type { Result } from 'neverthrow';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  createStaffApi,
  ENDPOINTS,
  FORMS,
  STAFF_CONTRACT,
  auditLogUseCases,
  visitorContactOfLookup,
  type AuditEntry,
  type AuditEvent,
  type StaffApi,
  type StaffCallName,
  APPOINTMENT_PATHS,
  WEEKDAY_IDS,
} from '@manobal/core';
import { aConfirmRequest } from '../../fixtures/in-memory/in-memory-appointments';
import { aMovableClock } from '../../fixtures/in-memory/in-memory-services';
import { aCompleteWizardAnswers } from '../../fixtures/wizard';
import { aValidBooking, aValidCallbackRequest, aValidCareersApplication, aValidLead, fixtureFile } from '../../fixtures/forms';
import { A_NEW_THERAPIST } from '../../fixtures/in-memory/in-memory-therapists';
import { nodeUploadTransport } from '../../cli/src/node-upload-transport';
import { auditDigest } from '../../server/src/audit/audit-digest';
import { createVisitorKeys } from '../../server/src/audit/visitor-keys';
import { resolveSecrets } from '../../server/src/auth/app-secrets';
import type { Store } from '../../server/src/store/store.port';
import { arrangeLinkedUploads } from './support/linked-uploads';
import { createTestDatabase, describeEachEngine, describeOnPostgres, runSqlAsOperator, type TestDatabase } from './support/test-databases';
import { startTestServer, TEST_STAFF_TOKEN, type TestServer } from './support/test-server';
import { TEST_ADMIN_ID, TEST_ADMIN_NAME } from './support/staff-people';

const newest = async (store: Store): Promise<{ total: number; entry: AuditEntry | undefined }> => {
  const page = (await store.auditLog.page({}, { page: 1, limit: 1 }))._unsafeUnwrap();
  return { total: page.total, entry: page.items[0] };
};

const everyEntry = async (store: Store): Promise<AuditEntry[]> => {
  const entries: AuditEntry[] = [];
  for await (const entry of store.auditLog.walk()) entries.push(entry);
  return entries;
};

/** The chain as the staffAuditVerify call walks it (core's use case over the store's walk). */
const verify = async (store: Store) => (await auditLogUseCases({ log: store.auditLog, digest: auditDigest, visitorKeyOf: (contact) => contact }).verifyAuditLog())._unsafeUnwrap();

const anEvent = (overrides: Partial<AuditEvent> = {}): AuditEvent => ({
  at: new Date('2026-11-27T04:00:00.000Z'),
  personId: 'operator',
  roles: ['admin'],
  action: 'list',
  subject: 'callback',
  subjectId: null,
  requestId: 'request-1',
  reason: null,
  visitorKeys: [],
  ...overrides,
});

/**
 * One successful use of every staff call, in an order that gives each what it needs (a therapist before its hours).
 * The list is checked against STAFF_CONTRACT itself, so a call added to the table without a line here fails the suite,
 * and with it any call that leaves no audit row.
 */
type Made = { callbackId: string; leadId: string; bookingId: string; applicationId: string; appointment: string; moveTo: string; ended: string; tokenId: string; personId: string; coordinatorId: string; deadIds: string[] };
/** A call's ResultAsync (its answer type differs per call; only whether it succeeded matters here). */
type Use = (api: StaffApi, made: Made) => unknown;
const EVERY_CALL: readonly (readonly [StaffCallName, Use, string | null])[] = [
  ['staffWhoami', (api) => api.staffWhoami({}), null],
  ['staffAddTherapist', (api) => api.staffAddTherapist(A_NEW_THERAPIST), null],
  ['staffUpdateTherapist', (api) => api.staffUpdateTherapist({ ...A_NEW_THERAPIST, fee_inr: 1000 }), A_NEW_THERAPIST.id],
  ['staffSetWeeklyRules', (api) => api.staffSetWeeklyRules({ id: A_NEW_THERAPIST.id, rules: [{ weekday: 'tue', start: '18:00', end: '21:00', modes: ['video'] }], buffer_minutes: 15 }), A_NEW_THERAPIST.id],
  ['staffAddTimeOff', (api) => api.staffAddTimeOff({ id: A_NEW_THERAPIST.id, from: '2026-12-21', to: '2026-12-27' }), A_NEW_THERAPIST.id],
  [
    'staffSetTherapistPhoto',
    async (api) =>
      api.staffSetTherapistPhoto({ id: A_NEW_THERAPIST.id, file: { name: 'kavya.png', size: (await stat(fixtureFile('sample.png'))).size, type: '', body: { path: fixtureFile('sample.png') } } }),
    A_NEW_THERAPIST.id,
  ],
  ['staffRemoveTherapistPhoto', (api) => api.staffRemoveTherapistPhoto({ id: A_NEW_THERAPIST.id }), A_NEW_THERAPIST.id],
  ['staffTherapists', (api) => api.staffTherapists({}), null],
  ['staffAppointments', (api) => api.staffAppointments({ therapist: A_NEW_THERAPIST.id, from: '2026-12-01', to: '2026-12-31' }), null],
  ['staffTherapist', (api) => api.staffTherapist({ id: A_NEW_THERAPIST.id }), A_NEW_THERAPIST.id],
  ['staffSetDateOverride', (api) => api.staffSetDateOverride({ id: A_NEW_THERAPIST.id, date: '2026-12-15', hours: [] }), A_NEW_THERAPIST.id],
  ['staffRemoveDateOverride', (api) => api.staffRemoveDateOverride({ id: A_NEW_THERAPIST.id, date: '2026-12-15' }), A_NEW_THERAPIST.id],
  ['staffRemoveTimeOff', (api) => api.staffRemoveTimeOff({ id: A_NEW_THERAPIST.id, from: '2026-12-28', to: '2026-12-28' }), A_NEW_THERAPIST.id],
  ['staffAgenda', (api) => api.staffAgenda({ id: A_NEW_THERAPIST.id }), A_NEW_THERAPIST.id],
  ['staffAppointment', (api, made) => api.staffAppointment({ reference: made.appointment }), 'appointment'],
  ['staffAppointmentIntake', (api, made) => api.staffAppointmentIntake({ reference: made.appointment, reason: 'client-care' }), 'appointment'],
  // The admin is the appointment's therapist here (linked in beforeAll): only that therapist invites into its room.
  ['staffRoomInvite', (api, made) => api.staffRoomInvite({ reference: made.appointment }), 'appointment'],
  ['staffInviteToRoom', (api, made) => api.staffInviteToRoom({ reference: made.appointment, person_id: made.coordinatorId }), 'appointment'],
  ['staffMyRoomInvites', (api) => api.staffMyRoomInvites({}), null],
  ['staffWithdrawRoomInvite', (api, made) => api.staffWithdrawRoomInvite({ reference: made.appointment }), 'appointment'],
  ['staffMoveAppointment', (api, made) => api.staffMoveAppointment({ reference: made.appointment, start: made.moveTo }), 'appointment'],
  ['staffCancelAppointment', (api, made) => api.staffCancelAppointment({ reference: made.appointment, reason: 'Therapist unwell' }), 'appointment'],
  ['staffMarkAttendance', (api, made) => api.staffMarkAttendance({ reference: made.ended, attendance: 'attended' }), 'ended'],
  ['staffCancelAppointments', (api) => api.staffCancelAppointments({ references: ['MNB-7K2Q9D'], reason: 'A script held every free time of the week.' }), null],
  ['staffCallbacks', (api) => api.staffCallbacks({ page: 1, limit: 50 }), null],
  ['staffClaimCallback', (api, made) => api.staffClaimCallback({ id: made.callbackId }), 'callback'],
  ['staffCallbackOutcome', (api, made) => api.staffCallbackOutcome({ id: made.callbackId, outcome: 'no-answer' }), 'callback'],
  // Waiting again after no answer: letting go changes nothing, and the call is still recorded.
  ['staffReleaseCallback', (api, made) => api.staffReleaseCallback({ id: made.callbackId }), 'callback'],
  ['staffRecords', (api) => api.staffRecords({ collection: FORMS.lead.record.collection }), null],
  ['staffMarkRecord', (api, made) => api.staffMarkRecord({ collection: FORMS.lead.record.collection, id: made.leadId, status: 'done' }), 'lead'],
  ['staffBookings', (api) => api.staffBookings({}), null],
  ['staffMarkBooking', (api, made) => api.staffMarkBooking({ id: made.bookingId, status: 'called' }), 'booking'],
  ['staffVolunteers', (api) => api.staffVolunteers({ page: 1 }), null],
  ['staffApplications', (api) => api.staffApplications({ limit: 10 }), null],
  ['staffMarkApplication', (api, made) => api.staffMarkApplication({ id: made.applicationId, status: 'done' }), 'application'],
  ['staffApplication', (api, made) => api.staffApplication({ id: made.applicationId }), 'application'],
  ['staffUsers', (api) => api.staffUsers({}), null],
  ['staffAuditLog', (api) => api.staffAuditLog({ subject: 'callback' }), null],
  ['staffAuditVerify', (api) => api.staffAuditVerify({}), null],
  ['staffMyTokens', (api) => api.staffMyTokens({}), null],
  ['staffCreateToken', (api) => api.staffCreateToken({ name: 'Audit test' }), null],
  ['staffRevokeToken', (api, made) => api.staffRevokeToken({ id: made.tokenId }), 'token'],
  ['staffPeople', (api) => api.staffPeople({}), null],
  ['staffInvitePerson', (api) => api.staffInvitePerson({ email: 'invited@example.in', name: 'Invited Person', roles: ['recruiter'] }), null],
  ['staffChangePerson', (api, made) => api.staffChangePerson({ id: made.personId, roles: ['coordinator'] }), 'person'],
  ['staffDeactivatePerson', (api, made) => api.staffDeactivatePerson({ id: made.personId }), 'person'],
  ['staffResetSecondFactor', (api, made) => api.staffResetSecondFactor({ id: made.personId }), 'person'],
  ['staffLinkTherapist', (api, made) => api.staffLinkTherapist({ id: A_NEW_THERAPIST.id, person_id: made.personId }), A_NEW_THERAPIST.id],
  ['staffSetTherapistActive', (api) => api.staffSetTherapistActive({ id: A_NEW_THERAPIST.id, active: false }), A_NEW_THERAPIST.id],
  ['staffSignOutEverywhere', (api) => api.staffSignOutEverywhere({}), null],
  ['staffSentMessages', (api) => api.staffSentMessages({}), null],
  ['staffFailedDeliveries', (api) => api.staffFailedDeliveries({}), null],
  ['staffRetryDelivery', (api, made) => api.staffRetryDelivery({ id: made.deadIds[0] ?? '' }), 'retried'],
  ['staffDropDelivery', (api, made) => api.staffDropDelivery({ id: made.deadIds[1] ?? '' }), 'dropped'],
  ['staffLetters', (api) => api.staffLetters({}), null],
  ['staffSendLetter', (api) => api.staffSendLetter({ id: '5d7e1c2a-3b4f-4a6e-9d8c-7b6a5f4e3d2c', subject: 'Audit test', body: 'A letter.' }), null],
];

/** The calls only a console session makes (contract `sessionOnly`): a token is refused with kind session-required, and no row. */
const SESSION_CALLS: readonly (readonly [StaffCallName, Use])[] = [
  ['staffStepUp', (api) => api.staffStepUp({ method: 'totp', code: '123456' })],
  ['staffStepUpPasskey', (api) => api.staffStepUpPasskey({})],
  ['staffSignOut', (api) => api.staffSignOut({})],
];

/**
 * The calls that open sensitive data only within five minutes of a sign-in (contract `stepUp`): a token is no such
 * sign-in, so each is refused with kind step-up-required, shows nothing and leaves no row.
 */
const STEP_UP_CALLS: readonly (readonly [StaffCallName, Use])[] = [
  ['staffRevealAadhaar', (api, made) => api.staffRevealAadhaar({ id: made.applicationId, reason: 'recruitment' })],
  ['staffAuditVisitorExport', (api) => api.staffAuditVisitorExport({ contact: '9876543210' })],
];

describeEachEngine('the audit log of staff calls', (engine) => {
  let db: TestDatabase;
  let server: TestServer;
  let api: StaffApi;
  const made: Made = { callbackId: '', leadId: '', bookingId: '', applicationId: '', appointment: '', moveTo: '', ended: '', tokenId: '', personId: '', coordinatorId: '', deadIds: [] };
  const clock = aMovableClock(new Date().toISOString());
  /** A therapist free around the clock, booked once for a session days ago (ended) and once for one days ahead. */
  const bookAppointments = async () => {
    const roundAll = { id: 'asha-kumar', name: 'Asha Kumar' };
    const allWeek = WEEKDAY_IDS.map((weekday) => ({ weekday, start: '00:00', end: '24:00', modes: ['video' as const] }));
    await server.store.therapists.add({ therapist: { ...A_NEW_THERAPIST, ...roundAll, sample: false }, availability: { rules: allWeek, timeOff: [], dateOverrides: [], bufferMinutes: 0 } }, new Date());
    const onGrid = (ms: number) => new Date(Math.ceil(ms / 1_800_000) * 1_800_000);
    const book = async (start: Date) => {
      const held = await server.post(APPOINTMENT_PATHS.holds, { therapist_id: roundAll.id, start: start.toISOString(), mode: 'video' });
      const confirmed = await server.post(APPOINTMENT_PATHS.appointments, aConfirmRequest(held.json.data.hold_id, { intake: aCompleteWizardAnswers() }));
      expect(confirmed.status, confirmed.text).toBe(201);
      return confirmed.json.data.reference as string;
    };
    const now = clock.now().getTime();
    clock.set(new Date(now - 3 * 86_400_000).toISOString());
    made.ended = await book(onGrid(now - 2 * 86_400_000));
    clock.set(new Date(now).toISOString());
    const ahead = onGrid(now + 2 * 86_400_000);
    made.appointment = await book(ahead);
    made.moveTo = new Date(ahead.getTime() + 3_600_000).toISOString();
  };

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    server = await startTestServer(db, { clock });
    await bookAppointments();
    api = createStaffApi({ baseUrl: server.baseUrl, fetchFn: (url, { timeoutMs: _limit, ...init }) => fetch(url, init), uploadTransport: nodeUploadTransport, timeoutMs: 10_000, staffToken: TEST_STAFF_TOKEN });
    made.callbackId = (await server.post(ENDPOINTS.requestCallback.path, aValidCallbackRequest({ phone: '98765 43210' }))).json.data.id;
    made.leadId = (await server.post(ENDPOINTS.submitLead.path, aValidLead({ email: 'Priya.Shah+school@example.org' }))).json.data.id;
    made.bookingId = (await server.post(ENDPOINTS.bookSession.path, aValidBooking())).json.data.id;
    await arrangeLinkedUploads(server.store, aValidCareersApplication());
    made.applicationId = (await server.post(ENDPOINTS.careersApply.path, aValidCareersApplication())).json.data.id;
    made.tokenId = (await api.staffCreateToken({ name: 'To revoke' }))._unsafeUnwrap().data.id;
    made.personId = (await server.staffPerson({ roles: ['recruiter'] })).personId;
    made.coordinatorId = (await server.staffPerson({ roles: ['coordinator'], name: 'Kiran Das' })).personId;
    await runSqlAsOperator(db, `update staff_people set therapist_id = 'asha-kumar' where id = '${TEST_ADMIN_ID}'`);
    // Two reminders the mail server refused for good: one to retry, one to drop.
    await runSqlAsOperator(db, "update outbox set state = 'dead', last_error = '550 No such user' where template_id in ('reminder-24h', 'reminder-2h')");
    made.deadIds = (await server.store.outbox.dead({ page: 1, limit: 10 }))._unsafeUnwrap().items.map((row) => row.id);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('has a use here for every call of the staff contract, so none escapes the next test', () => {
    expect([...EVERY_CALL, ...STEP_UP_CALLS, ...SESSION_CALLS].map(([call]) => call).sort()).toEqual(Object.keys(STAFF_CONTRACT).sort());
    expect(STEP_UP_CALLS.map(([call]) => call)).toEqual(Object.entries(STAFF_CONTRACT).flatMap(([call, contract]) => ('stepUp' in contract ? [call] : [])));
    expect(SESSION_CALLS.map(([call]) => call)).toEqual(Object.entries(STAFF_CONTRACT).flatMap(([call, contract]) => ('sessionOnly' in contract ? [call] : [])));
  });

  it.each(SESSION_CALLS)('%s is refused to a token (kind session-required), and leaves no row', async (_call, use) => {
    const before = await newest(server.store);
    const answer = (await use(api, made)) as Result<unknown, { kind: string; refusal?: string }>;
    expect(answer.isErr() && answer.error.kind === 'http' ? answer.error.refusal : answer).toBe('session-required');
    expect((await newest(server.store)).total).toBe(before.total);
  });

  it.each(STEP_UP_CALLS)('%s is refused to a token without a fresh sign-in (kind step-up-required), and leaves no row', async (_call, use) => {
    const before = await newest(server.store);
    const answer = (await use(api, made)) as Result<unknown, { kind: string; refusal?: string }>;
    expect(answer.isErr() && answer.error.kind === 'http' ? answer.error.refusal : answer).toBe('step-up-required');
    expect((await newest(server.store)).total).toBe(before.total);
  });

  it.each(EVERY_CALL)('%s appends exactly one row: who, what, which subject, which request', async (call, use, subject) => {
    const before = await newest(server.store);
    const answer = (await use(api, made)) as Result<unknown, unknown>;
    expect(answer.isOk(), `${call}: ${JSON.stringify(answer)}`).toBe(true);
    const after = await newest(server.store);
    expect(after.total).toBe(before.total + 1);
    const subjectId =
      (
        {
          callback: made.callbackId,
          lead: made.leadId,
          booking: made.bookingId,
          application: made.applicationId,
          appointment: made.appointment,
          ended: made.ended,
          token: made.tokenId,
          person: made.personId,
          retried: made.deadIds[0] ?? '',
          dropped: made.deadIds[1] ?? '',
        } as Record<string, string>
      )[subject ?? ''] ?? subject;
    expect(after.entry).toMatchObject({
      personId: TEST_ADMIN_ID,
      roles: ['admin'],
      ...STAFF_CONTRACT[call].audit,
      subjectId,
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      reason: call === 'staffAppointmentIntake' ? 'client-care' : null,
    });
    expect(after.entry?.requestId).not.toBe(before.entry?.requestId);
  });

  it("keys whose data a listing showed, never the e-mail or phone itself, so 'who has seen my data' can be answered", async () => {
    const secrets = await resolveSecrets(server.config);
    const keyOf = createVisitorKeys(secrets.dataKey);
    // The phone as sent with spaces, and the e-mail with its tag and capitals, key as the normalised values do.
    const phoneKey = keyOf(visitorContactOfLookup('+91 9876543210')!);
    const emailKey = keyOf(visitorContactOfLookup('priya.shah@example.org')!);
    const rows = await everyEntry(server.store);
    const callbacksRead = rows.filter((row) => row.subject === 'callback');
    // The listing, then the claim, the outcome and the release, each answering with the call-back (its phone) shown.
    expect(callbacksRead.map((row) => [row.action, row.visitorKeys.includes(phoneKey)])).toEqual([
      ['list', true],
      ['change', true],
      ['change', true],
      ['change', true],
    ]);
    expect(rows.filter((row) => row.subject === 'record').every((row) => row.visitorKeys.includes(emailKey))).toBe(true);
    // The directory's own listing shows no visitor.
    expect(rows.find((row) => row.subject === 'therapist' && row.action === 'list')?.visitorKeys).toEqual([]);
    const everything = JSON.stringify(rows);
    for (const contact of ['9876543210', '98765 43210', 'priya.shah', 'example.org']) expect(everything).not.toContain(contact);
    // The log is searched by the key: this e-mail was shown by the leads' listing and its marking, nowhere else.
    const shownTo = (await server.store.auditLog.page({ visitorKey: emailKey }, { page: 1, limit: 10 }))._unsafeUnwrap().items;
    expect(shownTo.map((row) => `${row.action} ${row.subject}`)).toEqual(['change record', 'list record']);
  });

  it('leaves no row for a refused request: a wrong token and a request the schema refuses showed nothing', async () => {
    const before = await newest(server.store);
    expect((await fetch(`${server.baseUrl}${STAFF_CONTRACT.staffCallbacks.path}`, { headers: { authorization: 'Bearer not-the-token' } })).status).toBe(401);
    expect((await server.staffGet(`${STAFF_CONTRACT.staffCallbacks.path}?limit=1000`)).status).toBe(400);
    expect((await newest(server.store)).total).toBe(before.total);
  });

  it('refuses a careers document to a token without a fresh sign-in (kind step-up-required), and leaves no row', async () => {
    const form = new FormData();
    form.append('file', new Blob([await readFile(fixtureFile('sample.pdf'))]), 'sample.pdf');
    const url = (await server.postRaw(ENDPOINTS.careersUpload.path, form)).json.data.file_url as string;
    const before = await newest(server.store);
    const download = await fetch(`${server.baseUrl}${url}`, { headers: { authorization: `Bearer ${TEST_STAFF_TOKEN}` } });
    expect(download.status).toBe(403);
    expect(((await download.json()) as { kind?: string }).kind).toBe('step-up-required');
    expect((await newest(server.store)).total).toBe(before.total);
  });

  it("knows whose careers document an upload is, so opening it is recorded against the applicant's keys", async () => {
    const form = new FormData();
    form.append('file', new Blob([await readFile(fixtureFile('sample.pdf'))]), 'sample.pdf');
    const url = (await server.postRaw(ENDPOINTS.careersUpload.path, form)).json.data.file_url as string;
    const id = url.split('/').pop()!;
    expect((await server.store.uploads.applicantOf(id))._unsafeUnwrap()).toBeNull();
    const applied = await server.post(ENDPOINTS.careersApply.path, aValidCareersApplication({ certification_document_link: url, email: 'tara.applicant@example.in' }));
    expect(applied.status, applied.text).toBe(201);
    expect((await server.store.uploads.applicantOf(id))._unsafeUnwrap()).toEqual({ email: 'tara.applicant@example.in', phone_number: '9876543210' });
  });

  it('lists the log newest first under filters, a page at a time, and logs the reading', async () => {
    const firstPage = (await api.staffAuditLog({ subject: 'callback', limit: 1 }))._unsafeUnwrap().data;
    // The listing, then the claim, the outcome and the release of the call-back.
    expect(firstPage.total).toBe(4);
    expect(firstPage.items.map((item) => [item.action, item.subject, item.subject_id, item.person_id, item.person_name])).toEqual([['change', 'callback', made.callbackId, TEST_ADMIN_ID, TEST_ADMIN_NAME]]);
    const secondPage = (await api.staffAuditLog({ subject: 'callback', limit: 1, page: 4 }))._unsafeUnwrap().data;
    expect(secondPage.items.map((item) => item.action)).toEqual(['list']);
    expect(secondPage.items[0]!.seq).toBeLessThan(firstPage.items[0]!.seq);
    expect(secondPage.items[0]!.visitors).toBeGreaterThan(0);
    const readings = (await api.staffAuditLog({ subject: 'audit-log', action: 'list', person: TEST_ADMIN_ID }))._unsafeUnwrap().data;
    // Every reading of the log so far (this one's row is appended after its page was read).
    expect(readings.items.every((item) => item.subject === 'audit-log' && item.action === 'list')).toBe(true);
    expect(readings.total).toBeGreaterThanOrEqual(3);
    // Days are IST days, both ends included: nothing was logged on a day long past, everything today.
    expect((await api.staffAuditLog({ from: '2020-01-01', to: '2020-01-31' }))._unsafeUnwrap().data.total).toBe(0);
    const refused = await server.staffGet(`${STAFF_CONTRACT.staffAuditLog.path}?action=delete`);
    expect(refused.status).toBe(400);
  });

  it("answers 'who has seen my data' for one phone, oldest first (the export's use case over the server's log and keys)", async () => {
    // Over HTTP the export needs a fresh sign-in, which a token is not (refused above); here its use case runs on the
    // very log and visitor keys the server wrote with.
    const { exportVisitorAccess } = auditLogUseCases({ log: server.store.auditLog, digest: auditDigest, visitorKeyOf: createVisitorKeys((await resolveSecrets(server.config)).dataKey) });
    const exported = (await exportVisitorAccess({ contact: '+91 98765-43210' }))._unsafeUnwrap();
    expect(exported).toMatchObject({ email: null, phone: '9876543210' });
    const callbackReads = exported.entries.filter((entry) => entry.subject === 'callback');
    expect(callbackReads.map((entry) => entry.action)).toEqual(['list', 'change', 'change', 'change']);
    expect(exported.entries.map((entry) => entry.seq)).toEqual([...exported.entries.map((entry) => entry.seq)].sort((a, b) => a - b));
    expect((await exportVisitorAccess({ contact: 'never.seen@example.org' }))._unsafeUnwrap()).toEqual({ email: 'never.seen@example.org', phone: null, entries: [] });
    expect((await exportVisitorAccess({ contact: 'no digits' }))._unsafeUnwrapErr()).toMatchObject({ kind: 'validation' });
  });

  it('keeps one intact chain through all of it, as the verify call says', async () => {
    const verified = (await api.staffAuditVerify({}))._unsafeUnwrap().data;
    // The verify call's own row is appended after its walk.
    expect(verified).toEqual({ state: 'intact', entries: (await newest(server.store)).total - 1 });
    expect(await verify(server.store)).toEqual({ state: 'intact', entries: (await newest(server.store)).total });
  });
});

describeEachEngine('the audit log as stored', (engine) => {
  let db: TestDatabase;
  let store: Store;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    store = await db.open();
  });
  afterAll(async () => {
    await store?.close();
    await db?.drop();
  });

  it('numbers appends racing each other into one chain, with no number twice and none skipped', async () => {
    const appended = await Promise.all(Array.from({ length: 25 }, (_, i) => store.auditLog.append(anEvent({ requestId: `race-${i}` }))));
    expect(appended.every((result) => result.isOk())).toBe(true);
    expect(appended.map((result) => result._unsafeUnwrap().seq).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(await verify(store)).toEqual({ state: 'intact', entries: 25 });
  });

  it('refuses UPDATE and DELETE in the database itself, whoever asks', async () => {
    await expect(runSqlAsOperator(db, `update staff_audit_log set person_id = 'someone-else' where seq = 3`)).rejects.toThrow(/append-only/);
    await expect(runSqlAsOperator(db, 'delete from staff_audit_log where seq = 3')).rejects.toThrow(/append-only/);
    if (engine === 'postgres') await expect(runSqlAsOperator(db, 'truncate staff_audit_log')).rejects.toThrow(/append-only/);
    expect(await verify(store)).toEqual({ state: 'intact', entries: 25 });
  });

  it('finds an edited row and a removed one when someone drops the guard and changes the log by hand', async () => {
    const dropGuards =
      engine === 'postgres'
        ? 'drop trigger staff_audit_log_no_change on staff_audit_log'
        : 'drop trigger staff_audit_log_no_update; drop trigger staff_audit_log_no_delete';
    await runSqlAsOperator(db, dropGuards);
    await runSqlAsOperator(db, `update staff_audit_log set subject_id = 'nothing-to-see' where seq = 20`);
    expect(await verify(store)).toEqual({ state: 'broken', at_seq: 20, problem: 'edited' });
    await runSqlAsOperator(db, 'delete from staff_audit_log where seq = 7');
    expect(await verify(store)).toEqual({ state: 'broken', at_seq: 8, problem: 'missing-before' });
  });
});

describeOnPostgres('the audit log with two instances on one database', () => {
  let db: TestDatabase;
  let stores: Store[] = [];
  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    stores = [await db.open(), await db.open()];
  });
  afterAll(async () => {
    for (const store of stores) await store.close();
    await db?.drop();
  });

  it('forms one chain when both append at once', async () => {
    const appended = await Promise.all(Array.from({ length: 30 }, (_, i) => stores[i % 2]!.auditLog.append(anEvent({ requestId: `instance-${i}` }))));
    expect(appended.every((result) => result.isOk())).toBe(true);
    expect(await verify(stores[1]!)).toEqual({ state: 'intact', entries: 30 });
  });
});
