import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { z } from 'zod';
import { ROOM_ROLES } from '@manobal/core';
import type { Database } from '../store/database.schema';
import { roomEnvelopeSchema, type RoomEnvelope, type RoomRelay, type RoomRelayListener } from '../room/room-relay';

export const ROOM_CHANNEL = 'manobal_room';
/** NOTIFY carries at most 8000 bytes; a larger envelope (a session description) waits in room_signals, named by id. */
const INLINE_LIMIT = 7_500;
/** A parked envelope is removed this long after it was parked (when the next one is parked). */
const PARKED_MS = 60_000;
const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 10_000;

/**
 * The room's relay across instances: every instance LISTENs on one connection of its own (outside the pool) and
 * publishes with pg_notify through the pool, one publish after another, so one instance's envelopes arrive in the
 * order it sent them. Received notifications are handled one at a time for the same reason (a parked one is read
 * from the table before the next is handed on). Nothing of a call stays long: a parked envelope is removed a minute
 * after it was parked, when the next is.
 */
const parkedNoticeSchema = z.object({ parked: z.string(), reference: z.string(), to: z.enum(ROOM_ROLES) });

export const postgresRoomRelay = (db: Kysely<Database>, config: pg.ClientConfig): RoomRelay => {
  const listeners = new Set<RoomRelayListener>();
  let client: pg.Client | null = null;
  let started: Promise<void> | null = null;
  let closed = false;
  let pause = FIRST_RETRY_MS;
  let publishing: Promise<void> = Promise.resolve();
  let receiving: Promise<void> = Promise.resolve();

  const deliver = (payload: string): Promise<void> => {
    const read = async (): Promise<unknown> => {
      const parsed: unknown = JSON.parse(payload);
      const notice = parkedNoticeSchema.safeParse(parsed);
      if (!notice.success) return parsed;
      // Only an instance holding the addressee reads the parked body; every instance hears the notice.
      const { parked, reference, to } = notice.data;
      if (![...listeners].some((listener) => listener.holds(reference, to))) return null;
      const row = await db.selectFrom('room_signals').select('body').where('id', '=', parked).executeTakeFirst();
      return row ? JSON.parse(row.body) : null;
    };
    return read().then(
      (raw) => {
        const envelope = roomEnvelopeSchema.safeParse(raw);
        if (envelope.success) for (const listener of listeners) listener.deliver(envelope.data);
      },
      () => undefined,
    );
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client(config);
    next.on('notification', (notification) => {
      if (notification.channel !== ROOM_CHANNEL || notification.payload === undefined) return;
      const payload = notification.payload;
      receiving = receiving.then(() => deliver(payload));
    });
    next.on('error', () => undefined);
    next.once('end', () => {
      if (client === next) client = null;
      if (closed) return;
      setTimeout(() => void connect(), pause).unref();
      pause = Math.min(pause * 2, LAST_RETRY_MS);
    });
    try {
      await next.connect();
      await next.query(`listen ${ROOM_CHANNEL}`);
    } catch {
      await next.end().catch(() => undefined);
      return;
    }
    if (closed) return void (await next.end().catch(() => undefined));
    client = next;
    pause = FIRST_RETRY_MS;
  };

  const send = async (envelope: RoomEnvelope): Promise<void> => {
    const text = JSON.stringify(envelope);
    if (Buffer.byteLength(text) <= INLINE_LIMIT) {
      await sql`select pg_notify(${ROOM_CHANNEL}, ${text})`.execute(db);
      return;
    }
    const id = randomUUID();
    const now = Date.now();
    await db.deleteFrom('room_signals').where('created_at', '<', new Date(now - PARKED_MS).toISOString()).execute();
    await db.insertInto('room_signals').values({ id, body: text, created_at: new Date(now).toISOString() }).execute();
    await sql`select pg_notify(${ROOM_CHANNEL}, ${JSON.stringify({ parked: id, reference: envelope.reference, to: envelope.to })})`.execute(db);
  };

  return {
    publish: (envelope) => {
      const done = publishing.then(() => send(envelope));
      publishing = done.catch(() => undefined);
      return done;
    },
    subscribe: (listener) => {
      started ??= connect();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ready: () => started ?? Promise.resolve(),
    close: async () => {
      closed = true;
      listeners.clear();
      await client?.end().catch(() => undefined);
    },
  };
};
