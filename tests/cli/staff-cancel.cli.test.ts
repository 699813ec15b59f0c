import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENT_PATHS, ENDPOINTS, SAMPLE_THERAPISTS, STAFF_MESSAGES } from '@manobal/core';
import { at } from '../../fixtures/booking/availability';
import { aConfirmRequest } from '../../fixtures/in-memory/in-memory-appointments';
import { aMovableClock } from '../../fixtures/in-memory/in-memory-services';
import { createNodeApi } from '../../cli/src/api-client';
import { runCli } from '../../cli/src/program';
import { createTestDatabase, type TestDatabase } from '../server/support/test-databases';
import { startTestServer, TEST_STAFF_TOKEN, type TestServer } from '../server/support/test-server';
import { aTestContext } from './cli-test-context';

/** Monday 30 November 2026, 09:00 IST; the server trusts the test as its proxy, so each booking names its address. */
const NOW = at('2026-11-30', '09:00');
const SCRIPT = '203.0.113.77';

describe('manobal staff appointments and manobal staff cancel', () => {
  let db: TestDatabase;
  let server: TestServer;
  const staff = { MANOBAL_STAFF_TOKEN: TEST_STAFF_TOKEN };

  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
    server = await startTestServer(db, { clock: aMovableClock(NOW.toISOString()), env: { TRUST_PROXY: '127.0.0.1' } });
    await server.store.therapists.seed(SAMPLE_THERAPISTS, NOW);
    // Three bookings from one address, each a different therapist and person.
    for (const therapist of SAMPLE_THERAPISTS.slice(0, 3)) {
      const path = `${ENDPOINTS.therapistSlots.path.replace('{id}', therapist.therapist.id)}?from=2026-12-07&days=7&mode=video`;
      const start = (await server.get(path)).json.data.days.flatMap((day: { slots: { start: string }[] }) => day.slots)[0].start as string;
      const headers = { 'x-forwarded-for': SCRIPT };
      const held = await server.post(APPOINTMENT_PATHS.holds, { therapist_id: therapist.therapist.id, start, mode: 'video' }, headers);
      expect(held.status, held.text).toBe(201);
      expect((await server.post(APPOINTMENT_PATHS.appointments, aConfirmRequest(held.json.data.hold_id), headers)).status).toBe(201);
    }
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  const run = async (args: readonly string[]) => {
    const { ctx, output } = aTestContext({ interactive: false, env: staff, createApi: (base, apiOptions) => createNodeApi(base, apiOptions) });
    const code = await runCli([...args, '--api', server.baseUrl], ctx);
    return { code, stdout: output.stdout(), stderr: output.stderr() };
  };

  it('lists appointments a page at a time, with the device and address each was booked from', async () => {
    const listed = await run(['staff', 'appointments', '--limit', '2']);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toContain(`at ${SCRIPT}`);
    expect(listed.stdout).toContain('Page 1 (2 of 3, 2 per page).');
  });

  it('cancels everything one address booked in a window, keeping the reason, and says which', async () => {
    const window = ['--from', new Date(NOW.getTime() - 3_600_000).toISOString(), '--to', new Date(NOW.getTime() + 3_600_000).toISOString()];
    const refused = await run(['staff', 'cancel', '--address', SCRIPT, '--reason', 'One script']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('a device or an address with the window they were made in');

    const cancelled = await run(['staff', 'cancel', '--address', SCRIPT, ...window, '--reason', 'One script held the week']);
    expect(cancelled.code, cancelled.stderr).toBe(0);
    expect(cancelled.stdout).toContain(STAFF_MESSAGES.bulkCancelled);
    expect(cancelled.stdout).toMatch(/Cancelled 3: MNB-\w{6}, MNB-\w{6}, MNB-\w{6}/);
    const listed = await run(['staff', 'appointments', '--status', 'cancelled']);
    expect(listed.stdout.match(/cancelled by staff: One script held the week/g)).toHaveLength(3);
    const again = await run(['staff', 'cancel', '--address', SCRIPT, ...window, '--reason', 'Again']);
    expect(again.stdout).toContain('Nothing matched: no appointment changed.');
  });
});
