import type { Command } from 'commander';
import { z } from 'zod';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_CHAIN_PROBLEM_TEXT,
  AUDIT_ACTIONS,
  AUDIT_READ_REASON_LABELS,
  AUDIT_SCREEN_TEXT,
  AUDIT_SUBJECT_LABELS,
  AUDIT_SUBJECTS,
  formatInstantForPeople,
  STAFF_ROLE_LABELS,
  type AuditEntryView,
} from '@manobal/core';
import type { CliContext } from '../cli-context';
import { failureError } from '../exit-error';
import { parseOptions } from '../parse-options';
import { appointmentFailure } from './book.command';
import { pageLine, pagingOptions, printAnswer, staffApi } from './staff.command';
import { connection, connectionOptions, withApi } from './therapists.command';

const AUDIT_CLI_MESSAGES = {
  empty: 'No audit entry matches these filters.',
  emptyPage: 'No audit entry on this page.',
  intact: (entries: number) => `The audit log is intact: ${entries} ${entries === 1 ? 'entry' : 'entries'}, each chained to the one before.`,
  broken: (seq: number, problem: string) => `The audit log is BROKEN at entry ${seq}: ${problem}.`,
} as const;

/** The filters as typed; core's filter schema checks them (the client's, then the server's). */
const listSchema = z.object({
  person: z.string().optional(),
  subject: z.string().optional(),
  subjectId: z.string().optional(),
  action: z.string().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
  page: z.string().optional(),
  limit: z.string().optional(),
  ...connection,
});

/** One entry on two lines: when, who and what, then the request, the reason and how many visitors it showed. */
const entryLines = (ctx: CliContext, entry: AuditEntryView): string[] => {
  const roles = entry.roles.map((role) => STAFF_ROLE_LABELS[role]).join(', ');
  const subject = `${AUDIT_SUBJECT_LABELS[entry.subject]}${entry.subject_id === null ? '' : ` ${entry.subject_id}`}`;
  const reason = entry.reason === null ? '' : ` · reason: ${AUDIT_READ_REASON_LABELS[entry.reason]}`;
  return [
    `#${entry.seq} ${ctx.output.style.bold(formatInstantForPeople(new Date(entry.at)).ist)} · ${entry.person_name ?? entry.person_id ?? AUDIT_SCREEN_TEXT.unknownPerson} (${roles}) · ${AUDIT_ACTION_LABELS[entry.action]} · ${subject}`,
    `  request ${entry.request_id}${reason} · visitors shown: ${entry.visitors}`,
  ];
};

/** `manobal staff audit list`: a page of the log, newest first, under the filters. */
export const runStaffAuditList = async (options: z.output<typeof listSchema>, ctx: CliContext): Promise<void> => {
  const { person, subject, subjectId, action, from, to, page, limit } = options;
  const request = { person, subject: subject as never, subject_id: subjectId, action: action as never, from, to, page, limit };
  const listed = await staffApi(ctx, options).staffAuditLog(request);
  if (listed.isErr()) throw appointmentFailure(listed.error, options.json, ctx.locale);
  if (options.json) return printAnswer(ctx, listed.value, true);
  const { items, total } = listed.value.data;
  if (items.length === 0) return ctx.output.line(total === 0 ? AUDIT_CLI_MESSAGES.empty : AUDIT_CLI_MESSAGES.emptyPage);
  for (const entry of items) for (const line of entryLines(ctx, entry)) ctx.output.line(line);
  ctx.output.line(pageLine(listed.value.data));
};

/** `manobal staff audit verify`: walks the chain on the server; exit 1 when it is broken, so a cron job can alert. */
export const runStaffAuditVerify = async (options: z.output<z.ZodObject<typeof connection>>, ctx: CliContext): Promise<void> => {
  const verified = await staffApi(ctx, options).staffAuditVerify({});
  if (verified.isErr()) throw appointmentFailure(verified.error, options.json, ctx.locale);
  const chain = verified.value.data;
  if (chain.state === 'broken') {
    const message = AUDIT_CLI_MESSAGES.broken(chain.at_seq, AUDIT_CHAIN_PROBLEM_TEXT[chain.problem]);
    throw failureError(message, [], options.json ? { success: true, msg: verified.value.msg, data: chain } : undefined);
  }
  if (options.json) return printAnswer(ctx, verified.value, true);
  ctx.output.line(AUDIT_CLI_MESSAGES.intact(chain.entries));
};

/** `manobal staff audit list|verify`: the audit log from a terminal (the audit.read permission: admins). */
export const registerStaffAuditCommands = (staff: Command, ctx: CliContext): void => {
  const audit = staff.command('audit').description('The audit log of who read or changed what (admins): list it, or verify its chain.');
  pagingOptions(
    audit
      .command('list')
      .description('Entries newest first, a page at a time, by person, subject, action and IST days.')
      .option('--person <id>', 'a staff person id (operator for the server operator)')
      .option('--subject <subject>', AUDIT_SUBJECTS.join(', '))
      .option('--subject-id <id>', 'one subject, with --subject')
      .option('--action <action>', AUDIT_ACTIONS.join(', '))
      .option('--from <date>', 'YYYY-MM-DD, IST')
      .option('--to <date>', 'YYYY-MM-DD, IST, included'),
  ).action(async (raw: Record<string, unknown>) => runStaffAuditList(parseOptions(listSchema, withApi(raw, ctx)), ctx));
  connectionOptions(audit.command('verify').description('Walk the whole chain: says it is intact, or where it breaks (exit 1).')).action(async (raw: Record<string, unknown>) =>
    runStaffAuditVerify(parseOptions(z.object(connection), withApi(raw, ctx)), ctx),
  );
};
