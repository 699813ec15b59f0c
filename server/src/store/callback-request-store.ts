import { sql, type Kysely } from 'kysely';
import type { CallbackRequest, CallbackStore } from '@manobal/core';
import type { CallbackRequestsTable, Database } from './database.schema';
import { fromStore } from './store-faults';

const rowOf = ({ receivedAt, markedAt, dueAt, ...request }: CallbackRequest): CallbackRequestsTable => ({
  ...request,
  created_at: receivedAt.toISOString(),
  marked_at: markedAt === null ? null : markedAt.toISOString(),
  due_at: dueAt.toISOString(),
});
/** Reason, urgency, status, risk and language are read back as written: core wrote its own ids. */
const requestOf = ({ created_at, marked_at, due_at, reason, urgency, status, risk, language, ...request }: CallbackRequestsTable): CallbackRequest => ({
  ...request,
  reason: reason as CallbackRequest['reason'],
  urgency: urgency as CallbackRequest['urgency'],
  status: status as CallbackRequest['status'],
  risk: risk as CallbackRequest['risk'],
  language: language as CallbackRequest['language'],
  receivedAt: new Date(created_at),
  markedAt: marked_at === null ? null : new Date(marked_at),
  dueAt: new Date(due_at),
});

/**
 * Call-back requests (issue 15): staff see the waiting ones first, urgent before normal, then the newest first (ties
 * by id); a request marked done goes below every waiting one.
 */
export const createCallbackRequestStore = (db: Kysely<Database>): CallbackStore => ({
  add: (request) =>
    fromStore(async () => {
      await db.insertInto('callback_requests').values(rowOf(request)).execute();
    }),
  mark: (id, status, at) =>
    fromStore(async () => {
      const row = await db.updateTable('callback_requests').set({ status, marked_at: at.toISOString() }).where('id', '=', id).returningAll().executeTakeFirst();
      return row ? requestOf(row) : null;
    }),
  page: ({ page, limit }) =>
    fromStore(async () => {
      const [rows, counted] = await Promise.all([
        db
          .selectFrom('callback_requests')
          .selectAll()
          .orderBy(sql`case when status = 'waiting' then 0 else 1 end`)
          .orderBy(sql`case when urgency = 'urgent' then 0 else 1 end`)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        db.selectFrom('callback_requests').select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(requestOf), page, limit, total: Number(counted.total) };
    }),
});
