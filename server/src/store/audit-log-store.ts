import { sql, type Kysely, type Selectable } from 'kysely';
import { chainAuditEntry, type AuditEntry, type AuditEvent, type AuditFilter, type AuditLog, type ListedAuditEntry, type TextDigest } from '@manobal/core';
import type { Database, StaffAuditLogTable } from './database.schema';
import { fromStore, isUniqueViolation, StoreUnavailableError } from './store-faults';
import type { StoreEngine } from './store.port';

const rowOf = (entry: AuditEntry): StaffAuditLogTable => ({
  seq: entry.seq,
  at: entry.at.toISOString(),
  person_id: entry.personId,
  roles: JSON.stringify(entry.roles),
  action: entry.action,
  subject: entry.subject,
  subject_id: entry.subjectId,
  request_id: entry.requestId,
  reason: entry.reason,
  visitor_keys: JSON.stringify(entry.visitorKeys),
  previous_hash: entry.previousHash,
  hash: entry.hash,
});

/**
 * Read back exactly as written: the ids are core's, and a row edited by hand into something else is still read as
 * it stands, so the walk's hash check (not a parse here) is what finds it.
 */
const entryOf = (row: Selectable<StaffAuditLogTable>): AuditEntry => ({
  seq: Number(row.seq),
  at: new Date(row.at),
  personId: row.person_id,
  roles: JSON.parse(row.roles) as AuditEntry['roles'],
  action: row.action as AuditEntry['action'],
  subject: row.subject as AuditEntry['subject'],
  subjectId: row.subject_id,
  requestId: row.request_id,
  reason: row.reason as AuditEntry['reason'],
  visitorKeys: JSON.parse(row.visitor_keys) as AuditEntry['visitorKeys'],
  previousHash: row.previous_hash,
  hash: row.hash,
});

/**
 * Another writer took the number first: a second process on the same SQLite file (its snapshot went stale, or the
 * primary key refused the number), or a PostgreSQL instance that somehow bypassed the lock. Numbering again is safe.
 */
const isLostRace = (error: unknown): boolean => {
  if (isUniqueViolation(error)) return true;
  const cause = error instanceof StoreUnavailableError ? (error.cause as { code?: unknown } | null) : null;
  return typeof cause?.code === 'string' && cause.code.startsWith('SQLITE_BUSY');
};

const APPEND_ATTEMPTS = 5;
const WALK_BATCH = 500;

/**
 * The audit log over one table. An append reads the last entry and inserts the next in one transaction: on
 * PostgreSQL the table is locked against other appenders first (SHARE ROW EXCLUSIVE: readers go on), so instances
 * appending together wait their turn and form one chain; on SQLite the write lock is taken before the read. The
 * primary key on `seq` is the last word either way: a lost race is numbered again, never forked.
 */
export const createAuditLogStore = (db: Kysely<Database>, engine: StoreEngine, digest: TextDigest): AuditLog => {
  /** Reads the last entry and appends the next after it, inside whatever transaction `on` is. */
  const chainOnto = async (on: Kysely<Database>, event: AuditEvent): Promise<AuditEntry> => {
    const last = await on.selectFrom('staff_audit_log').select(['seq', 'hash']).orderBy('seq', 'desc').limit(1).executeTakeFirst();
    const entry = chainAuditEntry(event, last === undefined ? null : { seq: Number(last.seq), hash: last.hash }, digest);
    await on.insertInto('staff_audit_log').values(rowOf(entry)).execute();
    return entry;
  };

  const appendOnce = (event: AuditEvent): Promise<AuditEntry> =>
    engine === 'postgres'
      ? db.transaction().execute(async (trx) => {
          await sql`lock table staff_audit_log in share row exclusive mode`.execute(trx);
          return chainOnto(trx, event);
        })
      : // BEGIN IMMEDIATE takes the write lock before the read, so another process on the same file waits (busy_timeout)
        // instead of reading the same last entry.
        db.connection().execute(async (connection) => {
          await sql`begin immediate`.execute(connection);
          try {
            const entry = await chainOnto(connection, event);
            await sql`commit`.execute(connection);
            return entry;
          } catch (error) {
            await sql`rollback`.execute(connection).catch(() => undefined);
            throw error;
          }
        });

  const filtered = (filter: AuditFilter) => {
    let query = db.selectFrom('staff_audit_log');
    if (filter.personId !== undefined) query = query.where('staff_audit_log.person_id', '=', filter.personId);
    if (filter.subject !== undefined) query = query.where('staff_audit_log.subject', '=', filter.subject);
    if (filter.subjectId !== undefined) query = query.where('staff_audit_log.subject_id', '=', filter.subjectId);
    if (filter.action !== undefined) query = query.where('staff_audit_log.action', '=', filter.action);
    // Times are ISO-8601 UTC text, which sorts as time does; `to` is the first instant no longer wanted.
    if (filter.from !== undefined) query = query.where('staff_audit_log.at', '>=', filter.from.toISOString());
    if (filter.to !== undefined) query = query.where('staff_audit_log.at', '<', filter.to.toISOString());
    // A key is lowercase hex, and the list is JSON text: the quoted key matches one whole element only.
    if (filter.visitorKey !== undefined) query = query.where('staff_audit_log.visitor_keys', 'like', `%${JSON.stringify(filter.visitorKey)}%`);
    return query;
  };

  return {
    append: (event) =>
      fromStore(async () => {
        for (let attempt = 1; ; attempt += 1) {
          try {
            return await appendOnce(event);
          } catch (error) {
            if (!isLostRace(error) || attempt >= APPEND_ATTEMPTS) throw error;
          }
        }
      }),
    page: (filter, { page, limit }) =>
      fromStore(async () => {
        const [rows, counted] = await Promise.all([
          filtered(filter)
            .leftJoin('staff_people', 'staff_people.id', 'staff_audit_log.person_id')
            .selectAll('staff_audit_log')
            .select('staff_people.name as person_name')
            .orderBy('staff_audit_log.seq', 'desc')
            .limit(limit)
            .offset((page - 1) * limit)
            .execute(),
          filtered(filter)
            .select((eb) => eb.fn.countAll().as('total'))
            .executeTakeFirstOrThrow(),
        ]);
        return { items: rows.map((row): ListedAuditEntry => ({ ...entryOf(row), personName: row.person_name ?? null })), page, limit, total: Number(counted.total) };
      }),
    walk: async function* () {
      let after = 0;
      for (;;) {
        const rows = await db.selectFrom('staff_audit_log').selectAll().where('seq', '>', after).orderBy('seq', 'asc').limit(WALK_BATCH).execute();
        for (const row of rows) yield entryOf(row);
        if (rows.length < WALK_BATCH) return;
        after = Number(rows[rows.length - 1]!.seq);
      }
    },
  };
};
