import { FORM_IDS, formMessageText, formMessageTexts, formSchema, isFormId, validateWith, type Clock, type FieldErrors, type FormId, type Locale } from '@manobal/core';
import { CLI_MESSAGES, cliMessages } from './cli.messages';
import { usageError } from './exit-error';

/** One `field: message` line per field error in the context's language (a whole-payload problem prints its message alone). */
export const fieldErrorLines = (locale: Locale, errors: FieldErrors): string[] =>
  Object.entries(errors).map(([field, id]) => {
    const message = formMessageText(locale, id, field);
    return field === '_' ? message : `${field}: ${message}`;
  });

export const requireFormId = (form: string): FormId => {
  if (!isFormId(form)) throw usageError(CLI_MESSAGES.unknownForm(form, FORM_IDS));
  return form;
};

/**
 * Validates a payload with core's schema for the form (booking's rules about "now" use the clock) and
 * returns what core parsed, or throws exit 2 listing every field's message.
 */
export const validateFormPayload = (form: FormId, payload: unknown, ctx: { readonly clock: Clock; readonly locale: Locale }, json: boolean, extraErrors: FieldErrors = {}): unknown =>
  validateWith(formSchema(form, ctx.clock), payload).match(
    (parsed) => {
      if (Object.keys(extraErrors).length > 0) throw invalidPayload(ctx.locale, extraErrors, json);
      return parsed;
    },
    (error) => {
      throw invalidPayload(ctx.locale, { ...error.fieldErrors, ...extraErrors }, json);
    },
  );

/** Like the server's answer: the words in the context's language, and the ids beside them. */
const invalidPayload = (locale: Locale, errors: FieldErrors, json: boolean) => {
  const texts = formMessageTexts(locale, errors);
  return usageError(
    cliMessages(locale).invalidPayload(Object.keys(errors).length),
    fieldErrorLines(locale, errors),
    json ? { valid: false, msg: Object.values(texts)[0], errors: texts, error_ids: errors } : undefined,
  );
};
