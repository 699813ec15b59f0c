import { randomBytes } from 'node:crypto';
import { requireFromServer } from './paths.mjs';
import { onCleanup } from './resources.mjs';

/** The test database the README asks for: 127.0.0.1:5432, user postgres, trust auth. */
export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/test';

const pg = () => requireFromServer('pg');

/** An admin connection whose late errors (the server closing it) are ignored rather than thrown. */
const adminClient = (connectionString) => {
  const client = new (pg().Client)({ connectionString, connectionTimeoutMillis: 5000 });
  client.on('error', () => undefined);
  return client;
};

/** Whether PostgreSQL answers at `adminUrl` (false, never a throw, when it is down). */
export const postgresReachable = async (adminUrl) => {
  const client = adminClient(adminUrl);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
};

/**
 * A fresh database for one run (`manobal_bench_<random>`), dropped by the returned `drop()` or, on failure,
 * by the bench's cleanup. Only 127.0.0.1 is accepted.
 */
export const createTempDatabase = async (adminUrl) => {
  const url = new URL(adminUrl);
  if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') throw new Error(`refusing a database outside 127.0.0.1 (${url.hostname})`);
  const name = `manobal_bench_${randomBytes(4).toString('hex')}`;
  const admin = adminClient(adminUrl);
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const drop = onCleanup(async () => {
    const client = adminClient(adminUrl);
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  });
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${name}`;
  return { name, url: databaseUrl.toString(), drop };
};
