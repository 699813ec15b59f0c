import { afterAll, beforeAll, expect, it } from 'vitest';
import { APPOINTMENT_PATHS, ENDPOINTS, OPENAPI_PATH, SAMPLE_THERAPISTS, STAFF_CONTRACT } from '@manobal/core';
import { at } from '../../fixtures/booking/availability';
import { aConfirmRequest } from '../../fixtures/in-memory/in-memory-appointments';
import { aMovableClock } from '../../fixtures/in-memory/in-memory-services';
import { aCompleteWizardAnswers } from '../../fixtures/wizard';
import { openApiValidator } from './support/openapi-validator';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/test-databases';
import { startTestServer, TEST_STAFF_TOKEN, type TestResponse, type TestServer } from './support/test-server';

/**
 * Monday 30 November 2026, 09:00 IST. Dr. Ananya Rao (a seeded sample) sees people on weekday mornings 10:00-13:00
 * in both modes and by video on Tuesday and Thursday evenings 17:00-20:00.
 */
const NOW = at('2026-11-30', '09:00');
const ANANYA = 'ananya-rao';
const ANSWERS = aCompleteWizardAnswers({ languages: ['marathi'], otherConcern: 'Nightmares after the move', risk: 'no' });

const pathOf = (call: keyof typeof STAFF_CONTRACT, params: Record<string, string>): string =>
  STAFF_CONTRACT[call].path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));

describeEachEngine("the care team's appointments and a therapist's availability", (engine) => {
  let db: TestDatabase;
  let server: TestServer;
  const clock = aMovableClock(NOW.toISOString());
  let doc: ReturnType<typeof openApiValidator>;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    server = await startTestServer(db, { clock });
    await server.store.therapists.seed(SAMPLE_THERAPISTS, NOW);
    doc = openApiValidator((await server.get(OPENAPI_PATH)).json);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  const staff = async (method: string, path: string, body?: unknown): Promise<TestResponse> => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${TEST_STAFF_TOKEN}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, json: text === '' ? undefined : JSON.parse(text) };
  };
  const book = async (start: Date, details: Record<string, unknown> = {}, mode = 'video'): Promise<string> => {
    const held = await server.post(APPOINTMENT_PATHS.holds, { therapist_id: ANANYA, start: start.toISOString(), mode });
    expect(held.status, held.text).toBe(201);
    const confirmed = await server.post(APPOINTMENT_PATHS.appointments, aConfirmRequest(held.json.data.hold_id, details));
    expect(confirmed.status, confirmed.text).toBe(201);
    return confirmed.json.data.reference;
  };
  const slotsOn = async (date: string): Promise<string[]> => {
    const answer = await server.get(`${ENDPOINTS.therapistSlots.path.replace('{id}', ANANYA)}?from=${date}&days=1`);
    expect(answer.status, answer.text).toBe(200);
    return answer.json.data.days[0].slots.map((slot: { start: string }) => slot.start.slice(11, 16));
  };

  it('lists by tab, opens one without its intake answers, and reads those answers only as a call of its own with a reason', async () => {
    const shared = await book(at('2026-12-01', '10:00'), { intake: ANSWERS });
    const plain = await book(at('2026-12-01', '11:00'));

    const upcoming = await server.staffGet(`${STAFF_CONTRACT.staffAppointments.path}?when=upcoming&therapist=${ANANYA}`);
    expect(upcoming.status, upcoming.text).toBe(200);
    expect(upcoming.json.data.items.map((item: { reference: string; intake_shared: boolean }) => [item.reference, item.intake_shared])).toEqual([
      [shared, true],
      [plain, false],
    ]);
    expect(doc.answerMatches('staffAppointments', 200, upcoming.json)).toEqual({ ok: true, errors: '' });
    expect(upcoming.text).not.toContain('marathi');

    const details = await server.staffGet(pathOf('staffAppointment', { reference: shared }));
    expect(details.json.data).toMatchObject({ reference: shared, phase: 'upcoming', attendance: null, intake_shared: true, can: { cancel: true, move: true, mark_attendance: false } });
    expect(details.text).not.toContain('marathi');
    expect(doc.answerMatches('staffAppointment', 200, details.json)).toEqual({ ok: true, errors: '' });
    expect((await server.staffGet(pathOf('staffAppointment', { reference: 'MNB-ZZZZZZ' }))).status).toBe(404);

    // The operator reaches every appointment, so must say why.
    const noReason = await server.staffGet(pathOf('staffAppointmentIntake', { reference: shared }));
    expect([noReason.status, Object.keys(noReason.json.errors ?? {})]).toEqual([400, ['reason']]);
    const read = await server.staffGet(`${pathOf('staffAppointmentIntake', { reference: shared })}?reason=client-care`);
    expect(read.json.data).toMatchObject({ reference: shared, shared: true, intake: ANSWERS, reason: 'client-care' });
    expect(doc.answerMatches('staffAppointmentIntake', 200, read.json)).toEqual({ ok: true, errors: '' });
    // The read is its own audit row: a sensitive read of this appointment, its reason, and whose answers they were.
    const [row] = (await server.store.auditLog.page({}, { page: 1, limit: 1 }))._unsafeUnwrap().items;
    expect(row).toMatchObject({ action: 'read-sensitive', subject: 'appointment', subjectId: shared, reason: 'client-care' });
    expect(row?.visitorKeys.length).toBeGreaterThan(0);
    expect(JSON.stringify(row)).not.toContain('marathi');
    const none = await server.staffGet(`${pathOf('staffAppointmentIntake', { reference: plain })}?reason=client-care`);
    expect(none.json.data).toMatchObject({ shared: false, intake: null });
  });

  it("moves to another free time, freeing the old one; a taken time is 409 and one the therapist does not offer is 400", async () => {
    const moving = await book(at('2026-12-02', '10:00'));
    await book(at('2026-12-02', '12:00'));
    const move = (start: string) => staff('POST', pathOf('staffMoveAppointment', { reference: moving }), { start });

    const taken = await move('2026-12-02T12:00:00+05:30');
    expect([taken.status, taken.json.kind]).toEqual([409, 'slot-taken']);
    expect((await move('2026-12-02T15:00:00+05:30')).status).toBe(400);
    const moved = await move('2026-12-02T11:00:00+05:30');
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json.data).toMatchObject({ start: '2026-12-02T11:00:00+05:30', sequence: 1 });
    expect(doc.answerMatches('staffMoveAppointment', 200, moved.json)).toEqual({ ok: true, errors: '' });
    expect(await slotsOn('2026-12-02')).toContain('10:00');
    expect(await slotsOn('2026-12-02')).not.toContain('11:00');
  });

  it('lets the database decide two moves racing for one free time: exactly one wins, the other keeps its time', async () => {
    // Another week: one address may book only a fifth of a therapist's week.
    const first = await book(at('2026-12-08', '10:00'));
    const third = await book(at('2026-12-08', '12:00'));
    // Tuesday evening is video only: both video appointments race for 18:00.
    const outcomes = await Promise.all([first, third].map((reference) => staff('POST', pathOf('staffMoveAppointment', { reference }), { start: '2026-12-08T18:00:00+05:30' })));
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual([200, 409]);
    expect(outcomes.find((outcome) => outcome.status === 409)?.json.kind).toBe('slot-taken');
    const startOf = async (reference: string) => (await server.staffGet(pathOf('staffAppointment', { reference }))).json.data.start.slice(11, 16);
    const starts = [await startOf(first), await startOf(third)];
    expect(starts).toEqual(outcomes[0]!.status === 200 ? ['18:00', '12:00'] : ['10:00', '18:00']);
  });

  it('cancels one with a reason and frees its time; cancelled is never changed again, nor ever a no-show', async () => {
    const reference = await book(at('2026-12-09', '10:00'));
    const cancelled = await staff('POST', pathOf('staffCancelAppointment', { reference }), { reason: 'Therapist unwell; the care team will phone to rebook.' });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.json).toMatchObject({ msg: STAFF_CONTRACT.staffCancelAppointment.messages.success, data: { status: 'cancelled', phase: 'cancelled', cancel_reason: 'Therapist unwell; the care team will phone to rebook.' } });
    expect(await slotsOn('2026-12-09')).toContain('10:00');
    const again = await staff('POST', pathOf('staffCancelAppointment', { reference }), { reason: 'again' });
    expect([again.status, again.json.kind]).toEqual([409, 'appointment-not-changeable']);
    const blank = await staff('POST', pathOf('staffCancelAppointment', { reference }), { reason: ' ' });
    expect(blank.status).toBe(400);

    clock.set(at('2026-12-09', '12:00').toISOString());
    const noShow = await staff('PUT', pathOf('staffMarkAttendance', { reference }), { attendance: 'no-show' });
    expect([noShow.status, noShow.json.kind]).toEqual([409, 'appointment-not-changeable']);
    expect((await server.staffGet(`${STAFF_CONTRACT.staffAppointments.path}?when=cancelled&status=no-show`)).json.data.items).toEqual([]);
    clock.set(NOW.toISOString());
  });

  it('marks attendance only once the session has ended, lists it under past, and keeps the mark', async () => {
    const reference = await book(at('2026-12-07', '10:00'));
    const mark = () => staff('PUT', pathOf('staffMarkAttendance', { reference }), { attendance: 'attended' });
    const early = await mark();
    expect([early.status, early.json.kind]).toEqual([409, 'appointment-not-changeable']);
    clock.set(at('2026-12-07', '11:00').toISOString());
    const marked = await mark();
    expect(marked.status, marked.text).toBe(200);
    expect(marked.json.data).toMatchObject({ phase: 'past', attendance: 'attended', can: { cancel: false, move: false, mark_attendance: true } });
    const past = await server.staffGet(`${STAFF_CONTRACT.staffAppointments.path}?when=past&status=attended`);
    expect(past.json.data.items.map((item: { reference: string }) => item.reference)).toEqual([reference]);
    const stored = (await server.store.appointments.findByReference(reference))._unsafeUnwrap();
    expect(stored?.attendance).toBe('attended');
    clock.set(NOW.toISOString());
  });

  it("gives a date hours of its own or closes it, and the visitor's calendar and the hold follow at once", async () => {
    const wednesday = '2026-12-16';
    expect(await slotsOn(wednesday)).toEqual(['10:00', '10:30', '11:00', '11:30', '12:00']);
    const closed = await staff('PUT', pathOf('staffSetDateOverride', { id: ANANYA, date: wednesday }), { hours: [] });
    expect(closed.status, closed.text).toBe(200);
    expect(closed.json.data.date_overrides).toEqual([{ date: wednesday, hours: [] }]);
    expect(await slotsOn(wednesday)).toEqual([]);
    expect(await slotsOn('2026-12-23')).toEqual(['10:00', '10:30', '11:00', '11:30', '12:00']);

    // Just after IST midnight: the UTC date of these sessions is the day before, the calendar's is the date chosen.
    const lateNight = await staff('PUT', pathOf('staffSetDateOverride', { id: ANANYA, date: '2026-12-17' }), { hours: [{ start: '00:00', end: '01:30', modes: ['video'] }] });
    expect(lateNight.status, lateNight.text).toBe(200);
    expect(await slotsOn('2026-12-17')).toEqual(['00:00', '00:30']);
    expect(await slotsOn(wednesday)).toEqual([]);
    const held = await server.post(APPOINTMENT_PATHS.holds, { therapist_id: ANANYA, start: '2026-12-16T18:30:00.000Z', mode: 'video' });
    expect(held.status, held.text).toBe(201);

    const removed = await staff('DELETE', pathOf('staffRemoveDateOverride', { id: ANANYA, date: wednesday }));
    expect(removed.status, removed.text).toBe(200);
    expect(await slotsOn(wednesday)).toEqual(['10:00', '10:30', '11:00', '11:30', '12:00']);
    const shown = await server.staffGet(pathOf('staffTherapist', { id: ANANYA }));
    expect(shown.json.data.availability.date_overrides).toEqual([{ date: '2026-12-17', hours: [{ start: '00:00', end: '01:30', modes: ['video'] }] }]);
    expect(doc.answerMatches('staffTherapist', 200, shown.json)).toEqual({ ok: true, errors: '' });
  });

  it('takes leave back: the days are offered again', async () => {
    const friday = '2026-12-18';
    expect((await staff('POST', pathOf('staffAddTimeOff', { id: ANANYA }), { from: friday, to: friday })).status).toBe(200);
    expect(await slotsOn(friday)).toEqual([]);
    const back = await staff('POST', pathOf('staffRemoveTimeOff', { id: ANANYA }), { from: friday, to: friday });
    expect(back.status, back.text).toBe(200);
    expect(back.json.data.time_off).toEqual([]);
    expect(await slotsOn(friday)).not.toEqual([]);
  });

  it("shows a therapist's week in IST, today first, with the appointments still on", async () => {
    const agenda = await server.staffGet(pathOf('staffAgenda', { id: ANANYA }));
    expect(agenda.status, agenda.text).toBe(200);
    expect(agenda.json.data.today).toBe('2026-11-30');
    expect(agenda.json.data.week.map((day: { date: string }) => day.date)).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    const tuesday = agenda.json.data.week[1].appointments.map((item: { start: string }) => item.start.slice(11, 16));
    expect(tuesday).toEqual(['10:00', '11:00']);
    // The moved Wednesday appointment is on its new time.
    expect(agenda.json.data.week[2].appointments.map((item: { start: string }) => item.start.slice(11, 16))).toEqual(['11:00', '12:00']);
    expect(doc.answerMatches('staffAgenda', 200, agenda.json)).toEqual({ ok: true, errors: '' });
  });
});
