import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The test PostgreSQL (user postgres, trust auth; TEST_DATABASE_URL overrides it, as for the server tests). */
const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface OwnDatabase {
  /** DATABASE_URL for servers and scripts: the new database, empty until a server's start migrates it. */
  readonly url: string;
  /** Drops the database, with any connection still open to it. */
  readonly drop: () => Promise<void>;
}

const onTestServer = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/**
 * A PostgreSQL database of a spec's own, uniquely named, on the test server: for specs whose servers must share one
 * store (several instances). An unreachable PostgreSQL fails the spec, never skips it.
 */
export const createOwnDatabase = async (name: string): Promise<OwnDatabase> => {
  const database = `e2e_${name.toLowerCase().replace(/\W/g, '_')}_${randomBytes(6).toString('hex')}`;
  await onTestServer((client) => client.query(`create database ${database}`));
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${database}`;
  return {
    url: url.toString(),
    drop: () => onTestServer((client) => client.query(`drop database if exists ${database} with (force)`)).then(() => undefined),
  };
};
