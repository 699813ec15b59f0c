import { performance } from 'node:perf_hooks';
import { spawnSync } from 'node:child_process';
import { median } from './stats.mjs';

/** Wall-clock ms of one spawnSync of `node …args` (its output discarded); throws when the command fails. */
const timeOnce = (args, cwd) => {
  const started = performance.now();
  const result = spawnSync(process.execPath, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], timeout: 30_000 });
  const ms = performance.now() - started;
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`\`node ${args.join(' ')}\` exited with ${result.status ?? result.signal}: ${result.stderr.toString().trim().slice(0, 500)}`);
  }
  return { ms, stdout: result.stdout.toString() };
};

/**
 * hyperfine-style cold start: `warmups` discarded runs, then `runs` timed runs, alternating the command and the
 * baseline so both see the same machine state. Returns medians, min/max and the command's last output.
 */
export const coldStart = ({ args, baselineArgs = ['-e', '0'], runs = 20, warmups = 2, cwd }) => {
  for (let i = 0; i < warmups; i += 1) {
    timeOnce(baselineArgs, cwd);
    timeOnce(args, cwd);
  }
  const command = [];
  const baseline = [];
  let output = '';
  for (let i = 0; i < runs; i += 1) {
    baseline.push(timeOnce(baselineArgs, cwd).ms);
    const run = timeOnce(args, cwd);
    command.push(run.ms);
    output = run.stdout;
  }
  return {
    runs,
    medianMs: median(command),
    minMs: Math.min(...command),
    maxMs: Math.max(...command),
    baselineMedianMs: median(baseline),
    baselineMinMs: Math.min(...baseline),
    output,
  };
};
