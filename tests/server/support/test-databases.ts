import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Sqlite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Migration } from 'kysely';
import pg from 'pg';
import { describe } from 'vitest';
import { openPostgresStore } from '../../../server/src/store/kysely-postgres';
import { openSqliteStore } from '../../../server/src/store/kysely-sqlite';
import { SQLITE_FILE_NAME } from '../../../server/src/store/open-store';
import type { Store } from '../../../server/src/store/store.port';

export type EngineName = 'sqlite' | 'postgres';

/** The test PostgreSQL: database `test`, user `postgres`, trust auth (override with TEST_DATABASE_URL). */
export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const IN_CI = process.env.CI === 'true';

const probePostgres = async (): Promise<string | null> => {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
};

const postgresProblem = await probePostgres();
if (postgresProblem !== null) {
  if (IN_CI) throw new Error(`PostgreSQL is required when CI=true but ${TEST_POSTGRES_URL} is not reachable: ${postgresProblem}`);
  console.warn(`[server tests] PostgreSQL at ${TEST_POSTGRES_URL} not reachable (${postgresProblem}); PostgreSQL runs are SKIPPED.`);
}

/** One isolated database per test file: a temp dir (SQLite) or a fresh schema (PostgreSQL), plus a data dir. */
export interface TestDatabase {
  readonly engine: EngineName;
  /** Holds uploads and generated secrets (and the SQLite file). */
  readonly dataDir: string;
  /** For a child process: DATABASE_URL selecting this schema, or undefined for SQLite under dataDir. */
  readonly databaseUrl: string | undefined;
  /** PostgreSQL: the application_name of this database's pools, unique per test database (for pg_stat_activity). */
  readonly applicationName: string | undefined;
  /** PostgreSQL: the schema holding this database's tables. */
  readonly schema: string | undefined;
  open(): Promise<Store>;
  drop(): Promise<void>;
}

export const createTestDatabase = async (engine: EngineName): Promise<TestDatabase> => {
  const dataDir = await mkdtemp(join(tmpdir(), `manobal-server-${engine}-`));
  if (engine === 'sqlite') {
    return {
      engine,
      dataDir,
      databaseUrl: undefined,
      applicationName: undefined,
      schema: undefined,
      open: () => openSqliteStore(join(dataDir, SQLITE_FILE_NAME)),
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const separator = TEST_POSTGRES_URL.includes('?') ? '&' : '?';
  const applicationName = `manobal-test-${schema}`;
  return {
    engine,
    dataDir,
    databaseUrl: `${TEST_POSTGRES_URL}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    applicationName,
    schema,
    open: () => openPostgresStore({ connectionString: TEST_POSTGRES_URL, schema, maxConnections: 4, applicationName }),
    drop: async () => {
      const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

/** A PostgreSQL-only suite, skipped (with a warning) only outside CI when PostgreSQL is unreachable. */
export const describeOnPostgres = (title: string, suite: () => void): void => {
  const skip = postgresProblem !== null && !IN_CI;
  (skip ? describe.skip : describe)(`${title} [postgres]${skip ? ' (PostgreSQL not reachable: skipped)' : ''}`, suite);
};

/** Runs a suite once per engine; PostgreSQL is skipped (with a warning) only outside CI when unreachable. */
export const describeEachEngine = (title: string, suite: (engine: EngineName) => void): void => {
  describe(`${title} [sqlite]`, () => suite('sqlite'));
  describeOnPostgres(title, () => suite('postgres'));
};

/**
 * Runs one statement straight on the test database, as an operator at a database prompt would (deleting an account
 * by hand, say): what the server must cope with without having been asked.
 */
export const runSqlAsOperator = async (db: TestDatabase, statement: string): Promise<void> => {
  if (db.engine === 'sqlite') {
    const connection = new Sqlite(join(db.dataDir, SQLITE_FILE_NAME));
    try {
      connection.exec(statement);
    } finally {
      connection.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  try {
    await client.query(`set search_path to ${db.schema}`);
    await client.query(statement);
  } finally {
    await client.end();
  }
};

/**
 * The test database without the store on top, for tests that set up what an older build left behind (a schema
 * migrated part of the way, rows written as they used to be). One connection; destroy it when done.
 */
export const openRawDatabase = (db: TestDatabase): Kysely<unknown> =>
  db.engine === 'sqlite'
    ? new Kysely({ dialect: new SqliteDialect({ database: new Sqlite(join(db.dataDir, SQLITE_FILE_NAME)) }) })
    : new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: TEST_POSTGRES_URL, options: `-c search_path=${db.schema}`, max: 1 }) }) });

/** Kysely's migrator over these migrations, keeping its bookkeeping in the test database's own schema. */
export const migratorFor = (raw: Kysely<unknown>, db: TestDatabase, migrations: Readonly<Record<string, Migration>>): Migrator =>
  new Migrator({ db: raw, provider: { getMigrations: async () => ({ ...migrations }) }, ...(db.schema ? { migrationTableSchema: db.schema } : {}) });
