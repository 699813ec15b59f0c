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
}

/** Connects a pool to PostgreSQL and runs the migrations (Kysely holds an advisory lock while it does). */
export const openPostgresStore = async ({ connectionString, schema, maxConnections = 10 }: PostgresStoreOptions): Promise<Store> => {
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error('The schema name must be a plain lower-case identifier');
  const pool = new pg.Pool({
    connectionString,
    max: maxConnections,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
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
