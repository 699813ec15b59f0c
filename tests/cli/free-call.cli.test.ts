import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_CALL_MESSAGES, HELPLINES, YOUNG_PERSON_MESSAGES, YOUNG_PERSON_TEXT, formMessageText } from '@manobal/core';
import { at } from '../../fixtures/booking/availability';
import { A_GUARDIAN, aValidBooking } from '../../fixtures/forms';
import { aBookableTherapist, createInMemoryAvailabilityReader } from '../../fixtures/in-memory/in-memory-appointments';
import { aMovableClock } from '../../fixtures/in-memory/in-memory-services';
import { createNodeApi } from '../../cli/src/api-client';
import { runCli } from '../../cli/src/program';
import { createTestDatabase, type TestDatabase } from '../server/support/test-databases';
import { startTestServer, TEST_STAFF_TOKEN, type TestServer } from '../server/support/test-server';
import { aTestContext } from './cli-test-context';

/** Monday 30 November 2026, 09:00 IST; one free call an hour. */
const NOW = at('2026-11-30', '09:00').toISOString();
const TOMORROW = '2026-12-01';

describe('manobal submit book-session, book and staff free-call: the free call and the age rule', () => {
  let db: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
    server = await startTestServer(db, {
      clock: aMovableClock(NOW),
      env: { FREE_CALLS_PER_HOUR: '1' },
      therapists: createInMemoryAvailabilityReader([aBookableTherapist()]),
    });
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  const run = async (args: readonly string[], env: Readonly<Record<string, string>> = {}) => {
    const { ctx, output } = aTestContext({ interactive: false, env, clock: aMovableClock(NOW), createApi: (base, apiOptions) => createNodeApi(base, apiOptions) });
    const code = await runCli([...args, '--api', server.baseUrl], ctx);
    return { code, stdout: output.stdout(), stderr: output.stderr() };
  };
  const fields = (values: Record<string, string | boolean>) =>
    Object.entries(values).flatMap(([key, value]) => ['--field', typeof value === 'boolean' ? `${key}:=${value}` : `${key}=${value}`]);
  const aCall = (overrides: Record<string, string | boolean> = {}) => {
    const { name, email, phone, age, gender, problem } = aValidBooking();
    return { name, email, phone, age: String(age), gender, problem, date: TOMORROW, time: '2:00 PM', ...overrides };
  };

  it('books the free call and prints when and on which number the care team will call; the full hour is refused with the next', async () => {
    const booked = await run(['submit', 'book-session', ...fields(aCall({ name: 'Cli Caller' })), '--yes']);
    expect(booked.code, booked.stderr).toBe(0);
    expect(booked.stdout).toContain('Your free introductory call is booked for Tue 1 Dec, 2:00 PM IST; our care team will call you on 98765 43210.');
    const full = await run(['submit', 'book-session', ...fields(aCall({ name: 'Cli Second', email: 'second@example.in' })), '--yes']);
    expect(full.code).toBe(1);
    expect(full.stderr).toContain(FREE_CALL_MESSAGES.hourFull({ date: TOMORROW, time: '3:00 PM' }));
  });

  it('refuses a 15-year-old before sending, with the helplines and how to ask for a call-back', async () => {
    const refused = await run(['submit', 'book-session', ...fields(aCall({ name: 'Cli Young', age: '15', time: '4:00 PM' })), '--yes']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(formMessageText('en', YOUNG_PERSON_MESSAGES.tooYoung));
    expect(refused.stdout).toContain(YOUNG_PERSON_TEXT.tooYoungBody);
    expect(refused.stdout).toContain(HELPLINES[0]!.display);
    expect(refused.stdout).toContain('manobal submit callback');
  });

  it('asks a 17-year-old for a guardian, and books with one; staff see it, and mark it called', async () => {
    const alone = await run(['submit', 'book-session', ...fields(aCall({ name: 'Cli Teen', age: '17', time: '5:00 PM' })), '--yes']);
    expect(alone.code).toBe(2);
    expect(alone.stderr).toContain(formMessageText('en', YOUNG_PERSON_MESSAGES.guardianNameRequired));
    const booked = await run(['submit', 'book-session', ...fields({ ...aCall({ name: 'Cli Teen', age: '17', time: '5:00 PM' }), ...A_GUARDIAN }), '--yes', '--json']);
    expect(booked.code, booked.stderr).toBe(0);
    const { id } = JSON.parse(booked.stdout).data as { id: string };
    const staff = { MANOBAL_STAFF_TOKEN: TEST_STAFF_TOKEN };
    const listed = await run(['staff', 'list', 'bookings', '--json'], staff);
    expect(listed.code, listed.stderr).toBe(0);
    expect(JSON.parse(listed.stdout).data.items.find((item: { id: string }) => item.id === id)).toMatchObject({ guardian_check: true, status: 'waiting' });
    const marked = await run(['staff', 'free-call', id, '--called', '--json'], staff);
    expect(marked.code, marked.stderr).toBe(0);
    expect(JSON.parse(marked.stdout).data).toMatchObject({ id, status: 'called' });
    expect((await run(['staff', 'free-call', id, '--called', '--done'], staff)).code).toBe(2);
  });

  it('on a terminal, asks a 17-year-old for the guardian, and an adult for none', async () => {
    const ask = async (answers: unknown[]) => {
      const { ctx, prompts } = aTestContext({ answers, clock: aMovableClock(NOW), createApi: (base, apiOptions) => createNodeApi(base, apiOptions) });
      const code = await runCli(['submit', 'book-session', '--api', server.baseUrl, '--yes'], ctx);
      return { code, asked: prompts.transcript.map((entry) => entry.message) };
    };
    const teen = await ask(['Cli Terminal Teen', 'teen.terminal@example.in', '9876543210', '17', A_GUARDIAN.guardian_name, 'mother', A_GUARDIAN.guardian_phone, true, 'female', 'anxiety', undefined, '6:00 PM']);
    expect(teen.code).toBe(0);
    expect(teen.asked).toEqual(expect.arrayContaining(["Parent's or guardian's full name", 'My parent or guardian knows about this booking and agrees to it.']));
    const adult = await ask(['Cli Terminal Adult', 'adult.terminal@example.in', '9876543210', '30', 'female', 'anxiety', undefined, '7:00 PM']);
    expect(adult.code).toBe(0);
    expect(adult.asked.some((message) => message.includes('guardian'))).toBe(false);
  });

  it('books an appointment for a 17-year-old only with a guardian who knows (manobal book)', async () => {
    const start = ['--therapist', aBookableTherapist().id, '--mode', 'video', '--yes'];
    const person = ['--field', 'name=Teen Client', '--field', 'email=teen@example.in', '--field', 'phone=9876543210', '--field', 'age=17'];
    const alone = await run(['book', '--start', '2026-12-01 18:00', ...start, ...person]);
    expect(alone.code).toBe(2);
    expect(alone.stderr).toContain(formMessageText('en', YOUNG_PERSON_MESSAGES.guardianKnows));
    const guardian = ['--field', `guardian_name=${A_GUARDIAN.guardian_name}`, '--field', 'guardian_relationship=mother', '--field', `guardian_phone=${A_GUARDIAN.guardian_phone}`, '--field', 'guardian_knows=true'];
    const booked = await run(['book', '--start', '2026-12-01 18:00', ...start, ...person, ...guardian]);
    expect(booked.code, booked.stderr).toBe(0);
    const listed = await run(['staff', 'appointments'], { MANOBAL_STAFF_TOKEN: TEST_STAFF_TOKEN });
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toContain(`Confirm with the guardian before the session: ${A_GUARDIAN.guardian_name} (Mother), ${A_GUARDIAN.guardian_phone}`);
    const young = await run(['book', '--start', '2026-12-01 19:00', ...start, '--field', 'name=Young Client', '--field', 'email=y@example.in', '--field', 'phone=9876543210', '--field', 'age=15']);
    expect(young.code).toBe(2);
    expect(young.stdout).toContain(YOUNG_PERSON_TEXT.tooYoungBody);
  });
});
