import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENT_PATHS, ROOM_SIGNAL_LIMITS, ROOM_TEXT_EN, STAFF_CONTRACT, appointmentPath } from '@manobal/core';
import { at } from '../../fixtures/booking/availability';
import { aBookableTherapist, aConfirmRequest, aHoldRequest, createInMemoryAvailabilityReader } from '../../fixtures/in-memory/in-memory-appointments';
import { aMovableClock } from '../../fixtures/in-memory/in-memory-services';
import { capturedLogs } from './support/captured-logs';
import { turnCredential } from '../../server/src/room/turn-credentials';
import { createTestDatabase, describeEachEngine, describeOnPostgres, type TestDatabase } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';
import { openRoom, type RoomClient } from './support/room-client';

/** Monday 30 November 2026, 09:00 IST: the fixtures' week is bookable from the next day. */
const BOOKED_AT = at('2026-11-30', '09:00').toISOString();
const START = at('2026-12-01', '18:00');
const minutesFrom = (instant: Date, n: number) => new Date(instant.getTime() + n * 60_000).toISOString();
const TURN_SECRET = 'a-shared-secret-for-coturn-tests';
const THERAPIST = aBookableTherapist();
const OFFER = { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' };

const ROOM_ENV = { STUN_URLS: 'stun:127.0.0.1:34780', TURN_URLS: 'turn:127.0.0.1:34780?transport=udp', TURN_SECRET, TURN_TTL_SECONDS: '600' };

interface Booked {
  readonly reference: string;
  readonly manage_token: string;
}

const bookOn = async (server: TestServer, start: Date, mode: 'video' | 'in-person' = 'video'): Promise<Booked> => {
  const held = await server.post(APPOINTMENT_PATHS.holds, aHoldRequest(start, { mode }));
  expect(held.status, held.text).toBe(201);
  const confirmed = await server.post(APPOINTMENT_PATHS.appointments, aConfirmRequest(held.json.data.hold_id));
  expect(confirmed.status, confirmed.text).toBe(201);
  return confirmed.json.data;
};

/** Into the room as the visitor: hello with the token, consent when asked, join. */
const visitorJoins = async (server: TestServer, booked: Booked): Promise<RoomClient> => {
  const visitor = await openRoom(server, booked.reference);
  visitor.send({ type: 'hello', token: booked.manage_token });
  const room = await visitor.next('room');
  if (room.consent_needed === true) {
    visitor.send({ type: 'consent', words: ROOM_TEXT_EN.consent.id, version: ROOM_TEXT_EN.consent.version });
    await visitor.next('consented');
  }
  visitor.send({ type: 'join' });
  await visitor.next('joined');
  return visitor;
};

const therapistJoins = async (server: TestServer, token: string, reference: string): Promise<RoomClient> => {
  const therapist = await openRoom(server, reference, { authorization: `Bearer ${token}` });
  therapist.send({ type: 'hello' });
  expect((await therapist.next('room')).role).toBe('therapist');
  therapist.send({ type: 'join' });
  await therapist.next('joined');
  return therapist;
};

const AGENDA_PATH = STAFF_CONTRACT.staffAgenda.path.replace('{id}', encodeURIComponent(THERAPIST.id));

/** Who the therapist's agenda says is in the room of `reference` (null: no room open), as their console reads it. */
const inRoomOnAgenda = async (server: TestServer, token: string, reference: string): Promise<unknown> => {
  const agenda = await server.get(AGENDA_PATH, { authorization: `Bearer ${token}` });
  expect(agenda.status, agenda.text).toBe(200);
  const items = (agenda.json.data.week as { appointments: { reference: string; in_room: unknown }[] }[]).flatMap((day) => day.appointments);
  return items.find((item) => item.reference === reference)?.in_room;
};

describeEachEngine('the video room', (engine) => {
  let db: TestDatabase;
  let server: TestServer;
  const clock = aMovableClock(BOOKED_AT);
  const logs = capturedLogs();
  let booked: Booked;
  let other: Booked;
  let therapistToken: string;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    server = await startTestServer(db, { clock, therapists: createInMemoryAvailabilityReader([THERAPIST]), env: ROOM_ENV, logger: logs.logger });
    booked = await bookOn(server, START);
    other = await bookOn(server, at('2026-12-01', '19:00'));
    therapistToken = (await server.staffPerson({ roles: ['therapist'], therapistId: THERAPIST.id })).token;
    clock.set(minutesFrom(START, -5));
  });
  afterEach(() => clock.set(minutesFrom(START, -5)));
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('lets the visitor and the therapist in, relays what each sends to the other, and keeps consent, joins and leaves', async () => {
    const first = await openRoom(server, booked.reference);
    first.send({ type: 'hello', token: booked.manage_token });
    const room = await first.next('room');
    expect(room).toMatchObject({ role: 'visitor', reference: booked.reference, start: '2026-12-01T18:00:00+05:30', opens_at: '2026-12-01T17:50:00+05:30', consent_needed: true });
    first.send({ type: 'join' });
    expect(await first.next('refused')).toEqual({ type: 'refused', kind: 'consent-needed' });
    // Consent to words of an older version is refused: the room says something else now.
    first.send({ type: 'consent', words: ROOM_TEXT_EN.consent.id, version: ROOM_TEXT_EN.consent.version - 1, locale: 'hi' });
    expect(await first.next('refused')).toEqual({ type: 'refused', kind: 'invalid-message' });
    first.close();
    const visitor = await openRoom(server, booked.reference);
    visitor.send({ type: 'hello', token: booked.manage_token });
    expect((await visitor.next('room')).consent_needed).toBe(true);
    // Given on the room's Hindi page: kept with the language its words were shown in.
    visitor.send({ type: 'consent', words: ROOM_TEXT_EN.consent.id, version: ROOM_TEXT_EN.consent.version, locale: 'hi' });
    await visitor.next('consented');
    visitor.send({ type: 'join' });
    await visitor.next('joined');

    const therapist = await therapistJoins(server, therapistToken, booked.reference);
    expect(await visitor.next('peer')).toEqual({ type: 'peer', role: 'therapist', present: true });
    expect(await therapist.next('peer')).toEqual({ type: 'peer', role: 'visitor', present: true });

    visitor.send(OFFER);
    expect(await therapist.next('offer')).toEqual({ ...OFFER, from: 'visitor' });
    therapist.send({ type: 'answer', sdp: 'v=0\r\n' });
    expect(await visitor.next('answer')).toEqual({ type: 'answer', sdp: 'v=0\r\n', from: 'therapist' });
    const candidate = { candidate: 'candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host', sdpMid: '0', sdpMLineIndex: 0 };
    therapist.send({ type: 'ice', candidate });
    expect(await visitor.next('ice')).toEqual({ type: 'ice', candidate, from: 'therapist' });
    const state = { muted: true, camera_off: false, audio_only: true, weak_connection: false };
    visitor.send({ type: 'media', state });
    expect(await therapist.next('media')).toEqual({ type: 'media', state, from: 'visitor' });

    visitor.send({ type: 'leave' });
    expect(await therapist.next('peer')).toEqual({ type: 'peer', role: 'visitor', present: false });
    therapist.close();
    await therapist.closed();
    visitor.close();

    // The server keeps a leave once it has seen the socket close, which the client may see first.
    const at = new Date(minutesFrom(START, -5));
    await expect
      .poll(async () => (await server.store.appointments.findByReference(booked.reference))._unsafeUnwrap()?.roomFacts)
      .toEqual({ visitorJoinedAt: at, visitorLeftAt: at, therapistJoinedAt: at, therapistLeftAt: at, consent: { at, words: 'room-consent', version: ROOM_TEXT_EN.consent.version, locale: 'hi' } });
    // Consent is asked once per appointment.
    const again = await openRoom(server, booked.reference);
    again.send({ type: 'hello', token: booked.manage_token });
    expect((await again.next('room')).consent_needed).toBe(false);
    again.close();
  });

  it('hands each browser STUN and a TURN credential of its own that expires (coturn REST scheme)', async () => {
    const visitor = await openRoom(server, booked.reference);
    visitor.send({ type: 'hello', token: booked.manage_token });
    const [stun, turn] = (await visitor.next('room')).ice_servers as { urls: string[]; username?: string; credential?: string }[];
    visitor.close();
    expect(stun).toEqual({ urls: ['stun:127.0.0.1:34780'] });
    expect(turn?.urls).toEqual(['turn:127.0.0.1:34780?transport=udp']);
    const [expiry, id] = (turn?.username ?? '').split(':');
    expect(Number(expiry)).toBe(Math.floor(clock.now().getTime() / 1000) + 600);
    expect(id).toMatch(/^[\w-]{8,}$/);
    expect(id).not.toContain(booked.reference);
    expect(turn?.credential).toBe(createHmac('sha1', TURN_SECRET).update(turn?.username ?? '').digest('base64'));
    expect(turnCredential(TURN_SECRET, 60, new Date(0), 'x')).toEqual({ username: '60:x', credential: createHmac('sha1', TURN_SECRET).update('60:x').digest('base64') });
  });

  it("refuses nobody's token, another appointment's token, another therapist, a coordinator and a page of another site, logging no token", async () => {
    const coordinatorToken = (await server.staffPerson({ roles: ['coordinator'] })).token;
    const otherTherapistToken = (await server.staffPerson({ roles: ['therapist'], therapistId: 'someone-else' })).token;
    const attempts: [Record<string, string>, unknown, string][] = [
      [{}, { type: 'hello' }, 'signed-out'],
      [{}, { type: 'hello', token: other.manage_token }, 'not-found'],
      [{}, { type: 'hello', token: 'not-a-token' }, 'not-found'],
      [{ authorization: `Bearer ${otherTherapistToken}` }, { type: 'hello' }, 'not-found'],
      [{ authorization: `Bearer ${coordinatorToken}` }, { type: 'hello' }, 'not-found'],
      [{ origin: 'https://elsewhere.example' }, { type: 'hello', token: booked.manage_token }, 'not-found'],
    ];
    for (const [headers, hello, kind] of attempts) {
      const client = await openRoom(server, booked.reference, headers);
      client.send(hello);
      expect(await client.next('refused')).toEqual({ type: 'refused', kind });
      expect(await client.closed()).toBe(1008);
    }
    const log = logs.text();
    expect(log).toContain('video room refused');
    for (const secret of [booked.manage_token, other.manage_token, coordinatorToken, otherTherapistToken]) expect(log).not.toContain(secret);
  });

  it('says when a room not yet open opens, and refuses a closed, cancelled or in-person one', async () => {
    const tryEnter = async (who: Booked) => {
      const client = await openRoom(server, who.reference);
      client.send({ type: 'hello', token: who.manage_token });
      return client.next('refused');
    };
    clock.set(minutesFrom(START, -11));
    expect(await tryEnter(booked)).toEqual({ type: 'refused', kind: 'too-early', opens_at: '2026-12-01T17:50:00+05:30' });
    clock.set(minutesFrom(START, 60 + 31));
    expect(await tryEnter(booked)).toEqual({ type: 'refused', kind: 'closed' });
    clock.set(BOOKED_AT);
    const inPerson = await bookOn(server, at('2026-12-02', '11:00'), 'in-person');
    const cancelled = await bookOn(server, at('2026-12-02', '12:00'));
    expect((await server.post(appointmentPath(APPOINTMENT_PATHS.cancel, cancelled.reference), {}, { authorization: `Bearer ${cancelled.manage_token}` })).status).toBe(200);
    clock.set(at('2026-12-02', '10:55').toISOString());
    expect(await tryEnter(inPerson)).toEqual({ type: 'refused', kind: 'not-video' });
    expect(await tryEnter(cancelled)).toEqual({ type: 'refused', kind: 'cancelled' });
  });

  it('closes a hostile socket (broken JSON, unknown messages, extra fields, binary, a frame over the limit, a flood) and keeps serving', async () => {
    const hostile: (string | Buffer)[] = [
      '{',
      JSON.stringify({ type: 'exec', command: 'rm -rf /' }),
      JSON.stringify({ type: 'hello', token: booked.manage_token, admin: true }),
      JSON.stringify({ type: 'offer', sdp: 'v'.repeat(ROOM_SIGNAL_LIMITS.sdpChars + 1) }),
      Buffer.from([0, 1, 2, 3]),
    ];
    for (const frame of hostile) {
      const client = await openRoom(server, booked.reference);
      client.sendRaw(frame);
      expect((await client.next('refused')).kind).toBe('invalid-message');
      expect(await client.closed()).toBe(1008);
    }
    const huge = await openRoom(server, booked.reference);
    huge.sendRaw('x'.repeat(ROOM_SIGNAL_LIMITS.frameBytes + 1));
    expect(await huge.closed()).toBe(1009);

    const flood = await openRoom(server, booked.reference);
    flood.send({ type: 'hello', token: booked.manage_token });
    await flood.next('room');
    for (let i = 0; i <= ROOM_SIGNAL_LIMITS.framesPerMinute; i += 1) flood.send({ type: 'media', state: { muted: false, camera_off: false, audio_only: false, weak_connection: false } });
    expect((await flood.next('refused')).kind).toBe('too-many-messages');

    // A peer's message reaches the other side only after the server read it: a relayed message keeps no extra field.
    const visitor = await visitorJoins(server, booked);
    const therapist = await therapistJoins(server, therapistToken, booked.reference);
    await therapist.next('peer');
    visitor.send(OFFER);
    expect(await therapist.next('offer')).toEqual({ ...OFFER, from: 'visitor' });
    visitor.close();
    therapist.close();
    expect((await server.get('/api/v1/health')).status).toBe(200);
  });

  it("tells the therapist's agenda who is in the room while it is open: the visitor waiting, then both, then the visitor gone", async () => {
    clock.set(minutesFrom(START, -11));
    expect(await inRoomOnAgenda(server, therapistToken, booked.reference)).toBeNull();
    clock.set(minutesFrom(START, -5));
    expect(await inRoomOnAgenda(server, therapistToken, booked.reference)).toEqual({ visitor: false, therapist: false });
    const visitor = await visitorJoins(server, booked);
    expect(await inRoomOnAgenda(server, therapistToken, booked.reference)).toEqual({ visitor: true, therapist: false });
    const therapist = await therapistJoins(server, therapistToken, booked.reference);
    expect(await therapist.next('peer')).toEqual({ type: 'peer', role: 'visitor', present: true });
    expect(await inRoomOnAgenda(server, therapistToken, booked.reference)).toEqual({ visitor: true, therapist: true });
    visitor.send({ type: 'leave' });
    expect(await therapist.next('peer')).toEqual({ type: 'peer', role: 'visitor', present: false });
    // The leave is kept just after the other side is told.
    await expect.poll(() => inRoomOnAgenda(server, therapistToken, booked.reference)).toEqual({ visitor: false, therapist: true });
    // Back again after a leave: a join clears it.
    visitor.send({ type: 'join' });
    await visitor.next('joined');
    expect(await inRoomOnAgenda(server, therapistToken, booked.reference)).toEqual({ visitor: true, therapist: true });
    therapist.close();
    visitor.close();
    await expect.poll(() => inRoomOnAgenda(server, therapistToken, booked.reference)).toEqual({ visitor: false, therapist: false });
    // After the window nobody reads as waiting, and another therapist cannot read this agenda at all.
    clock.set(minutesFrom(START, 60 + 31));
    expect(await inRoomOnAgenda(server, therapistToken, booked.reference)).toBeNull();
    const otherTherapistToken = (await server.staffPerson({ roles: ['therapist'], therapistId: 'another-therapist' })).token;
    const refused = await server.get(AGENDA_PATH, { authorization: `Bearer ${otherTherapistToken}` });
    expect(refused.status).toBe(403);
    expect(refused.json.kind).toBe('forbidden');
  });

  it('lets the newer of two connections of one person stay (a reload), telling the older it was replaced', async () => {
    const first = await visitorJoins(server, booked);
    const second = await visitorJoins(server, booked);
    expect(await first.next('refused')).toEqual({ type: 'refused', kind: 'replaced' });
    await first.closed();
    const therapist = await therapistJoins(server, therapistToken, booked.reference);
    expect(await second.next('peer')).toEqual({ type: 'peer', role: 'therapist', present: true });
    second.close();
    therapist.close();
  });
});

describeOnPostgres('the video room across two instances', () => {
  let db: TestDatabase;
  let one: TestServer;
  let two: TestServer;
  const clock = aMovableClock(BOOKED_AT);

  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    const options = { clock, therapists: createInMemoryAvailabilityReader([THERAPIST]), env: ROOM_ENV };
    one = await startTestServer(db, options);
    two = await startTestServer(db, options);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await db?.drop();
  });

  it('signals between a visitor on one instance and the therapist on the other, a description too large for NOTIFY included', async () => {
    const booked = await bookOn(one, START);
    const therapistToken = (await one.staffPerson({ roles: ['therapist'], therapistId: THERAPIST.id })).token;
    clock.set(minutesFrom(START, -5));
    const visitor = await visitorJoins(one, booked);
    const therapist = await therapistJoins(two, therapistToken, booked.reference);
    expect(await visitor.next('peer')).toEqual({ type: 'peer', role: 'therapist', present: true });
    expect(await therapist.next('peer')).toEqual({ type: 'peer', role: 'visitor', present: true });
    const large = { type: 'offer', sdp: `v=0\r\n${'a=candidate:1 1 udp 1 127.0.0.1 5000 typ host\r\n'.repeat(400)}` };
    expect(large.sdp.length).toBeGreaterThan(8000);
    visitor.send(OFFER);
    visitor.send(large);
    expect(await therapist.next('offer')).toEqual({ ...OFFER, from: 'visitor' });
    expect(await therapist.next('offer')).toEqual({ ...large, from: 'visitor' });
    therapist.send({ type: 'answer', sdp: 'v=0\r\n' });
    expect(await visitor.next('answer')).toEqual({ type: 'answer', sdp: 'v=0\r\n', from: 'therapist' });
    visitor.close();
    expect(await therapist.next('peer')).toEqual({ type: 'peer', role: 'visitor', present: false });
    therapist.close();
  });
});

describe('TURN credentials', () => {
  it('follow coturn’s REST scheme: expiry:id as the username, base64 HMAC-SHA1 of it as the password', () => {
    const { username, credential } = turnCredential('secret', 3600, new Date('2026-12-01T00:00:00Z'), 'abc');
    expect(username).toBe(`${Date.parse('2026-12-01T00:00:00Z') / 1000 + 3600}:abc`);
    expect(credential).toBe(createHmac('sha1', 'secret').update(username).digest('base64'));
  });
});
