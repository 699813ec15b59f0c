import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database.schema';
import { createKyselyStore } from './kysely-store';
import { migrateToLatest } from './migrations';
import type { Store } from './store.port';

export interface PostgresStoreOptions {
  readonly connectionString: string;
  /** Tables live in this schema (search_path) instead of the connection's default. */
  readonly schema?: string;
  readonly maxConnections?: number;
  /** Shown in pg_stat_activity, so operators (and tests) can tell these connections apart; default `manobal-server`. */
  readonly applicationName?: string;
  /** Told when an idle connection fails (a database restart, a terminated backend); one stderr line by default. */
  readonly onIdleConnectionError?: (error: IdleConnectionError) => void;
}

/** What is safe to log about a lost connection: never the connection string or a server-side detail. */
export interface IdleConnectionError {
  readonly code: string | undefined;
  readonly message: string;
}

export const DEFAULT_APPLICATION_NAME = 'manobal-server';

const reportToStderr = ({ code, message }: IdleConnectionError): void => {
  process.stderr.write(`PostgreSQL connection lost (${code ?? 'no code'}: ${message}); the pool reconnects on next use.\n`);
};

/** Connects a pool to PostgreSQL and runs the migrations (Kysely holds an advisory lock while it does). */
export const openPostgresStore = async ({
  connectionString,
  schema,
  maxConnections = 10,
  applicationName,
  onIdleConnectionError = reportToStderr,
}: PostgresStoreOptions): Promise<Store> => {
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error('The schema name must be a plain lower-case identifier');
  const pool = new pg.Pool({
    connectionString,
    max: maxConnections,
    // The default gives way to an application_name in DATABASE_URL or PGAPPNAME.
    ...(applicationName ? { application_name: applicationName } : { fallback_application_name: DEFAULT_APPLICATION_NAME }),
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client that fails (database restart, terminated backend) is emitted here; without a listener Node
  // would crash the process. The pool has already dropped that client and opens a new one on the next query.
  pool.on('error', (error: Error & { code?: unknown }) => {
    onIdleConnectionError({ code: typeof error.code === 'string' ? error.code : undefined, message: error.message });
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    // The schema the tables land in (from `schema`, or a search_path set in DATABASE_URL's options).
    const current = await pool.query<{ schema: string }>('select current_schema() as schema');
    await migrateToLatest(db as Kysely<unknown>, current.rows[0]?.schema ?? schema ?? 'public');
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return createKyselyStore(db, 'postgres');
};
