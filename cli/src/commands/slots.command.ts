import type { Command } from 'commander';
import {
  BOOKING_TIME_SLOTS,
  CALENDAR_SLOT_GROUPS,
  CALENDAR_SLOTS,
  dateLabelFor,
  dateStrip,
  isIsoDate,
  openSlotGroups,
  openSlots,
  todayInKolkata,
  type DateStripDay,
  type SlotGroup,
} from '@manobal/core';
import { z } from 'zod';
import type { CliContext } from '../cli-context';
import { CLI_MESSAGES } from '../cli.messages';
import { API_URL_ENV, DEFAULT_API_URL, DEFAULT_TIMEOUT_SECONDS, TIMEOUT_LIMITS } from '../api-client';
import { jsonFlag, parseOptions } from '../parse-options';
import { runTherapistSlots, therapistSlotsSchema, withApi } from './therapists.command';

const optionsSchema = z.object({
  date: z.string().refine(isIsoDate, CLI_MESSAGES.invalidDate).optional(),
  json: jsonFlag,
});
export type SlotsOptions = z.infer<typeof optionsSchema>;

export interface SlotsReport {
  /** Today in Asia/Kolkata. */
  readonly today: string;
  /** The date the slots are for. */
  readonly date: string;
  readonly dateLabel: string;
  readonly dateStrip: readonly DateStripDay[];
  /** The session calendar's groups, slots already past removed (per core). */
  readonly calendarSlots: readonly SlotGroup[];
  /** The booking form's hourly slots still ahead. */
  readonly bookingSlots: readonly string[];
}

export const slotsReport = (options: SlotsOptions, ctx: CliContext): SlotsReport => {
  const today = todayInKolkata(ctx.clock);
  const date = options.date ?? today;
  return {
    today,
    date,
    dateLabel: dateLabelFor(date, ctx.clock),
    dateStrip: dateStrip(ctx.clock),
    calendarSlots: openSlotGroups(CALENDAR_SLOT_GROUPS, date, ctx.clock),
    bookingSlots: openSlots(BOOKING_TIME_SLOTS, date, ctx.clock),
  };
};

const printSlotList = (slots: readonly string[], total: number, ctx: CliContext, indent = '  '): void => {
  ctx.output.line(slots.length > 0 ? `${indent}${slots.join(', ')}` : `${indent}${CLI_MESSAGES.slotsNoneLeft}`);
  const hidden = total - slots.length;
  if (hidden > 0 && slots.length > 0) ctx.output.line(ctx.output.style.dim(`${indent}${CLI_MESSAGES.slotsPastHidden(hidden)}`));
};

export const runSlots = (options: SlotsOptions, ctx: CliContext): SlotsReport => {
  const report = slotsReport(options, ctx);
  const { output } = ctx;
  if (options.json) {
    output.json(report);
    return report;
  }
  output.line(output.style.bold(CLI_MESSAGES.slotsDateStrip));
  output.line(`  ${report.dateStrip.map((d) => (d.isToday ? `${d.label} (${d.date})` : d.label)).join(' | ')}`);
  output.line();
  output.line(output.style.bold(CLI_MESSAGES.slotsCalendarHeading(report.dateLabel)));
  const openCount = report.calendarSlots.reduce((n, g) => n + g.slots.length, 0);
  if (openCount === 0) output.line(`  ${CLI_MESSAGES.slotsNoneLeft}`);
  else {
    for (const group of report.calendarSlots) {
      if (group.slots.length > 0) output.line(`  ${group.period.padEnd(9)} ${group.slots.join(', ')}`);
    }
    const hidden = CALENDAR_SLOTS.length - openCount;
    if (hidden > 0) output.line(output.style.dim(`  ${CLI_MESSAGES.slotsPastHidden(hidden)}`));
  }
  output.line();
  output.line(output.style.bold(CLI_MESSAGES.slotsBookingHeading(report.dateLabel)));
  printSlotList(report.bookingSlots, BOOKING_TIME_SLOTS.length, ctx);
  return report;
};

export const registerSlotsCommand = (program: Command, ctx: CliContext): void => {
  program
    .command('slots')
    .description("The session calendar's date strip and slots, and the booking form's slots (Asia/Kolkata time); with --therapist, that therapist's real free slots from the server.")
    .option('--date <YYYY-MM-DD>', 'the date to list slots for (default: today in Asia/Kolkata)')
    .option('--therapist <id>', "a therapist's id (see manobal therapists): their free slots")
    .option('--from <YYYY-MM-DD>', 'with --therapist: the first date (default: today in IST)')
    .option('--days <n>', 'with --therapist: how many dates, 1-31 (default 14)')
    .option('--mode <mode>', 'with --therapist: in-person | video')
    .option('--api <url>', `with --therapist: API origin (default: $${API_URL_ENV}, else ${DEFAULT_API_URL})`)
    .option('--timeout <seconds>', `with --therapist: give up after this long, ${TIMEOUT_LIMITS.min}-${TIMEOUT_LIMITS.max}`, String(DEFAULT_TIMEOUT_SECONDS))
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      '\nExamples:\n  $ manobal slots\n  $ manobal slots --date 2025-07-05 --json\n  $ manobal slots --therapist ananya-rao --days 7\n\nSlots already past are not listed.',
    )
    .action(async (raw: Record<string, unknown>) => {
      if (typeof raw.therapist === 'string') {
        await runTherapistSlots(parseOptions(therapistSlotsSchema, withApi(raw, ctx)), ctx);
        return;
      }
      const { date, json } = raw;
      runSlots(parseOptions(optionsSchema, { date, json }), ctx);
    });
};
