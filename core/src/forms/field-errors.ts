import { err, ok, type Result } from 'neverthrow';
import type { z } from '../schema/zod';
import { SHARED_MESSAGES } from './shared-rules';

/**
 * Field name (dot path on the wire payload) to the id of the one message a user sees under that field
 * (form-messages.catalog.ts; formMessageText gives its words in a language, naming the field where the words need it).
 */
export type FieldErrors = Record<string, string>;

export interface ValidationError {
  readonly kind: 'validation';
  /** The first field's message id: what a toast, a CLI line or the API's `msg` shows, in words at the edge. */
  readonly message: string;
  /** The field that message stands under (its words may name it). */
  readonly field?: string;
  readonly fieldErrors: FieldErrors;
}

/** Turns zod issues into one message per field, keeping the first issue per field (schema order). */
export const toFieldErrors = (issues: readonly z.core.$ZodIssue[]): FieldErrors => {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    // An unknown field's message stands under that field's own name, so its words can name it.
    const keys = issue.code === 'unrecognized_keys' ? issue.keys.map((name) => (key === '_' ? name : `${key}.${name}`)) : [key];
    for (const field of keys) if (!(field in out)) out[field] = issue.message;
  }
  return out;
};

export const validationError = (fieldErrors: FieldErrors): ValidationError => {
  const [first] = Object.entries(fieldErrors);
  return { kind: 'validation', message: first?.[1] ?? SHARED_MESSAGES.notAnObject, ...(first ? { field: first[0] } : {}), fieldErrors };
};

/** Validates unknown input against a schema and returns the parsed value or the field messages. */
export const validateWith = <S extends z.ZodType>(
  schema: S,
  input: unknown,
): Result<z.output<S>, ValidationError> => {
  const parsed = schema.safeParse(input);
  return parsed.success ? ok(parsed.data) : err(validationError(toFieldErrors(parsed.error.issues)));
};
