import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, HEALTH_PATH } from '@manobal/core';
import { aValidLogin } from '../../fixtures/forms';
import { createTestDatabase, type TestDatabase } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

/** The test Redis: CI provides one at 127.0.0.1:6379; TEST_REDIS_URL (or REDIS_URL) points elsewhere. */
const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const IN_CI = process.env.CI === 'true';

const connectOnce = () => new Redis(TEST_REDIS_URL, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });

const probeRedis = async (): Promise<string | null> => {
  const client = connectOnce();
  // ioredis rejects with "Connection is closed"; the 'error' event says why (ECONNREFUSED, ENOTFOUND, …).
  let cause: string | undefined;
  client.on('error', (error: Error) => {
    cause = error.message;
  });
  try {
    await client.connect();
    await client.ping();
    return null;
  } catch (error) {
    return cause ?? (error instanceof Error ? error.message : String(error));
  } finally {
    client.disconnect();
  }
};

const redisProblem = await probeRedis();
if (redisProblem !== null) {
  if (IN_CI) throw new Error(`Redis is required when CI=true but ${TEST_REDIS_URL} is not reachable: ${redisProblem}`);
  console.warn(`[server tests] Redis at ${TEST_REDIS_URL} not reachable (${redisProblem}); the shared rate-limit test is SKIPPED.`);
}

describe.skipIf(redisProblem !== null)('two instances sharing Redis', () => {
  // This run's own counters: other runs (or a deployment) may share this Redis.
  const keyPrefix = `manobal-test-${randomBytes(6).toString('hex')}:`;
  let db: TestDatabase;
  const servers: TestServer[] = [];

  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
    const env = { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: keyPrefix, RATE_LIMIT_AUTH: '3' };
    servers.push(await startTestServer(db, { env }), await startTestServer(db, { env }));
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await db?.drop();
    const client = connectOnce();
    try {
      await client.connect();
      const keys = await client.keys(`${keyPrefix}*`);
      if (keys.length > 0) await client.del(...keys);
    } finally {
      client.disconnect();
    }
  });

  it('counts login attempts across instances', async () => {
    const [a, b] = servers as [TestServer, TestServer];
    const statuses = [
      (await a.post(ENDPOINTS.login.path, aValidLogin())).status,
      (await b.post(ENDPOINTS.login.path, aValidLogin())).status,
      (await a.post(ENDPOINTS.login.path, aValidLogin())).status,
      (await b.post(ENDPOINTS.login.path, aValidLogin())).status,
    ];
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('says in health that the limits are shared', async () => {
    for (const server of servers) expect((await server.get(HEALTH_PATH)).json.data.limiter).toBe('shared');
  });

  it('keeps its counters under its own key prefix', async () => {
    const client = connectOnce();
    try {
      await client.connect();
      expect((await client.keys(`${keyPrefix}*`)).length).toBeGreaterThan(0);
    } finally {
      client.disconnect();
    }
  });
});
