import { CALL_MESSAGES, FORMS, LEAD_MESSAGES, RECORD_FORM_IDS, formMessageText } from '@manobal/core';
import { describe, expect, test } from 'vitest';
import { aValidLead, storedRecordOf, VALID_PAYLOADS } from '../../fixtures/forms';
import { runBuiltCli, useBuiltServer, writeJson } from './cli-harness';

const server = useBuiltServer();
const { scratch } = server;

const submit = (form: string, args: readonly string[]) => runBuiltCli(['submit', form, '--api', server.url, ...args]);

describe('manobal submit <record form> against a real server', () => {
  // Every form declared with recordForm, from its example in fixtures/forms.ts: a new one needs no test here.
  test.each(RECORD_FORM_IDS)("%s: sends its example from a file, prints the call's words, and staff read it back", async (form) => {
    const { call, record } = FORMS[form];
    const payload = VALID_PAYLOADS[form]();
    const run = await submit(form, ['--file', writeJson(scratch.dir, `${form}.json`, payload)]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.trim()).toBe(CALL_MESSAGES[call].success);
    const kept = storedRecordOf(form, payload);
    const rows = await server.staff(record.collection);
    expect(rows.some((row) => Object.entries(kept).every(([field, value]) => row[field] === value))).toBe(true);
  });

  test('newsletter: subscribes once, and a second run hears the same words without a second subscription', async () => {
    const first = await submit('newsletter', ['--field', 'email=cli.reader@example.in']);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout.trim()).toBe(CALL_MESSAGES.subscribeNewsletter.success);
    const again = await submit('newsletter', ['--field', 'email=CLI.Reader@example.in', '--json']);
    expect(again.code, again.stderr).toBe(0);
    expect(JSON.parse(again.stdout)).toEqual({ success: true, msg: CALL_MESSAGES.subscribeNewsletter.success });
    expect((await server.staff('newsletter')).filter((row) => row.email === 'cli.reader@example.in')).toHaveLength(1);
  });

  test('lead: sends the lead from a file and staff read it back', async () => {
    const lead = aValidLead({ kind: 'school-contact', email: 'principal.cli@school.example', organisation: 'Sunrise School', size: 800 });
    const run = await submit('lead', ['--file', writeJson(scratch.dir, 'lead.json', lead)]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.trim()).toBe(CALL_MESSAGES.submitLead.success);
    expect((await server.staff('leads')).find((row) => row.email === 'principal.cli@school.example')).toMatchObject({
      kind: 'school-contact',
      organisation: 'Sunrise School',
      size: 800,
    });
  });

  test('lead: an unknown kind is refused before anything is sent (exit 2), naming the field', async () => {
    const run = await submit('lead', ['--field', 'kind=investor', '--field', 'name=A', '--field', 'email=a@b.in', '--field', 'organisation=O']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(formMessageText('en', LEAD_MESSAGES.kindInvalid));
  });
});
