import { sql, type Kysely } from 'kysely';
import type { CallbackRequest, CallbackStore } from '@manobal/core';
import type { CallbackRequestsTable, Database } from './database.schema';
import { fromStore } from './store-faults';
import type { PageOf, PageRequest, StaffListing } from './store.port';

const rowOf = ({ receivedAt, ...request }: CallbackRequest): CallbackRequestsTable => ({ ...request, created_at: receivedAt.toISOString() });
/** Reason and urgency are read back as written: core wrote its own ids. */
const requestOf = ({ created_at, reason, urgency, ...request }: CallbackRequestsTable): CallbackRequest => ({
  ...request,
  reason: reason as CallbackRequest['reason'],
  urgency: urgency as CallbackRequest['urgency'],
  receivedAt: new Date(created_at),
});

/** Call-back requests (issue 15): staff see the urgent ones first, then the newest first (ties by id). */
export const createCallbackRequestStore = (db: Kysely<Database>): CallbackStore & StaffListing<CallbackRequest> => ({
  add: (request) =>
    fromStore(async () => {
      await db.insertInto('callback_requests').values(rowOf(request)).execute();
    }),
  list: async ({ page, limit }: PageRequest): Promise<PageOf<CallbackRequest>> => {
    const [rows, counted] = await Promise.all([
      db
        .selectFrom('callback_requests')
        .selectAll()
        .orderBy(sql`case when urgency = 'urgent' then 0 else 1 end`)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute(),
      db.selectFrom('callback_requests').select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(requestOf), page, limit, total: Number(counted.total) };
  },
});
