import { toFieldErrors } from '@manobal/core';
import { z } from 'zod';
import { usageError } from './exit-error';

/**
 * Every command runs its raw arguments and options through a zod schema before any logic: a bad option
 * becomes one exit-2 error listing each problem, and the command body works with typed values only.
 */
export const parseOptions = <S extends z.ZodType>(schema: S, raw: unknown): z.output<S> => {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const errors = toFieldErrors(parsed.error.issues);
  const lines = Object.entries(errors).map(([key, message]) => (key === '_' ? message : `--${key}: ${message}`));
  const [first = 'Invalid options.', ...rest] = lines;
  throw usageError(first, rest);
};

/** --json on every command that has one. */
export const jsonFlag = z.boolean().default(false);
