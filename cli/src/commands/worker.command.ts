import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Command } from 'commander';
import type { CliContext } from '../cli-context';
import { CLI_MESSAGES } from '../cli.messages';
import { failureError } from '../exit-error';

/** The signals a deployment stops the worker with; each reaches the worker, which finishes its send and closes. */
const STOP_SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/** The server package's outbox worker, built: null when that package is not installed or not built here. */
const serverWorkerEntry = (): string | null => {
  try {
    const entry = join(dirname(createRequire(import.meta.url).resolve('@manobal/server/package.json')), 'dist', 'worker.js');
    return existsSync(entry) ? entry : null;
  } catch {
    return null;
  }
};

/**
 * Runs the outbox worker until it is stopped. The worker is the server's own program (its store, SMTP and phone
 * adapters), so the CLI runs it as a process of its own rather than importing one adapter into another.
 */
export const runWorker = async (ctx: CliContext): Promise<void> => {
  const entry = serverWorkerEntry();
  if (entry === null) throw failureError(CLI_MESSAGES.workerNotBuilt);
  // The worker reads its configuration from the environment, as the server does: the same variables configure both.
  const child = spawn(process.execPath, [entry], { cwd: ctx.cwd, env: { ...ctx.env }, stdio: 'inherit' });
  const forward = (signal: NodeJS.Signals) => () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  const forwarders = STOP_SIGNALS.map((signal) => [signal, forward(signal)] as const);
  for (const [signal, forwarder] of forwarders) process.on(signal, forwarder);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode) => resolve(exitCode));
  }).finally(() => {
    for (const [signal, forwarder] of forwarders) process.off(signal, forwarder);
  });
  if (code !== 0) throw failureError(CLI_MESSAGES.workerStopped(code));
};

export const registerWorkerCommand = (program: Command, ctx: CliContext): void => {
  program
    .command('worker')
    .description(CLI_MESSAGES.workerDescription)
    .addHelpText('after', ['', 'Examples:', '  $ DATABASE_URL=postgres://… SMTP_URL=smtp://… manobal worker'].join('\n'))
    .action(async () => {
      await runWorker(ctx);
    });
};
