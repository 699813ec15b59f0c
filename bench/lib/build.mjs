import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths.mjs';
import { runCommand } from './process.mjs';

/** The parts `npm run build` builds, in its order. */
export const PARTS = [
  { name: 'web', workspace: '@manobal/web', dir: 'web' },
  { name: 'server', workspace: '@manobal/server', dir: 'server' },
  { name: 'cli', workspace: '@manobal/cli', dir: 'cli' },
];

const hasBuildScript = (dir) => {
  const file = join(ROOT, dir, 'package.json');
  if (!existsSync(file)) return false;
  return Boolean(JSON.parse(readFileSync(file, 'utf8')).scripts?.build);
};

/**
 * The root `npm run build`, one workspace at a time so a part that does not build yet does not stop the
 * others from being measured. Returns { web: { status, ms, output? }, server: …, cli: … }.
 */
export const buildAll = async ({ log }) => {
  const status = {};
  for (const part of PARTS) {
    if (!hasBuildScript(part.dir)) {
      status[part.name] = { status: 'not built yet', detail: 'no build script' };
      continue;
    }
    log(`building ${part.workspace}…`);
    const result = await runCommand('npm', ['run', 'build', '-w', part.workspace], { cwd: ROOT, timeoutMs: 10 * 60_000 });
    status[part.name] = result.ok
      ? { status: 'built', ms: Math.round(result.ms) }
      : { status: 'build failed', ms: Math.round(result.ms), detail: result.timedOut ? 'timed out after 10 min' : result.output };
    if (!result.ok) log(`  ${part.workspace} did not build:\n${result.output}`);
  }
  return status;
};
