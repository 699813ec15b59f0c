import { printYoungPersonSupport } from '../crisis-support';
import type { Command } from 'commander';
import {
  CAREERS_FILES_PATH,
  FORMS,
  FORM_IDS,
  careersDocument,
  ENDPOINTS,
  loginDataSchema,
  sendCall,
  type ApiError,
  type ApiOk,
  type BookingPayload,
  type FormId,
  type ManobalApi,
} from '@manobal/core';
import type { ResultAsync } from 'neverthrow';
import { z } from 'zod';
import { API_URL_ENV, DEFAULT_API_URL, DEFAULT_TIMEOUT_SECONDS, TIMEOUT_LIMITS } from '../api-client';
import { bookingIdempotencyKey, confirmBooking } from '../booking-submission';
import { CAREERS_DOCUMENT_KEYS, inspectDocuments, parseUploadOptions, uploadDocuments } from '../careers-uploads';
import type { CliContext } from '../cli-context';
import { CLI_MESSAGES, cliMessages } from '../cli.messages';
import { usageError } from '../exit-error';
import { promptMissingDocuments, promptMissingFields } from '../form-prompts';
import { requireFormId, validateFormPayload } from '../form-validation';
import { jsonFlag, parseOptions } from '../parse-options';
import { readPayload } from '../payload-input';
import { submitFailure } from '../submit-failure';
import { collectRepeatable } from './validate.command';
import { formChoicesHelp } from '../form-fields';

const invalidTimeout = CLI_MESSAGES.invalidTimeout(TIMEOUT_LIMITS.min, TIMEOUT_LIMITS.max);

/** --timeout in whole seconds, as typed (commander gives text; the default arrives as a number). */
const timeoutSeconds = z
  .union([z.string().regex(/^\d+$/, invalidTimeout).transform(Number), z.number()])
  .pipe(z.number({ error: invalidTimeout }).int(invalidTimeout).min(TIMEOUT_LIMITS.min, invalidTimeout).max(TIMEOUT_LIMITS.max, invalidTimeout))
  .default(DEFAULT_TIMEOUT_SECONDS);

const optionsSchema = z.object({
  form: z.string(),
  file: z.string().min(1).optional(),
  field: z.array(z.string()).default([]),
  upload: z.array(z.string()).default([]),
  api: z.url({ protocol: /^https?$/, error: CLI_MESSAGES.invalidApiUrl }),
  idempotencyKey: z.string().trim().min(1).max(200).optional(),
  timeout: timeoutSeconds,
  yes: z.boolean().default(false),
  json: jsonFlag,
});
export type SubmitOptions = z.infer<typeof optionsSchema>;

/** A link that satisfies core's "uploaded with this form" rule while the real upload has not happened yet. */
const PENDING_UPLOAD_LINK = `${CAREERS_FILES_PATH}/pending-upload`;

/**
 * The form's call, from core's contract: the payload has just passed that call's form schema. A call marked
 * idempotent (book a session) gets --idempotency-key, else a hash of the payload, so a rerun books once.
 */
const send = (api: ManobalApi, form: FormId, payload: unknown, idempotencyKey: string | undefined): ResultAsync<ApiOk, ApiError> => {
  const call = FORMS[form].call;
  const key = 'idempotent' in ENDPOINTS[call] && typeof payload === 'object' && payload !== null ? (idempotencyKey ?? bookingIdempotencyKey(payload)) : undefined;
  return sendCall(api, call, payload, key === undefined ? {} : { idempotencyKey: key });
};

const printSuccess = (form: FormId, answer: ApiOk, options: SubmitOptions, ctx: CliContext): void => {
  const { output } = ctx;
  if (options.json) {
    output.json({ success: true, msg: answer.msg, ...(answer.data !== undefined ? { data: answer.data } : {}) });
    return;
  }
  output.line(output.style.good(answer.msg));
  // Never the access token: only the name, unless --json asked for the whole answer.
  const login = form === 'login' ? loginDataSchema.safeParse(answer.data) : null;
  if (login?.success) output.line(CLI_MESSAGES.loggedInAs(login.data.user.name));
};

/**
 * Validates a form with core, uploads any careers documents, sends it, and prints the server's answer.
 * Exit 2 for invalid input (nothing is sent), exit 1 when the server refuses or cannot be reached.
 */
export const runSubmit = async (options: SubmitOptions, ctx: CliContext): Promise<ApiOk> => {
  const form = requireFormId(options.form);
  const words = cliMessages(ctx.locale);
  if (form !== 'careers' && options.upload.length > 0) throw usageError(words.uploadsOnlyForCareers);
  const uploads = parseUploadOptions(options.upload);

  let payload = await readPayload(form, { file: options.file, fields: options.field }, ctx);
  if (ctx.interactive) {
    payload = await promptMissingFields(form, payload ?? {}, ctx);
    if (form === 'careers') await promptMissingDocuments(payload, uploads, ctx);
  } else if (payload === undefined && uploads.size === 0) {
    throw usageError(words.noPromptsWithoutTty(words.payloadRequired(form)));
  }
  payload ??= {};

  // Careers: check every chosen file and the whole form before a single byte leaves.
  const { files, errors: fileErrors } = await inspectDocuments(uploads, ctx.cwd);
  const pendingLinks = Object.fromEntries([...uploads.keys()].map((key) => [careersDocument(key).linkField, PENDING_UPLOAD_LINK]));
  if (form === 'book-session' && !options.json) printYoungPersonSupport(payload.age, ctx.output, ctx.locale);
  const checked = validateFormPayload(form, { ...payload, ...pendingLinks }, ctx, options.json, fileErrors);
  if (form === 'book-session') await confirmBooking(checked as BookingPayload, options.yes, ctx);

  const api = ctx.createApi(options.api, { timeoutMs: options.timeout * 1000 });
  const failure = { form, api: options.api, timeoutSeconds: options.timeout, json: options.json, locale: ctx.locale };
  const uploaded = await uploadDocuments(api, files, ctx.output);
  if (uploaded.failed) throw submitFailure(uploaded.failed.error, { ...failure, uploaded: uploaded.links, document: uploaded.failed.document });
  const parsed = validateFormPayload(form, { ...payload, ...uploaded.links }, ctx, options.json);

  const spinner = options.json ? undefined : ctx.output.spinner(words.waitingFor(options.api));
  const answer = await send(api, form, parsed, options.idempotencyKey);
  spinner?.stop();
  return answer.match(
    (ok) => {
      printSuccess(form, ok, options, ctx);
      return ok;
    },
    (error) => {
      throw submitFailure(error, { ...failure, uploaded: uploaded.links });
    },
  );
};

export const registerSubmitCommand = (program: Command, ctx: CliContext): void => {
  program
    .command('submit')
    .description(`Validate a form with the website's rules, then send it to the API. Forms: ${FORM_IDS.join(', ')}.`)
    .argument('<form>', `one of: ${FORM_IDS.join(', ')}`)
    .option('--file <path>', 'the payload as a JSON file, or - for stdin')
    .option('--field <key=value>', 'set one field, over the file (repeatable; key:=json for numbers, true/false, lists)', collectRepeatable)
    .option('--upload <document=path>', `careers only: upload a document first (repeatable; ${CAREERS_DOCUMENT_KEYS.join(', ')})`, collectRepeatable)
    .option('--api <url>', `API origin (default: $${API_URL_ENV}, else ${DEFAULT_API_URL})`)
    .option(
      '--idempotency-key <key>',
      'book-session only: the Idempotency-Key header (default: a hash of the booking, so running the same booking twice books once)',
    )
    .option('--yes', 'book-session only: do not ask for confirmation on a terminal (never asked without one)')
    .option('--timeout <seconds>', `give up when the server has not answered (an upload: not moved on) for this long, ${TIMEOUT_LIMITS.min}-${TIMEOUT_LIMITS.max}`, String(DEFAULT_TIMEOUT_SECONDS))
    .option('--json', "print the server's answer as JSON (login: includes the access token)")
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  $ manobal submit refer --file refer.json',
        '  $ manobal submit contact --field name=Asha --field email=asha@example.com --field "message=Please call me"',
        '  $ manobal submit book-session --file booking.json --yes',
        '  $ manobal submit book-session --file booking.json --idempotency-key 7d1c… --timeout 60',
        '  $ manobal submit careers --file careers.json --upload photograph=me.jpg --upload aadharDocumentFront=front.pdf \\',
        '      --upload aadharDocumentBack=back.pdf --upload panCardDocument=pan.png --upload certification=certs.pdf',
        '  $ manobal submit login --field email=asha@example.com --field password=… --api https://manobal.example',
        '  $ manobal submit newsletter --field email=asha@example.com',
        '  $ manobal submit lead --field kind=school-demo --field name=Asha --field email=asha@school.example --field organisation="Sunrise School" --field size:=800',
        '',
        ...formChoicesHelp(ctx.locale),
        '',
        'Exit codes: 0 sent, 1 refused by the server, not reachable or too slow (--timeout), 2 invalid input (nothing sent).',
        'With --json, a server that could not be reached prints { "success": false, "kind": "network", "reason", "msg", "url" };',
        'a refusal prints the server\'s own { "success": false, "msg", "errors" }.',
      ].join('\n'),
    )
    .action(async (form: string, raw: Record<string, unknown>) => {
      const api = raw.api ?? ctx.env[API_URL_ENV] ?? DEFAULT_API_URL;
      await runSubmit(parseOptions(optionsSchema, { ...raw, form, api }), ctx);
    });
};
