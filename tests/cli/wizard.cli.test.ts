import {
  REVIEW_LABELS,
  WIZARD_CATALOG_EN,
  WIZARD_CRISIS_BLOCK,
  WIZARD_CHOICE_IDS,
  WIZARD_STEPS,
  WIZARD_TEXT_LIMITS,
  wizardReviewRows,
  type WizardAnswers,
  type WizardChoiceField,
} from '@manobal/core';
import { checkWizardAnswers } from '../../cli/src/commands/wizard.command';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { aCompleteWizardAnswers, aWizardAnswersFailingAt, WIZARD_STEP_BREAKERS, type BreakableWizardStep } from '../../fixtures/wizard';
import { buildCli, runBuiltCli, scratchDir, writeJson } from './cli-harness';

const scratch = scratchDir();
beforeAll(buildCli);
afterAll(() => scratch.remove());

const STEP_MESSAGES: Record<BreakableWizardStep, string> = {
  1: WIZARD_CATALOG_EN.messages.location,
  3: WIZARD_CATALOG_EN.messages.languages,
  5: WIZARD_CATALOG_EN.messages.mainReasons,
  6: WIZARD_CATALOG_EN.messages.specificConcerns,
  8: WIZARD_CATALOG_EN.messages.risk,
  10: WIZARD_CATALOG_EN.messages.feeConfirmation,
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
    const run = await runBuiltCli(['wizard', '--answers-file', '-'], { input: JSON.stringify(aCompleteWizardAnswers({ risk: 'yes' })) });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('If you are in crisis, please reach out to:');
    // A terminal has no call-back form, so it promises no connection; it says how to ask for a call back.
    expect(run.stdout).not.toContain(WIZARD_CRISIS_BLOCK.followUp);
    expect(run.stdout).toContain('manobal submit callback');
  });

  test("shows the crisis helplines when 'Immediate crisis support' is a main reason, even with risk No", async () => {
    const answers = aCompleteWizardAnswers({ risk: 'no', mainReasons: ['crisis-support'] });
    const run = await runBuiltCli(['wizard', '--answers-file', '-'], { input: JSON.stringify(answers) });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('If you are in crisis, please reach out to:');
  });

  for (const step of Object.keys(WIZARD_STEP_BREAKERS).map(Number) as BreakableWizardStep[]) {
    test(`exits 2 with step ${step}'s message when its answer is missing`, async () => {
      const path = writeJson(scratch.dir, `failing-${step}.json`, aWizardAnswersFailingAt(step));
      const run = await runBuiltCli(['wizard', '--answers-file', path]);
      expect(run.code).toBe(2);
      expect(run.stderr.split('\n')[0]).toBe(STEP_MESSAGES[step]);
      expect(run.stderr).toContain(`(Step ${step + 1} of 11: ${WIZARD_STEPS[step]!.title})`);
      expect(run.stdout).toBe('');
    });
  }

  test('reports the first failing step when several are missing', async () => {
    const answers = aCompleteWizardAnswers({ languages: [], risk: null, feeConfirmation: null });
    const run = await runBuiltCli(['wizard', '--answers-file', '-'], { input: JSON.stringify(answers) });
    expect(run.code).toBe(2);
    expect(run.stderr.split('\n')[0]).toBe(WIZARD_CATALOG_EN.messages.languages);
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
      input: JSON.stringify({ ...aCompleteWizardAnswers(), languages: ['hindi', 'tamil', 'odia'] }),
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

  test('takes ids and gives the same ids back, with the labels only in the review', async () => {
    const answers = aCompleteWizardAnswers({
      days: ['weekends'],
      times: ['morning', 'afternoon'],
      mainReasons: ['past-trauma', 'crisis-support'],
      previousTherapy: 'yes',
      pastExperience: 5,
      feeConfirmation: 'not-now',
    });
    const run = await runBuiltCli(['wizard', '--answers-file', writeJson(scratch.dir, 'ids.json', answers), '--json']);
    expect(run.code, run.stderr).toBe(0);
    const printed = JSON.parse(run.stdout) as { answers: WizardAnswers; review: { id: string; value: string }[] };
    expect(printed.answers).toStrictEqual(answers);
    expect(printed.review.find((row) => row.id === 'mainReasons')?.value).toBe('Processing past trauma, Immediate crisis support');
    expect(printed.review.find((row) => row.id === 'feeConfirmation')?.value).toBe('Not right now (take me back)');
  });

  test('round-trips every id of every choice through the answers-file reader', () => {
    const fields = Object.keys(WIZARD_CHOICE_IDS) as WizardChoiceField[];
    for (const field of fields) {
      for (const id of WIZARD_CHOICE_IDS[field]) {
        const single = field === 'style' ? [id, null, null] : Array.isArray(aCompleteWizardAnswers()[field]) ? [id] : id;
        const { answers, review } = checkWizardAnswers(aCompleteWizardAnswers({ [field]: single }));
        expect(answers[field], `${field}: ${id}`).toStrictEqual(single);
        const label = (WIZARD_CATALOG_EN.choices[field] as Readonly<Record<string, string>>)[id]!;
        expect(review.find((row) => row.id === field)?.value, `${field}: ${id}`).toContain(label);
      }
    }
  });

  test('refuses a label where an id belongs, listing the ids the field takes', async () => {
    const run = await runBuiltCli(['wizard', '--answers-file', '-'], {
      input: JSON.stringify({ ...aCompleteWizardAnswers(), mainReasons: ['Feeling low or depressed'], risk: 'Maybe' }),
    });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('mainReasons.0: Please use one of: stress-anxiety, low-mood, relationship-work, past-trauma, life-purpose, crisis-support.');
    expect(run.stderr).toContain('risk: Please use one of: yes, no.');
    expect(run.stdout).toBe('');
  });

  test("shows the helplines and how to ask for a call back to a person at risk who answered 'Not right now'", async () => {
    const run = await runBuiltCli(['wizard', '--answers-file', '-'], { input: JSON.stringify(aCompleteWizardAnswers({ risk: 'yes', feeConfirmation: 'not-now' })) });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('If you are in crisis, please reach out to:');
    expect(run.stdout).toContain('manobal submit callback');
  });

  test("keeps 'Immediate crisis support' on top of two main reasons, and refuses three other reasons", () => {
    const { answers } = checkWizardAnswers(aCompleteWizardAnswers({ mainReasons: ['stress-anxiety', 'low-mood', 'crisis-support'] }));
    expect(answers.mainReasons).toEqual(['stress-anxiety', 'low-mood', 'crisis-support']);
    expect(() => checkWizardAnswers(aCompleteWizardAnswers({ mainReasons: ['stress-anxiety', 'low-mood', 'past-trauma'] }))).toThrow();
  });

  test('refuses an over-long location with its message and exits 2', async () => {
    const location = 'P'.repeat(WIZARD_TEXT_LIMITS.location + 1);
    const run = await runBuiltCli(['wizard', '--answers-file', '-'], { input: JSON.stringify(aCompleteWizardAnswers({ location })) });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`location: ${WIZARD_CATALOG_EN.messages.textTooLong.location}`);
    expect(run.stderr).not.toContain(location);
  });

  test('lists every id the answers file takes in --help, with the words it stands for', async () => {
    const run = await runBuiltCli(['wizard', '--help']);
    expect(run.code).toBe(0);
    for (const field of Object.keys(WIZARD_CHOICE_IDS) as WizardChoiceField[]) {
      const labels = WIZARD_CATALOG_EN.choices[field] as Readonly<Record<string, string>>;
      const line = run.stdout.split('\n').find((l) => l.trimStart().startsWith(`${field}:`));
      expect(line, field).toBeDefined();
      for (const id of WIZARD_CHOICE_IDS[field]) expect(line, field).toContain(`${id} = "${labels[id]}"`);
    }
  });
});
