import { afterAll, beforeAll, expect, it } from 'vitest';
import { APPOINTMENT_PATHS, ENDPOINTS, FREE_CALL_MESSAGES, FREE_CALL_REFERENCE_PATTERN, YOUNG_PERSON_MESSAGES, type Clock, formMessageText } from '@manobal/core';
import { at } from '../../fixtures/booking/availability';
import { A_GUARDIAN, aValidBooking } from '../../fixtures/forms';
import { aBookableTherapist, aConfirmRequest, aHoldRequest, createInMemoryAvailabilityReader } from '../../fixtures/in-memory/in-memory-appointments';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/test-databases';
import { startTestServer, TEST_STAFF_TOKEN, type TestServer } from './support/test-server';

/** Monday 30 November 2026, 09:00 IST: the fixtures' week is bookable from the next day. */
const NOW = at('2026-11-30', '09:00').toISOString();
const TOMORROW = '2026-12-01';
const clock: Clock = { now: () => new Date(NOW) };
const path = ENDPOINTS.bookSession.path;
// Two calls an hour, from 10:00 AM to 12:00 PM.
const env = { FREE_CALLS_PER_HOUR: '2', FREE_CALL_HOURS: '10-12' };

describeEachEngine('the free introductory call and the age rule', (engine) => {
  let db: TestDatabase;
  let server: TestServer;
  let twin: TestServer;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    const options = { clock, env, therapists: createInMemoryAvailabilityReader([aBookableTherapist()]) };
    server = await startTestServer(db, options);
    // A second instance over the same database: capacity must hold across instances, not only inside one.
    twin = await startTestServer(db, options);
  });
  afterAll(async () => {
    await twin?.close();
    await server?.close();
    await db?.drop();
  });

  const call = (overrides: Parameters<typeof aValidBooking>[0] = {}, extra: Record<string, unknown> = {}) =>
    ({ ...aValidBooking({ date: TOMORROW, ...overrides }, clock), ...extra });
  const staffPut = async (url: string, body: unknown) => {
    const response = await fetch(`${server.baseUrl}${url}`, {
      method: 'PUT',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${TEST_STAFF_TOKEN}` },
    });
    return { status: response.status, json: await response.json() };
  };
  const listedCalls = async () => {
    const response = await server.staffGet('/api/v1/staff/bookings?limit=100');
    expect(response.status, response.text).toBe(200);
    return response.json.data.items as { id: string; name: string; status: string; reference: string; guardian_check: boolean; guardian: unknown }[];
  };

  it('books the call with a reference, a waiting status and words that say when and on which number the care team will call', async () => {
    const response = await server.post(path, call({ name: 'First Caller', time: '10:00 AM' }));
    expect(response.status, response.text).toBe(201);
    expect(response.json.msg).toBe(
      `Your free introductory call is booked for Tue 1 Dec, 10:00 AM IST; our care team will call you on 98765 43210. Your reference is ${response.json.data.reference}.`,
    );
    expect(response.json.data).toEqual({ id: expect.any(String), reference: expect.stringMatching(FREE_CALL_REFERENCE_PATTERN), status: 'waiting', date: TOMORROW, time: '10:00 AM' });
    expect(response.json.msg).not.toMatch(/session/i);
  });

  it('refuses a full hour with its kind and the next hour that has a place', async () => {
    expect((await server.post(path, call({ name: 'Second Caller', time: '10:00 AM' }))).status).toBe(201);
    const refused = await server.post(path, call({ name: 'Third Caller', time: '10:00 AM' }));
    expect(refused.status).toBe(409);
    const msg = FREE_CALL_MESSAGES.hourFull({ date: TOMORROW, time: '11:00 AM' });
    expect(refused.json).toEqual({ success: false, msg, errors: { time: msg }, kind: 'free-call-hour-full' });
    expect((await listedCalls()).map((listed) => listed.name)).not.toContain('Third Caller');
  });

  it('refuses an hour the care team does not offer', async () => {
    const refused = await server.post(path, call({ time: '5:00 PM' }));
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual({ time: FREE_CALL_MESSAGES.hourNotOffered });
  });

  it('lets exactly the hour’s capacity in when many ask for its places at once, across two instances', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? server : twin).post(path, call({ name: `Racing Caller ${String.fromCharCode(65 + i)}`, time: '11:00 AM' }))),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(10);
    expect((await listedCalls()).filter((listed) => listed.name.startsWith('Racing Caller'))).toHaveLength(2);
  });

  it('lets staff mark a call called, then done, and lists the waiting ones first', async () => {
    const booked = await server.post(path, call({ name: 'Marked Caller', time: '12:00 PM' }));
    const id = booked.json.data.id as string;
    const called = await staffPut(`/api/v1/staff/bookings/${id}`, { status: 'called' });
    expect(called.status).toBe(200);
    expect(called.json.data).toMatchObject({ id, status: 'called', marked_at: expect.any(String) });
    expect((await staffPut(`/api/v1/staff/bookings/${id}`, { status: 'done' })).json.data.status).toBe('done');
    expect((await staffPut('/api/v1/staff/bookings/no-such-call', { status: 'done' })).status).toBe(404);
    expect((await staffPut(`/api/v1/staff/bookings/${id}`, { status: 'finished' })).status).toBe(400);
    const listed = await listedCalls();
    expect(listed.at(-1)).toMatchObject({ id, status: 'done' });
    expect(listed[0]!.status).toBe('waiting');
  });

  it('refuses a free call for a 15-year-old', async () => {
    const refused = await server.post(path, call({ name: 'Young Caller', age: '15', time: '12:00 PM' }));
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual({ age: formMessageText('en', YOUNG_PERSON_MESSAGES.tooYoung) });
  });

  it('refuses a 17-year-old without a guardian, and keeps one with a guardian, flagged and listed to staff', async () => {
    const without = await server.post(path, call({ name: 'Teen Caller', age: '17', time: '12:00 PM' }));
    expect(without.status).toBe(400);
    expect(without.json.errors).toMatchObject({ guardian_name: formMessageText('en', YOUNG_PERSON_MESSAGES.guardianNameRequired), guardian_knows: formMessageText('en', YOUNG_PERSON_MESSAGES.guardianKnows) });
    const booked = await server.post(path, call({ name: 'Teen Caller', age: '17', time: '12:00 PM' }, A_GUARDIAN));
    expect(booked.status, booked.text).toBe(201);
    expect(booked.json.msg).toContain(FREE_CALL_MESSAGES.guardianToo);
    expect((await listedCalls()).find((listed) => listed.name === 'Teen Caller')).toMatchObject({
      guardian_check: true,
      guardian: { name: A_GUARDIAN.guardian_name, relationship: 'mother', phone: A_GUARDIAN.guardian_phone },
    });
  });

  it('refuses an appointment for a 15-year-old and one for a 17-year-old without a guardian; keeps one with a guardian, flagged for the care team', async () => {
    const held = await server.post(APPOINTMENT_PATHS.holds, aHoldRequest(at(TOMORROW, '18:00')));
    expect(held.status, held.text).toBe(201);
    const holdId = held.json.data.hold_id as string;
    const young = await server.post(APPOINTMENT_PATHS.appointments, aConfirmRequest(holdId, { age: '15' }));
    expect(young.status).toBe(400);
    expect(young.json.errors).toEqual({ age: formMessageText('en', YOUNG_PERSON_MESSAGES.tooYoung) });
    const alone = await server.post(APPOINTMENT_PATHS.appointments, aConfirmRequest(holdId, { age: '17' }));
    expect(alone.status).toBe(400);
    expect(alone.json.errors).toMatchObject({ guardian_phone: formMessageText('en', YOUNG_PERSON_MESSAGES.guardianPhone) });
    const confirmed = await server.post(APPOINTMENT_PATHS.appointments, aConfirmRequest(holdId, { name: 'Teen Client', age: '17', ...A_GUARDIAN }));
    expect(confirmed.status, confirmed.text).toBe(201);
    const staff = await server.staffGet('/api/v1/staff/appointments');
    expect(staff.status, staff.text).toBe(200);
    const items = (staff.json.data.items ?? staff.json.data) as { name: string; guardian_check: boolean; guardian: unknown }[];
    expect(items.find((item) => item.name === 'Teen Client')).toMatchObject({
      guardian_check: true,
      guardian: { name: A_GUARDIAN.guardian_name, relationship: 'mother', phone: A_GUARDIAN.guardian_phone },
    });
  });
});
