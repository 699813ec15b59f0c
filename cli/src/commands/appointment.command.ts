import type { Command } from 'commander';
import { BOOKING_CATALOGS, formatInstantForPeople, formatRupees, type AppointmentView } from '@manobal/core';
import { z } from 'zod';
import { API_URL_ENV, DEFAULT_API_URL, DEFAULT_TIMEOUT_SECONDS, TIMEOUT_LIMITS } from '../api-client';
import type { CliContext } from '../cli-context';
import { usageError } from '../exit-error';
import { jsonFlag, parseOptions } from '../parse-options';
import { apiOption, appointmentFailure, APPOINTMENT_CLI_MESSAGES as M, startOption, timeoutSecondsOption } from './book.command';

/** The manage token from the environment when --token is not given (keeps it out of the shell history and `ps`). */
export const MANAGE_TOKEN_ENV = 'MANOBAL_MANAGE_TOKEN';

const ACTIONS = ['show', 'cancel', 'reschedule'] as const;
/** No link at hand: the links are e-mailed again to the address the bookings were made with; nothing is printed but the answer. */
const LOST_LINK = 'lost-link';

const lostLinkSchema = z.object({ contact: z.string().min(1), api: apiOption, timeout: timeoutSecondsOption, json: jsonFlag });
type LostLinkOptions = z.output<typeof lostLinkSchema>;

/** Asks the server to send the links again; its answer is the same whether or not anything is booked under the contact. */
export const runLostLink = async (options: LostLinkOptions, ctx: CliContext): Promise<string> => {
  const api = ctx.createApi(options.api, { timeoutMs: options.timeout * 1000 });
  const answer = await api.requestManageLinks({ contact: options.contact });
  if (answer.isErr()) throw appointmentFailure(answer.error, options.json, ctx.locale);
  if (options.json) ctx.output.json({ success: true, msg: answer.value.msg });
  else ctx.output.line(answer.value.msg);
  return answer.value.msg;
};

const optionsSchema = z.object({
  action: z.enum(ACTIONS),
  reference: z.string().min(1),
  token: z.string({ error: M.tokenRequired }).min(1, M.tokenRequired),
  start: startOption.optional(),
  api: apiOption,
  timeout: timeoutSecondsOption,
  json: jsonFlag,
});
export type AppointmentOptions = z.output<typeof optionsSchema>;

const printAppointment = (appointment: AppointmentView, ctx: CliContext): void => {
  ctx.output.line(ctx.output.style.bold(appointment.reference));
  ctx.output.line(M.line('Status', appointment.cancelled_late ? BOOKING_CATALOGS.en.offers.lateCancelTag : BOOKING_CATALOGS.en.statuses[appointment.status]));
  ctx.output.line(M.line('Therapist', appointment.therapist_id));
  ctx.output.line(M.line('When', formatInstantForPeople(new Date(appointment.start)).ist));
  ctx.output.line(M.line('Mode', BOOKING_CATALOGS.en.modes[appointment.mode]));
  ctx.output.line(M.line('Fee', formatRupees(appointment.fee_inr)));
};

/** Shows, cancels or reschedules an appointment with its manage token (sent in the Authorization header). */
export const runAppointment = async (options: AppointmentOptions, ctx: CliContext): Promise<AppointmentView> => {
  const api = ctx.createApi(options.api, { timeoutMs: options.timeout * 1000 });
  const { reference } = options;
  const auth = { accessToken: options.token };
  let answer;
  if (options.action === 'reschedule') {
    if (!options.start) throw usageError(M.startRequired);
    answer = await api.rescheduleAppointment({ reference, start: options.start }, auth);
  } else answer = options.action === 'cancel' ? await api.cancelAppointment({ reference }, auth) : await api.appointment({ reference }, auth);
  if (answer.isErr()) throw appointmentFailure(answer.error, options.json, ctx.locale);
  const appointment = answer.value.data;
  if (options.json) ctx.output.json({ success: true, data: appointment });
  else printAppointment(appointment, ctx);
  return appointment;
};

export const registerAppointmentCommand = (program: Command, ctx: CliContext): void => {
  program
    .command('appointment')
    .description('Show, cancel or reschedule an appointment with its reference and manage token, or have the links to your upcoming sessions e-mailed again.')
    .argument('<action>', [...ACTIONS, LOST_LINK].join(' | '))
    .argument('<reference>', `the booking reference, e.g. MNB-7K2Q9D (${LOST_LINK}: the e-mail address or phone number booked with)`)
    .option('--token <token>', `the manage token printed when booking (default: $${MANAGE_TOKEN_ENV})`)
    .option('--start <time>', "reschedule: the new IST time 'YYYY-MM-DD HH:MM'")
    .option('--api <url>', `API origin (default: $${API_URL_ENV}, else ${DEFAULT_API_URL})`)
    .option('--timeout <seconds>', `give up after this long, ${TIMEOUT_LIMITS.min}-${TIMEOUT_LIMITS.max}`, String(DEFAULT_TIMEOUT_SECONDS))
    .option('--json', 'print the answer as JSON')
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  $ manobal appointment show MNB-7K2Q9D --token …',
        "  $ MANOBAL_MANAGE_TOKEN=… manobal appointment reschedule MNB-7K2Q9D --start '2026-12-02 18:00'",
        '  $ manobal appointment lost-link asha@example.com',
      ].join('\n'),
    )
    .action(async (action: string, reference: string, raw: Record<string, unknown>) => {
      const api = raw.api ?? ctx.env[API_URL_ENV] ?? DEFAULT_API_URL;
      if (action === LOST_LINK) {
        await runLostLink(parseOptions(lostLinkSchema, { ...raw, contact: reference, api }), ctx);
        return;
      }
      const token = raw.token ?? ctx.env[MANAGE_TOKEN_ENV];
      await runAppointment(parseOptions(optionsSchema, { ...raw, action, reference, api, token }), ctx);
    });
};
