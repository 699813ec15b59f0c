import { CRISIS_TEXT, FEES, WIZARD_MESSAGES } from '@manobal/core';
import { describe, expect, test } from 'vitest';
import { runWizard } from '../../cli/src/commands/wizard.command';
import { ScriptExhaustedError } from '../../cli/src/prompts';
import { aTestContext } from './cli-test-context';

/** A person's whole pass through the wizard: values for each prompt, then Next (or Submit). */
const A_FULL_PASS: readonly unknown[] = [
  'next', // 0 welcome
  '', 'next', // 1 location left blank: refused
  'Pune', 'next', // 1 again
  ['Weekdays'], [], 'next', // 2 availability
  ['Hindi', 'Tamil', 'Odia'], ['Marathi'], 'next', // 3 languages: three are refused, then one
  'Soothing', null, 'Insightful', 'next', // 4 style slots
  ['Feeling low or depressed'], 'next', // 5 main reasons
  ['Low mood', 'Anxiety'], 'Sleep trouble', 'next', // 6 specific concerns + other
  'Yes', 4, 'It helped a little', 'next', // 7 previous therapy, rating, description
  'Yes', 'next', // 8 risk
  '', 'next', // 9 notes
  "Yes, let's go!", 'submit', // 10 review: fee, submit
];

describe('manobal wizard (interactive, through the prompt seam)', () => {
  test('walks the eleven steps with core validation and ends with the thank-you', async () => {
    const { ctx, output, prompts } = aTestContext({ answers: A_FULL_PASS });
    const outcome = await runWizard({ json: false }, ctx);
    expect(prompts.remaining()).toBe(0);
    expect(outcome.answers).toMatchObject({
      location: 'Pune',
      days: ['Weekdays'],
      languages: ['Marathi'],
      style: ['Soothing', null, 'Insightful'],
      mainReasons: ['Feeling low or depressed'],
      specificConcerns: ['Low mood', 'Anxiety'],
      otherConcern: 'Sleep trouble',
      previousTherapy: 'Yes',
      pastExperience: 4,
      risk: 'Yes',
      feeConfirmation: "Yes, let's go!",
    });
    const text = output.stdout();
    expect(text).toContain(WIZARD_MESSAGES.location);
    expect(text).toContain('Step 10 of 10: Review your answers');
    expect(text).toContain(CRISIS_TEXT.heading);
    expect(text).toContain(WIZARD_MESSAGES.thankYou);
    const languages = prompts.transcript.find((entry) => entry.kind === 'checkbox' && entry.choices?.includes('Marathi'));
    expect(languages?.rejected).toEqual(['Please choose up to 2 languages.']);
    expect(prompts.transcript.some((entry) => entry.message === FEES.wizardFeeText)).toBe(true);
  });

  test('hides a style already chosen in another slot', async () => {
    const { ctx, prompts } = aTestContext({ answers: ['next', 'Pune', 'next', [], [], 'next', ['Hindi'], 'next', 'Soothing', 'Soothing'] });
    await expect(runWizard({ json: false }, ctx)).rejects.toThrow(ScriptExhaustedError);
    const secondSlot = prompts.transcript.find((entry) => entry.message === 'Choice 2');
    expect(secondSlot?.choices).not.toContain('Soothing');
    expect(secondSlot?.rejected).toHaveLength(1);
  });

  test('keeps Previous disabled on the first step and goes back from the second', async () => {
    const { ctx, prompts, output } = aTestContext({ answers: ['previous', 'next', 'Pune', 'previous'] });
    await expect(runWizard({ json: false }, ctx)).rejects.toThrow(ScriptExhaustedError);
    expect(prompts.transcript[0]!.rejected).toEqual(['disabled']);
    expect(output.stdout().match(/Let's find the right therapist for you/g)).toHaveLength(2);
  });
});
