import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ENDPOINTS } from '@manobal/core';
import { aValidBooking, aValidCareersApplication, aValidContactMessage, aValidLogin, aValidSignup, fixtureFile } from '../../fixtures/forms';
import {
  CLI_BIN,
  buildCli,
  buildServer,
  freePort,
  runBuiltCli,
  runBuiltCliClosingOutput,
  scratchDir,
  startBuiltServer,
  startSilentServer,
  writeJson,
  type RunningServer,
} from './cli-harness';

/** A stack trace, or Node's report of an unhandled 'error' event, in what the CLI wrote. */
const CRASH = /EPIPE|Unhandled 'error' event|\n\s+at .+:\d+:\d+|Unexpected error/;

/** Closing the pipe is a race with the CLI's writes, so each case runs several times. */
const TRIES = 6;

const scratch = scratchDir();
let server: RunningServer;
let silent: Awaited<ReturnType<typeof startSilentServer>>;

beforeAll(async () => {
  await Promise.all([buildCli(), buildServer()]);
  [server, silent] = await Promise.all([startBuiltServer(), startSilentServer()]);
});
afterAll(async () => {
  await Promise.all([server?.stop(), silent?.stop()]);
  scratch.remove();
});

const contactArgs = (): string[] => Object.entries(aValidContactMessage()).flatMap(([key, value]) => ['--field', `${key}=${value}`]);

describe('a reader that stops reading (manobal … | head -1)', () => {
  for (const args of [['assessments'], ['assessments', '--json'], ['--help'], ['slots'], ['submit', '--help']]) {
    test(`manobal ${args.join(' ')}: ends quietly with exit 0, whenever the reader goes`, async () => {
      for (let i = 0; i < TRIES; i += 1) {
        for (const closeStdout of ['after-first-line', 'at-once'] as const) {
          const run = await runBuiltCliClosingOutput(args, { closeStdout });
          expect(run.stderr, `${closeStdout}, try ${i + 1}`).not.toMatch(CRASH);
          expect(run.stderr).toBe('');
          expect(run.code, `${closeStdout}, try ${i + 1}`).toBe(0);
        }
      }
    });
  }

  test('a closed stderr keeps the exit code of the work (2 for a usage error), not a crash', async () => {
    for (let i = 0; i < TRIES; i += 1) {
      const run = await runBuiltCliClosingOutput(['slots', '--date', 'not-a-date'], { closeStderr: true });
      expect(run.code).toBe(2);
    }
  });
});

describe('a server that accepts the connection and never answers', () => {
  test('submit gives up after --timeout with a message naming the address (exit 1)', async () => {
    const run = await runBuiltCli(['submit', 'contact', ...contactArgs(), '--api', silent.url, '--timeout', '1']);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(`The server at ${silent.url}${ENDPOINTS.contactUs.path} did not answer within 1 s.`);
    expect(run.stderr).toContain('--timeout');
    // Not a terminal: no spinner characters.
    expect(run.stderr).not.toContain('\r');
  }, 30_000);

  test('--json says it was a network failure (timeout), apart from any refusal', async () => {
    const run = await runBuiltCli(['submit', 'book-session', '--file', '-', '--api', silent.url, '--timeout', '1', '--json'], {
      input: JSON.stringify(aValidBooking()),
    });
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout)).toEqual({
      success: false,
      kind: 'network',
      reason: 'timeout',
      msg: `The server at ${silent.url}${ENDPOINTS.bookSession.path} did not answer within 1 s.`,
      url: `${silent.url}${ENDPOINTS.bookSession.path}`,
    });
    expect(run.stderr).toContain('will not be booked twice');
  }, 30_000);

  test('a careers upload to it times out too (exit 1, naming the upload address)', async () => {
    const payload = writeJson(scratch.dir, 'careers-silent.json', aValidCareersApplication());
    const run = await runBuiltCli(['submit', 'careers', '--file', payload, '--api', silent.url, '--timeout', '1', '--upload', `photograph=${fixtureFile('sample.jpg')}`]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`The server at ${silent.url}${ENDPOINTS.careersUpload.path} did not answer within 1 s.`);
  }, 30_000);

  test('on a terminal, a one-line spinner shows while it waits (not with --json)', async () => {
    const hasScript = (() => {
      try {
        execFileSync('script', ['--version'], { stdio: 'ignore' });
        return true;
      } catch {
        return false;
      }
    })();
    // util-linux `script` gives the CLI a terminal; CI images have it, and CI must not skip.
    if (!hasScript && process.env.CI !== 'true') return;
    const inTerminal = (extra: string[]): string => {
      const command = [process.execPath, CLI_BIN, 'submit', 'contact', ...contactArgs(), '--api', silent.url, '--timeout', '3', ...extra]
        .map((word) => `'${word.replace(/'/g, `'\\''`)}'`)
        .join(' ');
      try {
        return execFileSync('script', ['-qec', command, '/dev/null'], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
      } catch (error) {
        return String((error as { stdout?: string }).stdout ?? '');
      }
    };
    const spun = inTerminal([]);
    expect(spun).toContain(`Waiting for ${silent.url}`);
    expect(spun).toContain('did not answer within 3 s.');
    expect(inTerminal(['--json'])).not.toContain('Waiting for');
  }, 30_000);
});

describe('network failures and refusals', () => {
  test('a server nobody listens on: "could not be reached" with the URL tried, and kind "network" in JSON', async () => {
    const url = `http://127.0.0.1:${await freePort()}`;
    const text = await runBuiltCli(['submit', 'contact', ...contactArgs(), '--api', url]);
    expect(text.code).toBe(1);
    expect(text.stderr.split('\n')[0]).toBe(`The server at ${url}${ENDPOINTS.contactUs.path} could not be reached.`);
    const json = await runBuiltCli(['submit', 'contact', ...contactArgs(), '--api', url, '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({ success: false, kind: 'network', reason: 'unreachable', url: `${url}${ENDPOINTS.contactUs.path}` });
  });

  test('never prints the request body in a network error', async () => {
    const url = `http://127.0.0.1:${await freePort()}`;
    const signup = aValidSignup({ email: 'private.person@example.in' });
    const run = await runBuiltCli(['submit', 'signup', '--file', '-', '--api', url, '--json'], { input: JSON.stringify(signup) });
    expect(run.stdout + run.stderr).not.toContain(signup.password);
    expect(run.stdout + run.stderr).not.toContain('private.person');
  });

  test('a refusal keeps the envelope shape of the server (no kind)', async () => {
    const run = await runBuiltCli(['submit', 'login', '--file', '-', '--api', server.url, '--json'], {
      input: JSON.stringify(aValidLogin({ email: 'nobody.faults@example.in', password: 'not-the-password-7' })),
    });
    expect(run.code).toBe(1);
    const answer = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(answer).toMatchObject({ success: false, msg: expect.any(String) });
    expect(answer).not.toHaveProperty('kind');
  });

  test('--timeout must be a whole number of seconds from 1 to 600 (exit 2, nothing sent)', async () => {
    for (const value of ['0', 'abc', '601', '1.5']) {
      const run = await runBuiltCli(['submit', 'contact', ...contactArgs(), '--api', server.url, '--timeout', value]);
      expect(run.code, value).toBe(2);
      expect(run.stderr).toContain('--timeout');
    }
  });
});

describe('book-session without --idempotency-key', () => {
  test('running the same booking twice books once; another booking is booked', async () => {
    const booking = aValidBooking({ email: 'rerun.cli@example.in' });
    const path = writeJson(scratch.dir, 'rerun.json', booking);
    const first = await runBuiltCli(['submit', 'book-session', '--file', path, '--api', server.url, '--json']);
    const rerun = await runBuiltCli(['submit', 'book-session', '--file', path, '--api', server.url, '--json']);
    expect(first.code, first.stderr).toBe(0);
    expect(rerun.code, rerun.stderr).toBe(0);
    const firstId = (JSON.parse(first.stdout) as { data: { id: string } }).data.id;
    expect((JSON.parse(rerun.stdout) as { data: { id: string } }).data.id).toBe(firstId);
    const other = await runBuiltCli(['submit', 'book-session', '--file', '-', '--api', server.url], {
      input: JSON.stringify({ ...booking, time: '5:00 PM' }),
    });
    expect(other.code, other.stderr).toBe(0);
    const rows = (await server.staff('bookings')).filter((row) => row.email === 'rerun.cli@example.in');
    expect(rows.map((row) => row.time).sort()).toEqual(['5:00 PM', booking.time].sort());
  });
});
