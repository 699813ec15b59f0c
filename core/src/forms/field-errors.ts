import { err, ok, type Result } from 'neverthrow';
import type { z } from '../schema/zod';

/** Field name (dot path on the wire payload) to the one message a user sees under that field. */
export type FieldErrors = Record<string, string>;

export interface ValidationError {
  readonly kind: 'validation';
  /** The first field's message: what a toast, a CLI line or the API's `msg` shows. */
  readonly message: string;
  readonly fieldErrors: FieldErrors;
}

/** Turns zod issues into one message per field, keeping the first issue per field (schema order). */
export const toFieldErrors = (issues: readonly z.core.$ZodIssue[]): FieldErrors => {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
};

export const validationError = (fieldErrors: FieldErrors): ValidationError => ({
  kind: 'validation',
  message: Object.values(fieldErrors)[0] ?? 'Invalid input',
  fieldErrors,
});

/** Validates unknown input against a schema and returns the parsed value or the field messages. */
export const validateWith = <S extends z.ZodType>(
  schema: S,
  input: unknown,
): Result<z.output<S>, ValidationError> => {
  const parsed = schema.safeParse(input);
  return parsed.success ? ok(parsed.data) : err(validationError(toFieldErrors(parsed.error.issues)));
};
