import { readFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import type { Command } from 'commander';
import { BOOKING_MODES, STAFF_PATH, UPLOAD_FIELD, WEEKDAY_IDS } from '@manobal/core';
import { z } from 'zod';
import type { CliContext } from '../cli-context';
import { CLI_MESSAGES } from '../cli.messages';
import { failureError, usageError } from '../exit-error';
import { fieldErrorLines } from '../form-validation';
import { readJsonSource } from '../json-input';
import { parseOptions } from '../parse-options';
import { API_URL_ENV } from '../api-client';
import { connection, connectionOptions, withApi } from './therapists.command';

/** The staff token the commands send as `Authorization: Bearer …`; only ever read from the environment. */
export const STAFF_TOKEN_ENV = 'MANOBAL_STAFF_TOKEN';

const STAFF_MESSAGES = {
  noToken: `Set ${STAFF_TOKEN_ENV} to the server's STAFF_TOKEN: staff commands send it, and never take it as an option (it would be kept in your shell history).`,
  rule: 'Give each rule as "WEEKDAY HH:MM-HH:MM MODES", e.g. --rule "tue 18:00-21:00 video,in-person".',
} as const;

const therapistFileSchema = z.object({ file: z.string().min(1), ...connection });
const updateSchema = therapistFileSchema.extend({ id: z.string().min(1) });
const photoSchema = therapistFileSchema.extend({ id: z.string().min(1) });
const timeOffSchema = z.object({ id: z.string().min(1), from: z.string().min(1), to: z.string().min(1), ...connection });
const rulesSchema = z.object({
  id: z.string().min(1),
  rule: z.array(z.string()).default([]),
  buffer: z.coerce.number({ error: 'Use a whole number of minutes.' }).int({ error: 'Use a whole number of minutes.' }).optional(),
  ...connection,
});

/** One rule as typed on the command line: 'tue 18:00-21:00 video,in-person'. The server checks the times. */
export const parseRuleOption = (text: string) => {
  const match = /^\s*(\w+)\s+(\d{1,2}:\d{2})\s*-\s*(\d{1,2}:\d{2})\s+([\w,-]+)\s*$/.exec(text);
  const modes = match?.[4]?.split(',') ?? [];
  if (!match || !(WEEKDAY_IDS as readonly string[]).includes(match[1]!.toLowerCase()) || !modes.every((mode) => (BOOKING_MODES as readonly string[]).includes(mode)))
    throw usageError(STAFF_MESSAGES.rule, [`--rule ${text}`]);
  return { weekday: match[1]!.toLowerCase(), start: match[2]!, end: match[3]!, modes };
};

interface StaffAnswer {
  readonly msg: string;
  readonly data: unknown;
}

/** One staff call: the token from the environment, the envelope read back, a refusal as exit 1 with its field errors. */
const callStaff = async (
  ctx: CliContext,
  options: { readonly api: string; readonly timeout: number; readonly json: boolean },
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<StaffAnswer> => {
  const form = body instanceof FormData;
  const token = ctx.env[STAFF_TOKEN_ENV];
  if (!token) throw usageError(STAFF_MESSAGES.noToken);
  const url = `${options.api.replace(/\/+$/, '')}${STAFF_PATH}${path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined || form ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: form ? body : JSON.stringify(body) }),
      signal: AbortSignal.timeout(options.timeout * 1000),
    });
  } catch {
    throw failureError(CLI_MESSAGES.serverUnreachable(options.api), [CLI_MESSAGES.serverUnreachableHint(API_URL_ENV)]);
  }
  const envelope = (await response.json().catch(() => ({}))) as { success?: boolean; msg?: string; data?: unknown; errors?: Record<string, string> };
  const msg = envelope.msg ?? `The server answered ${response.status}.`;
  if (!response.ok || envelope.success !== true) {
    const errors = envelope.errors ?? {};
    throw failureError(msg, fieldErrorLines(errors), options.json ? { success: false, msg, ...(Object.keys(errors).length > 0 ? { errors } : {}) } : undefined);
  }
  return { msg, data: envelope.data };
};

interface StaffTherapist {
  readonly therapist: { readonly id: string; readonly name: string; readonly title: string; readonly active: boolean; readonly fee_inr: number; readonly modes: readonly string[] };
  readonly availability: { readonly rules: readonly { weekday: string; start: string; end: string; modes: readonly string[] }[]; readonly time_off: readonly { from: string; to: string }[]; readonly buffer_minutes: number };
}

const printAnswer = (ctx: CliContext, answer: StaffAnswer, json: boolean): void => {
  if (json) ctx.output.json({ success: true, msg: answer.msg, data: answer.data });
  else ctx.output.line(answer.msg);
};

/** `manobal staff therapists`: every therapist, active or not, with their weekly hours and time off (IST). */
export const runStaffTherapists = async (options: z.output<z.ZodObject<typeof connection>>, ctx: CliContext): Promise<void> => {
  const answer = await callStaff(ctx, options, 'GET', '/therapists');
  if (options.json) return printAnswer(ctx, answer, true);
  for (const { therapist: t, availability: a } of (answer.data as { items: StaffTherapist[] }).items) {
    ctx.output.line(`${ctx.output.style.bold(t.name)} (${t.id}) — ${t.title}${t.active ? '' : ' · inactive'} · ₹${t.fee_inr}`);
    const rules = a.rules.map((rule) => `${rule.weekday} ${rule.start}-${rule.end} ${rule.modes.join(',')}`);
    ctx.output.line(`  Weekly (IST): ${rules.length > 0 ? rules.join('; ') : 'no hours set'}${a.buffer_minutes > 0 ? ` · ${a.buffer_minutes} min buffer` : ''}`);
    if (a.time_off.length > 0) ctx.output.line(`  Time off: ${a.time_off.map((period) => (period.from === period.to ? period.from : `${period.from} to ${period.to}`)).join(', ')}`);
  }
};

const collect = (value: string, previous: string[] = []): string[] => [...previous, value];

export const registerStaffCommand = (program: Command, ctx: CliContext): void => {
  const staff = program
    .command('staff')
    .description(`Staff changes to the therapist directory (sends $${STAFF_TOKEN_ENV} as the staff token).`)
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  $ manobal staff therapists',
        '  $ manobal staff add-therapist --file kavya.json',
        '  $ manobal staff rules kavya-menon --rule "tue 18:00-21:00 video" --rule "sat 10:00-13:00 video,in-person" --buffer 15',
        '  $ manobal staff time-off kavya-menon --from 2026-12-21 --to 2026-12-27',
        '  $ manobal staff photo kavya-menon --file kavya.jpg',
      ].join('\n'),
    );
  connectionOptions(staff.command('therapists').description('Every therapist, active or not, with weekly hours and time off (IST).')).action(
    async (raw: Record<string, unknown>) => runStaffTherapists(parseOptions(z.object(connection), withApi(raw, ctx)), ctx),
  );
  connectionOptions(staff.command('add-therapist').description('Add a therapist from a JSON file (- for stdin), as the directory keeps them.').requiredOption('--file <path>', 'the therapist as JSON')).action(
    async (raw: Record<string, unknown>) => {
      const options = parseOptions(therapistFileSchema, withApi(raw, ctx));
      printAnswer(ctx, await callStaff(ctx, options, 'POST', '/therapists', await readJsonSource(options.file, ctx)), options.json);
    },
  );
  connectionOptions(
    staff.command('update-therapist <id>').description("Replace a therapist's profile from a JSON file (their hours and time off stay).").requiredOption('--file <path>', 'the therapist as JSON'),
  ).action(async (id: string, raw: Record<string, unknown>) => {
    const options = parseOptions(updateSchema, withApi({ ...raw, id }, ctx));
    printAnswer(ctx, await callStaff(ctx, options, 'PUT', `/therapists/${encodeURIComponent(options.id)}`, await readJsonSource(options.file, ctx)), options.json);
  });
  connectionOptions(
    staff
      .command('rules <id>')
      .description("Replace a therapist's weekly hours (IST); no --rule clears them.")
      .option('--rule <rule>', 'WEEKDAY HH:MM-HH:MM MODES, repeatable', collect)
      .option('--buffer <minutes>', 'minutes kept free after each session'),
  ).action(async (id: string, raw: Record<string, unknown>) => {
    const options = parseOptions(rulesSchema, withApi({ ...raw, id }, ctx));
    const body = { rules: options.rule.map(parseRuleOption), ...(options.buffer === undefined ? {} : { buffer_minutes: options.buffer }) };
    printAnswer(ctx, await callStaff(ctx, options, 'PUT', `/therapists/${encodeURIComponent(options.id)}/rules`, body), options.json);
  });
  connectionOptions(
    staff.command('photo <id>').description("Set a therapist's photo: a JPG or PNG, checked by content on the server.").requiredOption('--file <path>', 'the image'),
  ).action(async (id: string, raw: Record<string, unknown>) => {
    const options = parseOptions(photoSchema, withApi({ ...raw, id }, ctx));
    let content: Buffer;
    try {
      content = await readFile(resolve(ctx.cwd, options.file));
    } catch {
      throw usageError(CLI_MESSAGES.fileNotFound(options.file));
    }
    const form = new FormData();
    form.append(UPLOAD_FIELD, new Blob([new Uint8Array(content)]), basename(options.file));
    printAnswer(ctx, await callStaff(ctx, options, 'POST', `/therapists/${encodeURIComponent(options.id)}/photo`, form), options.json);
  });
  connectionOptions(
    staff.command('time-off <id>').description('Add whole IST days off, both ends included.').requiredOption('--from <date>', 'YYYY-MM-DD').requiredOption('--to <date>', 'YYYY-MM-DD'),
  ).action(async (id: string, raw: Record<string, unknown>) => {
    const options = parseOptions(timeOffSchema, withApi({ ...raw, id }, ctx));
    printAnswer(ctx, await callStaff(ctx, options, 'POST', `/therapists/${encodeURIComponent(options.id)}/time-off`, { from: options.from, to: options.to }), options.json);
  });
};
