import { describe, expect, it } from 'vitest';
import {
  WIZARD_CATALOGS,
  WIZARD_CATALOG_EN,
  WIZARD_CHOICE_IDS,
  WIZARD_EXPERIENCE_RATINGS,
  WIZARD_STEPS,
  WIZARD_STEP_COUNT,
  WIZARD_STEP_IDS,
  parseWizardAnswers,
  wizardStepPosition,
  type WizardCatalog,
  type WizardChoiceField,
} from '@manobal/core';

const KEBAB_CASE = /^[a-z]+(-[a-z]+)*$/;
const FIELDS = Object.keys(WIZARD_CHOICE_IDS) as WizardChoiceField[];

describe('wizard ids and their catalog', () => {
  it('gives every enumerated answer kebab-case ids, each once', () => {
    for (const field of FIELDS) {
      const ids: readonly string[] = WIZARD_CHOICE_IDS[field];
      expect(new Set(ids).size, field).toBe(ids.length);
      for (const id of ids) expect(id, field).toMatch(KEBAB_CASE);
    }
  });

  it.each(Object.entries(WIZARD_CATALOGS))('the %s catalog names every id, every rating and every step, and nothing else', (_locale, catalog: WizardCatalog) => {
    for (const field of FIELDS) {
      const labels: Readonly<Record<string, string>> = catalog.choices[field];
      expect(Object.keys(labels).sort(), field).toEqual([...WIZARD_CHOICE_IDS[field]].sort());
      for (const label of Object.values(labels)) expect(label.trim(), field).not.toBe('');
    }
    expect(Object.keys(catalog.experienceRatings).map(Number)).toEqual([...WIZARD_EXPERIENCE_RATINGS]);
    expect(Object.keys(catalog.steps).sort()).toEqual([...WIZARD_STEP_IDS].sort());
  });

  it('keeps the spec’s English labels verbatim (section 9)', () => {
    const labels = (field: WizardChoiceField) =>
      WIZARD_CHOICE_IDS[field].map((id) => (WIZARD_CATALOG_EN.choices[field] as Readonly<Record<string, string>>)[id]);
    expect(labels('days')).toEqual(['Weekdays', 'Weekends']);
    expect(labels('times')).toEqual(['Morning (6-12)', 'Afternoon (12-17)', 'Evening (17-21)']);
    expect(labels('mainReasons')).toEqual([
      'Managing stress or anxiety', 'Feeling low or depressed', 'Relationship or work issues', 'Processing past trauma',
      'Exploring life purpose', 'Immediate crisis support',
    ]);
    expect(labels('specificConcerns')).toEqual([
      'Anxiety', 'Low mood', 'Relationship stress', 'Work/financial pressure', 'Grief or loss', 'Identity & self-esteem',
    ]);
    expect(labels('style')).toEqual(['Soothing', 'Goal-oriented', 'Insightful', 'Light-hearted', 'Structured', 'Open-ended']);
    expect(labels('previousTherapy')).toEqual(['Yes', 'No, first time']);
    expect(labels('risk')).toEqual(['Yes', 'No']);
    expect(labels('feeConfirmation')).toEqual(["Yes, let's go!", 'Not right now (take me back)']);
    expect(Object.values(WIZARD_CATALOG_EN.experienceRatings)).toEqual(['Poor', 'Fair', 'Good', 'Very good', 'Excellent']);
  });

  it('refuses a label where an id belongs, naming the ids the field takes', () => {
    const error = parseWizardAnswers({ mainReasons: ['Feeling low or depressed'] })._unsafeUnwrapErr();
    expect(error.fieldErrors['mainReasons.0']).toBe(
      'Please use one of: stress-anxiety, low-mood, relationship-work, past-trauma, life-purpose, crisis-support.',
    );
    expect(parseWizardAnswers({ risk: 'Yes' })._unsafeUnwrapErr().fieldErrors['risk']).toBe('Please use one of: yes, no.');
    expect(parseWizardAnswers({ style: ['Soothing', null, null] })._unsafeUnwrapErr().fieldErrors['style.0']).toContain('soothing');
  });
});

describe('step positions', () => {
  it('counts the eleven steps as the visitor does: the review is step 11 of 11', () => {
    expect(WIZARD_STEP_COUNT).toBe(11);
    expect(wizardStepPosition(0).label).toBe('Step 1 of 11');
    expect(wizardStepPosition(10)).toEqual({ position: 11, count: 11, label: 'Step 11 of 11' });
    expect(wizardStepPosition(WIZARD_STEPS.findIndex((s) => s.id === 'review')).label).toBe('Step 11 of 11');
  });

  it('carries each step’s rule on the step: exactly the required steps can fail', () => {
    const blank = parseWizardAnswers({})._unsafeUnwrap();
    for (const step of WIZARD_STEPS) expect(step.validate(blank) !== null, step.id).toBe(step.required);
  });
});
