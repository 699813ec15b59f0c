import { describe, expect, it } from 'vitest';
import {
  enterRoom,
  fixedClock,
  inviteToRoom,
  myInvitedSessions,
  showRoomInvite,
  withdrawRoomInvite,
  readSignalFrame,
  recordRoomConsent,
  recordRoomPresence,
  roomClientMessageSchema,
  roomViewOf,
  roomWindowAt,
  ROOM_SIGNAL_LIMITS,
  ROOM_CONSENT,
  ROOM_TEXT_EN,
  makesOffer,
  type Appointment,
} from '@manobal/core';
import { aBookedAppointment } from '../../fixtures/notifications';
import { aStandInManageTokens, createInMemoryAppointmentStore } from '../../fixtures/in-memory/in-memory-appointments';
import { aRoomTherapists, aStaffDirectory, aStaffPerson, createInMemoryRoomInvites, createInMemoryRoomRecords } from '../../fixtures/in-memory/in-memory-room';
import { sequentialIds } from '../../fixtures/in-memory/in-memory-services';

const START = new Date('2026-12-03T12:30:00Z');
const END = new Date('2026-12-03T13:30:00Z');
const minutes = (n: number, from = START) => new Date(from.getTime() + n * 60_000);

const roomWith = (appointments: readonly Appointment[], now: Date) => {
  const store = createInMemoryAppointmentStore();
  store.appointments.push(...appointments);
  const tokens = aStandInManageTokens();
  const records = createInMemoryRoomRecords(store);
  const invites = createInMemoryRoomInvites();
  const deps = {
    appointments: store,
    tokens,
    clock: fixedClock(now),
    records,
    therapists: aRoomTherapists({ 'therapist-1': { name: 'Dr. Ananya Rao', photo: null, registration: { body: 'rci', number: 'A12345' } } }),
    invites,
  };
  return { store, tokens, deps, invites, enter: enterRoom(deps) };
};

const booked = (overrides: Partial<Appointment> = {}) => {
  const tokens = aStandInManageTokens();
  const id = overrides.id ?? 'appointment-1';
  return aBookedAppointment({ id, start: START, end: END, manageTokenHash: tokens.hashOf(tokens.tokenFor(id)), ...overrides });
};

describe('the room window', () => {
  it('opens ten minutes before the start and closes thirty minutes after the planned end', () => {
    const a = booked();
    expect(roomWindowAt(a, minutes(-11))).toBe('too-early');
    expect(roomWindowAt(a, minutes(-10))).toBe('open');
    expect(roomWindowAt(a, minutes(30, END))).toBe('open');
    expect(roomWindowAt(a, minutes(31, END))).toBe('closed');
  });

  it('has no room for an in-person or a cancelled appointment', () => {
    expect(roomWindowAt(booked({ mode: 'in-person' }), START)).toBe('not-video');
    expect(roomWindowAt(booked({ status: 'cancelled' }), START)).toBe('cancelled');
    expect(roomViewOf(booked({ mode: 'in-person' }))).toBeNull();
    expect(roomViewOf(booked({ status: 'cancelled' }))).toBeNull();
  });

  it("gives a video appointment's view its page and opening time in IST", () => {
    expect(roomViewOf(booked())).toEqual({ path: '/session/MNB-7K2Q9D', opens_at: '2026-12-03T17:50:00+05:30', closes_at: '2026-12-03T19:30:00+05:30' });
  });
});

describe('who may enter', () => {
  it('lets the visitor in with the manage token, asking for consent once', async () => {
    const { enter, tokens, deps } = roomWith([booked()], START);
    const entry = (await enter('MNB-7K2Q9D', { kind: 'visitor', token: tokens.tokenFor('appointment-1'), userId: null }))._unsafeUnwrap();
    expect(entry.role).toBe('visitor');
    expect(entry.consentNeeded).toBe(true);
    expect(entry.therapist.name).toBe('Dr. Ananya Rao');
    // Words of an older version are not what the room shows now: refused, nothing kept.
    expect((await recordRoomConsent(deps)(entry, ROOM_CONSENT.id, ROOM_CONSENT.version - 1, 'hi'))._unsafeUnwrapErr()).toEqual({ kind: 'invalid-message' });
    expect((await enter('MNB-7K2Q9D', { kind: 'visitor', token: tokens.tokenFor('appointment-1'), userId: null }))._unsafeUnwrap().consentNeeded).toBe(true);
    await recordRoomConsent(deps)(entry, ROOM_TEXT_EN.consent.id, ROOM_TEXT_EN.consent.version, 'hi');
    const again = (await enter('MNB-7K2Q9D', { kind: 'visitor', token: tokens.tokenFor('appointment-1'), userId: null }))._unsafeUnwrap();
    expect(again.consentNeeded).toBe(false);
    // Kept with the language the words were shown in.
    expect(again.appointment.roomFacts?.consent).toEqual({ at: START, words: 'room-consent', version: ROOM_TEXT_EN.consent.version, locale: 'hi' });
  });

  it('lets the visitor in through the account the booking is linked to', async () => {
    const { enter } = roomWith([booked({ userId: 'user-7' })], START);
    expect((await enter('MNB-7K2Q9D', { kind: 'visitor', token: 'an-access-token', userId: 'user-7' })).isOk()).toBe(true);
  });

  it("refuses another appointment's token and a missing one", async () => {
    const other = booked({ id: 'appointment-2', reference: 'MNB-8K2Q9D' });
    const { enter, tokens } = roomWith([booked(), other], START);
    expect((await enter('MNB-7K2Q9D', { kind: 'visitor', token: tokens.tokenFor('appointment-2'), userId: null }))._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
    expect((await enter('MNB-7K2Q9D', { kind: 'visitor', token: undefined, userId: null }))._unsafeUnwrapErr()).toEqual({ kind: 'signed-out' });
  });

  it("lets in the appointment's own therapist and nobody else of the staff", async () => {
    const { enter } = roomWith([booked()], START);
    expect((await enter('MNB-7K2Q9D', { kind: 'staff', therapistId: 'therapist-1' }))._unsafeUnwrap().role).toBe('therapist');
    expect((await enter('MNB-7K2Q9D', { kind: 'staff', therapistId: 'therapist-2' }))._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
    expect((await enter('MNB-7K2Q9D', { kind: 'staff', therapistId: null }))._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
  });

  it('says when a room not yet open opens, and refuses a closed, cancelled or in-person one', async () => {
    const visitor = { kind: 'visitor' as const, token: aStandInManageTokens().tokenFor('appointment-1'), userId: null };
    expect((await roomWith([booked()], minutes(-11)).enter('MNB-7K2Q9D', visitor))._unsafeUnwrapErr()).toEqual({ kind: 'too-early', opensAt: minutes(-10) });
    expect((await roomWith([booked()], minutes(31, END)).enter('MNB-7K2Q9D', visitor))._unsafeUnwrapErr()).toEqual({ kind: 'closed' });
    expect((await roomWith([booked({ status: 'cancelled' })], START).enter('MNB-7K2Q9D', visitor))._unsafeUnwrapErr()).toEqual({ kind: 'cancelled' });
    expect((await roomWith([booked({ mode: 'in-person' })], START).enter('MNB-7K2Q9D', visitor))._unsafeUnwrapErr()).toEqual({ kind: 'not-video' });
  });

  it('keeps the first join and the last leave, and a rejoin clears the leave', async () => {
    const { enter, tokens, deps, store } = roomWith([booked()], START);
    const entry = (await enter('MNB-7K2Q9D', { kind: 'visitor', token: tokens.tokenFor('appointment-1'), userId: null }))._unsafeUnwrap();
    await recordRoomPresence(deps)(entry, 'joined');
    await recordRoomPresence({ ...deps, clock: fixedClock(minutes(5)) })(entry, 'left');
    expect(store.appointments[0]?.roomFacts).toMatchObject({ visitorJoinedAt: START, visitorLeftAt: minutes(5) });
    await recordRoomPresence({ ...deps, clock: fixedClock(minutes(6)) })(entry, 'joined');
    expect(store.appointments[0]?.roomFacts).toMatchObject({ visitorJoinedAt: START, visitorLeftAt: null });
  });
});

const THERAPIST_PERSON = aStaffPerson({ id: 'person-therapist', name: 'Dr. Ananya Rao', roles: ['therapist', 'coordinator'], therapistId: 'therapist-1' });
const COORDINATOR = aStaffPerson();
const OTHER_COORDINATOR = aStaffPerson({ id: 'person-coordinator-2', name: 'Kiran Das' });
const RECRUITER = aStaffPerson({ id: 'person-recruiter', name: 'Ravi Sen', roles: ['recruiter'] });
const RETIRED = aStaffPerson({ id: 'person-retired', name: 'Old Coordinator', active: false });
const THERAPIST_ACTOR = { personId: THERAPIST_PERSON.id, therapistId: 'therapist-1' };
const asCoordinator = (person = COORDINATOR) => ({ kind: 'staff' as const, therapistId: null, personId: person.id, roles: person.roles });

const invitesWith = (now: Date, appointments: readonly Appointment[] = [booked()]) => {
  const room = roomWith(appointments, now);
  const deps = { ...room.deps, people: aStaffDirectory([THERAPIST_PERSON, COORDINATOR, OTHER_COORDINATOR, RECRUITER, RETIRED]), ids: sequentialIds('invite') };
  return { ...room, invite: inviteToRoom(deps), withdraw: withdrawRoomInvite(deps), show: showRoomInvite(deps), mine: myInvitedSessions(deps) };
};

describe('inviting a coordinator into the room', () => {
  it('refuses an uninvited coordinator like anyone else, and lets the invited one in as coordinator', async () => {
    const { enter, invite, invites } = invitesWith(START);
    expect((await enter('MNB-7K2Q9D', asCoordinator()))._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
    const view = (await invite({ actor: THERAPIST_ACTOR, input: { reference: 'MNB-7K2Q9D', person_id: COORDINATOR.id } }))._unsafeUnwrap();
    expect(view.invited).toMatchObject({ person_id: COORDINATOR.id, name: 'Meera Iyer' });
    expect(invites.invites[0]).toMatchObject({ coordinatorId: COORDINATOR.id, invitedBy: THERAPIST_PERSON.id, invitedAt: START, withdrawnAt: null });
    const entry = (await enter('MNB-7K2Q9D', asCoordinator()))._unsafeUnwrap();
    expect(entry.role).toBe('coordinator');
    expect(entry.consentNeeded).toBe(false);
    // Another coordinator, and the invited one without the coordinator role any more, are still refused.
    expect((await enter('MNB-7K2Q9D', asCoordinator(OTHER_COORDINATOR)))._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
    expect((await enter('MNB-7K2Q9D', { ...asCoordinator(), roles: ['recruiter'] }))._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
  });

  it('lets the invited coordinator in only within the room window', async () => {
    const early = invitesWith(minutes(-60));
    await early.invite({ actor: THERAPIST_ACTOR, input: { reference: 'MNB-7K2Q9D', person_id: COORDINATOR.id } });
    expect((await early.enter('MNB-7K2Q9D', asCoordinator()))._unsafeUnwrapErr()).toEqual({ kind: 'too-early', opensAt: minutes(-10) });
    const late = enterRoom({ ...early.deps, clock: fixedClock(minutes(31, END)) });
    expect((await late('MNB-7K2Q9D', asCoordinator()))._unsafeUnwrapErr()).toEqual({ kind: 'closed' });
    expect((await early.mine({ actor: { personId: COORDINATOR.id, therapistId: null } }))._unsafeUnwrap().items.map((item) => item.reference)).toEqual(['MNB-7K2Q9D']);
  });

  it('shuts the coordinator out once the invite is withdrawn, keeping it as history', async () => {
    const { enter, invite, withdraw, invites, mine } = invitesWith(START);
    await invite({ actor: THERAPIST_ACTOR, input: { reference: 'MNB-7K2Q9D', person_id: COORDINATOR.id } });
    const view = (await withdraw({ actor: THERAPIST_ACTOR, input: { reference: 'MNB-7K2Q9D' } }))._unsafeUnwrap();
    expect(view.invited).toBeNull();
    expect((await enter('MNB-7K2Q9D', asCoordinator()))._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
    expect(invites.invites[0]?.withdrawnAt).toEqual(START);
    expect((await mine({ actor: { personId: COORDINATOR.id, therapistId: null } }))._unsafeUnwrap().items).toEqual([]);
  });

  it("lets only the appointment's own therapist invite", async () => {
    const { invite, show } = invitesWith(START);
    const input = { reference: 'MNB-7K2Q9D', person_id: COORDINATOR.id };
    expect((await invite({ actor: { personId: COORDINATOR.id, therapistId: null }, input }))._unsafeUnwrapErr()).toEqual({ kind: 'forbidden' });
    expect((await invite({ actor: { personId: 'person-other-therapist', therapistId: 'therapist-2' }, input }))._unsafeUnwrapErr()).toEqual({ kind: 'forbidden' });
    expect((await invite({ actor: THERAPIST_ACTOR, input: { ...input, reference: 'MNB-AAAAAA' } }))._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
    expect((await show({ actor: { personId: COORDINATOR.id, therapistId: null }, input: { reference: 'MNB-7K2Q9D' } }))._unsafeUnwrapErr()).toEqual({ kind: 'forbidden' });
  });

  it('refuses by kind: oneself, someone not an active coordinator, a second coordinator, an appointment with no room', async () => {
    const { invite, show } = invitesWith(START);
    const inviting = (person_id: string) => invite({ actor: THERAPIST_ACTOR, input: { reference: 'MNB-7K2Q9D', person_id } });
    expect((await inviting(THERAPIST_PERSON.id))._unsafeUnwrapErr()).toEqual({ kind: 'self-invite' });
    expect((await inviting(RECRUITER.id))._unsafeUnwrapErr()).toEqual({ kind: 'not-a-coordinator' });
    expect((await inviting(RETIRED.id))._unsafeUnwrapErr()).toEqual({ kind: 'not-a-coordinator' });
    expect((await inviting('nobody'))._unsafeUnwrapErr()).toEqual({ kind: 'not-a-coordinator' });
    expect((await inviting(COORDINATOR.id)).isOk()).toBe(true);
    expect((await inviting(COORDINATOR.id)).isOk()).toBe(true);
    expect((await inviting(OTHER_COORDINATOR.id))._unsafeUnwrapErr()).toEqual({ kind: 'already-invited' });
    // The choice offered: active coordinators by name, the therapist themself left out.
    expect((await show({ actor: THERAPIST_ACTOR, input: { reference: 'MNB-7K2Q9D' } }))._unsafeUnwrap().coordinators.map((c) => c.name)).toEqual(['Kiran Das', 'Meera Iyer']);
    const inPerson = invitesWith(START, [booked({ mode: 'in-person' })]);
    expect((await inPerson.invite({ actor: THERAPIST_ACTOR, input: { reference: 'MNB-7K2Q9D', person_id: COORDINATOR.id } }))._unsafeUnwrapErr()).toEqual({ kind: 'no-room' });
    const closed = invitesWith(minutes(31, END));
    expect((await closed.invite({ actor: THERAPIST_ACTOR, input: { reference: 'MNB-7K2Q9D', person_id: COORDINATOR.id } }))._unsafeUnwrapErr()).toEqual({ kind: 'no-room' });
  });

  it("keeps the coordinator's joins and leaves on the invite, not on the visitor's or therapist's facts", async () => {
    const { enter, invite, invites, deps, store } = invitesWith(START);
    await invite({ actor: THERAPIST_ACTOR, input: { reference: 'MNB-7K2Q9D', person_id: COORDINATOR.id } });
    const entry = (await enter('MNB-7K2Q9D', asCoordinator()))._unsafeUnwrap();
    await recordRoomPresence(deps)(entry, 'joined');
    await recordRoomPresence({ ...deps, clock: fixedClock(minutes(5)) })(entry, 'left');
    expect(invites.invites[0]).toMatchObject({ joinedAt: START, leftAt: minutes(5) });
    expect(store.appointments[0]?.roomFacts?.therapistJoinedAt ?? null).toBeNull();
  });
});

describe('signalling messages', () => {
  it('addresses the call between each two people: the earlier role offers', () => {
    expect(makesOffer('visitor', 'therapist')).toBe(true);
    expect(makesOffer('visitor', 'coordinator')).toBe(true);
    expect(makesOffer('therapist', 'coordinator')).toBe(true);
    expect(makesOffer('coordinator', 'therapist')).toBe(false);
    expect(readSignalFrame(JSON.stringify({ type: 'offer', sdp: 'v=0', to: 'coordinator' }), roomClientMessageSchema).ok).toBe(true);
    expect(readSignalFrame(JSON.stringify({ type: 'offer', sdp: 'v=0', to: 'admin' }), roomClientMessageSchema).ok).toBe(false);
  });

  it('reads a valid offer and ICE candidate', () => {
    expect(readSignalFrame(JSON.stringify({ type: 'offer', sdp: 'v=0' }), roomClientMessageSchema)).toEqual({ ok: true, message: { type: 'offer', sdp: 'v=0' } });
    const ice = { type: 'ice', candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 } };
    expect(readSignalFrame(JSON.stringify(ice), roomClientMessageSchema).ok).toBe(true);
  });

  it('refuses a frame over the size limit before parsing it', () => {
    expect(readSignalFrame('x'.repeat(ROOM_SIGNAL_LIMITS.frameBytes + 1), roomClientMessageSchema)).toEqual({ ok: false, kind: 'too-large' });
  });

  it('refuses broken JSON, unknown types, extra fields and an over-long description', () => {
    for (const frame of ['{', '[]', 'null', JSON.stringify({ type: 'exec' }), JSON.stringify({ type: 'join', extra: 1 }), JSON.stringify({ type: 'offer', sdp: 'v'.repeat(ROOM_SIGNAL_LIMITS.sdpChars + 1) })]) {
      expect(readSignalFrame(frame, roomClientMessageSchema)).toEqual({ ok: false, kind: 'invalid-message' });
    }
  });
});
