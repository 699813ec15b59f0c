import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_CREDENTIAL_REFUSALS, STAFF_PEOPLE_MESSAGES } from '@manobal/core';
import { createNodeApi } from '../../cli/src/api-client';
import { runCli } from '../../cli/src/program';
import { createTestDatabase, type TestDatabase } from '../server/support/test-databases';
import { startTestServer, TEST_STAFF_TOKEN, type TestServer } from '../server/support/test-server';
import { aTestContext } from './cli-test-context';

describe('manobal staff whoami, tokens and people', () => {
  let db: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
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

  it('says who is behind MANOBAL_STAFF_TOKEN', async () => {
    const { token } = await server.staffPerson({ roles: ['therapist'], therapistId: 'ananya-rao', name: 'Ananya Rao' });
    const me = await run(['staff', 'whoami'], token);
    expect(me.code, me.stderr).toBe(0);
    expect(me.stdout).toContain('Ananya Rao · Therapist · therapist ananya-rao');
    expect(me.stdout).toContain('signed in with: access-token');
  });

  it('creates a token printed as the last line, lists it, and revokes it', async () => {
    const created = await run(['staff', 'token-create', '--name', 'nightly report', '--days', '7']);
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toContain(STAFF_PEOPLE_MESSAGES.tokenCreated);
    const token = created.stdout.trim().split('\n').at(-1)!;
    expect(token).toMatch(/^mnb_pat_/);
    expect((await run(['staff', 'whoami'], token)).code).toBe(0);
    const listed = await run(['staff', 'tokens', '--json']);
    const item = (JSON.parse(listed.stdout) as { data: { items: { id: string; name: string }[] } }).data.items.find((each) => each.name === 'nightly report')!;
    expect((await run(['staff', 'token-revoke', item.id])).code).toBe(0);
    const refused = await run(['staff', 'whoami'], token);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(STAFF_CREDENTIAL_REFUSALS.revoked);
  });

  it('invites a person, changes their roles and deactivates them, as an admin', async () => {
    const invited = await run(['staff', 'invite', '--email', 'neha@example.in', '--name', 'Neha Kapoor', '--roles', 'coordinator']);
    expect(invited.code, invited.stderr).toBe(0);
    expect(invited.stdout).toMatch(/\/staff\/enrol#mnb_enr_/);
    const { personId, token } = await server.staffPerson({ roles: ['recruiter'], name: 'Kiran Shah' });
    expect((await run(['staff', 'person', personId, '--roles', 'recruiter,coordinator'])).code).toBe(0);
    const people = await run(['staff', 'people']);
    expect(people.stdout).toContain('Kiran Shah');
    expect(people.stdout).toContain('Care coordinator, Recruiter');
    expect((await run(['staff', 'deactivate', personId])).code).toBe(0);
    expect((await run(['staff', 'whoami'], token)).stderr).toContain(STAFF_CREDENTIAL_REFUSALS.deactivated);
    const forbidden = await run(['staff', 'people'], (await server.staffPerson({ roles: ['coordinator'] })).token);
    expect(forbidden.code).toBe(1);
  });
});
