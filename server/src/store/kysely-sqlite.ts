import { chmodSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
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
      return connection;
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
