import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { APPOINTMENT_PATHS, ROOM_TEXT_EN, STAFF_CONTRACT } from '@manobal/core';
import { at } from '../../fixtures/booking/availability';
import { aBookableTherapist, aConfirmRequest, aHoldRequest, createInMemoryAvailabilityReader } from '../../fixtures/in-memory/in-memory-appointments';
import { aMovableClock } from '../../fixtures/in-memory/in-memory-services';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/test-databases';
import { startTestServer, TEST_STAFF_TOKEN, type TestServer } from './support/test-server';
import { openRoom, type RoomClient } from './support/room-client';

/** Monday 30 November 2026, 09:00 IST: the fixtures' week is bookable from the next day. */
const BOOKED_AT = at('2026-11-30', '09:00').toISOString();
const START = at('2026-12-01', '18:00');
const minutesFrom = (instant: Date, n: number) => new Date(instant.getTime() + n * 60_000).toISOString();
const THERAPIST = aBookableTherapist();

interface Booked {
  readonly reference: string;
  readonly manage_token: string;
}

const invitePath = (reference: string) => STAFF_CONTRACT.staffInviteToRoom.path.replace('{reference}', encodeURIComponent(reference));

/** A staff call with a personal access token, as the console or a script makes it. */
const staffCall = async (server: TestServer, method: 'GET' | 'PUT' | 'DELETE', path: string, token: string, body?: unknown) => {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, text, json: JSON.parse(text) as { kind?: string; data?: any } }; // eslint-disable-line @typescript-eslint/no-explicit-any
};

/** Into the room with a staff token: hello, the room's answer (or its refusal), join. */
const staffEnters = async (server: TestServer, token: string, reference: string): Promise<{ client: RoomClient; role: unknown }> => {
  const client = await openRoom(server, reference, { authorization: `Bearer ${token}` });
  client.send({ type: 'hello' });
  // The first answer to hello is the room or its refusal.
  await expect.poll(() => client.received.length).toBeGreaterThan(0);
  const first = client.received[0]!;
  if (first.type === 'refused') return { client, role: first };
  client.send({ type: 'join' });
  await client.next('joined');
  return { client, role: first.role };
};

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

/** The messages of one type a client has received so far. */
const receivedOf = (client: RoomClient, type: string) => client.received.filter((message) => message.type === type);

describeEachEngine('inviting a coordinator into the video room', (engine) => {
  let db: TestDatabase;
  let server: TestServer;
  const clock = aMovableClock(BOOKED_AT);
  let booked: Booked;
  let therapist: { personId: string; token: string };
  let coordinator: { personId: string; token: string };
  let secondCoordinator: { personId: string; token: string };
  let recruiter: { personId: string; token: string };

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    server = await startTestServer(db, { clock, therapists: createInMemoryAvailabilityReader([THERAPIST]) });
    const held = await server.post(APPOINTMENT_PATHS.holds, aHoldRequest(START, { mode: 'video' }));
    const confirmed = await server.post(APPOINTMENT_PATHS.appointments, aConfirmRequest(held.json.data.hold_id));
    expect(confirmed.status, confirmed.text).toBe(201);
    booked = confirmed.json.data;
    // The therapist also holds the coordinator role: still not someone they can invite.
    therapist = await server.staffPerson({ roles: ['therapist', 'coordinator'], therapistId: THERAPIST.id, name: 'Dr. Ananya Rao' });
    coordinator = await server.staffPerson({ roles: ['coordinator'], name: 'Meera Iyer' });
    secondCoordinator = await server.staffPerson({ roles: ['coordinator'], name: 'Kiran Das' });
    recruiter = await server.staffPerson({ roles: ['recruiter'], name: 'Ravi Sen' });
    clock.set(minutesFrom(START, -5));
  });
  afterEach(async () => {
    clock.set(minutesFrom(START, -5));
    await staffCall(server, 'DELETE', invitePath(booked.reference), therapist.token);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('refuses the coordinator until the therapist invites them; then all three are in one room and each hears the others', async () => {
    const before = await staffEnters(server, coordinator.token, booked.reference);
    expect(before.role).toEqual({ type: 'refused', kind: 'not-found' });
    before.client.close();
    // The visitor's room says whether a coordinator is invited, so the page tells them before they join.
    const roomSays = async () => {
      const peek = await openRoom(server, booked.reference);
      peek.send({ type: 'hello', token: booked.manage_token });
      const room = await peek.next('room');
      peek.close();
      return room.coordinator_invited;
    };
    expect(await roomSays()).toBe(false);

    const choice = await staffCall(server, 'GET', invitePath(booked.reference), therapist.token);
    expect(choice.status, choice.text).toBe(200);
    expect(choice.json.data).toEqual({
      reference: booked.reference,
      invited: null,
      coordinators: [
        { person_id: secondCoordinator.personId, name: 'Kiran Das' },
        { person_id: coordinator.personId, name: 'Meera Iyer' },
      ],
    });
    const invited = await staffCall(server, 'PUT', invitePath(booked.reference), therapist.token, { person_id: coordinator.personId });
    expect(invited.status, invited.text).toBe(200);
    expect(invited.json.data.invited).toMatchObject({ person_id: coordinator.personId, name: 'Meera Iyer', invited_at: '2026-12-01T17:55:00+05:30' });
    const mine = await staffCall(server, 'GET', STAFF_CONTRACT.staffMyRoomInvites.path, coordinator.token);
    expect(mine.json.data.items.map((item: { reference: string }) => item.reference)).toEqual([booked.reference]);

    expect(await roomSays()).toBe(true);
    const visitor = await visitorJoins(server, booked);
    const host = await staffEnters(server, therapist.token, booked.reference);
    expect(host.role).toBe('therapist');
    const guest = await staffEnters(server, coordinator.token, booked.reference);
    expect(guest.role).toBe('coordinator');
    // Kept: who invited whom and when, and when the coordinator came in.
    const now = new Date(minutesFrom(START, -5));
    expect((await server.store.roomInvites.ofCoordinator(coordinator.personId))._unsafeUnwrap()).toEqual([
      expect.objectContaining({ reference: booked.reference, coordinatorId: coordinator.personId, invitedBy: therapist.personId, invitedAt: now, withdrawnAt: null, joinedAt: now }),
    ]);
    await expect.poll(() => receivedOf(guest.client, 'peer').map((m) => m.role).sort()).toEqual(['therapist', 'visitor']);
    await expect.poll(() => receivedOf(visitor, 'peer').filter((m) => m.present === true).map((m) => m.role).sort()).toEqual(['coordinator', 'therapist']);

    // The call between each two: the visitor offers to the coordinator, and only the coordinator gets it.
    visitor.send({ type: 'offer', sdp: 'v=0\r\n', to: 'coordinator' });
    expect(await guest.client.next('offer')).toEqual({ type: 'offer', sdp: 'v=0\r\n', from: 'visitor' });
    host.client.send({ type: 'offer', sdp: 'v=1\r\n', to: 'coordinator' });
    expect(await guest.client.next('offer')).toEqual({ type: 'offer', sdp: 'v=1\r\n', from: 'therapist' });
    guest.client.send({ type: 'answer', sdp: 'v=0\r\n', to: 'visitor' });
    expect(await visitor.next('answer')).toEqual({ type: 'answer', sdp: 'v=0\r\n', from: 'coordinator' });
    expect(receivedOf(host.client, 'offer')).toEqual([]);
    // A media state reaches everyone else.
    const state = { muted: true, camera_off: false, audio_only: false, weak_connection: false };
    guest.client.send({ type: 'media', state });
    expect(await visitor.next('media')).toEqual({ type: 'media', state, from: 'coordinator' });
    expect(await host.client.next('media')).toEqual({ type: 'media', state, from: 'coordinator' });

    // Withdrawn: the coordinator is sent out at once, the others are told, and they cannot come back.
    const withdrawn = await staffCall(server, 'DELETE', invitePath(booked.reference), therapist.token);
    expect(withdrawn.status, withdrawn.text).toBe(200);
    expect(withdrawn.json.data.invited).toBeNull();
    expect(await guest.client.next('refused')).toEqual({ type: 'refused', kind: 'withdrawn' });
    await guest.client.closed();
    await expect.poll(() => receivedOf(visitor, 'peer').some((m) => m.role === 'coordinator' && m.present === false)).toBe(true);
    const again = await staffEnters(server, coordinator.token, booked.reference);
    expect(again.role).toEqual({ type: 'refused', kind: 'not-found' });
    again.client.close();
    visitor.close();
    host.client.close();

    // The invite and its withdrawal are in the audit log, as the therapist's changes of the appointment.
    expect((await server.store.roomInvites.ofCoordinator(coordinator.personId))._unsafeUnwrap()).toEqual([]);
    const audit = await staffCall(server, 'GET', `${STAFF_CONTRACT.staffAuditLog.path}?subject_id=${booked.reference}&action=change`, TEST_STAFF_TOKEN);
    expect(audit.status, audit.text).toBe(200);
    expect(audit.json.data.items.map((entry: { person_id: string; subject: string }) => [entry.person_id, entry.subject])).toEqual([
      [therapist.personId, 'appointment'],
      [therapist.personId, 'appointment'],
    ]);
  });

  it('lets only the appointment’s therapist invite, and refuses by kind', async () => {
    const inviting = (token: string, person_id: string) => staffCall(server, 'PUT', invitePath(booked.reference), token, { person_id });
    const byCoordinator = await inviting(coordinator.token, coordinator.personId);
    expect([byCoordinator.status, byCoordinator.json.kind]).toEqual([403, 'forbidden']);
    const otherTherapist = await server.staffPerson({ roles: ['therapist'], therapistId: 'another-therapist' });
    expect((await inviting(otherTherapist.token, coordinator.personId)).json.kind).toBe('forbidden');
    expect((await inviting(TEST_STAFF_TOKEN, coordinator.personId)).json.kind).toBe('forbidden');
    const self = await inviting(therapist.token, therapist.personId);
    expect([self.status, self.json.kind]).toEqual([409, 'self-invite']);
    const notCoordinator = await inviting(therapist.token, recruiter.personId);
    expect([notCoordinator.status, notCoordinator.json.kind]).toEqual([409, 'not-a-coordinator']);
    expect((await inviting(therapist.token, coordinator.personId)).status).toBe(200);
    const second = await inviting(therapist.token, secondCoordinator.personId);
    expect([second.status, second.json.kind]).toEqual([409, 'already-invited']);
    const unknown = await staffCall(server, 'PUT', invitePath('MNB-AAAAAA'), therapist.token, { person_id: coordinator.personId });
    expect(unknown.status).toBe(404);
  });

  it('lets the invited coordinator in only while the room is open', async () => {
    clock.set(minutesFrom(START, -60));
    expect((await staffCall(server, 'PUT', invitePath(booked.reference), therapist.token, { person_id: coordinator.personId })).status).toBe(200);
    const early = await staffEnters(server, coordinator.token, booked.reference);
    expect(early.role).toEqual({ type: 'refused', kind: 'too-early', opens_at: '2026-12-01T17:50:00+05:30' });
    early.client.close();
    clock.set(minutesFrom(START, 60 + 31));
    const late = await staffEnters(server, coordinator.token, booked.reference);
    expect(late.role).toEqual({ type: 'refused', kind: 'closed' });
    late.client.close();
    const closed = await staffCall(server, 'PUT', invitePath(booked.reference), therapist.token, { person_id: secondCoordinator.personId });
    expect(closed.json.kind).toBe('no-room');
  });
});
