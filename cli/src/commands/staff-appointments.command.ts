import type { Command } from 'commander';
import {
  addDaysToIsoDate,
  ATTENDANCE_MARKS,
  BOOKING_MODES,
  dayPlanOf,
  INTAKE_READ_REASONS,
  MY_SPACE_TEXT,
  STAFF_APPOINTMENT_TEXT,
  todayInKolkata,
  type DayPlan,
} from '@manobal/core';
import { z } from 'zod';
import type { CliContext } from '../cli-context';
import { usageError } from '../exit-error';
import { parseOptions } from '../parse-options';
import { appointmentFailure, startOption } from './book.command';
import { collect, printAnswer, printStaffAppointment, reportChange, staffApi } from './staff.command';
import { connection, connectionOptions, withApi } from './therapists.command';

const WORDS = {
  hours: 'Give each --hours as "HH:MM-HH:MM MODES", e.g. --hours "10:00-13:00 video,in-person".',
  override: 'Give --hours (repeatable) for the hours of that date, --closed to close it, or --remove to give it back to the weekly hours.',
  mark: `Give one of --${ATTENDANCE_MARKS.join(' or --')}.`,
  notShared: 'The visitor did not share their therapy-match answers.',
} as const;

const referenceShape = { reference: z.string().min(1), ...connection };
const intakeSchema = z.object({ ...referenceShape, reason: z.string().optional() });
const cancelOneSchema = z.object({ ...referenceShape, reason: z.string({ error: 'Give --reason: it is kept with the appointment.' }) });
const moveSchema = z.object({ ...referenceShape, start: startOption });
const markSchema = z
  .object({ ...referenceShape, attended: z.boolean().default(false), noShow: z.boolean().default(false) })
  .refine((options) => options.attended !== options.noShow, { error: WORDS.mark });
const agendaSchema = z.object({ id: z.string().min(1), ...connection });
const overrideSchema = z
  .object({ id: z.string().min(1), date: z.string().min(1), hours: z.array(z.string()).default([]), closed: z.boolean().default(false), remove: z.boolean().default(false), ...connection })
  .refine((options) => [options.hours.length > 0, options.closed, options.remove].filter(Boolean).length === 1, { error: WORDS.override });
const leaveSchema = z.object({ id: z.string().min(1), from: z.string().min(1), to: z.string().min(1), ...connection });
const showTherapistSchema = z.object({ id: z.string().min(1), days: z.coerce.number().int().min(1).max(62).default(14), from: z.string().optional(), ...connection });

/** One window of a date as typed: '10:00-13:00 video,in-person'. The server checks the times. */
const parseHoursOption = (text: string) => {
  const match = /^\s*(\d{1,2}:\d{2})\s*-\s*(\d{1,2}:\d{2})\s+([\w,-]+)\s*$/.exec(text);
  const modes = match?.[3]?.split(',') ?? [];
  if (!match || !modes.every((mode) => (BOOKING_MODES as readonly string[]).includes(mode))) throw usageError(WORDS.hours, [`--hours ${text}`]);
  return { start: match[1]!, end: match[2]!, modes };
};

const planLine = (plan: DayPlan): string => {
  switch (plan.kind) {
    case 'leave':
      return `on leave (${plan.leave.from === plan.leave.to ? plan.leave.from : `${plan.leave.from} to ${plan.leave.to}`})`;
    case 'override':
      return plan.hours.length === 0 ? 'closed (this date only)' : `${plan.hours.map((w) => `${w.start}-${w.end} ${w.modes.join(',')}`).join('; ')} (this date only)`;
    case 'weekly':
      return plan.hours.length === 0 ? 'no hours' : plan.hours.map((w) => `${w.start}-${w.end} ${w.modes.join(',')}`).join('; ');
  }
};

/**
 * The appointment subcommands under `manobal staff appointments` and a therapist's own availability under
 * `manobal staff …`: each a staff contract call, refused by the server beyond the person's reach.
 */
export const registerStaffAppointmentCommands = (program: Command, ctx: CliContext): void => {
  const staff = program.commands.find((command) => command.name() === 'staff');
  const appointments = staff?.commands.find((command) => command.name() === 'appointments');
  if (staff === undefined || appointments === undefined) throw new Error('the staff commands are registered first');
  // The list's --api, --json… belong to the subcommand when one is named after it.
  appointments.enablePositionalOptions();

  connectionOptions(appointments.command('show <reference>').description('One appointment: its state, the person, and what may be done with it now.')).action(
    async (reference: string, raw: Record<string, unknown>) => {
      const options = parseOptions(z.object(referenceShape), withApi({ ...raw, reference }, ctx));
      const shown = await staffApi(ctx, options).staffAppointment({ reference: options.reference });
      if (shown.isErr()) throw appointmentFailure(shown.error, options.json, ctx.locale);
      if (options.json) return printAnswer(ctx, shown.value, true);
      printStaffAppointment(ctx, shown.value.data);
      const { can } = shown.value.data;
      const offered = [can.cancel ? 'cancel' : null, can.move ? 'move' : null, can.mark_attendance ? 'mark' : null].filter((action) => action !== null);
      ctx.output.line(`  Can now: ${offered.length > 0 ? offered.join(', ') : 'nothing'}`);
    },
  );
  connectionOptions(
    appointments
      .command('intake <reference>')
      .description("The therapy-match answers the visitor shared (a sensitive read, kept in the audit log). The appointment's own therapist needs no reason.")
      .option('--reason <id>', INTAKE_READ_REASONS.join(', ')),
  ).action(async (reference: string, raw: Record<string, unknown>) => {
    const options = parseOptions(intakeSchema, withApi({ ...raw, reference }, ctx));
    const read = await staffApi(ctx, options).staffAppointmentIntake({ reference: options.reference, ...(options.reason === undefined ? {} : { reason: options.reason as never }) });
    if (read.isErr()) throw appointmentFailure(read.error, options.json, ctx.locale);
    if (options.json || read.value.data.intake !== null) return printAnswer(ctx, { msg: read.value.msg, data: read.value.data }, true);
    ctx.output.line(WORDS.notShared);
  });
  connectionOptions(
    appointments.command('cancel <reference>').description('Cancel one appointment; the reason is kept with it and its time is free again.').requiredOption('--reason <text>', 'why: kept with the appointment'),
  ).action(async (reference: string, raw: Record<string, unknown>) => {
    const options = parseOptions(cancelOneSchema, withApi({ ...raw, reference }, ctx));
    await reportChange(ctx, staffApi(ctx, options).staffCancelAppointment({ reference: options.reference, reason: options.reason }), options.json);
  });
  connectionOptions(
    appointments
      .command('move <reference>')
      .description("Move one appointment to another of the same therapist's free slots, in the same mode; the old time is freed only if the new one is won.")
      .requiredOption('--start <time>', "IST wall-clock 'YYYY-MM-DD HH:MM', or an ISO instant with its offset"),
  ).action(async (reference: string, raw: Record<string, unknown>) => {
    const options = parseOptions(moveSchema, withApi({ ...raw, reference }, ctx));
    await reportChange(ctx, staffApi(ctx, options).staffMoveAppointment({ reference: options.reference, start: options.start.toISOString() }), options.json);
  });
  connectionOptions(
    appointments
      .command('mark <reference>')
      .description('Mark a session attended or no-show once it has ended (never a cancelled one).')
      .option('--attended', 'the person came')
      .option('--no-show', 'the person did not come'),
  ).action(async (reference: string, raw: Record<string, unknown>) => {
    // commander reads --no-show as the negation of --show: `show: false` when given.
    const options = parseOptions(markSchema, withApi({ ...raw, reference, noShow: raw.show === false }, ctx));
    await reportChange(ctx, staffApi(ctx, options).staffMarkAttendance({ reference: options.reference, attendance: options.attended ? 'attended' : 'no-show' }), options.json);
  });

  connectionOptions(staff.command('agenda <id>').description("A therapist's agenda: today and this week (Monday to Sunday) in IST.")).action(async (id: string, raw: Record<string, unknown>) => {
    const options = parseOptions(agendaSchema, withApi({ ...raw, id }, ctx));
    const agenda = await staffApi(ctx, options).staffAgenda({ id: options.id });
    if (agenda.isErr()) throw appointmentFailure(agenda.error, options.json, ctx.locale);
    if (options.json) return printAnswer(ctx, agenda.value, true);
    for (const day of agenda.value.data.week) {
      const title = `${day.date}${day.date === agenda.value.data.today ? ' (today)' : ''}`;
      ctx.output.line(ctx.output.style.bold(title));
      if (day.appointments.length === 0) ctx.output.line(`  ${MY_SPACE_TEXT.nothingBooked}`);
      for (const a of day.appointments) {
        const state = a.attendance !== null ? ` · ${STAFF_APPOINTMENT_TEXT.attendance[a.attendance]}` : '';
        ctx.output.line(`  ${a.start.slice(11, 16)} ${a.reference} · ${a.mode} · ${a.name}${state}`);
      }
    }
  });
  connectionOptions(
    staff
      .command('therapist <id>')
      .description('One therapist with what each coming IST date offers, exactly as the slots engine reads it (weekly hours, date overrides, leave).')
      .option('--from <date>', 'YYYY-MM-DD, IST (today when left out)')
      .option('--days <n>', 'how many dates (1 to 62)', '14'),
  ).action(async (id: string, raw: Record<string, unknown>) => {
    const options = parseOptions(showTherapistSchema, withApi({ ...raw, id }, ctx));
    const shown = await staffApi(ctx, options).staffTherapist({ id: options.id });
    if (shown.isErr()) throw appointmentFailure(shown.error, options.json, ctx.locale);
    if (options.json) return printAnswer(ctx, shown.value, true);
    const { therapist, availability } = shown.value.data;
    ctx.output.line(`${ctx.output.style.bold(therapist.name)} (${therapist.id})${therapist.active ? '' : ' · inactive'}`);
    const source = { rules: availability.rules, timeOff: availability.time_off, dateOverrides: availability.date_overrides };
    const first = options.from ?? todayInKolkata(ctx.clock);
    for (let offset = 0; offset < options.days; offset += 1) {
      const date = addDaysToIsoDate(first, offset);
      ctx.output.line(`  ${date}: ${planLine(dayPlanOf(source, date))}`);
    }
  });
  connectionOptions(
    staff
      .command('override <id>')
      .description("Give one IST date hours of its own, close it, or give it back to the weekly hours (leave still wins).")
      .requiredOption('--date <date>', 'YYYY-MM-DD, IST')
      .option('--hours <window>', 'HH:MM-HH:MM MODES, repeatable', collect)
      .option('--closed', 'no sessions that date')
      .option('--remove', 'back to the weekly hours'),
  ).action(async (id: string, raw: Record<string, unknown>) => {
    const options = parseOptions(overrideSchema, withApi({ ...raw, id }, ctx));
    const api = staffApi(ctx, options);
    const result = options.remove
      ? api.staffRemoveDateOverride({ id: options.id, date: options.date })
      : api.staffSetDateOverride({ id: options.id, date: options.date, hours: options.hours.map(parseHoursOption) as never });
    await reportChange(ctx, result, options.json);
  });
  connectionOptions(
    staff.command('remove-time-off <id>').description('Take back a period of leave exactly as it was added.').requiredOption('--from <date>', 'YYYY-MM-DD').requiredOption('--to <date>', 'YYYY-MM-DD'),
  ).action(async (id: string, raw: Record<string, unknown>) => {
    const options = parseOptions(leaveSchema, withApi({ ...raw, id }, ctx));
    await reportChange(ctx, staffApi(ctx, options).staffRemoveTimeOff({ id: options.id, from: options.from, to: options.to }), options.json);
  });
};
