import { describe, expect, it } from 'vitest';
import {
  CRISIS_TEXT,
  HELPLINES,
  WIZARD_CRISIS_BLOCK,
  WIZARD_STEPS,
  initialWizardAnswers,
  showsCrisisBlock,
  showsCrisisBlockOn,
  wantsCrisisSupport,
  stepIndicatorWindow,
  wizardReviewRows,
  type ReviewRowId,
  type WizardAnswers,
} from '@manobal/core';
import { aCompleteWizardAnswers } from '../../fixtures/wizard';

const reviewValue = (answers: WizardAnswers, id: ReviewRowId): string | undefined =>
  wizardReviewRows(answers).find((r) => r.id === id)?.value;

describe('wizard steps as data', () => {
  it('has eleven steps numbered 0 to 10 in order', () => {
    expect(WIZARD_STEPS.map((s) => s.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('puts location on 1, languages on 3, reasons on 5, concerns on 6, risk on 8 and the review on 10', () => {
    const ids = WIZARD_STEPS.map((s) => s.id);
    expect([ids[1], ids[3], ids[5], ids[6], ids[8], ids[10]]).toEqual([
      'location',
      'languages',
      'main-reasons',
      'specific-concerns',
      'risk',
      'review',
    ]);
  });

  it('asks about the fee on the review step, without a fixed fee in its prompt (the matched fees are named instead)', () => {
    expect(WIZARD_STEPS[10]!.prompt).not.toContain('₹');
    expect(WIZARD_STEPS[10]!.fields).toContain('feeConfirmation');
  });
});

describe('review rows', () => {
  it('shows the placeholders for an untouched wizard', () => {
    const values = Object.fromEntries(wizardReviewRows(initialWizardAnswers).map((r) => [r.id, r.value]));
    expect(values).toEqual({
      location: 'Not specified',
      days: 'Flexible',
      times: 'Flexible',
      languages: 'None',
      style: 'None',
      mainReasons: 'None',
      specificConcerns: 'None',
      otherConcern: 'Not specified',
      previousTherapy: 'Not specified',
      risk: 'Not specified',
      additionalNotes: 'Not specified',
      feeConfirmation: 'Not confirmed',
    });
  });

  it('lists chosen answers joined with commas, and styles in slot order skipping empty slots', () => {
    const answers = aCompleteWizardAnswers({ times: ['morning', 'evening'], style: [null, 'insightful', 'soothing'] });
    expect(reviewValue(answers, 'times')).toBe('Morning (6-12), Evening (17-21)');
    expect(reviewValue(answers, 'style')).toBe('Insightful, Soothing');
    expect(reviewValue(answers, 'languages')).toBe('Marathi, English');
  });

  it('treats notes of only spaces as not specified', () => {
    expect(reviewValue(aCompleteWizardAnswers({ additionalNotes: '   ' }), 'additionalNotes')).toBe('Not specified');
  });

  it('shows the past-experience rating with its label only after previous therapy', () => {
    const first = aCompleteWizardAnswers({ previousTherapy: 'first-time' });
    expect(reviewValue(first, 'pastExperience')).toBeUndefined();
    const before = aCompleteWizardAnswers({ previousTherapy: 'yes', pastExperience: 4, pastExperienceDesc: '' });
    expect(reviewValue(before, 'pastExperience')).toBe('4 – Very good');
    expect(reviewValue(before, 'pastExperienceDesc')).toBe('Not specified');
  });

  it('shows the chosen fee answer', () => {
    expect(reviewValue(aCompleteWizardAnswers(), 'feeConfirmation')).toBe("Yes, let's go!");
  });
});

describe('step indicator window', () => {
  it.each([
    [0, 375, [0, 1, 2]],
    [5, 375, [4, 5, 6]],
    [10, 375, [8, 9, 10]],
    [0, 800, [0, 1, 2, 3, 4]],
    [5, 800, [3, 4, 5, 6, 7]],
    [10, 800, [6, 7, 8, 9, 10]],
    [0, 1280, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]],
    [5, 1280, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]],
    [10, 1280, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
  ])('on step %i at %ipx shows steps %j', (step, width, expected) => {
    expect(stepIndicatorWindow(step, width)).toEqual(expected);
  });

  it('switches size exactly at 640px and 1024px', () => {
    expect(stepIndicatorWindow(5, 639)).toHaveLength(3);
    expect(stepIndicatorWindow(5, 640)).toHaveLength(5);
    expect(stepIndicatorWindow(5, 1023)).toHaveLength(5);
    expect(stepIndicatorWindow(5, 1024)).toHaveLength(10);
  });

  it('always contains the current step, for every step and width', () => {
    for (const width of [320, 375, 800, 1280]) {
      for (let step = 0; step <= 10; step += 1) expect(stepIndicatorWindow(step, width)).toContain(step);
    }
  });
});

describe('crisis block', () => {
  it('shows only when the risk answer is Yes', () => {
    expect(showsCrisisBlock(aCompleteWizardAnswers({ risk: 'yes' }))).toBe(true);
    expect(showsCrisisBlock(aCompleteWizardAnswers({ risk: 'no' }))).toBe(false);
    expect(showsCrisisBlock(initialWizardAnswers)).toBe(false);
  });

  it("shows on the main-reasons step once 'Immediate crisis support' is chosen, and on the risk step for Yes, each for its own answer", () => {
    const crisisReason = aCompleteWizardAnswers({ mainReasons: ['crisis-support'], risk: 'no' });
    expect(showsCrisisBlockOn('main-reasons', crisisReason)).toBe(true);
    expect(showsCrisisBlockOn('risk', crisisReason)).toBe(false);
    const riskYes = aCompleteWizardAnswers({ mainReasons: ['low-mood'], risk: 'yes' });
    expect(showsCrisisBlockOn('risk', riskYes)).toBe(true);
    expect(showsCrisisBlockOn('main-reasons', riskYes)).toBe(false);
    expect(showsCrisisBlockOn('location', riskYes)).toBe(false);
  });

  it('counts either a Yes to the risk question or the crisis-support reason as asking for crisis support', () => {
    expect(wantsCrisisSupport(aCompleteWizardAnswers({ risk: 'yes' }))).toBe(true);
    expect(wantsCrisisSupport(aCompleteWizardAnswers({ mainReasons: ['past-trauma', 'crisis-support'] }))).toBe(true);
    expect(wantsCrisisSupport(aCompleteWizardAnswers())).toBe(false);
  });

  it('carries the spec heading, the three catalog helplines and a follow-up line that promises only the call-back', () => {
    expect(WIZARD_CRISIS_BLOCK.heading).toBe('If you are in crisis, please reach out to:');
    expect(WIZARD_CRISIS_BLOCK.helplines).toBe(HELPLINES);
    expect(WIZARD_CRISIS_BLOCK.helplines).toHaveLength(3);
    expect(WIZARD_CRISIS_BLOCK.heading).toBe(CRISIS_TEXT.heading);
    // The spec's 'We will connect you to a crisis-trained therapist.' promised what nothing does.
    expect(WIZARD_CRISIS_BLOCK.followUp).toBe('Ask below and our care team will call you back: a crisis request goes first in their list.');
  });
});
