import { createHash } from 'node:crypto';
import type { Command } from 'commander';
import {
  BOOKING_CATALOGS,
  BOOKING_MODES,
  confirmAppointmentSchema,
  formatRupees,
  formatInstantForPeople,
  isIsoDate,
  isKnownTimeZone,
  kolkataInstantOf,
  toFieldErrors,
  type ApiError,
  type Locale,
} from '@manobal/core';
import { z } from 'zod';
import { API_URL_ENV, DEFAULT_API_URL, DEFAULT_TIMEOUT_SECONDS, TIMEOUT_LIMITS } from '../api-client';
import type { CliContext } from '../cli-context';
import { CLI_MESSAGES } from '../cli.messages';
import { failureError, usageError } from '../exit-error';
import { fieldErrorLines } from '../form-validation';
import { readJsonSource } from '../json-input';
import { jsonFlag, parseOptions } from '../parse-options';
import { printYoungPersonSupport } from '../crisis-support';
import { collectRepeatable } from './validate.command';

/** The appointment commands' own sentences. */
export const APPOINTMENT_CLI_MESSAGES = {
  invalidStart: "Give --start as IST wall-clock time 'YYYY-MM-DD HH:MM' (e.g. '2026-12-01 18:00') or an ISO instant with its offset.",
  invalidMode: `Give --mode as one of: ${BOOKING_MODES.join(', ')}.`,
  fieldFormat:
    'Each --field must look like key=value, e.g. --field name=Asha (fields: name, email, phone, age, notes; for a 16- or 17-year-old also guardian_name, guardian_relationship, guardian_phone and guardian_knows=true).',
  summary: 'You are about to book:',
  confirmQuestion: 'Book this appointment?',
  notBooked: 'Nothing was booked, and the held time is free again.',
  booked: (reference: string) => `Booked: ${reference}`,
  tokenOnce: (token: string) => `Manage token (shown once; keep it to view, cancel or reschedule): ${token}`,
  tokenRequired: 'Give the manage token with --token (or MANOBAL_MANAGE_TOKEN).',
  startRequired: 'reschedule needs --start.',
  invalidTimeZone: "Give --time-zone as an IANA time zone, e.g. 'Asia/Kolkata', 'Europe/London' or 'America/New_York'.",
  line: (label: string, value: string) => `  ${label.padEnd(10)} ${value}`,
} as const;

const M = APPOINTMENT_CLI_MESSAGES;

const invalidTimeout = CLI_MESSAGES.invalidTimeout(TIMEOUT_LIMITS.min, TIMEOUT_LIMITS.max);
export const timeoutSecondsOption = z
  .union([z.string().regex(/^\d+$/, invalidTimeout).transform(Number), z.number()])
  .pipe(z.number({ error: invalidTimeout }).int(invalidTimeout).min(TIMEOUT_LIMITS.min, invalidTimeout).max(TIMEOUT_LIMITS.max, invalidTimeout))
  .default(DEFAULT_TIMEOUT_SECONDS);
export const apiOption = z.url({ protocol: /^https?$/, error: CLI_MESSAGES.invalidApiUrl });

const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})$/;

/** 'YYYY-MM-DD HH:MM' read as IST, or an ISO instant with offset; null for anything else. */
export const parseStart = (text: string): Date | null => {
  const wall = WALL_CLOCK.exec(text.trim());
  if (wall) {
    const [, date = '', hours, minutes] = wall;
    if (!isIsoDate(date) || Number(hours) > 23 || Number(minutes) > 59) return null;
    return kolkataInstantOf(date, Number(hours) * 60 + Number(minutes));
  }
  const instant = z.iso.datetime({ offset: true }).safeParse(text.trim());
  return instant.success ? new Date(instant.data) : null;
};

export const startOption = z.string().transform((text, ctx) => parseStart(text) ?? (ctx.addIssue({ code: 'custom', message: M.invalidStart }), z.NEVER));

/** A refusal or an unreachable server as the CLI ends: exit 1, the server's message and any field errors. */
export const appointmentFailure = (error: ApiError, json: boolean, locale: Locale) => {
  const fieldErrors = 'fieldErrors' in error && error.fieldErrors ? error.fieldErrors : {};
  const details = error.kind === 'network' ? [CLI_MESSAGES.serverUnreachableHint(API_URL_ENV)] : fieldErrorLines(locale, fieldErrors);
  const message = error.kind === 'network' && error.url ? `${error.message} (${error.url})` : error.message;
  return failureError(message, details, json ? { success: false, msg: error.message, ...(Object.keys(fieldErrors).length > 0 ? { errors: fieldErrors } : {}) } : undefined);
};

/** An IANA zone as --time-zone gives it: one the runtime does not know is refused, not dropped as a browser's is. */
const timeZoneOption = z
  .string()
  .trim()
  .refine((zone) => isKnownTimeZone(zone), M.invalidTimeZone);

/**
 * The zone the person's own clock is shown in beside IST, in the booking's messages: --time-zone, else this terminal's
 * (TZ, else the system's), as the website sends the browser's. None when the terminal's is not a zone the runtime knows.
 */
export const terminalTimeZone = (env: Readonly<Record<string, string | undefined>>): string | undefined => {
  const zone = env.TZ?.trim() || Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isKnownTimeZone(zone) ? zone : undefined;
};

const optionsSchema = z.object({
  therapist: z.string().min(1),
  start: startOption,
  mode: z.enum(BOOKING_MODES, { error: M.invalidMode }),
  timeZone: timeZoneOption.optional(),
  field: z.array(z.string()).default([]),
  intake: z.string().min(1).optional(),
  api: apiOption,
  timeout: timeoutSecondsOption,
  yes: z.boolean().default(false),
  json: jsonFlag,
});
export type BookOptions = z.output<typeof optionsSchema>;

const fieldsOf = (fields: readonly string[]): Record<string, string> =>
  Object.fromEntries(
    fields.map((field) => {
      const at = field.indexOf('=');
      if (at <= 0) throw usageError(M.fieldFormat);
      return [field.slice(0, at), field.slice(at + 1)];
    }),
  );

/** The same Idempotency-Key for the same booking, so running the command again books once. */
const idempotencyKeyOf = (options: BookOptions, person: Record<string, string | boolean>, intake: unknown): string =>
  `manobal-cli-appointment-${createHash('sha256')
    .update(JSON.stringify([options.therapist, options.start.toISOString(), options.mode, person, intake ?? null], null, 0))
    .digest('hex')}`;

/** The 'When' line in IST, and a 'Your time' line when the person's own clock reads differently. */
const whenLines = (start: Date, timeZone: string | undefined): string[] => {
  const when = formatInstantForPeople(start, timeZone === undefined ? {} : { deviceTimeZone: timeZone });
  return [M.line('When', when.ist), ...(when.device === null ? [] : [M.line('Your time', when.device)])];
};

/**
 * Holds the time, shows what is about to be booked and (on a terminal, without --yes) asks, then confirms; prints
 * the reference and, once, the manage token. The details are checked with core's rules before anything is sent.
 */
export const runBook = async (options: BookOptions, ctx: CliContext) => {
  const typed = fieldsOf(options.field);
  // The one field that is not text: the tick that a 16- or 17-year-old's guardian knows.
  const person: Record<string, string | boolean> =
    'guardian_knows' in typed ? { ...typed, guardian_knows: typed.guardian_knows === 'true' || typed.guardian_knows === 'yes' } : typed;
  if (!options.json) printYoungPersonSupport(typed.age, ctx.output, ctx.locale);
  // The therapy-match answers (ids, as `manobal wizard --answers-file` reads them), sent only when given: the person
  // agreed to share them with their therapist.
  const intake = options.intake === undefined ? undefined : await readJsonSource(options.intake, ctx);
  const timeZone = options.timeZone ?? terminalTimeZone(ctx.env);
  const checked = confirmAppointmentSchema.safeParse({
    hold_id: 'not-yet-held',
    ...person,
    ...(intake === undefined ? {} : { intake }),
    ...(timeZone === undefined ? {} : { time_zone: timeZone }),
  });
  if (!checked.success) {
    const errors = toFieldErrors(checked.error.issues);
    throw usageError(CLI_MESSAGES.invalidPayload(Object.keys(errors).length), fieldErrorLines(ctx.locale, errors));
  }
  const api = ctx.createApi(options.api, { timeoutMs: options.timeout * 1000 });
  const held = await api.holdSlot({ therapist_id: options.therapist, start: options.start, mode: options.mode });
  if (held.isErr()) throw appointmentFailure(held.error, options.json, ctx.locale);

  if (ctx.interactive && !options.yes) {
    ctx.output.writeError(`${M.summary}\n`);
    for (const line of [
      M.line('Therapist', options.therapist),
      ...whenLines(options.start, timeZone),
      M.line('Mode', BOOKING_CATALOGS.en.modes[options.mode]),
      M.line('Name', checked.data.name),
      M.line('Shares therapy-match answers', checked.data.intake ? 'yes' : 'no'),
    ]) {
      ctx.output.writeError(`${line}\n`);
    }
    // What the booking means, said before the question, as the website says it before 'Confirm booking'.
    const policy = BOOKING_CATALOGS.en.policy;
    for (const sentence of [policy.freeChange, policy.paymentInGeneral, policy.notEmergency]) ctx.output.writeError(`${sentence}\n`);
    if (!(await ctx.prompts.confirm({ message: M.confirmQuestion, default: true }))) {
      // Given back at once, so the time is free for others now rather than when the hold runs out.
      await api.releaseHold({ hold_id: held.value.data.hold_id });
      throw failureError(M.notBooked);
    }
  }

  const confirmed = await api.confirmAppointment({ ...checked.data, hold_id: held.value.data.hold_id }, { idempotencyKey: idempotencyKeyOf(options, person, intake) });
  if (confirmed.isErr()) throw appointmentFailure(confirmed.error, options.json, ctx.locale);
  const { data } = confirmed.value;
  if (options.json) ctx.output.json({ success: true, data });
  else {
    ctx.output.line(ctx.output.style.good(M.booked(data.reference)));
    for (const line of whenLines(new Date(data.start), timeZone)) ctx.output.line(line);
    ctx.output.line(M.line('Fee', formatRupees(data.fee_inr)));
    ctx.output.line(M.tokenOnce(data.manage_token));
  }
  return data;
};

export const registerBookCommand = (program: Command, ctx: CliContext): void => {
  program
    .command('book')
    .description('Hold a therapist\'s free slot and confirm an appointment in one go (times in IST).')
    .requiredOption('--therapist <id>', 'the therapist id')
    .requiredOption('--start <time>', "IST wall-clock 'YYYY-MM-DD HH:MM', or an ISO instant with its offset")
    .requiredOption('--mode <mode>', BOOKING_MODES.join(' | '))
    .option('--time-zone <zone>', "the person's IANA time zone, for their own clock beside IST in the messages (default: this terminal's, from TZ)")
    .option('--field <key=value>', 'name, email, phone, age, notes (repeatable)', collectRepeatable)
    .option('--intake <path>', "the person's therapy-match answers (a wizard answers file, ids; - for stdin), shared with their therapist: only with their agreement")
    .option('--api <url>', `API origin (default: $${API_URL_ENV}, else ${DEFAULT_API_URL})`)
    .option('--timeout <seconds>', `give up after this long, ${TIMEOUT_LIMITS.min}-${TIMEOUT_LIMITS.max}`, String(DEFAULT_TIMEOUT_SECONDS))
    .option('--yes', 'do not ask for confirmation on a terminal')
    .option('--json', 'print the answer as JSON (includes the manage token)')
    .addHelpText(
      'after',
      [
        '',
        'Example:',
        "  $ manobal book --therapist ananya-rao --start '2026-12-01 18:00' --mode video \\",
        '      --field name=Asha --field email=asha@example.com --field phone=9876543210 --field age=29',
        '',
        'The manage token is printed once: keep it to show, cancel or reschedule with `manobal appointment`.',
      ].join('\n'),
    )
    .action(async (raw: Record<string, unknown>) => {
      const api = raw.api ?? ctx.env[API_URL_ENV] ?? DEFAULT_API_URL;
      await runBook(parseOptions(optionsSchema, { ...raw, api }), ctx);
    });
};
