import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENT_PATHS } from '@manobal/core';
import { at } from '../../fixtures/booking/availability';
import { aConfirmRequest } from '../../fixtures/in-memory/in-memory-appointments';
import { aMovableClock } from '../../fixtures/in-memory/in-memory-services';
import { createNodeApi } from '../../cli/src/api-client';
import { runCli } from '../../cli/src/program';
import { startOutboxServer, type OutboxServer } from '../server/support/outbox-server';
import { TEST_STAFF_TOKEN } from '../server/support/test-server';
import { aTestContext } from './cli-test-context';

const NOW = at('2026-11-30', '09:00');
const BOUNCING = 'nobody@bounce.example';

describe('manobal staff messages retry and drop', () => {
  let running: OutboxServer;
  let coordinatorToken: string;
  const clock = aMovableClock(NOW.toISOString());

  beforeAll(async () => {
    running = await startOutboxServer('sqlite', clock, NOW);
    coordinatorToken = (await running.server.staffPerson({ roles: ['coordinator'], name: 'Kiran' })).token;
    running.inbox.bounce(BOUNCING);
    const held = await running.server.post(APPOINTMENT_PATHS.holds, { therapist_id: 'ananya-rao', start: at('2026-12-01', '10:00').toISOString(), mode: 'video' });
    expect((await running.server.post(APPOINTMENT_PATHS.appointments, aConfirmRequest(held.json.data.hold_id, { email: BOUNCING }))).status).toBe(201);
    await running.worker.drain();
  });
  afterAll(() => running?.close());

  const run = async (args: readonly string[], token = TEST_STAFF_TOKEN) => {
    const { ctx, output } = aTestContext({ interactive: false, env: { MANOBAL_STAFF_TOKEN: token }, createApi: (base, apiOptions) => createNodeApi(base, apiOptions) });
    const code = await runCli([...args, '--api', running.server.baseUrl], ctx);
    return { code, stdout: output.stdout(), stderr: output.stderr() };
  };
  const failedIds = async (): Promise<string[]> => {
    const listed = await run(['staff', 'list', 'failed', '--json']);
    expect(listed.code, listed.stderr).toBe(0);
    return (JSON.parse(listed.stdout) as { data: { items: { id: string }[] } }).data.items.map((item) => item.id);
  };

  it('retries a failed delivery by the id the failed list shows, and says so; a second retry finds nothing to retry', async () => {
    const [id] = await failedIds();
    const retried = await run(['staff', 'messages', 'retry', id!]);
    expect(retried.code, retried.stderr).toBe(0);
    expect(retried.stdout.trim()).toBe('Queued to be sent again.');
    expect(await failedIds()).toEqual([]);
    const again = await run(['staff', 'messages', 'retry', id!]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('No failed delivery has this id: it may have been sent, retried or dropped already.');
  });

  it('drops a failed delivery for good, with --json the envelope', async () => {
    // The retried message bounces again and is dead once more.
    await running.worker.drain();
    const [id] = await failedIds();
    const dropped = await run(['staff', 'messages', 'drop', id!, '--json']);
    expect(dropped.code, dropped.stderr).toBe(0);
    expect(JSON.parse(dropped.stdout)).toMatchObject({ success: true, data: { id } });
    expect(await failedIds()).toEqual([]);
  });

  it('is refused by the server to staff without the messages permission', async () => {
    const refused = await run(['staff', 'messages', 'drop', 'any-id'], coordinatorToken);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Your role does not allow this.');
  });
});
