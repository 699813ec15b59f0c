import { stat } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import type { Command } from 'commander';
import type { ResultAsync } from 'neverthrow';
import {
  APPOINTMENT_PHASES,
  STAFF_APPOINTMENT_STATUSES,
  STAFF_APPOINTMENT_TEXT,
  BOOKING_MODES,
  CALLBACK_OUTCOME_LABELS,
  CALLBACK_OUTCOMES,
  QUEUE_STATE_LABELS,
  timeSinceAsked,
  URGENT_QUEUE_TEXT,
  type StaffCallback,
  FOLLOWED_UP_COLLECTIONS,
  FORMS,
  LANGUAGE_NAMES_EN,
  RECORD_FORM_IDS,
  STAFF_CONTRACT,
  STAFF_PAGE_LIMITS,
  formatInstantForPeople,
  formatRupees,
  sendStaffCall,
  WEEKDAY_IDS,
  FORM_FIELD_CATALOGS,
  type ApiError,
  type GuardianRelationship,
  type Page,
  type StaffAppointment,
  type StaffPayloadCallName,
} from '@manobal/core';
import { z } from 'zod';
import type { CliContext } from '../cli-context';
import { CLI_MESSAGES } from '../cli.messages';
import { usageError } from '../exit-error';
import { readJsonSource } from '../json-input';
import type { DiskFileBody } from '../node-upload-transport';
import { parseOptions } from '../parse-options';
import { appointmentFailure } from './book.command';
import { connection, connectionOptions, registrationLine, sampleMarkOf, withApi } from './therapists.command';
import { answered, printAnswer, staffApi, STAFF_TOKEN_ENV, type StaffAnswer } from './staff-client';

// The commands of other areas of the staff side read the shared client from here too.
export { answered, printAnswer, staffApi, STAFF_TOKEN_ENV, type StaffAnswer } from './staff-client';


const STAFF_MESSAGES = {
  rule: 'Give each rule as "WEEKDAY HH:MM-HH:MM MODES", e.g. --rule "tue 18:00-21:00 video,in-person".',
  otherId: (named: string, id: string) => `The file is for therapist "${named}", not "${id}": a therapist's id cannot change.`,
} as const;

const therapistFileSchema = z.object({ file: z.string().min(1), ...connection });
const updateSchema = therapistFileSchema.extend({ id: z.string().min(1) });
const photoSchema = z
  .object({ id: z.string().min(1), file: z.string().min(1).optional(), remove: z.boolean().default(false), ...connection })
  .refine((options) => (options.file === undefined) === options.remove, { error: 'Give --file with the new photo, or --remove.' });
/** A paged listing's options, as typed; core's page request checks them (and the server again). */
const paging = { page: z.string().optional(), limit: z.string().optional() };
const callbacksSchema = z.object({ ...paging, state: z.string().optional(), ...connection });
const callbackIdSchema = z.object({ id: z.string().min(1), ...connection });
const outcomeSchema = z.object({
  id: z.string().min(1),
  outcome: z.enum(CALLBACK_OUTCOMES, { error: `Name an outcome: ${CALLBACK_OUTCOMES.join(', ')}.` }),
  ...connection,
});

/**
 * What `manobal staff list` reads, by the name staff know it by: every record form's collection (referrals,
 * contacts, newsletter, leads, …) through the one records call, and every other paged listing of the staff contract.
 */
/** Paged listings with commands of their own: the directory (staff therapists), the team (staff people), the audit log. */
const OWN_COMMAND_SUBJECTS: readonly string[] = ['audit-log', 'therapist', 'staff-person'];
const LISTINGS: Readonly<Record<string, { readonly call: StaffPayloadCallName; readonly collection?: string }>> = {
  ...Object.fromEntries(
    (Object.entries(STAFF_CONTRACT) as [StaffPayloadCallName, (typeof STAFF_CONTRACT)[StaffPayloadCallName]][])
      .filter(([, call]) => call.method === 'GET' && !call.path.includes('{') && !OWN_COMMAND_SUBJECTS.includes(call.audit.subject) && (call.data as unknown as { shape: Record<string, unknown> }).shape.total !== undefined)
      .map(([name, call]) => [call.path.split('/').pop() ?? name, { call: name }]),
  ),
  ...Object.fromEntries(RECORD_FORM_IDS.map((form) => [FORMS[form].record.collection, { call: 'staffRecords' as const, collection: FORMS[form].record.collection }])),
};
const LISTING_NAMES = Object.keys(LISTINGS).sort();
const listSchema = z.object({ what: z.string(), ...paging, ...connection });
const RECEIVED_KEYS = ['created_at', 'consented_at'];
/**
 * A follow-up mark as typed: the item's id and exactly one of --done or --waiting; core's request schema checks the
 * id and the status again, here and on the server.
 */
const markShape = { id: z.string().min(1), done: z.boolean().default(false), waiting: z.boolean().default(false), ...connection };
const oneFlag = (options: { readonly done: boolean; readonly waiting: boolean }): boolean => options.done !== options.waiting;
const oneFlagPlease = (acted: string) => ({ error: `Give --done once ${acted}, or --waiting to list it as waiting again.` });
const statusOf = (options: { readonly done: boolean }) => (options.done ? 'done' : 'waiting');
const applicationSchema = z.object(markShape).refine(oneFlag, oneFlagPlease('someone has answered the applicant'));
const markSchema = z.object({ ...markShape, collection: z.string() }).refine(oneFlag, oneFlagPlease('someone has acted on it'));
/** A free introductory call's mark: exactly one of --called, --done or --waiting. */
const freeCallSchema = z
  .object({ id: z.string().min(1), called: z.boolean().default(false), done: z.boolean().default(false), waiting: z.boolean().default(false), ...connection })
  .refine((options) => [options.called, options.done, options.waiting].filter(Boolean).length === 1, {
    error: 'Give one of --called (someone has called), --done (the call is over) or --waiting (nobody answered yet).',
  });
const freeCallStatusOf = (options: z.output<typeof freeCallSchema>) => (options.called ? 'called' : options.done ? 'done' : 'waiting');
/** The two flags of a mark command. */
const markFlags = (command: Command, acted: string): Command => command.option('--done', acted).option('--waiting', 'list it as waiting again');
const appointmentsSchema = z.object({
  when: z.enum(APPOINTMENT_PHASES, { error: `Use --when ${APPOINTMENT_PHASES.join(', ')}.` }).optional(),
  therapist: z.string().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
  status: z.enum(STAFF_APPOINTMENT_STATUSES, { error: `Use a status: ${STAFF_APPOINTMENT_STATUSES.join(', ')}.` }).optional(),
  ...paging,
  ...connection,
});
/** A bulk cancel as typed; core's request schema (the client's, then the server's) decides what is a pattern. */
const cancelSchema = z.object({
  reference: z.array(z.string()).optional(),
  device: z.string().optional(),
  address: z.string().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
  reason: z.string({ error: 'Give --reason: it is kept with each cancelled appointment.' }),
  ...connection,
});
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




/** A change's answer, printed: its words (or, with --json, the envelope), or exit 1 with the refusal. */
export const reportChange = async (ctx: CliContext, result: ResultAsync<StaffAnswer, ApiError>, json: boolean): Promise<void> =>
  printAnswer(ctx, await answered(result, json), json);

const therapistsSchema = z.object({ view: z.string().optional(), ...paging, ...connection });

/** `manobal staff therapists`: the therapists, active first, with their weekly hours and time off (IST), a page at a time. */
export const runStaffTherapists = async (options: z.output<typeof therapistsSchema>, ctx: CliContext): Promise<void> => {
  const listed = await staffApi(ctx, options).staffTherapists({ view: options.view as never, page: options.page, limit: options.limit });
  if (listed.isErr()) throw appointmentFailure(listed.error, options.json, ctx.locale);
  if (options.json) return printAnswer(ctx, listed.value, true);
  for (const { therapist: t, availability: a } of listed.value.data.items) {
    ctx.output.line(`${ctx.output.style.bold(t.name)} (${t.id}) — ${t.title}${t.active ? '' : ' · inactive'} · ${formatRupees(t.fee_inr)}${sampleMarkOf(t)}`);
    const registration = t.registration;
    if (registration !== null) {
      const checked = registration.verified_by === null || registration.verified_at === null ? 'not verified yet' : `verified by ${registration.verified_by} on ${formatInstantForPeople(new Date(registration.verified_at)).ist}`;
      ctx.output.line(`  ${registrationLine(registration)} · ${checked}`);
    } else if (!t.sample) ctx.output.line('  No registration recorded: cannot be active.');
    const rules = a.rules.map((rule) => `${rule.weekday} ${rule.start}-${rule.end} ${rule.modes.join(',')}`);
    ctx.output.line(`  Weekly (IST): ${rules.length > 0 ? rules.join('; ') : 'no hours set'}${a.buffer_minutes > 0 ? ` · ${a.buffer_minutes} min buffer` : ''}`);
    if (a.time_off.length > 0) ctx.output.line(`  Time off: ${a.time_off.map((period) => (period.from === period.to ? period.from : `${period.from} to ${period.to}`)).join(', ')}`);
  }
  ctx.output.line(pageLine(listed.value.data));
};

export const collect = (value: string, previous: string[] = []): string[] => [...previous, value];

/** A paged listing's command: --page and --limit beside the connection options. */
export const pagingOptions = (command: Command): Command =>
  connectionOptions(command.option('--page <n>', 'page, from 1').option('--limit <n>', `per page, at most ${STAFF_PAGE_LIMITS.maxLimit}`));

/** The line under a page: where it is and how many there are in all. */
export const pageLine = ({ items, page, limit, total }: Page<unknown>): string =>
  `Page ${page} (${items.length} of ${total}, ${limit} per page).`;

/** Registers `manobal staff` and its commands; answers the `staff` command, for the commands kept in files of their own. */
export const registerStaffCommand = (program: Command, ctx: CliContext): Command => {
  const staff = program
    .command('staff')
    .description(`The care team's tools: the therapist directory, appointments, call-backs, what visitors sent, your tokens and the team's people (sends $${STAFF_TOKEN_ENV}, your personal access token).`)
    .enablePositionalOptions()
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  $ manobal staff whoami',
        '  $ manobal staff therapists',
        '  $ manobal staff add-therapist --file kavya.json',
        '  $ manobal staff rules kavya-menon --rule "tue 18:00-21:00 video" --rule "sat 10:00-13:00 video,in-person" --buffer 15',
        '  $ manobal staff time-off kavya-menon --from 2026-12-21 --to 2026-12-27',
        '  $ manobal staff photo kavya-menon --file kavya.jpg',
        '  $ manobal staff appointments --therapist kavya-menon --from 2026-12-01 --to 2026-12-31',
        '  $ manobal staff cancel --address 203.0.113.66 --from 2026-12-01T09:00:00+05:30 --to 2026-12-01T10:00:00+05:30 --reason "One script held the week"',
        '  $ manobal staff callbacks --state open',
        '  $ manobal staff callbacks claim 3f0c9a52-7d1e-4b8a-9c3e-5a6b7c8d9e0f',
        '  $ manobal staff callbacks outcome 3f0c9a52-7d1e-4b8a-9c3e-5a6b7c8d9e0f reached',
        '  $ manobal staff list leads --limit 20',
        '  $ manobal staff list failed',
        '  $ manobal staff messages retry 3f0c9a52-7d1e-4b8a-9c3e-5a6b7c8d9e0f',
        '  $ manobal staff mark referrals 3f0c9a52-7d1e-4b8a-9c3e-5a6b7c8d9e0f --done',
        '  $ manobal staff application 3f0c9a52-7d1e-4b8a-9c3e-5a6b7c8d9e0f --done',
      ].join('\n'),
    );
  pagingOptions(staff.command('therapists').description('The therapists, active first, with weekly hours and time off (IST), a page at a time.').option('--view <view>', 'all (default), active or retired')).action(
    async (raw: Record<string, unknown>) => runStaffTherapists(parseOptions(therapistsSchema, withApi(raw, ctx)), ctx),
  );
  connectionOptions(staff.command('add-therapist').description('Add a therapist from a JSON file (- for stdin), as the directory keeps them.').requiredOption('--file <path>', 'the therapist as JSON')).action(
    async (raw: Record<string, unknown>) => {
      const options = parseOptions(therapistFileSchema, withApi(raw, ctx));
      const therapist = await readJsonSource(options.file, ctx);
      await reportChange(ctx, sendStaffCall(staffApi(ctx, options), 'staffAddTherapist', therapist), options.json);
    },
  );
  connectionOptions(
    staff.command('update-therapist <id>').description("Replace a therapist's profile from a JSON file (their hours and time off stay).").requiredOption('--file <path>', 'the therapist as JSON'),
  ).action(async (id: string, raw: Record<string, unknown>) => {
    const options = parseOptions(updateSchema, withApi({ ...raw, id }, ctx));
    const profile = await readJsonSource(options.file, ctx);
    const named = typeof profile === 'object' && profile !== null && 'id' in profile ? profile.id : options.id;
    if (named !== options.id) throw usageError(STAFF_MESSAGES.otherId(String(named), options.id));
    const therapist = typeof profile === 'object' && profile !== null && !Array.isArray(profile) ? { ...profile, id: options.id } : profile;
    await reportChange(ctx, sendStaffCall(staffApi(ctx, options), 'staffUpdateTherapist', therapist), options.json);
  });
  connectionOptions(
    staff
      .command('rules <id>')
      .description("Replace a therapist's weekly hours (IST); no --rule clears them.")
      .option('--rule <rule>', 'WEEKDAY HH:MM-HH:MM MODES, repeatable', collect)
      .option('--buffer <minutes>', 'minutes kept free after each session'),
  ).action(async (id: string, raw: Record<string, unknown>) => {
    const options = parseOptions(rulesSchema, withApi({ ...raw, id }, ctx));
    const request = { id: options.id, rules: options.rule.map(parseRuleOption), ...(options.buffer === undefined ? {} : { buffer_minutes: options.buffer }) };
    await reportChange(ctx, sendStaffCall(staffApi(ctx, options), 'staffSetWeeklyRules', request), options.json);
  });
  connectionOptions(
    staff
      .command('photo <id>')
      .description("Set a therapist's photo (a JPG or PNG, checked by content on the server), or remove it.")
      .option('--file <path>', 'the image')
      .option('--remove', 'remove the photo: the site draws an illustrated avatar'),
  ).action(async (id: string, raw: Record<string, unknown>) => {
    const options = parseOptions(photoSchema, withApi({ ...raw, id }, ctx));
    if (options.file === undefined) return await reportChange(ctx, staffApi(ctx, options).staffRemoveTherapistPhoto({ id: options.id }), options.json);
    const path = resolve(ctx.cwd, options.file);
    const size = await stat(path).then(
      (info) => (info.isFile() ? info.size : null),
      () => null,
    );
    if (size === null) throw usageError(CLI_MESSAGES.fileNotFound(options.file));
    // The server decides by content; the type is left for it to find.
    const file = { name: basename(path), size, type: '', body: { path } satisfies DiskFileBody };
    await reportChange(ctx, staffApi(ctx, options).staffSetTherapistPhoto({ id: options.id, file }), options.json);
  });
  connectionOptions(
    staff.command('time-off <id>').description('Add whole IST days off, both ends included.').requiredOption('--from <date>', 'YYYY-MM-DD').requiredOption('--to <date>', 'YYYY-MM-DD'),
  ).action(async (id: string, raw: Record<string, unknown>) => {
    const options = parseOptions(timeOffSchema, withApi({ ...raw, id }, ctx));
    await reportChange(ctx, staffApi(ctx, options).staffAddTimeOff({ id: options.id, from: options.from, to: options.to }), options.json);
  });
  pagingOptions(
    staff
      .command('appointments')
      .description(
        'Appointments with contact details and the device and address each was booked from (filters: upcoming/past/cancelled, therapist, IST dates, status), a page at a time; a therapist sees only their own. Subcommands: show, intake, cancel, move, mark.',
      )
      .option('--therapist <id>', 'one therapist')
      .option('--from <date>', 'YYYY-MM-DD, IST')
      .option('--to <date>', 'YYYY-MM-DD, IST, included')
      .option('--when <tab>', `${APPOINTMENT_PHASES.join(', ')} (past and cancelled latest first)`)
      .option('--status <status>', STAFF_APPOINTMENT_STATUSES.join(', ')),
  ).action(async (raw: Record<string, unknown>) => runStaffAppointments(parseOptions(appointmentsSchema, withApi(raw, ctx)), ctx));
  connectionOptions(
    staff
      .command('cancel')
      .description('Cancel appointments at once, by references or by what one device or address booked in a window; the reason is kept with each, and their times are free again.')
      .option('--reference <reference>', 'a booking reference (repeat for each)', collect)
      .option('--device <id>', 'a device, as the appointment list shows it (made from)')
      .option('--address <address>', 'an address, as the appointment list shows it (made from)')
      .option('--from <instant>', 'booked at or after, ISO 8601 with its offset')
      .option('--to <instant>', 'booked before, ISO 8601 with its offset')
      .requiredOption('--reason <text>', 'why: kept with each appointment'),
  ).action(async (raw: Record<string, unknown>) => runStaffCancel(parseOptions(cancelSchema, withApi(raw, ctx)), ctx));
  const callbacks = pagingOptions(
    staff
      .command('callbacks')
      .description("The urgent queue of requests to be phoned: open ones first, a crisis before the others, then the one asked longest ago; claim one ('I'm calling'), then record what the call came to.")
      .option('--state <state>', 'open, closed or all (all by default)'),
  ).action(async (raw: Record<string, unknown>) => runStaffCallbacks(parseOptions(callbacksSchema, withApi(raw, ctx)), ctx));
  // The queue's actions sit under `callbacks`, whose own options (--api, --json, …) Commander reads wherever they are
  // typed: each action reads them with its parent's (optsWithGlobals).
  connectionOptions(callbacks.command('claim <id>').description("Claim a waiting call-back ('I'm calling'): if someone else has it, you are told who.")).action(
    async (id: string, _raw: Record<string, unknown>, command: Command) => {
      const options = parseOptions(callbackIdSchema, withApi({ ...command.optsWithGlobals(), id }, ctx));
      await reportQueueChange(ctx, staffApi(ctx, options).staffClaimCallback({ id: options.id }), options.json);
    },
  );
  connectionOptions(
    callbacks
      .command('outcome <id> <outcome>')
      .description(`What your call came to: ${CALLBACK_OUTCOMES.join(', ')} (no-answer puts it back in the queue, counting the attempt; every other closes it).`),
  ).action(async (id: string, outcome: string, _raw: Record<string, unknown>, command: Command) => {
    const options = parseOptions(outcomeSchema, withApi({ ...command.optsWithGlobals(), id, outcome }, ctx));
    await reportQueueChange(ctx, staffApi(ctx, options).staffCallbackOutcome({ id: options.id, outcome: options.outcome }), options.json);
  });
  connectionOptions(callbacks.command('release <id>').description('Let go of a call-back you claimed, so that someone else calls.')).action(
    async (id: string, _raw: Record<string, unknown>, command: Command) => {
      const options = parseOptions(callbackIdSchema, withApi({ ...command.optsWithGlobals(), id }, ctx));
      await reportQueueChange(ctx, staffApi(ctx, options).staffReleaseCallback({ id: options.id }), options.json);
    },
  );
  pagingOptions(
    staff
      .command('list <what>')
      .description(`What visitors sent and the accounts, newest first, a page at a time: ${LISTING_NAMES.join(', ')}.`),
  ).action(async (what: string, raw: Record<string, unknown>) => {
    // The listing is an argument, not an option: its refusal names the listings, not a flag.
    if (!Object.hasOwn(LISTINGS, what)) throw usageError(`Name a listing: ${LISTING_NAMES.join(', ')}.`);
    await runStaffList(parseOptions(listSchema, withApi({ ...raw, what }, ctx)), ctx);
  });
  connectionOptions(
    staff
      .command('free-call <id>')
      .description("Mark a free introductory call called, done, or waiting again (list them, waiting first, with 'manobal staff list bookings').")
      .option('--called', 'someone has called')
      .option('--done', 'the call is over')
      .option('--waiting', 'nobody answered: waiting again'),
  ).action(async (id: string, raw: Record<string, unknown>) => {
    const options = parseOptions(freeCallSchema, withApi({ ...raw, id }, ctx));
    await reportChange(ctx, sendStaffCall(staffApi(ctx, options), 'staffMarkBooking', { id: options.id, status: freeCallStatusOf(options) }), options.json);
  });
  connectionOptions(
    markFlags(
      staff.command('application <id>').description('Mark a careers application done once someone has answered the applicant, or waiting again (waiting ones are listed first).'),
      'someone has answered the applicant',
    ),
  ).action(async (id: string, raw: Record<string, unknown>) => {
    const options = parseOptions(applicationSchema, withApi({ ...raw, id }, ctx));
    await reportChange(ctx, sendStaffCall(staffApi(ctx, options), 'staffMarkApplication', { id: options.id, status: statusOf(options) }), options.json);
  });
  connectionOptions(
    markFlags(
      staff
        .command('mark <collection> <id>')
        .description(`Mark a record done once someone has acted on it, or waiting again (waiting ones are listed first): ${FOLLOWED_UP_COLLECTIONS.join(', ')}.`),
      'someone has acted on it',
    ),
  ).action(async (collection: string, id: string, raw: Record<string, unknown>) => {
    const options = parseOptions(markSchema, withApi({ ...raw, collection, id }, ctx));
    await reportChange(ctx, sendStaffCall(staffApi(ctx, options), 'staffMarkRecord', { collection: options.collection, id: options.id, status: statusOf(options) }), options.json);
  });
  return staff;
};

/** 'OVERDUE' in bold for an item the care team is late with (still waiting after its due time), else nothing. */
const overdueMark = (ctx: CliContext, item: { readonly overdue?: unknown }): string => (item.overdue === true ? ` · ${ctx.output.style.bold('OVERDUE')}` : '');

/** Where the care team is with a call-back, in the queue's words: who is calling, or what it came to and who said so. */
const queueLine = (c: StaffCallback): string => {
  const attempts = c.attempts > 0 ? ` · ${URGENT_QUEUE_TEXT.attempts(c.attempts)}` : '';
  if (c.state === 'claimed' && c.claimed_by) return `${URGENT_QUEUE_TEXT.callingNow(c.claimed_by.name)}${attempts}`;
  if (c.state === 'closed' && c.closed_by && c.outcome) return `${URGENT_QUEUE_TEXT.closedBy(c.closed_by.name, CALLBACK_OUTCOME_LABELS[c.outcome])}${attempts}`;
  return `${QUEUE_STATE_LABELS[c.state]}${attempts}`;
};

/**
 * `manobal staff callbacks`: the queue, one request a line: the number to call first, when it was asked (and how
 * long ago), where the care team is with it; then what the caller should know (the risk answer, the language).
 */
export const runStaffCallbacks = async (options: z.output<typeof callbacksSchema>, ctx: CliContext): Promise<void> => {
  const listed = await staffApi(ctx, options).staffCallbacks({ page: options.page, limit: options.limit, state: options.state as never });
  if (listed.isErr()) throw appointmentFailure(listed.error, options.json, ctx.locale);
  if (options.json) return printAnswer(ctx, listed.value, true);
  const { items, page, limit, total } = listed.value.data;
  if (items.length === 0) return ctx.output.line(total === 0 ? URGENT_QUEUE_TEXT.empty : 'No call-back requests on this page.');
  const now = new Date();
  for (const c of items) {
    const urgency = c.urgency === 'urgent' ? ctx.output.style.bold('URGENT') : 'normal';
    const asked = `asked ${formatInstantForPeople(new Date(c.created_at)).ist} (${timeSinceAsked(new Date(c.created_at), now)})`;
    const late = c.overdue ? ` · ${ctx.output.style.bold('OVERDUE')}` : c.past_due ? ` · ${URGENT_QUEUE_TEXT.pastDue.toLowerCase()}` : '';
    ctx.output.line(`${urgency} · ${queueLine(c)} · ${c.name} · ${c.phone} · ${c.reason} · ${asked}${late}`);
    const language = c.language === null ? 'not given' : LANGUAGE_NAMES_EN[c.language];
    ctx.output.line(`  risk answer: ${c.risk ?? 'not given'} · language: ${language} · due ${formatInstantForPeople(new Date(c.due_at)).ist} · id ${c.id}`);
  }
  ctx.output.line(pageLine({ items, page, limit, total }));
};

/** A queue action's answer: the server's words and where the call-back is now (or, with --json, the envelope). */
const reportQueueChange = async (ctx: CliContext, result: ResultAsync<{ readonly msg: string; readonly data: StaffCallback }, ApiError>, json: boolean): Promise<void> => {
  const answer = await answered(result, json);
  if (json) return printAnswer(ctx, answer, true);
  const c = answer.data as StaffCallback;
  ctx.output.line(`${answer.msg} ${c.name} · ${c.phone}: ${queueLine(c)}.`);
};

/**
 * One listed value on a line: text and numbers as they are, a time (a key ending in `_at`) in IST, a list by its
 * length (the whole of it is in --json).
 */
const shown = (key: string, value: unknown): string => {
  if (Array.isArray(value)) return `${value.length} (see --json)`;
  if (value === null) return '—';
  if (key.endsWith('_at') && typeof value === 'string' && !Number.isNaN(Date.parse(value))) return formatInstantForPeople(new Date(value)).ist;
  return String(value);
};

/** `manobal staff list <what>`: each item as kept, newest first: when it arrived and its id, then its fields. */
export const runStaffList = async (options: z.output<typeof listSchema>, ctx: CliContext): Promise<void> => {
  const { call, collection } = LISTINGS[options.what]!;
  const request = { page: options.page, limit: options.limit, ...(collection ? { collection } : {}) };
  const listed = await answered(sendStaffCall(staffApi(ctx, options), call, request) as ResultAsync<StaffAnswer, ApiError>, options.json);
  if (options.json) return printAnswer(ctx, listed, true);
  const { items, page, limit, total } = listed.data as { items: Record<string, unknown>[]; page: number; limit: number; total: number };
  if (items.length === 0) return ctx.output.line(total === 0 ? `Nothing in ${options.what} yet.` : `Nothing in ${options.what} on this page.`);
  for (const item of items) {
    const receivedKey = RECEIVED_KEYS.find((key) => typeof item[key] === 'string');
    const received = receivedKey ? formatInstantForPeople(new Date(String(item[receivedKey]))).ist : 'received at an unknown time';
    ctx.output.line(`${ctx.output.style.bold(received)} · id ${String(item.id)}${overdueMark(ctx, item)}`);
    const fields = Object.entries(item).filter(([key]) => key !== 'id' && key !== receivedKey);
    ctx.output.line(`  ${fields.map(([key, value]) => `${key}: ${shown(key, value)}`).join(' · ')}`);
  }
  ctx.output.line(pageLine({ items, page, limit, total }));
};

/** `manobal staff appointments`: one line each, in the tab's order; whether answers were shared (read them with `appointments intake`). */
export const runStaffAppointments = async (options: z.output<typeof appointmentsSchema>, ctx: CliContext): Promise<void> => {
  const { when, therapist, from, to, status, page, limit } = options;
  const listed = await staffApi(ctx, options).staffAppointments({ when, therapist, from, to, status, page, limit });
  if (listed.isErr()) throw appointmentFailure(listed.error, options.json, ctx.locale);
  if (options.json) return printAnswer(ctx, listed.value, true);
  const { items, total } = listed.value.data;
  if (items.length === 0) return ctx.output.line(total === 0 ? 'No appointment matches these filters.' : 'No appointment on this page.');
  for (const a of items) printStaffAppointment(ctx, a);
  ctx.output.line(pageLine(listed.value.data));
};

/** One appointment as staff read it: when, who with, its state, the person, and what the care team should know. */
export const printStaffAppointment = (ctx: CliContext, a: StaffAppointment): void => {
  const state = a.attendance !== null ? STAFF_APPOINTMENT_TEXT.attendance[a.attendance] : STAFF_APPOINTMENT_TEXT.phases[a.phase];
  ctx.output.line(`${ctx.output.style.bold(a.reference)}  ${formatInstantForPeople(new Date(a.start)).ist} · ${a.therapist_id} · ${a.mode} · ${state}`);
  ctx.output.line(`  ${a.name}, ${a.age} · ${a.email} · ${a.phone}${a.intake_shared ? ' · shared their therapy-match answers' : ''}`);
  if (a.made_from) ctx.output.line(`  made from device ${a.made_from.device} at ${a.made_from.address}${a.cancel_reason ? ` · cancelled by staff: ${a.cancel_reason}` : ''}`);
  else if (a.cancel_reason) ctx.output.line(`  cancelled by staff: ${a.cancel_reason}`);
  // Under 18: the care team confirms with the guardian before the session.
  if (a.guardian_check && a.guardian) ctx.output.line(`  ${GUARDIAN_LINE(a.guardian, FORM_FIELD_CATALOGS[ctx.locale].optionLabels.guardianRelationships)}`);
};

const GUARDIAN_LINE = (
  { name, relationship, phone }: { name: string; relationship: GuardianRelationship; phone: string },
  relationships: Readonly<Record<GuardianRelationship, string>>,
): string => `Confirm with the guardian before the session: ${name} (${relationships[relationship]}), ${phone}`;

/** `manobal staff cancel`: the server's words, then the references cancelled. */
export const runStaffCancel = async (options: z.output<typeof cancelSchema>, ctx: CliContext): Promise<void> => {
  const { reference, device, address, from, to, reason } = options;
  const done = await staffApi(ctx, options).staffCancelAppointments({ references: reference, device, address, from, to, reason });
  if (done.isErr()) throw appointmentFailure(done.error, options.json, ctx.locale);
  if (options.json) return printAnswer(ctx, done.value, true);
  ctx.output.line(done.value.msg);
  const { cancelled, appointments } = done.value.data;
  ctx.output.line(cancelled === 0 ? 'Nothing matched: no appointment changed.' : `Cancelled ${cancelled}: ${appointments.map((a) => a.reference).join(', ')}`);
};
