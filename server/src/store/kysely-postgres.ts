import { Kysely, PostgresDialect, sql, type DatabaseMetadataOptions, type Dialect, type PostgresCursor, type PostgresPool, type PostgresPoolClient, type PostgresQueryResult, type TableMetadata } from 'kysely';
import pg from 'pg';
import type { Database } from './database.schema';
import { createKyselyStore } from './kysely-store';
import { isPostgresFault, withStoreFaults } from './store-faults';
import { migrateToLatest } from './migrations';
import { postgresWakeUps } from '../events/postgres-wake-ups';
import { postgresRoomRelay } from '../events/postgres-room-relay';
import type { Store } from './store.port';

export interface PostgresStoreOptions {
  readonly connectionString: string;
  /** Tables live in this schema (search_path) instead of the connection's default. */
  readonly schema?: string;
  readonly maxConnections?: number;
  /** Shown in pg_stat_activity, so operators (and tests) can tell these connections apart; default `manobal-server`. */
  readonly applicationName?: string;
  /**
   * Told once per pooled connection that fails, idle or in use (a database restart, a terminated backend);
   * one stderr line by default.
   */
  readonly onConnectionError?: (error: ConnectionError) => void;
}

/** What is safe to log about a lost connection: never the connection string or a server-side detail. */
export interface ConnectionError {
  readonly code: string | undefined;
  readonly message: string;
}

export const DEFAULT_APPLICATION_NAME = 'manobal-server';

/** A request that needs a new connection while the database is unreachable gets its 503 after this long. */
const CONNECT_TIMEOUT_MS = 5000;

const reportToStderr = ({ code, message }: ConnectionError): void => {
  process.stderr.write(`PostgreSQL connection lost (${code ?? 'no code'}: ${message}); the pool reconnects on next use.\n`);
};

/**
 * The pool as Kysely sees it. A client whose statement failed because its connection did (a terminated backend,
 * a restart) goes back to the pool as broken, so the pool closes it instead of handing the dead connection to
 * the next request: the socket's close can arrive after the release, and until then node-postgres counts the
 * client as usable. Without this, the first submission after a restart was answered 503 too.
 */
const discardingBrokenClients = (pool: pg.Pool): PostgresPool => {
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    const inner: PostgresPoolClient = client;
    let broken = false;
    function query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
    function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
    function query<R>(sqlOrCursor: string | PostgresCursor<R>, parameters?: ReadonlyArray<unknown>) {
      if (typeof sqlOrCursor !== 'string') return inner.query(sqlOrCursor);
      const result = inner.query<R>(sqlOrCursor, parameters ?? []);
      result.catch((error: unknown) => {
        if (isPostgresFault(error)) broken = true;
      });
      return result;
    }
    return { query, release: () => client.release(broken) };
  };
  return { connect: async () => wrap(await pool.connect()), end: () => pool.end() };
};

/**
 * Kysely's PostgreSQL introspector reads every schema of the database, calling has_schema_privilege on each name: a
 * schema that another store (another instance's tenant, a test) drops meanwhile fails this store's migration with
 * "schema … does not exist", and each schema there makes it slower. The migrator asks it only whether its own tables
 * exist, so this store's introspector lists the tables of its own schema alone.
 */
const ownSchemaOnly = (dialect: Dialect, schemaOf: () => string): Dialect => ({
  createAdapter: () => dialect.createAdapter(),
  createDriver: () => dialect.createDriver(),
  createQueryCompiler: () => dialect.createQueryCompiler(),
  createIntrospector: (db) => {
    const getTables = async (options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> => {
      const schema = schemaOf();
      const { rows } = await sql<{ name: string; kind: string }>`
        select c.relname as name, c.relkind as kind from pg_catalog.pg_class c join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
        where ns.nspname = ${schema} and c.relkind in ('r', 'v', 'p') order by c.relname`.execute(db);
      return rows
        .filter((row) => options.withInternalKyselyTables === true || !row.name.startsWith('kysely_migration'))
        .map((row) => ({ name: row.name, schema, isView: row.kind === 'v', columns: [] }));
    };
    return { getSchemas: async () => [{ name: schemaOf() }], getTables, getMetadata: async (options) => ({ tables: await getTables(options) }) };
  },
});

/** Connects a pool to PostgreSQL and runs the migrations (Kysely holds an advisory lock while it does). */
export const openPostgresStore = async ({
  connectionString,
  schema,
  maxConnections = 10,
  applicationName,
  onConnectionError = reportToStderr,
}: PostgresStoreOptions): Promise<Store> => {
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error('The schema name must be a plain lower-case identifier');
  const pool = new pg.Pool({
    connectionString,
    max: maxConnections,
    // The default gives way to an application_name in DATABASE_URL or PGAPPNAME.
    ...(applicationName ? { application_name: applicationName } : { fallback_application_name: DEFAULT_APPLICATION_NAME }),
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // A client whose connection fails emits 'error', and an 'error' event nobody listens to ends the process. The
  // pool listens only while a client is idle; a checked-out one (a query in flight, the socket's close arriving
  // after the query already failed) had no listener, so losing the database under load killed the server. Each
  // client gets its own listener for its whole life, before the pool hands it to anyone; the failed query still
  // rejects (a 503), and the pool drops the broken client when it is released.
  const reported = new WeakSet<pg.PoolClient>();
  pool.on('connect', (client) => {
    client.on('error', (error: Error & { code?: unknown }) => {
      if (reported.has(client)) return;
      reported.add(client);
      onConnectionError({ code: typeof error.code === 'string' ? error.code : undefined, message: error.message });
    });
  });
  // The pool re-emits an idle client's error; the client's own listener above has reported it already.
  pool.on('error', () => undefined);
  // The schema the tables land in (from `schema`, or a search_path set in DATABASE_URL's options), once known.
  let tableSchema = schema ?? 'public';
  const db = new Kysely<Database>({ dialect: ownSchemaOnly(withStoreFaults(new PostgresDialect({ pool: discardingBrokenClients(pool) }), isPostgresFault), () => tableSchema) });
  try {
    const current = await pool.query<{ schema: string }>('select current_schema() as schema');
    tableSchema = current.rows[0]?.schema ?? tableSchema;
    await migrateToLatest(db as Kysely<unknown>, tableSchema);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const listening = { connectionString, ...(applicationName ? { application_name: applicationName } : { fallback_application_name: DEFAULT_APPLICATION_NAME }), connectionTimeoutMillis: CONNECT_TIMEOUT_MS };
  return createKyselyStore(db, 'postgres', postgresWakeUps(listening), postgresRoomRelay(db, listening));
};
