import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { APPOINTMENT_MESSAGES, APPOINTMENT_PATHS, APPOINTMENT_REFERENCE_PATTERN, BOOKING_POLICY, ENDPOINTS, appointmentPath } from '@manobal/core';
import { at } from '../../fixtures/booking/availability';
import { aValidLogin, aValidSignup } from '../../fixtures/forms';
import { aBookableTherapist, aConfirmRequest, aHoldRequest, createInMemoryAvailabilityReader } from '../../fixtures/in-memory/in-memory-appointments';
import { aMovableClock } from '../../fixtures/in-memory/in-memory-services';
import { loggerOptions } from '../../server/src/http/logger-options';
import { SERVER_MESSAGES } from '../../server/src/http/server.messages';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/test-databases';
import { startTestServer, type TestResponse, type TestServer } from './support/test-server';

/** Monday 30 November 2026, 09:00 IST: the fixtures' week is bookable from the next day. */
const NOW = at('2026-11-30', '09:00').toISOString();
const CARE_TEAM_PHONE = '+91 98765 43210';
const THERAPIST = aBookableTherapist();

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describeEachEngine('appointments', (engine) => {
  let db: TestDatabase;
  let server: TestServer;
  const clock = aMovableClock(NOW);
  const logLines: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    server = await startTestServer(db, {
      clock,
      therapists: createInMemoryAvailabilityReader([THERAPIST]),
      env: { CONTACT_PHONE: CARE_TEAM_PHONE },
      logger: { ...loggerOptions('trace'), stream },
    });
  });
  afterEach(() => clock.set(NOW));
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  const hold = (start: Date, overrides: Record<string, unknown> = {}) => server.post(APPOINTMENT_PATHS.holds, aHoldRequest(start, overrides));
  const confirm = (holdId: string, overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    server.post(APPOINTMENT_PATHS.appointments, aConfirmRequest(holdId, overrides), headers);
  const book = async (start: Date, headers: Record<string, string> = {}): Promise<{ reference: string; manage_token: string }> => {
    const held = await hold(start);
    expect(held.status, held.text).toBe(201);
    const confirmed = await confirm(held.json.data.hold_id, {}, headers);
    expect(confirmed.status, confirmed.text).toBe(201);
    return confirmed.json.data;
  };
  const manage = (path: string, reference: string, token: string | undefined, body?: unknown): Promise<TestResponse> => {
    const headers = token === undefined ? {} : bearer(token);
    return body === undefined ? server.postRaw(appointmentPath(path, reference), '', headers) : server.post(appointmentPath(path, reference), body, headers);
  };
  const show = (reference: string, token?: string) => server.get(appointmentPath(APPOINTMENT_PATHS.appointment, reference), token === undefined ? {} : bearer(token));

  it('gives exactly one of 200 simultaneous holds on one slot, and 199 hear it was just taken', async () => {
    const start = at('2026-12-01', '18:00');
    const answers = await Promise.all(Array.from({ length: 200 }, () => hold(start)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(199);
    expect(answers.find((answer) => answer.status === 409)?.json).toEqual({ success: false, msg: APPOINTMENT_MESSAGES.slotTaken, kind: 'slot-taken' });
    // An overlapping start (half an hour later) is taken too: cells, not starts, are claimed.
    expect((await hold(at('2026-12-01', '18:30'))).status).toBe(409);
  });

  it('holds a free slot for five minutes, and refuses a time that is not offered with 400', async () => {
    const held = await hold(at('2026-12-01', '17:00'));
    expect(held.status).toBe(201);
    expect(held.json.data).toEqual({ hold_id: expect.any(String), expires_at: '2026-11-30T09:05:00+05:30', phone_channels: [] });
    for (const start of [at('2026-12-01', '15:00'), at('2026-11-30', '10:00'), at('2026-12-01', '17:15')]) {
      expect(await hold(start).then((r) => [r.status, r.json.msg])).toEqual([400, APPOINTMENT_MESSAGES.slotNotOffered]);
    }
    expect((await hold(at('2026-12-01', '19:00'), { therapist_id: 'nobody-here' })).status).toBe(400);
    expect((await server.post(APPOINTMENT_PATHS.holds, { therapist_id: THERAPIST.id })).status).toBe(400);
  });

  it('frees the slot when a hold expires, and a confirm after expiry is 410', async () => {
    const start = at('2026-12-02', '18:00');
    const first = await hold(start);
    expect((await hold(start)).status).toBe(409);
    clock.set(new Date(new Date(NOW).getTime() + BOOKING_POLICY.holdMinutes * 60_000).toISOString());
    const second = await hold(start);
    expect(second.status).toBe(201);
    const late = await confirm(first.json.data.hold_id);
    expect([late.status, late.json.msg]).toEqual([410, APPOINTMENT_MESSAGES.holdExpired]);
    expect((await confirm('never-held')).status).toBe(410);
    expect((await confirm(second.json.data.hold_id)).status).toBe(201);
  });

  it('confirms with a reference and a manage token that opens the appointment; the token is kept only as a hash', async () => {
    const { reference, manage_token } = await book(at('2026-12-03', '18:00'));
    expect(reference).toMatch(APPOINTMENT_REFERENCE_PATTERN);
    const shown = await show(reference, manage_token);
    expect(shown.json.data).toEqual({
      reference,
      therapist_id: THERAPIST.id,
      start: '2026-12-03T18:00:00+05:30',
      end: '2026-12-03T19:00:00+05:30',
      mode: 'video',
      fee_inr: 1200,
      status: 'confirmed',
      sequence: 0,
      cancelled_late: false,
      room: { path: `/session/${reference}`, opens_at: '2026-12-03T17:50:00+05:30', closes_at: '2026-12-03T19:30:00+05:30' },
      message_channels: ['email'],
    });
    const stored = (await server.store.appointments.findByReference(reference))._unsafeUnwrap();
    expect(JSON.stringify(stored)).not.toContain(manage_token);
    expect(JSON.stringify(stored)).not.toContain('Panic attacks');
    // Typed as spoken: lower case and spaces.
    expect((await show(reference.toLowerCase().replace('-', ' '), manage_token)).status).toBe(200);
  });

  it('needs the token: none is 401, a wrong one and an unknown reference are the same 404', async () => {
    const { reference, manage_token } = await book(at('2026-12-03', '20:00'));
    const none = await show(reference);
    expect([none.status, none.headers.get('www-authenticate')]).toEqual([401, 'Bearer']);
    const wrong = await show(reference, 'not-the-token');
    const unknown = await show('MNB-ZZZZZZ', manage_token);
    expect([wrong.status, wrong.json]).toEqual([404, { success: false, kind: 'not-found', msg: SERVER_MESSAGES.appointmentNotFound }]);
    expect([unknown.status, unknown.json]).toEqual([404, wrong.json]);
    expect((await manage(APPOINTMENT_PATHS.cancel, reference, undefined)).status).toBe(401);
    expect((await manage(APPOINTMENT_PATHS.cancel, reference, 'not-the-token')).status).toBe(404);
    expect((await show(reference, manage_token)).json.data.status).toBe('confirmed');
  });

  it('honours Idempotency-Key on confirm: a retry gets the same reference and token, a different body 409', async () => {
    const held = await hold(at('2026-12-04', '18:00'));
    const key = { 'idempotency-key': 'confirm-once-1' };
    // A retry sends the very same body; each aConfirmRequest is a new person, so the person is fixed here.
    const person = { email: 'retry.once@example.com', phone: '9876501234' };
    const [first, twin] = await Promise.all([confirm(held.json.data.hold_id, person, key), confirm(held.json.data.hold_id, person, key)]);
    const retry = await confirm(held.json.data.hold_id, person, key);
    expect([first.status, twin.status, retry.status]).toEqual([201, 201, 201]);
    expect(twin.json.data).toEqual(first.json.data);
    expect(retry.json.data).toEqual(first.json.data);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const different = await confirm(held.json.data.hold_id, { ...person, name: 'Someone Else' }, key);
    expect(different.status).toBe(409);
    const listed = await server.staffGet(`${APPOINTMENT_PATHS.staff}?from=2026-12-04&to=2026-12-04`);
    expect(listed.json.data.items).toHaveLength(1);
  });

  /** A booking by a person of their own (the contact caps count bookings per phone and e-mail). */
  let people = 0;
  const bookAlone = async (start: Date): Promise<{ reference: string; manage_token: string }> => {
    people += 1;
    const held = await hold(start);
    expect(held.status, held.text).toBe(201);
    const contact = { email: `policy-${people}@example.com`, phone: `98100${String(people).padStart(5, '0')}` };
    const confirmed = await confirm(held.json.data.hold_id, contact);
    expect(confirmed.status, confirmed.text).toBe(201);
    return confirmed.json.data;
  };

  it('cancel frees the slot free of charge; the stored appointment says so and its sequence went up', async () => {
    const start = at('2026-12-21', '18:00');
    const { reference, manage_token } = await bookAlone(start);
    const cancelled = await manage(APPOINTMENT_PATHS.cancel, reference, manage_token);
    expect([cancelled.status, cancelled.json.data]).toEqual([200, expect.objectContaining({ status: 'cancelled', cancelled_late: false, sequence: 1 })]);
    expect((await hold(start)).status).toBe(201);
  });

  it('inside the cut-off a move is refused with its kind and the care team number, but a cancel is taken, stored as late and frees the time', async () => {
    const start = at('2026-12-22', '18:00');
    const { reference, manage_token } = await bookAlone(start);
    clock.set(at('2026-12-22', '06:30').toISOString());
    const moved = await manage(APPOINTMENT_PATHS.reschedule, reference, manage_token, { start: at('2026-12-22', '20:00').toISOString() });
    expect([moved.status, moved.json.kind, moved.json.msg]).toEqual([409, 'too-late-to-change', APPOINTMENT_MESSAGES.changeTooLate(CARE_TEAM_PHONE)]);
    const cancelled = await manage(APPOINTMENT_PATHS.cancel, reference, manage_token);
    expect([cancelled.status, cancelled.json.data]).toEqual([200, expect.objectContaining({ status: 'cancelled', cancelled_late: true, sequence: 1 })]);
    // Stored, not just answered: the appointment read again says the same.
    expect((await show(reference, manage_token)).json.data).toMatchObject({ status: 'cancelled', cancelled_late: true, sequence: 1 });
    clock.set(NOW);
    expect((await hold(start)).status).toBe(201);
  });

  it('refuses a cancel once the session has started, with its kind', async () => {
    const start = at('2026-12-23', '18:00');
    const { reference, manage_token } = await bookAlone(start);
    clock.set(at('2026-12-23', '18:00').toISOString());
    const refused = await manage(APPOINTMENT_PATHS.cancel, reference, manage_token);
    expect([refused.status, refused.json.kind]).toEqual([409, 'too-late-to-change']);
    expect((await show(reference, manage_token)).json.data.status).toBe('confirmed');
  });

  it("releases a hold at once, so the time is free for everyone; only the hold's own id releases it, and again is the same answer", async () => {
    const start = at('2026-12-24', '18:00');
    const held = await hold(start);
    expect(held.status).toBe(201);
    const release = (hold_id: unknown) => server.post(APPOINTMENT_PATHS.releaseHold, { hold_id });
    expect((await release('not-the-hold')).status).toBe(200);
    expect([(await hold(start)).status]).toEqual([409]);
    expect((await release(held.json.data.hold_id)).status).toBe(200);
    expect((await release(held.json.data.hold_id)).status).toBe(200);
    const second = await hold(start);
    expect(second.status).toBe(201);
    expect((await release('')).status).toBe(400);
    // The first visitor's id no longer names anything: it cannot release the second visitor's hold.
    expect((await release(held.json.data.hold_id)).status).toBe(200);
    expect((await hold(start)).status).toBe(409);
  });

  it('each move adds one to the sequence the calendar file carries', async () => {
    const { reference, manage_token } = await bookAlone(at('2026-12-28', '18:00'));
    const moved = await manage(APPOINTMENT_PATHS.reschedule, reference, manage_token, { start: at('2026-12-28', '19:00').toISOString() });
    expect([moved.status, moved.json.data.sequence]).toEqual([200, 1]);
    const again = await manage(APPOINTMENT_PATHS.reschedule, reference, manage_token, { start: at('2026-12-28', '20:00').toISOString() });
    expect(again.json.data.sequence).toBe(2);
  });

  it('reschedules atomically under contention: one winner for the new time, and the appointment keeps exactly one time', async () => {
    const from = at('2026-12-08', '18:00');
    const to = at('2026-12-08', '20:00');
    const { reference, manage_token } = await book(from);
    const [moved, ...holds] = await Promise.all([
      manage(APPOINTMENT_PATHS.reschedule, reference, manage_token, { start: to.toISOString() }),
      ...Array.from({ length: 30 }, () => hold(to)),
    ]);
    const winners = [moved, ...holds].filter((answer) => answer.status === 200 || answer.status === 201);
    expect(winners).toHaveLength(1);
    const nowAt = (await show(reference, manage_token)).json.data.start;
    if (moved.status === 200) {
      expect(nowAt).toBe('2026-12-08T20:00:00+05:30');
      expect((await hold(from)).status).toBe(201);
    } else {
      expect(moved.status).toBe(409);
      expect(nowAt).toBe('2026-12-08T18:00:00+05:30');
      expect((await hold(from)).status).toBe(409);
    }
    // Whichever won, neither time is free now.
    expect((await hold(to)).status).toBe(409);
  });

  it('moves to a free time and frees the old one', async () => {
    const { reference, manage_token } = await book(at('2026-12-09', '18:00'));
    const moved = await manage(APPOINTMENT_PATHS.reschedule, reference, manage_token, { start: at('2026-12-09', '18:30').toISOString() });
    expect([moved.status, moved.json.data.start]).toEqual([200, '2026-12-09T18:30:00+05:30']);
    expect((await hold(at('2026-12-09', '17:30'))).status).toBe(201);
    expect((await hold(at('2026-12-09', '19:00'))).status).toBe(409);
    const notOffered = await manage(APPOINTMENT_PATHS.reschedule, reference, manage_token, { start: at('2026-12-09', '15:00').toISOString() });
    expect(notOffered.status).toBe(400);
  });

  it("links a signed-in person's booking to the account; logout ends the token on the server", async () => {
    await server.post(ENDPOINTS.signup.path, aValidSignup({ email: 'booker@example.in' }));
    const token: string = (await server.post(ENDPOINTS.login.path, aValidLogin({ email: 'booker@example.in' }))).json.data.access_token;
    const { reference } = await book(at('2026-12-10', '18:00'), bearer(token));
    await book(at('2026-12-10', '19:00'));
    const mine = await server.get(APPOINTMENT_PATHS.mine, bearer(token));
    expect(mine.json.data).toEqual({ upcoming: [expect.objectContaining({ reference })], past: [] });
    expect((await server.get(APPOINTMENT_PATHS.mine)).status).toBe(401);

    expect((await server.postRaw(APPOINTMENT_PATHS.logout, '', bearer(token))).status).toBe(200);
    expect((await server.get(APPOINTMENT_PATHS.mine, bearer(token))).status).toBe(401);
    const held = await hold(at('2026-12-10', '20:00'));
    expect((await confirm(held.json.data.hold_id, {}, bearer(token))).status).toBe(401);
  });

  it("opens, moves and cancels a signed-in person's own booking with their access token; not another's, and not after logout", async () => {
    const signIn = async (email: string): Promise<string> => {
      await server.post(ENDPOINTS.signup.path, aValidSignup({ email }));
      return (await server.post(ENDPOINTS.login.path, aValidLogin({ email }))).json.data.access_token;
    };
    const owner = await signIn('owner@example.in');
    const stranger = await signIn('stranger@example.in');
    const mine = await book(at('2026-12-15', '18:00'), bearer(owner));
    const anonymous = await book(at('2026-12-15', '20:00'));

    expect((await show(mine.reference, owner)).json.data.status).toBe('confirmed');
    for (const [reference, token] of [
      [mine.reference, stranger],
      [anonymous.reference, owner],
    ] as const) {
      expect((await show(reference, token)).status).toBe(404);
      expect((await manage(APPOINTMENT_PATHS.cancel, reference, token)).status).toBe(404);
      expect((await manage(APPOINTMENT_PATHS.reschedule, reference, token, { start: at('2026-12-16', '18:00').toISOString() })).status).toBe(404);
    }

    const moved = await manage(APPOINTMENT_PATHS.reschedule, mine.reference, owner, { start: at('2026-12-16', '18:00').toISOString() });
    expect([moved.status, moved.json.data.start]).toEqual([200, '2026-12-16T18:00:00+05:30']);
    expect((await hold(at('2026-12-15', '18:00'))).status).toBe(201);
    const cancelled = await manage(APPOINTMENT_PATHS.cancel, mine.reference, owner);
    expect([cancelled.status, cancelled.json.data.status]).toEqual([200, 'cancelled']);
    expect((await server.get(APPOINTMENT_PATHS.mine, bearer(owner))).json.data.upcoming).toEqual([
      expect.objectContaining({ reference: mine.reference, status: 'cancelled' }),
    ]);
    // The manage token still opens it, as before.
    expect((await show(mine.reference, mine.manage_token)).status).toBe(200);

    const again = await book(at('2026-12-16', '20:00'), bearer(owner));
    expect((await server.postRaw(APPOINTMENT_PATHS.logout, '', bearer(owner))).status).toBe(200);
    expect((await show(again.reference, owner)).status).toBe(404);
    expect((await manage(APPOINTMENT_PATHS.cancel, again.reference, owner)).status).toBe(404);
    expect((await show(again.reference, again.manage_token)).json.data.status).toBe('confirmed');
  });

  it('lists appointments for staff by therapist, IST dates and status', async () => {
    // A week of its own: one address may book only a fifth of a therapist's week (the booking caps), and the
    // tests above book from this one address.
    const { reference, manage_token } = await book(at('2026-12-29', '18:00'));
    await book(at('2026-12-29', '19:00'));
    await manage(APPOINTMENT_PATHS.cancel, reference, manage_token);
    const list = async (query: string) => (await server.staffGet(`${APPOINTMENT_PATHS.staff}?${query}`)).json.data.items.map((item: { reference: string }) => item.reference);
    expect(await list('from=2026-12-29&to=2026-12-29')).toHaveLength(2);
    expect(await list('from=2026-12-29&to=2026-12-29&status=cancelled')).toEqual([reference]);
    expect(await list(`therapist=${THERAPIST.id}&from=2026-12-29&to=2026-12-29&status=confirmed`)).toHaveLength(1);
    expect((await server.staffGet(`${APPOINTMENT_PATHS.staff}?status=lost`)).status).toBe(400);
    expect((await server.get(APPOINTMENT_PATHS.staff)).status).toBe(401);
  });

  it('never writes a manage token, an access token or the phone to the log', async () => {
    const booked = await book(at('2026-12-14', '18:00'));
    await show(booked.reference, booked.manage_token);
    await manage(APPOINTMENT_PATHS.cancel, booked.reference, booked.manage_token);
    const log = logLines.join('');
    expect(log).toContain(booked.reference);
    for (const secret of [booked.manage_token, '9876543210', 'Panic attacks']) expect(log).not.toContain(secret);
  });
});
