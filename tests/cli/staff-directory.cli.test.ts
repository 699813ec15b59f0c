import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, SAMPLE_THERAPISTS } from '@manobal/core';
import { createNodeApi } from '../../cli/src/api-client';
import { runCli } from '../../cli/src/program';
import { createTestDatabase, type TestDatabase } from '../server/support/test-databases';
import { startTestServer, TEST_STAFF_TOKEN, type TestServer } from '../server/support/test-server';
import { aTestContext } from './cli-test-context';

const VIKRAM = 'vikram-mehta';

describe('manobal staff directory', () => {
  let db: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
    const store = await db.open();
    try {
      await store.therapists.seed(SAMPLE_THERAPISTS, new Date('2026-11-30T03:30:00Z'));
    } finally {
      await store.close();
    }
    server = await startTestServer(db);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  const run = async (args: readonly string[], token: string = TEST_STAFF_TOKEN) => {
    const { ctx, output } = aTestContext({ interactive: false, env: { MANOBAL_STAFF_TOKEN: token }, createApi: (base, apiOptions) => createNodeApi(base, apiOptions) });
    const code = await runCli([...args, '--api', server.baseUrl], ctx);
    return { code, stdout: output.stdout(), stderr: output.stderr() };
  };
  const listed = async () => ((await server.get(ENDPOINTS.listTherapists.path)).json.data.items as { id: string }[]).map((t) => t.id);

  it('retires a therapist, who is then not listed to visitors, and activates them again', async () => {
    const retired = await run(['staff', 'directory', 'retire', VIKRAM]);
    expect(retired.code, retired.stderr).toBe(0);
    expect(await listed()).not.toContain(VIKRAM);
    const shown = await run(['staff', 'therapists', '--view', 'retired']);
    expect(shown.stdout).toContain(`(${VIKRAM})`);
    expect(shown.stdout).toContain('Page 1 (1 of 1, 50 per page).');
    expect((await run(['staff', 'directory', 'activate', VIKRAM])).code).toBe(0);
    expect(await listed()).toContain(VIKRAM);
  });

  it('links an entry to a staff person and unlinks it, and asks for exactly one of --person and --unlink', async () => {
    const { personId, token } = await server.staffPerson({ roles: ['therapist'], name: 'Vikram Mehta' });
    const linked = await run(['staff', 'directory', 'link', VIKRAM, '--person', personId]);
    expect(linked.code, linked.stderr).toBe(0);
    expect((await run(['staff', 'whoami'], token)).stdout).toContain(`therapist ${VIKRAM}`);
    expect((await run(['staff', 'directory', 'link', VIKRAM, '--unlink'])).code).toBe(0);
    expect((await run(['staff', 'whoami'], token)).stdout).not.toContain(`therapist ${VIKRAM}`);
    const neither = await run(['staff', 'directory', 'link', VIKRAM]);
    expect(neither.code).toBe(2);
    expect(neither.stderr).toContain('--unlink');
  });
});
