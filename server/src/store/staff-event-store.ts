import type { Kysely } from 'kysely';
import type { CallbackOutcome, StaffEvent } from '@manobal/core';
import type { Database, StaffEventsTable } from './database.schema';

/** Something that wakes the open streams when events may have been kept (by this instance or another). */
export interface EventWakeUps {
  /** Calls `listener` on every wake-up until the returned function is called. */
  subscribe(listener: () => void): () => void;
}

/** The staff events as the streams read them: in number order, from the one after what a console has seen. */
export interface StaffEventLog extends EventWakeUps {
  /** Up to `limit` events numbered above `afterId`, in order. Throws when the database cannot answer. */
  after(afterId: number, limit: number): Promise<readonly StaffEvent[]>;
  /** The number of the last event kept (0 when none). */
  latestId(): Promise<number>;
}

/** A keeper of listeners that anyone may wake: the in-process half of the wake-ups. */
export const createWakeUps = () => {
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    wake: (): void => {
      for (const listener of [...listeners]) listener();
    },
    get count(): number {
      return listeners.size;
    },
  };
};

const eventOf = (row: StaffEventsTable): StaffEvent => ({
  id: Number(row.id),
  type: row.type as StaffEvent['type'],
  callbackId: row.callback_id,
  reason: row.reason as StaffEvent['reason'],
  at: new Date(row.at),
  by: row.by_id === null ? null : { personId: row.by_id, name: row.by_name ?? '' },
  outcome: row.outcome as CallbackOutcome | null,
});

export const createStaffEventLog = (db: Kysely<Database>, wakeUps: EventWakeUps): StaffEventLog => ({
  subscribe: wakeUps.subscribe,
  after: async (afterId, limit) => {
    const rows = await db.selectFrom('staff_events').selectAll().where('id', '>', afterId).orderBy('id', 'asc').limit(limit).execute();
    return rows.map(eventOf);
  },
  latestId: async () => {
    const row = await db.selectFrom('staff_event_counter').select('last_id').where('id', '=', 1).executeTakeFirst();
    return Number(row?.last_id ?? 0);
  },
});
