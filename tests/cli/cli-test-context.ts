import { fixedClock, type Clock, type Locale } from '@manobal/core';
import type { CliContext } from '../../cli/src/cli-context';
import { createCapturedOutput, type CapturedOutput } from '../../cli/src/output';
import { createScriptedPrompts, type ScriptedPrompts } from '../../cli/src/prompts';

/** 10:00 in Asia/Kolkata on 4 July 2025. */
export const A_KOLKATA_MORNING = fixedClock('2025-07-04T04:30:00Z');

export interface TestContext {
  readonly ctx: CliContext;
  readonly output: CapturedOutput;
  readonly prompts: ScriptedPrompts;
}

/** A CLI context for running a command in-process: scripted prompts, captured output, a fixed clock. */
export const aTestContext = (
  options: {
    answers?: readonly unknown[];
    interactive?: boolean;
    clock?: Clock;
    locale?: Locale;
    stdin?: string;
    cwd?: string;
    /** The process environment the CLI sees; empty unless a test is about a variable. */
    env?: Readonly<Record<string, string | undefined>>;
    createApi?: CliContext['createApi'];
  } = {},
): TestContext => {
  const output = createCapturedOutput();
  const prompts = createScriptedPrompts(options.answers ?? []);
  const ctx: CliContext = {
    output,
    prompts,
    interactive: options.interactive ?? true,
    env: options.env ?? {},
    clock: options.clock ?? A_KOLKATA_MORNING,
    locale: options.locale ?? 'en',
    cwd: options.cwd ?? process.cwd(),
    readStdin: () => Promise.resolve(options.stdin ?? ''),
    createApi:
      options.createApi ??
      (() => {
        throw new Error('This test does not expect a call to the API');
      }),
  };
  return { ctx, output, prompts };
};
