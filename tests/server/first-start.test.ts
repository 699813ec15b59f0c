import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { STAFF_SIGN_IN_CONTRACT } from '@manobal/core';
import { buildServer, REPO_ROOT } from '../cli/cli-harness';
import { startServerProcess, type BuiltServer } from './support/built-server';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/test-databases';

/**
 * `npm start` on a new store: what the server prints is all a newcomer needs to reach the console, and the link it
 * prints opens the enrolment page's first step for the first administrator.
 */
describeEachEngine('the first start of a store with no staff', (engine) => {
  let db: TestDatabase;
  let server: BuiltServer;

  beforeAll(async () => {
    await buildServer();
    db = await createTestDatabase(engine);
    server = await startServerProcess([join(REPO_ROOT, 'server', 'dist', 'main.js')], {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: db.dataDir,
      WEB_DIST: join(db.dataDir, 'no-web-dist'),
      SCRYPT_N: '1024',
      LOG_LEVEL: 'warn',
      ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
    });
  });
  afterAll(async () => {
    await server?.stop();
    await db?.drop();
  });

  const printedLink = async (): Promise<URL> => {
    for (let waited = 0; waited < 100; waited += 1) {
      const match = /(http:\/\/\S+\/staff\/enrol#\S+)/.exec(server.output());
      if (match?.[1]) return new URL(match[1]);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no enrolment link printed: ${server.output()}`);
  };

  it('prints a one-time link on this server that opens the enrolment of the first administrator, and says what it asks for', async () => {
    const link = await printedLink();
    expect(link.origin).toBe(server.baseUrl);
    expect(server.output()).toContain('become the first administrator');
    expect(server.output()).not.toMatch(/not built yet/);
    const opened = await fetch(`${server.baseUrl}${STAFF_SIGN_IN_CONTRACT.staffOpenEnrolment.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.baseUrl },
      body: JSON.stringify({ code: link.hash.slice(1) }),
    });
    const answer = (await opened.json()) as { success: boolean; data: { roles: string[] } };
    expect([opened.status, answer.success, answer.data.roles]).toEqual([200, true, ['admin']]);
  });
});
