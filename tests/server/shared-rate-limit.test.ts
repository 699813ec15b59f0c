import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@manobal/core';
import { aValidLogin } from '../../fixtures/forms';
import { createTestDatabase, type TestDatabase } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
if (!hasRedis) console.warn('[server tests] redis-server not installed: the shared rate-limit test is SKIPPED.');

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

describe.skipIf(!hasRedis)('two instances sharing Redis', () => {
  let redis: ChildProcess;
  let db: TestDatabase;
  const servers: TestServer[] = [];

  beforeAll(async () => {
    const port = await freePort();
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'pipe' });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('redis-server did not start')), 10_000);
      redis.stdout?.on('data', (data: Buffer) => {
        if (data.toString().includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    db = await createTestDatabase('sqlite');
    const env = { REDIS_URL: `redis://127.0.0.1:${port}`, RATE_LIMIT_AUTH: '3' };
    servers.push(await startTestServer(db, { env }), await startTestServer(db, { env }));
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    redis?.kill('SIGTERM');
    await db?.drop();
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
});
