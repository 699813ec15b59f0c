import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { highestAnswers, answerListText } from '../../fixtures/assessments';
import { createOutput } from '../../cli/src/output';
import { runCli } from '../../cli/src/program';
import { buildCli, CLI_BIN, runBuiltCli, scratchDir } from './cli-harness';
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
});
