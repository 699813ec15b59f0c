import { CALL_MESSAGES, CALLBACK_MESSAGES } from '@manobal/core';
import { describe, expect, test } from 'vitest';
import { runBuiltCli, useBuiltServer } from './cli-harness';

const server = useBuiltServer();

const submit = (args: readonly string[]) => runBuiltCli(['submit', 'callback', '--api', server.url, ...args]);

describe('manobal submit callback against a real server', () => {
  test('asks the care team to call, urgent for a crisis, and staff see it first', async () => {
    const run = await submit(['--field', 'name=CLI Caller', '--field', 'phone=+91 98123 45678', '--field', 'reason=crisis', '--field', 'consent=true']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.trim()).toBe(CALL_MESSAGES.requestCallback.success);
    const [first] = await server.staff('callbacks');
    expect(first).toMatchObject({ name: 'CLI Caller', phone: '9812345678', reason: 'crisis', urgency: 'urgent' });
  });

  test('sends nothing without consent (exit 2), saying why', async () => {
    const run = await submit(['--field', 'name=No Consent', '--field', 'phone=9812345678', '--field', 'reason=booking-help', '--field', 'consent=false']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(CALLBACK_MESSAGES.consent);
    expect((await server.staff('callbacks')).map((row) => row.name)).not.toContain('No Consent');
  });
});
