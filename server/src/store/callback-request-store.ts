import { sql, type Kysely, type Transaction } from 'kysely';
import { DEFAULT_LOCALE, parseLocale, type CallbackOutcome, type CallbackRequest, type CallbackStore, type NewStaffEvent, type QueuePosition, type QueueStanding, type QueueState } from '@manobal/core';
import type { CallbackRequestsTable, Database } from './database.schema';
import { writeCallbackAlerts } from './outbox-store';
import { fromStore } from './store-faults';
import type { StoreEngine } from './store.port';

/** The one notification channel of staff events on PostgreSQL: a wake-up only (the events are read from the table). */
export const STAFF_EVENTS_CHANNEL = 'manobal_staff_events';

/** The queue columns of a standing; `status` keeps following it ('done' once closed) for what still reads it. */
const queueColumns = ({ position, attempts, lastOutcome }: QueueStanding, at: Date) => ({
  queue_state: position.state,
  claimed_by_id: position.state === 'waiting' ? null : position.by.personId,
  claimed_by_name: position.state === 'waiting' ? null : position.by.name,
  claimed_at: position.state === 'claimed' ? position.at.toISOString() : null,
  closed_at: position.state === 'closed' ? position.at.toISOString() : null,
  attempts,
  last_outcome: lastOutcome,
  status: position.state === 'closed' ? 'done' : 'waiting',
  marked_at: at.toISOString(),
});

// The phone channel only decides the messages written with the request; it is not kept.
const rowOf = ({ receivedAt, dueAt, queue, phoneChannel: _phoneChannel, ...request }: CallbackRequest): CallbackRequestsTable => ({
  ...request,
  created_at: receivedAt.toISOString(),
  due_at: dueAt.toISOString(),
  ...queueColumns(queue, receivedAt),
  marked_at: null,
});

const positionOf = (row: CallbackRequestsTable): QueuePosition => {
  const by = { personId: row.claimed_by_id ?? '', name: row.claimed_by_name ?? '' };
  switch (row.queue_state as QueueState) {
    case 'claimed':
      return { state: 'claimed', by, at: new Date(row.claimed_at ?? row.created_at) };
    case 'closed':
      return { state: 'closed', by, at: new Date(row.closed_at ?? row.created_at), outcome: (row.last_outcome ?? 'closed') as CallbackOutcome };
    default:
      return { state: 'waiting' };
  }
};

/** Reason, urgency, risk, language, state and outcome are read back as written: core wrote its own ids. */
const requestOf = (row: CallbackRequestsTable): CallbackRequest => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  reason: row.reason as CallbackRequest['reason'],
  urgency: row.urgency as CallbackRequest['urgency'],
  risk: row.risk as CallbackRequest['risk'],
  language: row.language as CallbackRequest['language'],
  locale: parseLocale(row.locale) ?? DEFAULT_LOCALE,
  receivedAt: new Date(row.created_at),
  dueAt: new Date(row.due_at),
  queue: { position: positionOf(row), attempts: Number(row.attempts), lastOutcome: row.last_outcome as CallbackOutcome | null },
});

/**
 * Numbers and keeps an event inside the change's own transaction. The counter row's update is the number: on
 * PostgreSQL its row lock holds every other change until this one commits, so numbers commit in order and a console
 * reading "after n" never skips one that commits late. The NOTIFY is sent on commit, to every instance.
 */
const appendEvent = async (trx: Transaction<Database>, engine: StoreEngine, event: NewStaffEvent): Promise<void> => {
  const counted = await trx
    .updateTable('staff_event_counter')
    .set({ last_id: sql<number>`last_id + 1` })
    .where('id', '=', 1)
    .returning('last_id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('staff_events')
    .values({
      id: Number(counted.last_id),
      type: event.type,
      callback_id: event.callbackId,
      reason: event.reason,
      at: event.at.toISOString(),
      by_id: event.by?.personId ?? null,
      by_name: event.by?.name ?? null,
      outcome: event.outcome,
    })
    .execute();
  if (engine === 'postgres') await sql`select pg_notify(${STAFF_EVENTS_CHANNEL}, '')`.execute(trx);
};

/**
 * Call-back requests and the care team's queue over them. The listing is core's order (compareQueued) in SQL: open
 * before closed (waiting before claimed), a crisis first, then the oldest first, ties by id. A change applies only
 * where the row is still as the use case read it, so the database decides a race. `appended` is told after each commit
 * that added an event, for this instance's open streams.
 */
export const createCallbackRequestStore = (db: Kysely<Database>, engine: StoreEngine, appended: () => void): CallbackStore => ({
  add: (request, event) =>
    fromStore(async () => {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('callback_requests').values(rowOf(request)).execute();
        await appendEvent(trx, engine, event);
        await writeCallbackAlerts(trx, request);
      });
      appended();
    }),
  find: (id) =>
    fromStore(async () => {
      const row = await db.selectFrom('callback_requests').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? requestOf(row) : null;
    }),
  move: (id, expected, standing, event) =>
    fromStore(async () => {
      const outcome = await db.transaction().execute(async (trx) => {
        const moved = await trx
          .updateTable('callback_requests')
          .set(queueColumns(standing, event.at))
          .where('id', '=', id)
          .where('queue_state', '=', expected.state)
          .where('attempts', '=', expected.attempts)
          .where((eb) => (expected.claimedBy === null ? eb('claimed_by_id', 'is', null) : eb('claimed_by_id', '=', expected.claimedBy)))
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) === 0) {
          const exists = await trx.selectFrom('callback_requests').select('id').where('id', '=', id).executeTakeFirst();
          return exists ? 'stale' : 'missing';
        }
        await appendEvent(trx, engine, event);
        return 'moved';
      });
      if (outcome === 'moved') appended();
      return outcome;
    }),
  page: ({ page, limit, view }) =>
    fromStore(async () => {
      const viewed = db
        .selectFrom('callback_requests')
        .$if(view === 'open', (query) => query.where('queue_state', '!=', 'closed'))
        .$if(view === 'closed', (query) => query.where('queue_state', '=', 'closed'));
      const [rows, counted] = await Promise.all([
        viewed
          .selectAll()
          .orderBy(sql`case queue_state when 'waiting' then 0 when 'claimed' then 1 else 2 end`)
          .orderBy(sql`case reason when 'crisis' then 0 else 1 end`)
          .orderBy('created_at', 'asc')
          .orderBy('id', 'asc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        viewed.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(requestOf), page, limit, total: Number(counted.total) };
    }),
});
