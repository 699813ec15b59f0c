import { CALLBACK_MESSAGES, formMessageText } from '@manobal/core';
import { describe, expect, test } from 'vitest';
import { runBuiltCli, useBuiltServer } from './cli-harness';

const server = useBuiltServer();

const submit = (args: readonly string[]) => runBuiltCli(['submit', 'callback', '--api', server.url, ...args]);

describe('manobal submit callback against a real server', () => {
  test('asks the care team to call, urgent for a crisis, with the risk answer and language, and says honestly when a call can come', async () => {
    const run = await submit(['--field', 'name=CLI Caller', '--field', 'phone=+91 98123 45678', '--field', 'reason=crisis', '--field', 'consent=true', '--field', 'risk=yes', '--field', 'language=marathi']);
    expect(run.code, run.stderr).toBe(0);
    // The server's words, from the care team's hours at this moment: first on their list now, or when they open and Tele-MANAS.
    expect(run.stdout).toMatch(/^Thank you\. Our care team (is working now .* at the top of their list|is not working just now\. They start again on .* Tele-MANAS on 14416)/);
    const [first] = await server.staff('callbacks');
    expect(first).toMatchObject({ name: 'CLI Caller', phone: '9812345678', reason: 'crisis', urgency: 'urgent', risk: 'yes', language: 'marathi', overdue: false });
  });

  test('sends nothing without consent (exit 2), saying why', async () => {
    const run = await submit(['--field', 'name=No Consent', '--field', 'phone=9812345678', '--field', 'reason=booking-help', '--field', 'consent=false']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(formMessageText('en', CALLBACK_MESSAGES.consent));
    expect((await server.staff('callbacks')).map((row) => row.name)).not.toContain('No Consent');
  });
});
