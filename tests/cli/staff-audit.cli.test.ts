import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@manobal/core';
import { aValidCallbackRequest } from '../../fixtures/forms';
import { createNodeApi } from '../../cli/src/api-client';
import { runCli } from '../../cli/src/program';
import { createTestDatabase, runSqlAsOperator, type TestDatabase } from '../server/support/test-databases';
import { startTestServer, TEST_STAFF_TOKEN, type TestServer } from '../server/support/test-server';
import { aTestContext } from './cli-test-context';

describe('manobal staff audit list and manobal staff audit verify', () => {
  let db: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
    server = await startTestServer(db);
    expect((await server.post(ENDPOINTS.requestCallback.path, aValidCallbackRequest())).status).toBe(201);
    // Two readings of the call-backs leave two rows.
    for (let i = 0; i < 2; i += 1) expect((await server.staffGet('/api/v1/staff/callbacks')).status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  const run = async (args: readonly string[]) => {
    const { ctx, output } = aTestContext({ interactive: false, env: { MANOBAL_STAFF_TOKEN: TEST_STAFF_TOKEN }, createApi: (base, apiOptions) => createNodeApi(base, apiOptions) });
    const code = await runCli([...args, '--api', server.baseUrl], ctx);
    return { code, stdout: output.stdout(), stderr: output.stderr() };
  };

  it('lists who did what, newest first, under filters, with labels from the catalog', async () => {
    const listed = await run(['staff', 'audit', 'list', '--subject', 'callback', '--action', 'list', '--person', 'test-admin']);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout.match(/^#\d+ .* · Test Admin \(Administrator\) · Listed · Call-back$/gm)).toHaveLength(2);
    expect(listed.stdout).toContain('visitors shown: 1');
    expect(listed.stdout).toContain('Page 1 (2 of 2, 50 per page).');
    const json = await run(['staff', 'audit', 'list', '--subject', 'audit-log', '--json']);
    expect(json.code, json.stderr).toBe(0);
    // The listing just made is in the log too.
    expect(JSON.parse(json.stdout).data.items[0]).toMatchObject({ action: 'list', subject: 'audit-log', person_id: 'test-admin', person_name: 'Test Admin' });
  });

  it('refuses a filter the log does not know, naming what it takes', async () => {
    const refused = await run(['staff', 'audit', 'list', '--action', 'delete']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Use an action: list, read');
  });

  it('says the chain is intact, and exits 1 naming the entry once a row was edited by hand', async () => {
    const intact = await run(['staff', 'audit', 'verify']);
    expect(intact.code, intact.stderr).toBe(0);
    expect(intact.stdout).toMatch(/^The audit log is intact: \d+ entries, each chained to the one before\.$/m);
    await runSqlAsOperator(db, 'drop trigger staff_audit_log_no_update');
    await runSqlAsOperator(db, "update staff_audit_log set person_id = 'someone-else' where seq = 2");
    const broken = await run(['staff', 'audit', 'verify']);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('The audit log is BROKEN at entry 2: its fields no longer match its hash (it was edited).');
  });
});
