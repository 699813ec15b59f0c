import { randomUUID } from 'node:crypto';
import type { Clock, ManobalApi } from '@manobal/core';
import { createNodeApi } from './api-client';
import { createOutput, type Output, type WritableLike } from './output';
import { createInquirerPrompts, type Prompts } from './prompts';

/** Everything a command touches outside itself: injected so tests run commands in-process. */
export interface CliContext {
  readonly output: Output;
  readonly prompts: Prompts;
  /** True when stdin is a terminal; prompts are never shown otherwise. */
  readonly interactive: boolean;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly clock: Clock;
  readonly cwd: string;
  readonly readStdin: () => Promise<string>;
  readonly createApi: (baseUrl: string) => ManobalApi;
  readonly randomId: () => string;
}

const readAll = async (stream: AsyncIterable<Buffer | string>): Promise<string> => {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  return text;
};

const systemClock: Clock = { now: () => new Date() };

export interface ProcessLike {
  readonly stdin: AsyncIterable<Buffer | string> & { readonly isTTY?: boolean };
  readonly stdout: WritableLike;
  readonly stderr: WritableLike;
  readonly env: Readonly<Record<string, string | undefined>>;
  cwd(): string;
}

/** The real context: this process's streams, the system clock, Node's fetch, inquirer. */
export const createProcessContext = (proc: ProcessLike): CliContext => ({
  output: createOutput(proc.stdout, proc.stderr, proc.env),
  prompts: createInquirerPrompts(),
  interactive: Boolean(proc.stdin.isTTY),
  env: proc.env,
  clock: systemClock,
  cwd: proc.cwd(),
  readStdin: () => readAll(proc.stdin),
  createApi: (baseUrl) => createNodeApi(baseUrl),
  randomId: () => randomUUID(),
});
