import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { CliContext } from './cli-context';
import { CLI_MESSAGES } from './cli.messages';
import { usageError } from './exit-error';

/** Where a JSON document comes from: a path, or '-' for stdin. */
export const STDIN_SOURCE = '-';

const readSource = async (source: string, ctx: CliContext): Promise<string> => {
  if (source === STDIN_SOURCE) return ctx.readStdin();
  try {
    return await readFile(resolve(ctx.cwd, source), 'utf8');
  } catch {
    throw usageError(CLI_MESSAGES.fileNotFound(source));
  }
};

/**
 * Reads and parses a JSON document. Parse errors are reported without the parser's message, which
 * quotes the document's text (it may hold an Aadhaar number or a password).
 */
export const readJsonSource = async (source: string, ctx: CliContext): Promise<unknown> => {
  const text = await readSource(source, ctx);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw usageError(CLI_MESSAGES.fileNotJson(source === STDIN_SOURCE ? 'stdin' : source));
  }
};

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
