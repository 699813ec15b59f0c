import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at } from '../../fixtures/booking/availability';
import { aBookableTherapist, createInMemoryAvailabilityReader } from '../../fixtures/in-memory/in-memory-appointments';
import { aMovableClock } from '../../fixtures/in-memory/in-memory-services';
import { BOOKING_CATALOGS, MANAGE_LINK_SENT, MANAGE_LINK_MESSAGES } from '@manobal/core';
import { aCompleteWizardAnswers } from '../../fixtures/wizard';
import { createNodeApi } from '../../cli/src/api-client';
import { parseStart } from '../../cli/src/commands/book.command';
import { runCli } from '../../cli/src/program';
import { createTestDatabase, type TestDatabase } from '../server/support/test-databases';
import { startTestServer, type TestServer } from '../server/support/test-server';
import { aTestContext } from './cli-test-context';

/** A person of their own for each booking, as different people's bookings are: the booking caps allow three a day per phone or e-mail. */
let people = 0;
const person = () => {
  people += 1;
  return ['--field', 'name=Asha Verma', '--field', `email=asha${people}@example.com`, '--field', `phone=98765${String(people).padStart(5, '0')}`, '--field', 'age=29'];
};

describe('manobal book and manobal appointment', () => {
  let db: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
    server = await startTestServer(db, { clock: aMovableClock(at('2026-11-30', '09:00').toISOString()), therapists: createInMemoryAvailabilityReader([aBookableTherapist()]) });
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  const run = async (args: readonly string[], options: Parameters<typeof aTestContext>[0] = {}) => {
    const { ctx, output } = aTestContext({ interactive: false, createApi: (base, apiOptions) => createNodeApi(base, apiOptions), ...options });
    const code = await runCli([...args, '--api', server.baseUrl], ctx);
    return { code, stdout: output.stdout(), stderr: output.stderr() };
  };

  it('reads --start as IST wall-clock time or an ISO instant', () => {
    expect(parseStart('2026-12-01 18:00')).toEqual(at('2026-12-01', '18:00'));
    expect(parseStart('2026-12-01T12:30:00Z')).toEqual(at('2026-12-01', '18:00'));
    expect(parseStart('1 Dec 6 pm')).toBeNull();
    expect(parseStart('2026-02-30 18:00')).toBeNull();
  });

  it('books in one go, printing the reference and the manage token once; the token shows, reschedules and cancels it', async () => {
    const booked = await run(['book', '--therapist', 'ananya-rao', '--start', '2026-12-01 18:00', '--mode', 'video', ...person(), '--json']);
    expect(booked.code, booked.stderr).toBe(0);
    const { reference, manage_token: token } = JSON.parse(booked.stdout).data as { reference: string; manage_token: string };

    const shown = await run(['appointment', 'show', reference, '--token', token]);
    expect(shown.stdout).toContain('Tue 1 Dec, 6:00 pm IST');
    // The website's spellings: one money format, one label per mode and status.
    for (const words of ['₹1,200', 'Video call', 'Confirmed']) expect(shown.stdout).toContain(words);
    const moved = await run(['appointment', 'reschedule', reference, '--start', '2026-12-01 19:00'], { env: { MANOBAL_MANAGE_TOKEN: token } });
    expect([moved.code, moved.stdout]).toEqual([0, expect.stringContaining('Tue 1 Dec, 7:00 pm IST')]);
    const cancelled = await run(['appointment', 'cancel', reference, '--token', token]);
    expect([cancelled.code, cancelled.stdout]).toEqual([0, expect.stringContaining('Cancelled')]);
  });

  it("sends the person's time zone with the booking, --time-zone or else the terminal's, and prints their own clock beside IST", async () => {
    const london = await run(['book', '--therapist', 'ananya-rao', '--start', '2026-12-09 18:00', '--mode', 'video', ...person(), '--time-zone', 'Europe/London']);
    expect(london.code, london.stderr).toBe(0);
    expect(london.stdout).toMatch(/When +Wed 9 Dec, 6:00 pm IST\n +Your time +Wed 9 Dec, 12:30 pm GMT/);
    const reference = /Booked: (\S+)/.exec(london.stdout)?.[1] ?? '';
    expect((await server.store.appointments.findByReference(reference))._unsafeUnwrap()?.person.timeZone).toBe('Europe/London');

    const terminal = await run(['book', '--therapist', 'ananya-rao', '--start', '2026-12-09 19:00', '--mode', 'video', ...person(), '--json'], { env: { TZ: 'America/New_York' } });
    expect(terminal.code, terminal.stderr).toBe(0);
    const { reference: second } = JSON.parse(terminal.stdout).data as { reference: string };
    expect((await server.store.appointments.findByReference(second))._unsafeUnwrap()?.person.timeZone).toBe('America/New_York');

    const mistyped = await run(['book', '--therapist', 'ananya-rao', '--start', '2026-12-09 20:00', '--mode', 'video', ...person(), '--time-zone', 'Mars/Olympus']);
    expect([mistyped.code, mistyped.stderr]).toEqual([2, expect.stringContaining("Give --time-zone as an IANA time zone")]);
  });

  it('asks for lost links by e-mail or phone and prints the one answer the server gives whether or not anything is booked', async () => {
    const booked = await run(['book', '--therapist', 'ananya-rao', '--start', '2026-12-08 18:00', '--mode', 'video', ...person(), '--json']);
    expect(booked.code, booked.stderr).toBe(0);
    const known = await run(['appointment', 'lost-link', `asha${people}@example.com`]);
    const unknown = await run(['appointment', 'lost-link', '9000000000']);
    expect([known.code, known.stdout]).toEqual([0, `${MANAGE_LINK_SENT.en.email}\n`]);
    expect([unknown.code, unknown.stdout]).toEqual([known.code, known.stdout]);
    const refused = await run(['appointment', 'lost-link', 'asha']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(MANAGE_LINK_MESSAGES.contactInvalid);
  });

  it('states the policy before asking, and a person who says no gives the held time back at once', async () => {
    const args = ['book', '--therapist', 'ananya-rao', '--start', '2026-12-03 18:00', '--mode', 'video', ...person()];
    const declined = await run(args, { interactive: true, answers: [false] });
    expect(declined.code).toBe(1);
    expect(declined.stderr).toContain(BOOKING_CATALOGS.en.policy.freeChange);
    expect(declined.stderr).toContain(BOOKING_CATALOGS.en.policy.notEmergency);
    expect(declined.stderr).toContain('Nothing was booked, and the held time is free again.');
    // Free now, not five minutes later: the same time books at once.
    const booked = await run([...args, '--field', 'email=later@example.com', '--field', 'phone=9876500001', '--json']);
    expect(booked.code, booked.stderr).toBe(0);
  });

  it('prints the booking in words without --json, and running the same command again books once', async () => {
    const args = ['book', '--therapist', 'ananya-rao', '--start', '2026-12-02 18:00', '--mode', 'video', ...person()];
    const first = await run(args);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/Booked: MNB-[0-9A-Z]{6}/);
    expect(first.stdout).toContain('Manage token (shown once');
    // The time is now taken; the same booking again is refused at the hold, never booked twice.
    const again = await run(args);
    expect([again.code, again.stderr]).toEqual([1, expect.stringContaining('This time was just taken')]);
  });

  it("shares the person's therapy-match answers with their therapist only when --intake names them, checked before sending", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'manobal-intake-'));
    try {
      const answers = join(dir, 'answers.json');
      await writeFile(answers, JSON.stringify(aCompleteWizardAnswers()));
      const shared = await run(['book', '--therapist', 'ananya-rao', '--start', '2026-12-04 18:00', '--mode', 'video', ...person(), '--intake', answers, '--json']);
      expect(shared.code, shared.stderr).toBe(0);
      const notShared = await run(['book', '--therapist', 'ananya-rao', '--start', '2026-12-04 19:00', '--mode', 'video', ...person(), '--json']);
      expect(notShared.code, notShared.stderr).toBe(0);
      const intakeOf = async (output: string) =>
        (await server.staffGet(`/api/v1/staff/appointments/${JSON.parse(output).data.reference}/intake?reason=client-care`)).json.data.intake;
      expect(await intakeOf(shared.stdout)).toEqual(aCompleteWizardAnswers());
      expect(await intakeOf(notShared.stdout)).toBeNull();

      await writeFile(answers, JSON.stringify({ ...aCompleteWizardAnswers(), risk: 'Yes' }));
      const labels = await run(['book', '--therapist', 'ananya-rao', '--start', '2026-12-04 20:00', '--mode', 'video', ...person(), '--intake', answers]);
      expect([labels.code, labels.stderr]).toEqual([2, expect.stringContaining('intake.risk')]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses bad input before sending (exit 2), and a server refusal or wrong token is exit 1', async () => {
    const badPhone = await run(['book', '--therapist', 'ananya-rao', '--start', '2026-12-03 18:00', '--mode', 'video', ...person(), '--field', 'phone=123']);
    expect([badPhone.code, badPhone.stderr]).toEqual([2, expect.stringContaining('phone: Valid phone number is required')]);
    expect((await run(['book', '--therapist', 'ananya-rao', '--start', 'tomorrow', '--mode', 'video', ...person()])).code).toBe(2);
    const notOffered = await run(['book', '--therapist', 'ananya-rao', '--start', '2026-12-03 15:00', '--mode', 'video', ...person()]);
    expect(notOffered.code).toBe(1);
    expect((await run(['appointment', 'show', 'MNB-000000'])).code).toBe(2);
    const wrong = await run(['appointment', 'show', 'MNB-000000', '--token', 'nope']);
    expect([wrong.code, wrong.stderr]).toEqual([1, expect.stringContaining('No booking matches')]);
  });
});
