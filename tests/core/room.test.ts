import { describe, expect, it } from 'vitest';
import {
  enterRoom,
  fixedClock,
  readSignalFrame,
  recordRoomConsent,
  recordRoomPresence,
  roomClientMessageSchema,
  roomViewOf,
  roomWindowAt,
  ROOM_SIGNAL_LIMITS,
  ROOM_TEXT_EN,
  type Appointment,
} from '@manobal/core';
import { aBookedAppointment } from '../../fixtures/notifications';
import { aStandInManageTokens, createInMemoryAppointmentStore } from '../../fixtures/in-memory/in-memory-appointments';
import { aRoomTherapists, createInMemoryRoomRecords } from '../../fixtures/in-memory/in-memory-room';

const START = new Date('2026-12-03T12:30:00Z');
const END = new Date('2026-12-03T13:30:00Z');
const minutes = (n: number, from = START) => new Date(from.getTime() + n * 60_000);

const roomWith = (appointments: readonly Appointment[], now: Date) => {
  const store = createInMemoryAppointmentStore();
  store.appointments.push(...appointments);
  const tokens = aStandInManageTokens();
  const records = createInMemoryRoomRecords(store);
  const deps = {
    appointments: store,
    tokens,
    clock: fixedClock(now),
    records,
    therapists: aRoomTherapists({ 'therapist-1': { name: 'Dr. Ananya Rao', photo: null, registration: { body: 'rci', number: 'A12345' } } }),
  };
  return { store, tokens, deps, enter: enterRoom(deps) };
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
    await recordRoomConsent(deps)(entry, ROOM_TEXT_EN.consent.id, ROOM_TEXT_EN.consent.version);
    const again = (await enter('MNB-7K2Q9D', { kind: 'visitor', token: tokens.tokenFor('appointment-1'), userId: null }))._unsafeUnwrap();
    expect(again.consentNeeded).toBe(false);
    expect(again.appointment.roomFacts?.consent).toEqual({ at: START, words: 'room-consent', version: 1 });
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

describe('signalling messages', () => {
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
