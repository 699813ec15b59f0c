import { join } from 'node:path';
import type { ServerConfig } from '../config';
import { openPostgresStore } from './kysely-postgres';
import { openSqliteStore } from './kysely-sqlite';
import type { Store } from './store.port';

export const SQLITE_FILE_NAME = 'manobal.sqlite';

/** PostgreSQL when DATABASE_URL is set, otherwise SQLite under DATA_DIR; migrated either way. */
export const openStore = (config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>): Promise<Store> =>
  config.databaseUrl ? openPostgresStore({ connectionString: config.databaseUrl }) : openSqliteStore(join(config.dataDir, SQLITE_FILE_NAME));
