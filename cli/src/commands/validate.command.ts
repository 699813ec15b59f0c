import type { Command } from 'commander';
import { FORM_IDS } from '@manobal/core';
import { z } from 'zod';
import type { CliContext } from '../cli-context';
import { cliMessages } from '../cli.messages';
import { usageError } from '../exit-error';
import { requireFormId, validateFormPayload } from '../form-validation';
import { jsonFlag, parseOptions } from '../parse-options';
import { readPayload } from '../payload-input';
import { formChoicesHelp } from '../form-fields';

const optionsSchema = z.object({
  form: z.string(),
  file: z.string().min(1).optional(),
  field: z.array(z.string()).default([]),
  json: jsonFlag,
});
export type ValidateOptions = z.infer<typeof optionsSchema>;

export const collectRepeatable = (value: string, previous: string[] = []): string[] => [...previous, value];

/** Offline: checks a payload with core's rules for the form. Exit 0 "Valid." or exit 2 with every field error. */
export const runValidate = async (options: ValidateOptions, ctx: CliContext): Promise<unknown> => {
  const form = requireFormId(options.form);
  const payload = await readPayload(form, { file: options.file, fields: options.field }, ctx);
  if (payload === undefined) throw usageError(cliMessages(ctx.locale).payloadRequired(form));
  const parsed = validateFormPayload(form, payload, ctx, options.json);
  if (options.json) ctx.output.json({ valid: true, payload: parsed });
  else ctx.output.line(ctx.output.style.good(cliMessages(ctx.locale).valid));
  return parsed;
};

export const registerValidateCommand = (program: Command, ctx: CliContext): void => {
  program
    .command('validate')
    .description(`Check a form payload offline with the website's rules. Forms: ${FORM_IDS.join(', ')}.`)
    .argument('<form>', `one of: ${FORM_IDS.join(', ')}`)
    .option('--file <path>', 'the payload as a JSON file, or - for stdin')
    .option('--field <key=value>', 'set one field (repeatable; key:=json for numbers, true/false, lists)', collectRepeatable)
    .option('--json', 'print { valid, payload } or { valid, errors } as JSON')
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  $ manobal validate refer --file refer.json',
        '  $ manobal validate contact --field name=Asha --field email=asha@example.com --field message=Hello',
        '  $ cat booking.json | manobal validate book-session --file -',
        '',
        ...formChoicesHelp(ctx.locale),
      ].join('\n'),
    )
    .action(async (form: string, raw: Record<string, unknown>) => {
      await runValidate(parseOptions(optionsSchema, { ...raw, form }), ctx);
    });
};
