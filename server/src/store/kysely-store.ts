import { sql, type Kysely, type Selectable } from 'kysely';
import { err, ok, ResultAsync, type Result } from 'neverthrow';
import type { Database } from './database.schema';
import type {
  EmailTaken,
  IdempotencyKeyUsed,
  LoginThrottleRepository,
  PageOf,
  PageRequest,
  SessionBookingRow,
  Store,
  StoreEngine,
  SubmissionRepository,
  UserListing,
  UserRow,
} from './store.port';

type SubmissionTable = 'referrals' | 'contact_messages' | 'volunteer_submissions' | 'session_bookings' | 'career_applications';

/** SQLite says SQLITE_CONSTRAINT_UNIQUE (or _PRIMARYKEY); PostgreSQL says 23505. */
export const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
};

/**
 * One page of a table, newest first (ties by id), with the table's total. `columns` limits what is read:
 * a listing never reads what it must not show.
 */
const newestFirst = async <Row>(
  db: Kysely<Database>,
  table: SubmissionTable | 'users',
  columns: 'all' | readonly (keyof Row & string)[],
  { page, limit }: PageRequest,
): Promise<PageOf<Row>> => {
  // Kysely cannot type a query over a table chosen at run time; one table stands for all here.
  const from = db.selectFrom(table as 'referrals');
  const [items, counted] = await Promise.all([
    (columns === 'all' ? from.selectAll() : from.select(columns as never))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    from.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items: items as unknown as Row[], page, limit, total: Number(counted.total) };
};

const submissions = <T extends SubmissionTable>(db: Kysely<Database>, table: T): SubmissionRepository<Selectable<Database[T]>> => {
  // Kysely cannot type a query over a table chosen by a generic; one table stands for all here.
  const anyTable = table as SubmissionTable as 'referrals';
  return {
    add: async (row) => {
      await db.insertInto(anyTable).values(row as never).execute();
    },
    list: (page) => newestFirst<Selectable<Database[T]>>(db, table, 'all', page),
  };
};

/**
 * Failed logins in one row per account. The count is one atomic upsert, so instances racing on the same
 * account never lose a failure; the failure that reaches the count sets the lock.
 */
const loginThrottle = (db: Kysely<Database>): LoginThrottleRepository => ({
  lockedUntil: async (accountKey, now) => {
    const row = await db.selectFrom('login_throttle').select('locked_until').where('account_key', '=', accountKey).executeTakeFirst();
    return row?.locked_until && row.locked_until > now.toISOString() ? new Date(row.locked_until) : null;
  },
  recordFailure: async (accountKey, now, policy) => {
    const at = now.toISOString();
    const windowStart = new Date(now.getTime() - policy.windowMs).toISOString();
    const stale = sql<boolean>`login_throttle.window_started_at < ${windowStart}`;
    const counted = await db
      .insertInto('login_throttle')
      .values({ account_key: accountKey, failures: 1, window_started_at: at, last_failure_at: at, locked_until: null })
      .onConflict((conflict) =>
        conflict.column('account_key').doUpdateSet({
          failures: sql<number>`case when ${stale} then 1 else login_throttle.failures + 1 end`,
          window_started_at: sql<string>`case when ${stale} then ${at} else login_throttle.window_started_at end`,
          last_failure_at: at,
        }),
      )
      .returning('failures')
      .executeTakeFirstOrThrow();
    if (Number(counted.failures) >= policy.failures) {
      // The count starts again once the lock is set, so the lock ends for good after lockMs.
      const until = new Date(now.getTime() + policy.lockMs).toISOString();
      await db.updateTable('login_throttle').set({ locked_until: until, failures: 0, window_started_at: at }).where('account_key', '=', accountKey).execute();
    }
    // Rows nobody has failed on for a day (windows and locks long over) are only noise.
    const forgotten = new Date(now.getTime() - Math.max(policy.windowMs, policy.lockMs, 86_400_000)).toISOString();
    await db.deleteFrom('login_throttle').where('last_failure_at', '<', forgotten).execute();
  },
  forget: async (accountKey) => {
    await db.deleteFrom('login_throttle').where('account_key', '=', accountKey).execute();
  },
});

/** The repositories over a migrated Kysely instance; the engine-specific files only open connections. */
export const createKyselyStore = (db: Kysely<Database>, engine: StoreEngine): Store => {
  const bookings = submissions(db, 'session_bookings');
  const findBookingByKey = async (key: string) =>
    (await db.selectFrom('session_bookings').selectAll().where('idempotency_key', '=', key).executeTakeFirst()) ?? null;

  const addUser = async (row: UserRow): Promise<Result<UserRow, EmailTaken>> => {
    try {
      await db.insertInto('users').values(row).execute();
      return ok(row);
    } catch (error) {
      if (isUniqueViolation(error)) return err({ kind: 'email-taken' });
      throw error;
    }
  };

  const addBookingOnce = async (row: SessionBookingRow): Promise<Result<SessionBookingRow, IdempotencyKeyUsed>> => {
    try {
      await db.insertInto('session_bookings').values(row).execute();
      return ok(row);
    } catch (error) {
      const existing = isUniqueViolation(error) && row.idempotency_key !== null ? await findBookingByKey(row.idempotency_key) : null;
      if (existing) return err({ kind: 'idempotency-key-used', existing });
      throw error;
    }
  };

  return {
    engine,
    users: {
      add: (row) => new ResultAsync(addUser(row)),
      findByEmail: async (email) => (await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst()) ?? null,
      updatePasswordHash: async (id, passwordHash) => {
        await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
      },
      list: (page) => newestFirst<UserListing>(db, 'users', ['id', 'name', 'email', 'created_at'], page),
    },
    referrals: submissions(db, 'referrals'),
    contactMessages: submissions(db, 'contact_messages'),
    volunteerSubmissions: submissions(db, 'volunteer_submissions'),
    sessionBookings: {
      ...bookings,
      addOnce: (row) => new ResultAsync(addBookingOnce(row)),
      findByIdempotencyKey: findBookingByKey,
    },
    careerApplications: submissions(db, 'career_applications'),
    uploads: {
      add: async (row) => {
        await db.insertInto('uploads').values(row).execute();
      },
      find: async (id) => (await db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst()) ?? null,
    },
    webVitals: {
      add: async (row) => {
        await db.insertInto('web_vitals').values(row).execute();
      },
      recent: (limit) => db.selectFrom('web_vitals').selectAll().orderBy('created_at', 'desc').limit(limit).execute(),
    },
    loginThrottle: loginThrottle(db),
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    probeWrite: async () => {
      const beatAt = new Date().toISOString();
      await db
        .insertInto('store_heartbeat')
        .values({ id: 1, beat_at: beatAt })
        .onConflict((conflict) => conflict.column('id').doUpdateSet({ beat_at: beatAt }))
        .execute();
    },
    close: () => db.destroy(),
  };
};

