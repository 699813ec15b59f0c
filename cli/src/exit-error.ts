/**
 * How the CLI ends. Commands never call process.exit: they throw a CliExitError, which the entry point
 * catches once, prints, and turns into the process exit code.
 */
export const EXIT_CODES = {
  ok: 0,
  /** The server refused, or could not be reached. */
  failure: 1,
  /** The input was wrong: a bad option, an invalid payload, a missing answer. */
  usage: 2,
} as const;

export type ExitCode = (typeof EXIT_CODES)[keyof typeof EXIT_CODES];

export class CliExitError extends Error {
  readonly exitCode: ExitCode;
  /** Further lines printed under the message, e.g. one `field: message` per field error. */
  readonly details: readonly string[];
  /** When set (with --json), printed on stdout as JSON before the message goes to stderr. */
  readonly json: unknown;

  constructor(exitCode: ExitCode, message: string, options: { details?: readonly string[]; json?: unknown } = {}) {
    super(message);
    this.name = 'CliExitError';
    this.exitCode = exitCode;
    this.details = options.details ?? [];
    this.json = options.json;
  }
}

/** Wrong input: exit 2. */
export const usageError = (message: string, details: readonly string[] = [], json?: unknown): CliExitError =>
  new CliExitError(EXIT_CODES.usage, message, { details, json });

/** The server refused or was unreachable: exit 1. */
export const failureError = (message: string, details: readonly string[] = [], json?: unknown): CliExitError =>
  new CliExitError(EXIT_CODES.failure, message, { details, json });
