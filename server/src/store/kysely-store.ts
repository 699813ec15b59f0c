import { sql, type Kysely, type Selectable } from 'kysely';
import { err, ok, ResultAsync, type Result } from 'neverthrow';
import type { Database } from './database.schema';
import type {
  EmailTaken,
  IdempotencyKeyUsed,
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
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
};

