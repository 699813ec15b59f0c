import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENT_PATHS, SAMPLE_THERAPISTS, STAFF_APPOINTMENT_TEXT, STAFF_MESSAGES } from '@manobal/core';
import { at } from '../../fixtures/booking/availability';
import { aConfirmRequest } from '../../fixtures/in-memory/in-memory-appointments';
import { aMovableClock } from '../../fixtures/in-memory/in-memory-services';
import { aCompleteWizardAnswers } from '../../fixtures/wizard';
import { createNodeApi } from '../../cli/src/api-client';
import { runCli } from '../../cli/src/program';
import { createTestDatabase, type TestDatabase } from '../server/support/test-databases';
import { startTestServer, TEST_STAFF_TOKEN, type TestServer } from '../server/support/test-server';
import { aTestContext } from './cli-test-context';

/** Monday 30 November 2026, 09:00 IST. Dr. Ananya Rao (sample) sees people on weekday mornings 10:00-13:00. */
const NOW = at('2026-11-30', '09:00');

describe('manobal staff appointments show / intake / cancel / move / mark, agenda, therapist, override', () => {
  let db: TestDatabase;
  let server: TestServer;
  const clock = aMovableClock(NOW.toISOString());
  const references: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
    server = await startTestServer(db, { clock });
    await server.store.therapists.seed(SAMPLE_THERAPISTS, NOW);
    for (const [time, details] of [['10:00', { intake: aCompleteWizardAnswers({ languages: ['marathi'] }) }], ['11:00', {}]] as const) {
      const held = await server.post(APPOINTMENT_PATHS.holds, { therapist_id: 'ananya-rao', start: at('2026-12-01', time).toISOString(), mode: 'video' });
      const confirmed = await server.post(APPOINTMENT_PATHS.appointments, aConfirmRequest(held.json.data.hold_id, details));
      expect(confirmed.status, confirmed.text).toBe(201);
      references.push(confirmed.json.data.reference);
    }
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

  it('lists by tab and shows one with what may be done now; the answers only through intake, with a reason', async () => {
    const listed = await run(['staff', 'appointments', '--when', 'upcoming']);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toContain('shared their therapy-match answers');
    expect(listed.stdout).not.toContain('marathi');
    const shown = await run(['staff', 'appointments', 'show', references[0]!]);
    expect(shown.stdout).toContain('Can now: cancel, move');
    const noReason = await run(['staff', 'appointments', 'intake', references[0]!]);
    expect([noReason.code, noReason.stderr]).toEqual([1, expect.stringContaining('why you are opening these answers')]);
    const read = await run(['staff', 'appointments', 'intake', references[0]!, '--reason', 'client-care']);
    expect(read.code, read.stderr).toBe(0);
    expect(JSON.parse(read.stdout).data).toMatchObject({ shared: true, reason: 'client-care', intake: { languages: ['marathi'] } });
  });

  it('moves one to another free time, cancels one with a reason, and marks one attended once it has ended', async () => {
    const moved = await run(['staff', 'appointments', 'move', references[0]!, '--start', '2026-12-01 12:00']);
    expect([moved.code, moved.stdout.trim()]).toEqual([0, STAFF_MESSAGES.moved]);
    const cancelled = await run(['staff', 'appointments', 'cancel', references[1]!, '--reason', 'Asked by phone to cancel']);
    expect([cancelled.code, cancelled.stdout.trim()]).toEqual([0, STAFF_MESSAGES.cancelled]);
    const early = await run(['staff', 'appointments', 'mark', references[0]!, '--attended']);
    expect([early.code, early.stderr]).toEqual([1, expect.stringContaining(STAFF_APPOINTMENT_TEXT.refusals['not-ended'])]);
    clock.set(at('2026-12-01', '13:30').toISOString());
    const noShowCancelled = await run(['staff', 'appointments', 'mark', references[1]!, '--no-show']);
    expect([noShowCancelled.code, noShowCancelled.stderr]).toEqual([1, expect.stringContaining(STAFF_APPOINTMENT_TEXT.refusals.cancelled)]);
    const marked = await run(['staff', 'appointments', 'mark', references[0]!, '--no-show']);
    expect(marked.code, marked.stderr).toBe(0);
    const past = await run(['staff', 'appointments', '--when', 'past', '--status', 'no-show']);
    expect(past.stdout).toContain(`${references[0]!}`);
    expect(past.stdout).toContain(STAFF_APPOINTMENT_TEXT.attendance['no-show']);
    clock.set(NOW.toISOString());
  });

  it("closes a date and gives one its own hours, and shows each date as the slots engine reads it; the agenda shows this week", async () => {
    expect((await run(['staff', 'override', 'ananya-rao', '--date', '2026-12-02', '--closed'])).code).toBe(0);
    expect((await run(['staff', 'override', 'ananya-rao', '--date', '2026-12-03', '--hours', '14:00-16:00 video'])).code).toBe(0);
    expect((await run(['staff', 'time-off', 'ananya-rao', '--from', '2026-12-04', '--to', '2026-12-04'])).code).toBe(0);
    const shown = await run(['staff', 'therapist', 'ananya-rao', '--from', '2026-12-01', '--days', '4']);
    expect(shown.stdout.split('\n').slice(1, 5)).toEqual([
      '  2026-12-01: 10:00-13:00 in-person,video; 17:00-20:00 video',
      '  2026-12-02: closed (this date only)',
      '  2026-12-03: 14:00-16:00 video (this date only)',
      '  2026-12-04: on leave (2026-12-04)',
    ]);
    const refused = await run(['staff', 'override', 'ananya-rao', '--date', '2026-12-02', '--closed', '--remove']);
    expect(refused.code).toBe(2);
    expect((await run(['staff', 'override', 'ananya-rao', '--date', '2026-12-02', '--remove'])).code).toBe(0);
    expect((await run(['staff', 'remove-time-off', 'ananya-rao', '--from', '2026-12-04', '--to', '2026-12-04'])).code).toBe(0);
    const again = await run(['staff', 'therapist', 'ananya-rao', '--from', '2026-12-02', '--days', '1']);
    expect(again.stdout).toContain('2026-12-02: 10:00-13:00 in-person,video');

    const agenda = await run(['staff', 'agenda', 'ananya-rao']);
    expect(agenda.code, agenda.stderr).toBe(0);
    expect(agenda.stdout).toContain('2026-11-30 (today)');
    expect(agenda.stdout).toContain(`12:00 ${references[0]!}`);
    expect(agenda.stdout).not.toContain(references[1]!);
  });
});
