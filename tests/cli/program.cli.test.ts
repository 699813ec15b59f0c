import { cpSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { highestAnswers, answerListText } from '../../fixtures/assessments';
import { createOutput } from '../../cli/src/output';
import { runCli } from '../../cli/src/program';
import { buildCli, CLI_BIN, REPO_ROOT, runBuiltCli, scratchDir } from './cli-harness';
import { aTestContext } from './cli-test-context';

const scratch = scratchDir();
beforeAll(buildCli);
afterAll(() => scratch.remove());

const COMMANDS = ['assessments', 'assess', 'wizard', 'slots', 'submit', 'validate'] as const;
const ESC = '\u001b[';

describe('manobal (the program)', () => {
  for (const command of COMMANDS) {
    test(`${command} --help shows usage with an example`, async () => {
      const run = await runBuiltCli([command, '--help']);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(`Usage: manobal ${command}`);
      expect(run.stdout).toContain('Examples:');
      expect(run.stdout).toContain(`$ manobal ${command}`);
    });
  }

  test('--help lists every command', async () => {
    const run = await runBuiltCli(['--help']);
    expect(run.code).toBe(0);
    for (const command of COMMANDS) expect(run.stdout).toContain(command);
  });

  test('an unknown command or option is a usage error (exit 2)', async () => {
    const unknownCommand = await runBuiltCli(['asess', 'depression']);
    expect(unknownCommand.code).toBe(2);
    expect(unknownCommand.stderr).toContain("unknown command 'asess'");
    const unknownOption = await runBuiltCli(['slots', '--tomorrow']);
    expect(unknownOption.code).toBe(2);
    expect(unknownOption.stderr).toContain("unknown option '--tomorrow'");
  });

  test('prints no colour codes when output is not a terminal, even for a high-risk result', async () => {
    const run = await runBuiltCli(['assess', 'depression', '--answers', answerListText(highestAnswers('depression'))]);
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain(ESC);
    expect(run.stderr).not.toContain(ESC);
  });

  test('the bin wrapper explains how to build when the bundle is missing', async () => {
    mkdirSync(join(scratch.dir, 'bin'));
    copyFileSync(CLI_BIN, join(scratch.dir, 'bin', 'manobal.js'));
    const { spawnSync } = await import('node:child_process');
    const run = spawnSync(process.execPath, [join(scratch.dir, 'bin', 'manobal.js'), 'assessments'], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('npm run build');
  });

  test("npm install's prepare step builds the bundle the bin runs", async () => {
    const rootScripts = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(rootScripts.prepare).toBe('node cli/scripts/build-after-install.mjs');
    // A copy of the package with no dist/, inside cli/ so tsup and core resolve as they do for the real one;
    // the real cli/dist is left alone for the other test files.
    mkdirSync(join(REPO_ROOT, 'cli', '.tmp'), { recursive: true });
    const copy = mkdtempSync(join(REPO_ROOT, 'cli', '.tmp', 'prepare-'));
    try {
      for (const entry of ['bin', 'scripts', 'src', 'package.json', 'tsup.config.ts']) cpSync(join(REPO_ROOT, 'cli', entry), join(copy, entry), { recursive: true });
      const { spawnSync } = await import('node:child_process');
      const build = spawnSync(process.execPath, [join(copy, 'scripts', 'build-after-install.mjs')], { cwd: REPO_ROOT, encoding: 'utf8' });
      expect(build.status, build.stderr).toBe(0);
      const run = spawnSync(process.execPath, [join(copy, 'bin', 'manobal.js'), 'assessments', '--json'], { cwd: REPO_ROOT, encoding: 'utf8' });
      expect(run.status, run.stderr).toBe(0);
      expect(JSON.parse(run.stdout)).toHaveLength(8);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  test('the prepare step lets the install succeed when tsup is not installed (dev dependencies omitted)', async () => {
    mkdirSync(join(scratch.dir, 'no-dev', 'scripts'), { recursive: true });
    copyFileSync(join(REPO_ROOT, 'cli', 'scripts', 'build-after-install.mjs'), join(scratch.dir, 'no-dev', 'scripts', 'build-after-install.mjs'));
    const { spawnSync } = await import('node:child_process');
    const run = spawnSync(process.execPath, [join(scratch.dir, 'no-dev', 'scripts', 'build-after-install.mjs')], { cwd: scratch.dir, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('tsup is not installed');
  });

  test('in-process: a command error is printed once on stderr and becomes the exit code', async () => {
    const { ctx, output } = aTestContext({ interactive: false });
    const code = await runCli(['assess', 'ocd', '--answers', '9'], ctx);
    expect(code).toBe(2);
    expect(output.stderr()).toBe('Expected 16 answers, got 1\n');
    expect(output.stdout()).toBe('');
  });
});

describe('output', () => {
  const sink = (isTTY: boolean) => {
    let text = '';
    return { stream: { isTTY, write: (chunk: string) => (text += chunk) }, text: () => text };
  };

  test('uses colour on a terminal', () => {
    const out = sink(true);
    const output = createOutput(out.stream, sink(true).stream, {});
    output.line(output.style.bold('Result'));
    expect(out.text()).toContain(ESC);
  });

  test('stays plain on a terminal when NO_COLOR is set', () => {
    const out = sink(true);
    const output = createOutput(out.stream, sink(true).stream, { NO_COLOR: '1' });
    output.line(output.style.bold('Result'));
    expect(out.text()).toBe('Result\n');
  });

  test('draws a progress bar on a terminal stderr only', () => {
    const tty = sink(true);
    const bar = createOutput(sink(false).stream, tty.stream, {}).progress('Uploading Photograph');
    bar.update(50);
    bar.done();
    expect(tty.text()).toContain('50%');
    expect(tty.text()).toContain('100%');
    const piped = sink(false);
    const silent = createOutput(sink(false).stream, piped.stream, {}).progress('Uploading Photograph');
    silent.update(50);
    silent.done();
    expect(piped.text()).toBe('');
  });

  test('NO_COLOR keeps the progress bar on a terminal, drawn without colour codes', () => {
    const tty = sink(true);
    const output = createOutput(sink(true).stream, tty.stream, { NO_COLOR: '1' });
    const bar = output.progress('Uploading Photograph');
    bar.update(50);
    bar.done();
    output.error('Upload failed');
    expect(tty.text()).toBe(
      `\rUploading Photograph [${'#'.repeat(12)}${'-'.repeat(12)}]  50%` +
        `\rUploading Photograph [${'#'.repeat(24)}] 100%\n` +
        'Upload failed\n',
    );
  });
});
