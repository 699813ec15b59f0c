import { chmodSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, type SqliteDatabase as KyselySqliteDatabase, type SqliteStatement } from 'kysely';
import type { Database } from './database.schema';
import { createKyselyStore } from './kysely-store';
import { migrateToLatest } from './migrations';
import { isSqliteFault, withStoreFaults } from './store-faults';
import type { Store } from './store.port';

const restrictToOwner = (path: string): void => {
  try {
    chmodSync(path, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
};

/** Prepared statements kept per connection; the store's queries are a few hundred distinct texts at most. */
export const PREPARED_STATEMENTS_KEPT = 500;

/**
 * The connection as Kysely drives it, with each query text prepared once: Kysely's driver prepares every query
 * again, which took a tenth of a cached slot list's time. SQLite prepares a kept statement again by itself when
 * the schema changes under it. The least recently used text goes first.
 */
export const withPreparedStatements = (connection: SqliteDatabase.Database, kept = PREPARED_STATEMENTS_KEPT): KyselySqliteDatabase => {
  const statements = new Map<string, SqliteStatement>();
  return {
    prepare: (text) => {
      const known = statements.get(text);
      if (known) {
        statements.delete(text);
        statements.set(text, known);
        return known;
      }
      const statement = connection.prepare(text);
      statements.set(text, statement);
      if (statements.size > kept) {
        const oldest = statements.keys().next();
        if (oldest.done !== true) statements.delete(oldest.value);
      }
      return statement;
    },
    close: () => {
      statements.clear();
      connection.close();
    },
  };
};

/** Opens (creating if needed) the SQLite file, applies the durability pragmas and runs the migrations. */
export const openSqliteStore = async (file: string): Promise<Store> => {
  // Personal data lives here: only the server's user may read it.
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const dialect = new SqliteDialect({
    database: async () => {
      const connection = new SqliteDatabase(file);
      chmodSync(file, 0o600);
      // WAL lets readers run beside the writer; FULL syncs every commit so an acknowledged write survives a crash.
      connection.pragma('journal_mode = WAL');
      // SQLite gives new -wal and -shm files the database file's mode, but keeps the mode of ones an earlier run
      // (an older version, a crash, a restored backup) left behind; they hold the same personal data.
      for (const companion of [`${file}-wal`, `${file}-shm`]) restrictToOwner(companion);
      connection.pragma('synchronous = FULL');
      connection.pragma('foreign_keys = ON');
      connection.pragma('busy_timeout = 5000');
      return withPreparedStatements(connection);
    },
  });
  const db = new Kysely<Database>({ dialect: withStoreFaults(dialect, isSqliteFault) });
  try {
    await migrateToLatest(db as Kysely<unknown>);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return createKyselyStore(db, 'sqlite');
};
