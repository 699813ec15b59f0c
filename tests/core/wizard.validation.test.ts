import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  WIZARD_MESSAGES,
  WIZARD_STEPS,
  initialWizardAnswers,
  parseWizardAnswers,
  validateWizardAnswers,
  wizardAnswersSchema,
  wizardStepFailure,
} from '@manobal/core';
import {
  WIZARD_STEP_BREAKERS,
  aCompleteWizardAnswers,
  aWizardAnswersFailingAt,
  withBlankLocation,
  withNoLanguages,
  withNoMainReasons,
  withNoSpecificConcerns,
  withUnansweredRisk,
  withUnconfirmedFee,
  type BreakableWizardStep,
} from '../../fixtures/wizard';

const requiredSteps = Object.keys(WIZARD_STEP_BREAKERS).map(Number) as BreakableWizardStep[];

describe('wizard step rules', () => {
  it('marks exactly steps 1, 3, 5, 6, 8 and 10 as checked on Next', () => {
    expect(WIZARD_STEPS.filter((s) => s.required).map((s) => s.index)).toEqual(requiredSteps);
  });

  it('passes every step for a complete answer set', () => {
    for (const step of WIZARD_STEPS) expect(wizardStepFailure(step.index, aCompleteWizardAnswers())).toBeNull();
  });

  it.each([
    ['a blank location', withBlankLocation, 1, 'location', WIZARD_MESSAGES.location],
    ['no language', withNoLanguages, 3, 'languages', WIZARD_MESSAGES.languages],
    ['no main reason', withNoMainReasons, 5, 'mainReasons', WIZARD_MESSAGES.mainReasons],
    ['no specific concern ticked and nothing under Other', withNoSpecificConcerns, 6, 'specificConcerns', WIZARD_MESSAGES.specificConcerns],
    ['an unanswered risk question', withUnansweredRisk, 8, 'risk', WIZARD_MESSAGES.risk],
    ['no fee choice', withUnconfirmedFee, 10, 'feeConfirmation', WIZARD_MESSAGES.feeConfirmation],
  ] as const)('fails with %s on its step', (_what, breakIt, step, field, message) => {
    expect(wizardStepFailure(step, breakIt())).toEqual({ step, field, message });
  });

  it('counts words typed under Other as a specific concern on their own, but not spaces alone', () => {
    expect(wizardStepFailure(6, aCompleteWizardAnswers({ specificConcerns: [], otherConcern: 'Exam stress' }))).toBeNull();
    expect(wizardStepFailure(6, aCompleteWizardAnswers({ specificConcerns: [], otherConcern: '   ' }))?.field).toBe('specificConcerns');
  });

  it('treats a location of only spaces as blank but accepts one with padding around a name', () => {
    expect(wizardStepFailure(1, aCompleteWizardAnswers({ location: ' \t ' }))).not.toBeNull();
    expect(wizardStepFailure(1, aCompleteWizardAnswers({ location: '  Kochi ' }))).toBeNull();
  });

  it.each([0, 2, 4, 7, 9])('never blocks optional step %i, even with nothing answered', (step) => {
    expect(wizardStepFailure(step, initialWizardAnswers)).toBeNull();
  });
});

describe('validating a whole answer set', () => {
  it('accepts a complete answer set', () => {
    const answers = aCompleteWizardAnswers();
    expect(validateWizardAnswers(answers)._unsafeUnwrap()).toBe(answers);
  });

  it.each(requiredSteps)('reports step %i when only that step is unanswered', (step) => {
    const error = validateWizardAnswers(aWizardAnswersFailingAt(step))._unsafeUnwrapErr();
    expect(error.step).toBe(step);
    expect(error.kind).toBe('validation');
    expect(Object.values(error.fieldErrors)).toEqual([error.message]);
  });

  it('reports the earliest failing step when several are unanswered', () => {
    fc.assert(
      fc.property(fc.subarray(requiredSteps, { minLength: 1 }), (broken) => {
        const answers = broken.reduce((a, step) => aWizardAnswersFailingAt(step, a), aCompleteWizardAnswers());
        expect(validateWizardAnswers(answers)._unsafeUnwrapErr().step).toBe(Math.min(...broken));
      }),
    );
  });

  it('reports the location step first for an untouched wizard', () => {
    expect(validateWizardAnswers(initialWizardAnswers)._unsafeUnwrapErr().message).toBe(WIZARD_MESSAGES.location);
  });
});

describe('reading answer sets from files and storage', () => {
  it('reads back a complete answer set after a JSON round trip', () => {
    const answers = aCompleteWizardAnswers();
    expect(parseWizardAnswers(JSON.parse(JSON.stringify(answers)))._unsafeUnwrap()).toEqual(answers);
  });

  it('fills missing fields with their starting values', () => {
    expect(parseWizardAnswers({})._unsafeUnwrap()).toEqual(initialWizardAnswers);
  });

  it("reads an empty style slot stored as '' as an empty slot", () => {
    expect(parseWizardAnswers({ style: ['', 'soothing', null] })._unsafeUnwrap().style).toEqual([null, 'soothing', null]);
  });

  it('chains into whole-set validation for the CLI', () => {
    const result = parseWizardAnswers({ location: 'Delhi' }).andThen(validateWizardAnswers);
    expect(result._unsafeUnwrapErr().message).toBe(WIZARD_MESSAGES.languages);
  });

  it.each([
    ['a string', 'hello'],
    ['an array', []],
    ['null', null],
    ['an unknown key', { mainReason: ['anxiety'] }],
    ['an option not on the list', { days: ['Sundays'] }],
    ['three languages', { languages: ['hindi', 'english', 'tamil'] }],
    ['three main reasons', { mainReasons: ['stress-anxiety', 'low-mood', 'past-trauma'] }],
    ['four specific concerns', { specificConcerns: ['anxiety', 'low-mood', 'grief-loss', 'relationship-stress'] }],
    ['a repeated language', { languages: ['hindi', 'hindi'] }],
    ['a style in two slots', { style: ['soothing', 'soothing', null] }],
    ['only two style slots', { style: ['soothing', null] }],
    ['a rating of 6', { pastExperience: 6 }],
    ['a rating of 2.5', { pastExperience: 2.5 }],
    ['a made-up fee choice', { feeConfirmation: 'Maybe' }],
    ['a label where an id belongs', { days: ['Weekdays'] }],
    ['a risk label where its id belongs', { risk: 'Yes' }],
  ])('rejects %s', (_what, input) => {
    expect(wizardAnswersSchema.safeParse(input).success).toBe(false);
    expect(parseWizardAnswers(input).isErr()).toBe(true);
  });

  it('rejects garbled input without throwing', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(() => parseWizardAnswers(input)).not.toThrow();
      }),
    );
  });
});
