import { CRISIS_TEXT, WIZARD_CATALOG_EN, WIZARD_SCHEMA_MESSAGES } from '@manobal/core';
import { CLI_CRISIS_CALL_BACK } from '../../cli/src/cli.messages';
import { describe, expect, test } from 'vitest';
import { runWizard } from '../../cli/src/commands/wizard.command';
import { ScriptExhaustedError } from '../../cli/src/prompts';
import { aTestContext } from './cli-test-context';

/** A person's whole pass through the wizard: values for each prompt, then Next (or Submit). */
const A_FULL_PASS: readonly unknown[] = [
  'next', // 0 welcome
  '', 'next', // 1 location left blank: refused
  'Pune', 'next', // 1 again
  ['weekdays'], [], 'next', // 2 availability
  ['hindi', 'tamil', 'odia'], ['marathi'], 'next', // 3 languages: three are refused, then one
  'soothing', null, 'insightful', 'next', // 4 style slots
  ['low-mood'], 'next', // 5 main reasons
  ['low-mood', 'anxiety'], 'Sleep trouble', 'next', // 6 specific concerns + other
  'yes', 4, 'It helped a little', 'next', // 7 previous therapy, rating, description
  'yes', 'next', // 8 risk
  '', 'next', // 9 notes
  'ready', 'submit', // 10 review: fee, submit
];

describe('manobal wizard (interactive, through the prompt seam)', () => {
  test('walks the eleven steps with core validation and ends with the thank-you', async () => {
    const { ctx, output, prompts } = aTestContext({ answers: A_FULL_PASS });
    const outcome = await runWizard({ json: false }, ctx);
    expect(prompts.remaining()).toBe(0);
    expect(outcome.answers).toMatchObject({
      location: 'Pune',
      days: ['weekdays'],
      languages: ['marathi'],
      style: ['soothing', null, 'insightful'],
      mainReasons: ['low-mood'],
      specificConcerns: ['low-mood', 'anxiety'],
      otherConcern: 'Sleep trouble',
      previousTherapy: 'yes',
      pastExperience: 4,
      risk: 'yes',
      feeConfirmation: 'ready',
    });
    const text = output.stdout();
    expect(text).toContain(WIZARD_CATALOG_EN.messages.location);
    // The same count the website shows: one answer, from core.
    expect(text).toContain('Step 1 of 11: Let\'s find the right therapist for you');
    expect(text).toContain('Step 11 of 11: Review your answers');
    expect(text).not.toContain('of 10');
    expect(text).toContain(CRISIS_TEXT.heading);
    // Risk was Yes: the closing words say help is here, not 'Thank you!'.
    expect(text).toContain(WIZARD_CATALOG_EN.messages.crisisClosing);
    expect(text).not.toContain(WIZARD_CATALOG_EN.messages.thankYou);
    const languages = prompts.transcript.find((entry) => entry.kind === 'checkbox' && entry.choices?.includes('Marathi'));
    expect(languages?.rejected).toEqual(['Please choose up to 2 languages.']);
    // No therapist's fee is known in a terminal: the question says fees are each therapist's own, no fixed ₹1,000.
    expect(prompts.transcript.some((entry) => entry.message === 'Our therapists set their own fees per session. Ready to book?')).toBe(true);
    expect(text).not.toContain('₹1,000');
  });

  /** A pass to the review step with the given risk answer and main reasons, then `fee` and Submit. */
  const passWith = (risk: 'yes' | 'no', mainReasons: readonly string[], fee: 'ready' | 'not-now'): unknown[] => [
    'next',
    'Pune', 'next',
    [], [], 'next',
    ['marathi'], 'next',
    null, null, null, 'next',
    mainReasons, 'next',
    ['low-mood'], '', 'next',
    null, 'next',
    risk, 'next',
    '', 'next',
    fee, 'submit',
  ];

  test.each([
    ['risk Yes', 'yes', ['low-mood']],
    ["'Immediate crisis support'", 'no', ['crisis-support']],
  ] as const)("closes on the helplines and the call-back for %s who answers 'Not right now'", async (_who, risk, reasons) => {
    const { ctx, output, prompts } = aTestContext({ answers: passWith(risk, reasons, 'not-now') });
    const outcome = await runWizard({ json: false }, ctx);
    expect(prompts.remaining()).toBe(0);
    expect(outcome.answers.feeConfirmation).toBe('not-now');
    const text = output.stdout();
    const closing = text.slice(text.indexOf(WIZARD_CATALOG_EN.messages.crisisClosing));
    expect(text).toContain(WIZARD_CATALOG_EN.messages.crisisClosing);
    expect(closing).toContain(CRISIS_TEXT.heading);
    expect(closing).toContain('14416');
    expect(closing).toContain(CLI_CRISIS_CALL_BACK.en);
  });

  test("takes a visitor not in crisis back a step on 'Not right now'", async () => {
    const { ctx, output } = aTestContext({ answers: passWith('no', ['low-mood'], 'not-now') });
    await expect(runWizard({ json: false }, ctx)).rejects.toThrow(ScriptExhaustedError);
    expect(output.stdout()).toContain('Step 10 of 11');
    expect(output.stdout().match(/Step 10 of 11/g)).toHaveLength(2);
    expect(output.stdout()).not.toContain(WIZARD_CATALOG_EN.messages.thankYou);
  });

  test("accepts 'Immediate crisis support' on top of two main reasons, and refuses a third other reason", async () => {
    const { ctx, prompts } = aTestContext({
      answers: ['next', 'Pune', 'next', [], [], 'next', ['hindi'], 'next', null, null, null, 'next', ['low-mood', 'stress-anxiety', 'past-trauma'], ['low-mood', 'stress-anxiety', 'crisis-support'], 'next'],
    });
    await expect(runWizard({ json: false }, ctx)).rejects.toThrow(ScriptExhaustedError);
    const reasons = prompts.transcript.find((entry) => entry.kind === 'checkbox' && entry.choices?.includes('Immediate crisis support'));
    expect(reasons?.rejected).toEqual([WIZARD_SCHEMA_MESSAGES.tooManyMainReasons]);
  });

  test('hides a style already chosen in another slot', async () => {
    const { ctx, prompts } = aTestContext({ answers: ['next', 'Pune', 'next', [], [], 'next', ['hindi'], 'next', 'soothing', 'soothing'] });
    await expect(runWizard({ json: false }, ctx)).rejects.toThrow(ScriptExhaustedError);
    const secondSlot = prompts.transcript.find((entry) => entry.message === 'Choice 2');
    expect(secondSlot?.choices).not.toContain('Soothing');
    expect(secondSlot?.choices).toContain('Insightful');
    expect(secondSlot?.rejected).toHaveLength(1);
  });

  test('keeps Previous disabled on the first step and goes back from the second', async () => {
    const { ctx, prompts, output } = aTestContext({ answers: ['previous', 'next', 'Pune', 'previous'] });
    await expect(runWizard({ json: false }, ctx)).rejects.toThrow(ScriptExhaustedError);
    expect(prompts.transcript[0]!.rejected).toEqual(['disabled']);
    expect(output.stdout().match(/Let's find the right therapist for you/g)).toHaveLength(2);
  });
});
