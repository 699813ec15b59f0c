import { DEFAULT_LOCALE, type Clock, type Locale, type ManobalApi } from '@manobal/core';
import { createNodeApi, type NodeApiOptions } from './api-client';
import { guardClosedPipe, type ProcessStream } from './closed-pipe';
import { createOutput, type Output } from './output';
import { createInquirerPrompts, type Prompts } from './prompts';

/** Everything a command touches outside itself: injected so tests run commands in-process. */
export interface CliContext {
  readonly output: Output;
  readonly prompts: Prompts;
  /** True when stdin is a terminal; prompts are never shown otherwise. */
  readonly interactive: boolean;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly clock: Clock;
  /** The language of every line the CLI prints and of the server's answers: chosen once, from --lang or MANOBAL_LANG. */
  readonly locale: Locale;
  readonly cwd: string;
  readonly readStdin: () => Promise<string>;
  readonly createApi: (baseUrl: string, options: NodeApiOptions) => ManobalApi;
}

const readAll = async (stream: AsyncIterable<Buffer | string>): Promise<string> => {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  return text;
};

const systemClock: Clock = { now: () => new Date() };

export interface ProcessLike {
  readonly stdin: AsyncIterable<Buffer | string> & { readonly isTTY?: boolean };
  readonly stdout: ProcessStream;
  readonly stderr: ProcessStream;
  readonly env: Readonly<Record<string, string | undefined>>;
  cwd(): string;
}

export interface ProcessContext extends CliContext {
  /** True when stdout or stderr failed for another reason than a reader that stopped reading (EPIPE). */
  readonly outputFailed: () => boolean;
}

/** The real context: this process's streams (guarded against closed pipes), the system clock, Node's fetch, inquirer. */
export const createProcessContext = (proc: ProcessLike): ProcessContext => {
  const stdout = guardClosedPipe(proc.stdout);
  const stderr = guardClosedPipe(proc.stderr);
  return {
    output: createOutput(stdout, stderr, proc.env),
    prompts: createInquirerPrompts(),
    interactive: Boolean(proc.stdin.isTTY),
    env: proc.env,
    clock: systemClock,
    locale: DEFAULT_LOCALE,
    cwd: proc.cwd(),
    readStdin: () => readAll(proc.stdin),
    createApi: (baseUrl, options) => createNodeApi(baseUrl, options),
    outputFailed: () => stdout.failed || stderr.failed,
  };
};
