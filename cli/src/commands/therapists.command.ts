import type { Command } from 'commander';
import { BOOKING_CATALOGS, BOOKING_MODES, BOOKING_POLICY, formatInstantForPeople, formatRupees, LANGUAGE_IDS, LANGUAGE_NAMES_EN, type FreeSlotCalendar, type PublicRegistration } from '@manobal/core';
import { z } from 'zod';
import { API_URL_ENV, DEFAULT_API_URL, DEFAULT_TIMEOUT_SECONDS, TIMEOUT_LIMITS } from '../api-client';
import type { CliContext } from '../cli-context';
import { jsonFlag, parseOptions } from '../parse-options';
import { apiOption, appointmentFailure, timeoutSecondsOption } from './book.command';

// Ids are checked here against core's lists for a quick answer; the server checks every filter again (400 naming the field).
export const connection = { api: apiOption, timeout: timeoutSecondsOption, json: jsonFlag };
const languageOption = z.enum(LANGUAGE_IDS, { error: `Use a language id: ${LANGUAGE_IDS.join(', ')}.` });
const modeOption = z.enum(BOOKING_MODES, { error: `Use a mode: ${BOOKING_MODES.join(' or ')}.` });
const listSchema = z.object({ language: languageOption.optional(), concern: z.string().optional(), mode: modeOption.optional(), ...connection });
export const therapistSlotsSchema = z.object({ therapist: z.string().min(1), from: z.string().optional(), days: z.coerce.number({ error: 'Use a whole number of days.' }).int().default(BOOKING_POLICY.defaultSlotQueryDays), mode: modeOption.optional(), ...connection });

/** What the directory answers of a therapist, as this command prints it. */
interface ListedTherapist {
  readonly id: string;
  readonly name: string;
  readonly title: string;
  readonly languages: readonly string[];
  readonly modes: readonly string[];
  readonly specialisations: readonly string[];
  readonly city: string | null;
  readonly fee_inr: number;
  readonly crisis_trained: boolean;
  readonly registration: PublicRegistration | null;
  readonly sample: boolean;
}

const THERAPIST_WORDS = BOOKING_CATALOGS.en.therapist;

/** 'Registration no. A12345, Rehabilitation Council of India (RCI)', as the website words it. */
export const registrationLine = ({ body, number }: PublicRegistration): string => THERAPIST_WORDS.registration(THERAPIST_WORDS.registrationBodies[body], number);

/** The words beside a seeded sample, as every page that shows one prints them; empty for a real therapist. */
export const sampleMarkOf = (therapist: { readonly sample: boolean }): string => (therapist.sample ? ` · ${THERAPIST_WORDS.sampleMark}` : '');

const nameOfLanguage = (id: string): string => (Object.hasOwn(LANGUAGE_NAMES_EN, id) ? LANGUAGE_NAMES_EN[id as keyof typeof LANGUAGE_NAMES_EN] : id);

const printTherapist = (t: ListedTherapist, ctx: CliContext): void => {
  ctx.output.line(`${ctx.output.style.bold(t.name)} (${t.id}) — ${t.title}${sampleMarkOf(t)}`);
  ctx.output.line(`  ${t.languages.map(nameOfLanguage).join(', ')} · ${t.modes.join(', ')}${t.city ? ` · ${t.city}` : ''} · ${formatRupees(t.fee_inr)} per session`);
  ctx.output.line(`  Works with: ${t.specialisations.join(', ')}${t.crisis_trained ? ' · crisis-trained' : ''}`);
  if (t.registration) ctx.output.line(`  ${registrationLine(t.registration)}`);
};

/** Lists the directory's active therapists, filtered as the website filters them. */
export const runTherapists = async (options: z.output<typeof listSchema>, ctx: CliContext): Promise<readonly ListedTherapist[]> => {
  const api = ctx.createApi(options.api, { timeoutMs: options.timeout * 1000 });
  const { language, concern, mode } = options;
  const answer = await api.listTherapists({ language, concern, mode });
  if (answer.isErr()) throw appointmentFailure(answer.error, options.json, ctx.locale);
  const { items } = answer.value.data;
  if (options.json) ctx.output.json({ success: true, data: { items } });
  else if (items.length === 0) ctx.output.line('No therapist matches these filters.');
  else items.forEach((t) => printTherapist(t, ctx));
  return items;
};

/** One therapist's free slots by IST date (`manobal slots --therapist ID`). */
export const runTherapistSlots = async (options: z.output<typeof therapistSlotsSchema>, ctx: CliContext): Promise<FreeSlotCalendar> => {
  const api = ctx.createApi(options.api, { timeoutMs: options.timeout * 1000 });
  const answer = await api.therapistSlots({ id: options.therapist, from: options.from, days: options.days, mode: options.mode });
  if (answer.isErr()) throw appointmentFailure(answer.error, options.json, ctx.locale);
  const calendar = answer.value.data;
  if (options.json) {
    ctx.output.json({ success: true, data: calendar });
    return calendar;
  }
  ctx.output.line(ctx.output.style.bold(`Free slots of ${options.therapist} (IST)`));
  for (const day of calendar.days) {
    const times = day.slots.map((slot) => `${formatInstantForPeople(new Date(slot.start)).ist.replace(/^.*?, /, '')} [${slot.modes.join('/')}]`);
    ctx.output.line(`  ${day.date}  ${times.length > 0 ? times.join(', ') : 'no free slot'}`);
  }
  return calendar;
};

/** --api, --timeout and --json, as every command that calls the server takes them. */
export const connectionOptions = (command: Command): Command =>
  command
    .option('--api <url>', `API origin (default: $${API_URL_ENV}, else ${DEFAULT_API_URL})`)
    .option('--timeout <seconds>', `give up after this long, ${TIMEOUT_LIMITS.min}-${TIMEOUT_LIMITS.max}`, String(DEFAULT_TIMEOUT_SECONDS))
    .option('--json', 'print the answer as JSON');

export const withApi = (raw: Record<string, unknown>, ctx: CliContext) => ({ ...raw, api: raw.api ?? ctx.env[API_URL_ENV] ?? DEFAULT_API_URL });

export const registerTherapistsCommand = (program: Command, ctx: CliContext): void => {
  connectionOptions(
    program
      .command('therapists')
      .description("The therapist directory: active therapists, filtered by language, concern and mode.")
      .option('--language <id>', 'a language id they speak, e.g. marathi')
      .option('--concern <id>', 'a specialisation id (anxiety, adhd, …) or a wizard concern or main-reason id')
      .option('--mode <mode>', 'in-person | video'),
  )
    .addHelpText('after', '\nExamples:\n  $ manobal therapists --language hindi --mode video\n  $ manobal therapists --concern stress-anxiety --json')
    .action(async (raw: Record<string, unknown>) => {
      await runTherapists(parseOptions(listSchema, withApi(raw, ctx)), ctx);
    });
};


