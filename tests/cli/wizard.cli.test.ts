import { REVIEW_LABELS, WIZARD_STEPS, WIZARD_MESSAGES, wizardReviewRows } from '@manobal/core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { aCompleteWizardAnswers, aWizardAnswersFailingAt, WIZARD_STEP_BREAKERS, type BreakableWizardStep } from '../../fixtures/wizard';
import { buildCli, runBuiltCli, scratchDir, writeJson } from './cli-harness';

const scratch = scratchDir();
beforeAll(buildCli);
afterAll(() => scratch.remove());

const STEP_MESSAGES: Record<BreakableWizardStep, string> = {
  1: WIZARD_MESSAGES.location,
  3: WIZARD_MESSAGES.languages,
  5: WIZARD_MESSAGES.mainReasons,
  6: WIZARD_MESSAGES.specificConcerns,
  8: WIZARD_MESSAGES.risk,
  10: WIZARD_MESSAGES.feeConfirmation,
};

describe('manobal wizard --answers-file', () => {
  test('prints the review of a complete answer set and exits 0', async () => {
    const answers = aCompleteWizardAnswers({ days: [], additionalNotes: '' });
    const run = await runBuiltCli(['wizard', '--answers-file', writeJson(scratch.dir, 'complete.json', answers)]);
    expect(run.code, run.stderr).toBe(0);
    for (const row of wizardReviewRows(answers)) expect(run.stdout).toContain(`${row.label}:`);
    expect(run.stdout).toMatch(new RegExp(`${REVIEW_LABELS.days}:\\s+Flexible`));
    expect(run.stdout).toMatch(new RegExp(`${REVIEW_LABELS.additionalNotes}:\\s+Not specified`));
    expect(run.stdout).not.toContain('If you are in crisis');
  });

  test('prints the review rows and answers as JSON', async () => {
    const answers = aCompleteWizardAnswers();
    const run = await runBuiltCli(['wizard', '--answers-file', '-', '--json'], { input: JSON.stringify(answers) });
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toStrictEqual({ valid: true, answers, review: wizardReviewRows(answers) });
  });

  test('shows the crisis helplines when the risk answer is Yes', async () => {
    const run = await runBuiltCli(['wizard', '--answers-file', '-'], { input: JSON.stringify(aCompleteWizardAnswers({ risk: 'Yes' })) });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('If you are in crisis, please reach out to:');
    expect(run.stdout).toContain('We will connect you to a crisis-trained therapist.');
  });

  for (const step of Object.keys(WIZARD_STEP_BREAKERS).map(Number) as BreakableWizardStep[]) {
    test(`exits 2 with step ${step}'s message when its answer is missing`, async () => {
      const path = writeJson(scratch.dir, `failing-${step}.json`, aWizardAnswersFailingAt(step));
      const run = await runBuiltCli(['wizard', '--answers-file', path]);
      expect(run.code).toBe(2);
      expect(run.stderr.split('\n')[0]).toBe(STEP_MESSAGES[step]);
      expect(run.stderr).toContain(`step ${step}: ${WIZARD_STEPS[step]!.title}`);
      expect(run.stdout).toBe('');
    });
  }

  test('reports the first failing step when several are missing', async () => {
    const answers = aCompleteWizardAnswers({ languages: [], risk: null, feeConfirmation: null });
    const run = await runBuiltCli(['wizard', '--answers-file', '-'], { input: JSON.stringify(answers) });
    expect(run.code).toBe(2);
    expect(run.stderr.split('\n')[0]).toBe(WIZARD_MESSAGES.languages);
  });

  test('refuses an answer set with a language that is not offered and an unknown key', async () => {
    const run = await runBuiltCli(['wizard', '--answers-file', '-'], {
      input: JSON.stringify({ ...aCompleteWizardAnswers(), languages: ['Klingon'], mood: 'ok' }),
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('languages.0:');
    expect(run.stderr).toContain('mood');
  });

  test('refuses three languages with the cap message', async () => {
    const run = await runBuiltCli(['wizard', '--answers-file', '-'], {
      input: JSON.stringify({ ...aCompleteWizardAnswers(), languages: ['Hindi', 'Tamil', 'Odia'] }),
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Please choose up to 2 languages.');
  });

  test('refuses a file that is not JSON without quoting its text', async () => {
    const run = await runBuiltCli(['wizard', '--answers-file', '-'], { input: '{ "location": "Secret Street 12", ' });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('is not valid JSON');
    expect(run.stderr).not.toContain('Secret Street');
  });

  test('refuses a file that does not exist', async () => {
    const run = await runBuiltCli(['wizard', '--answers-file', 'no/such/answers.json']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Cannot read no/such/answers.json.');
  });

  test('never prompts when stdin is not a terminal: no answers file is an error', async () => {
    const run = await runBuiltCli(['wizard']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--answers-file');
  });
});
