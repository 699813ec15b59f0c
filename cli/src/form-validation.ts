import { FORM_IDS, formSchema, isFormId, validateWith, type Clock, type FieldErrors, type FormId } from '@manobal/core';
import { CLI_MESSAGES } from './cli.messages';
import { usageError } from './exit-error';

/** One `field: message` line per field error (a whole-payload problem prints its message alone). */
export const fieldErrorLines = (errors: FieldErrors): string[] =>
  Object.entries(errors).map(([field, message]) => (field === '_' ? message : `${field}: ${message}`));

export const requireFormId = (form: string): FormId => {
  if (!isFormId(form)) throw usageError(CLI_MESSAGES.unknownForm(form, FORM_IDS));
  return form;
};

/**
 * Validates a payload with core's schema for the form (booking's rules about "now" use the clock) and
 * returns what core parsed, or throws exit 2 listing every field's message.
 */
export const validateFormPayload = (form: FormId, payload: unknown, clock: Clock, json: boolean, extraErrors: FieldErrors = {}): unknown =>
  validateWith(formSchema(form, clock), payload).match(
    (parsed) => {
      if (Object.keys(extraErrors).length > 0) throw invalidPayload(extraErrors, json);
      return parsed;
    },
    (error) => {
      throw invalidPayload({ ...error.fieldErrors, ...extraErrors }, json);
    },
  );

const invalidPayload = (errors: FieldErrors, json: boolean) =>
  usageError(
    CLI_MESSAGES.invalidPayload(Object.keys(errors).length),
    fieldErrorLines(errors),
    json ? { valid: false, msg: Object.values(errors)[0], errors } : undefined,
  );
