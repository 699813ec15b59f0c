import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import {
  API_PREFIX,
  defaultAddressee,
  isRelayed,
  readSignalFrame,
  roomClientMessageSchema,
  roomServerMessageSchema,
  ROOM_SIGNAL_LIMITS,
  roomClosesAt,
  roomOpensAt,
  toKolkataIsoString,
  type RoomClientMessage,
  type RoomEntrant,
  type RoomEntry,
  type RoomRefusal,
  type RoomRefusalKind,
  type RoomServerMessage,
} from '@manobal/core';
import type { StaffAuthenticator } from '../staff-auth/staff-authenticator';
import { comesFromOwnOrigin } from '../staff-auth/staff-session-cookie';
import { iceServersFor } from '../room/turn-credentials';
import { otherRoles, type RoomEnvelope } from '../room/room-relay';
import type { RouteContext } from './route-context';

/** The room's signalling socket; the reference is the only thing in its address (a token comes in the first message). */
export const ROOM_SIGNAL_PATH = `${API_PREFIX}/rooms/:reference/signal`;

/** A socket that has not said who it is within this long is closed. */
const HELLO_WITHIN_MS = 10_000;
/** A socket that answered no ping for this long is gone (a phone that lost its network sends no close). */
const PING_EVERY_MS = 15_000;
/** WebSocket close code for a policy refusal (RFC 6455): the page reads the `refused` message sent before it. */
const POLICY_VIOLATION = 1008;

interface Connection {
  readonly id: string;
  readonly socket: WebSocket;
  entry: RoomEntry | null;
  joined: boolean;
  consentNeeded: boolean;
  frames: { windowStart: number; count: number };
}

const send = (socket: WebSocket, message: RoomServerMessage): void => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
};

const refusalMessage = (refusal: RoomRefusal | { readonly kind: RoomRefusalKind }): RoomServerMessage =>
  refusal.kind === 'too-early' && 'opensAt' in refusal
    ? { type: 'refused', kind: 'too-early', opens_at: toKolkataIsoString(refusal.opensAt) }
    : { type: 'refused', kind: refusal.kind };

/**
 * The video room's signalling over a WebSocket: who knocks is checked by core's enterRoom (the visitor's token in
 * the first message, the therapist's console session from the upgrade's cookie), every frame is size-limited (ws
 * closes a larger one) and read by core's schema before anything is done with it, and what one side sends reaches
 * the other through the store's relay, whichever instance holds it. No media passes here: only session
 * descriptions, ICE candidates and media states. A refusal is sent with its kind, then the socket closes; it is
 * logged with the kind and reference, never a token.
 */
export const registerRoomRoutes = async (app: FastifyInstance, ctx: RouteContext, authenticateStaff: StaffAuthenticator): Promise<void> => {
  const { useCases: uc, store, config, clock } = ctx;
  const connections = new Map<string, Connection & { readonly reference: string }>();

  const publish = (envelope: RoomEnvelope): void => {
    store.roomRelay.publish(envelope).catch((error: unknown) => app.log.warn({ err: error }, 'room relay: publish failed'));
  };

  const holds = (reference: string, role: string): boolean =>
    [...connections.values()].some((connection) => connection.joined && connection.entry?.appointment.reference === reference && connection.entry.role === role);
  const deliver = (envelope: RoomEnvelope): void => {
    for (const connection of connections.values()) {
      const entry = connection.entry;
      if (entry === null || entry.appointment.reference !== envelope.reference || entry.role !== envelope.to || connection.id === envelope.from) continue;
      if (envelope.kind === 'withdrawn') {
        // The coordinator's invite is gone: out of the room (the others told), and out of the lobby too.
        void leave(connection).finally(() => {
          send(connection.socket, { type: 'refused', kind: 'withdrawn' });
          connection.socket.close(POLICY_VIOLATION);
        });
        continue;
      }
      if (!connection.joined) continue;
      switch (envelope.kind) {
        case 'message': {
          // Checked again on the way out: what reaches a browser is always one of the server's own messages.
          const parsed = roomServerMessageSchema.safeParse(envelope.message);
          if (parsed.success) send(connection.socket, parsed.data);
          break;
        }
        case 'present':
          send(connection.socket, { type: 'peer', role: envelope.sender, present: true });
          publish({ reference: envelope.reference, to: envelope.sender, from: connection.id, sender: entry.role, kind: 'present-reply' });
          break;
        case 'present-reply':
          send(connection.socket, { type: 'peer', role: envelope.sender, present: true });
          break;
        case 'absent':
          send(connection.socket, { type: 'peer', role: envelope.sender, present: false });
          break;
        case 'replaced':
          // The same person came in again (a reload, another tab, another instance): the newer connection stays.
          connection.joined = false;
          send(connection.socket, { type: 'refused', kind: 'replaced' });
          connection.socket.close(POLICY_VIOLATION);
          break;
      }
    }
  };
  /** Tells everyone else in the room (whichever instance holds them) that this connection's person came or went. */
  const tellOthers = (connection: Connection, entry: RoomEntry, kind: 'present' | 'absent'): void => {
    for (const to of otherRoles(entry.role)) publish({ reference: entry.appointment.reference, to, from: connection.id, sender: entry.role, kind });
  };
  const unsubscribe = store.roomRelay.subscribe({ holds, deliver });
  // A shutdown ends every call here: each person in a room is recorded as gone before the store closes.
  await store.roomRelay.ready();
  app.addHook('onClose', async () => {
    unsubscribe();
    await Promise.all([...connections.values()].map(leave));
  });

  const refuse = (request: FastifyRequest, socket: WebSocket, refusal: RoomRefusal | { readonly kind: RoomRefusalKind }, reference: string): void => {
    request.log.info({ refusal: refusal.kind, reference }, 'video room refused');
    send(socket, refusalMessage(refusal));
    socket.close(POLICY_VIOLATION);
  };

  const entrantOf = async (request: FastifyRequest, token: string | undefined): Promise<RoomEntrant | { readonly kind: 'store-unavailable' }> => {
    if (token !== undefined) {
      const userId = await uc.accountOf(`Bearer ${token}`);
      return { kind: 'visitor', token, userId: userId.isOk() ? userId.value : null };
    }
    const actor = await authenticateStaff(request);
    if (actor.isOk()) return { kind: 'staff', therapistId: actor.value.therapistId, personId: actor.value.personId, roles: actor.value.roles };
    return actor.error.kind === 'store-unavailable' ? { kind: 'store-unavailable' } : { kind: 'visitor', token: undefined, userId: null };
  };

  const leave = async (connection: Connection): Promise<void> => {
    const entry = connection.entry;
    if (entry === null || !connection.joined) return;
    connection.joined = false;
    tellOthers(connection, entry, 'absent');
    await uc.recordRoomPresence(entry, 'left');
  };

  const handle = async (request: FastifyRequest, connection: Connection & { readonly reference: string }, message: RoomClientMessage): Promise<void> => {
    const { socket } = connection;
    const entry = connection.entry;
    if (message.type === 'hello') {
      if (entry !== null) return;
      const entrant = await entrantOf(request, message.token);
      if (entrant.kind === 'store-unavailable') return refuse(request, socket, entrant, connection.reference);
      const entered = await uc.enterRoom(connection.reference, entrant);
      if (entered.isErr()) return refuse(request, socket, entered.error, connection.reference);
      const admitted = entered.value;
      connection.entry = admitted;
      connection.consentNeeded = admitted.consentNeeded;
      const { appointment } = admitted;
      return send(socket, {
        type: 'room',
        role: admitted.role,
        reference: appointment.reference,
        start: toKolkataIsoString(appointment.start),
        end: toKolkataIsoString(appointment.end),
        opens_at: toKolkataIsoString(roomOpensAt(appointment.start)),
        closes_at: toKolkataIsoString(roomClosesAt(appointment.end)),
        therapist: admitted.therapist,
        consent_needed: admitted.consentNeeded,
        ice_servers: iceServersFor(config.room, clock.now()),
        ice_transport_policy: config.room.relayOnly ? 'relay' : 'all',
        peer_present: false,
        coordinator_invited: admitted.coordinatorInvited,
      });
    }
    if (entry === null) return refuse(request, socket, { kind: 'signed-out' }, connection.reference);
    switch (message.type) {
      case 'consent': {
        if (entry.role !== 'visitor') return;
        const kept = await uc.recordRoomConsent(entry, message.words, message.version, message.locale);
        if (kept.isErr()) return refuse(request, socket, kept.error, connection.reference);
        connection.consentNeeded = false;
        return send(socket, { type: 'consented' });
      }
      case 'join': {
        if (connection.consentNeeded) return send(socket, { type: 'refused', kind: 'consent-needed' });
        const kept = await uc.recordRoomPresence(entry, 'joined');
        if (kept.isErr()) return refuse(request, socket, kept.error, connection.reference);
        const reference = entry.appointment.reference;
        publish({ reference, to: entry.role, from: connection.id, sender: entry.role, kind: 'replaced' });
        connection.joined = true;
        send(socket, { type: 'joined' });
        return tellOthers(connection, entry, 'present');
      }
      case 'leave':
        return leave(connection);
      default: {
        if (!isRelayed(message) || !connection.joined) return;
        // A media state goes to everyone else; the call's own messages to the one person they are for.
        if (message.type === 'media') {
          for (const to of otherRoles(entry.role)) publish({ reference: entry.appointment.reference, to, from: connection.id, sender: entry.role, kind: 'message', message: { ...message, from: entry.role } });
          return;
        }
        const { to = defaultAddressee(entry.role), ...rest } = message;
        if (to === entry.role) return;
        publish({ reference: entry.appointment.reference, to, from: connection.id, sender: entry.role, kind: 'message', message: { ...rest, from: entry.role } });
      }
    }
  };

  app.get(ROOM_SIGNAL_PATH, { websocket: true }, (socket, request) => {
    const reference = String((request.params as { reference?: unknown }).reference ?? '').slice(0, 32);
    // A page of another site cannot open a room with the therapist's cookie or a token it was handed.
    if (!comesFromOwnOrigin(request, config.publicOrigin)) return refuse(request, socket, { kind: 'not-found' }, reference);
    const connection = { id: randomUUID(), socket, reference, entry: null, joined: false, consentNeeded: true, frames: { windowStart: Date.now(), count: 0 } };
    connections.set(connection.id, connection);
    const helloTimer = setTimeout(() => {
      if (connection.entry === null) refuse(request, socket, { kind: 'signed-out' }, reference);
    }, HELLO_WITHIN_MS);
    let alive = true;
    socket.on('pong', () => (alive = true));
    const pinger = setInterval(() => {
      if (!alive) return socket.terminate();
      alive = false;
      socket.ping();
    }, PING_EVERY_MS);
    // One message at a time, in order: a join must be kept before the offer that follows it is relayed.
    let queue: Promise<void> = Promise.resolve();
    socket.on('message', (data, isBinary) => {
      const now = Date.now();
      if (now - connection.frames.windowStart > 60_000) connection.frames = { windowStart: now, count: 0 };
      connection.frames.count += 1;
      if (connection.frames.count > ROOM_SIGNAL_LIMITS.framesPerMinute) return refuse(request, socket, { kind: 'too-many-messages' }, reference);
      const text = isBinary ? '' : Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8');
      const read = readSignalFrame(text, roomClientMessageSchema);
      if (!read.ok) return refuse(request, socket, { kind: read.kind }, reference);
      queue = queue.then(() => handle(request, connection, read.message)).catch((error: unknown) => {
        request.log.error({ err: error }, 'video room: a message could not be handled');
        socket.close(1011);
      });
    });
    socket.on('close', () => {
      clearTimeout(helloTimer);
      clearInterval(pinger);
      connections.delete(connection.id);
      void queue.then(() => leave(connection)).catch(() => undefined);
    });
    socket.on('error', () => socket.terminate());
  });
};
