import { describe, expect, it } from 'vitest';
import {
  WIZARD_CATALOG_EN,
  WIZARD_LAST_STEP,
  WIZARD_MESSAGES,
  WIZARD_SCHEMA_MESSAGES,
  WIZARD_TEXT_LIMITS,
  closesInCrisis,
  isOptionSelectable,
  languageSuggestions,
  matchWizardLanguage,
  parseWizardAnswers,
  restoreWizardState,
  wizardErrorFor,
  wizardReducer,
  wizardThankYou,
  wizardTransition,
  type FeeChoice,
  type WizardAnswers,
  type WizardEvent,
  type WizardState,
} from '@manobal/core';
import { aCompleteWizardAnswers, aWizardStateAt } from '../../fixtures/wizard';

const run = (state: WizardState, ...events: WizardEvent[]): WizardState => events.reduce(wizardReducer, state);
const onReview = (answers: Partial<WizardAnswers>): WizardState => aWizardStateAt(WIZARD_LAST_STEP, aCompleteWizardAnswers(answers));

describe('wizard: the crisis path never depends on the fee answer', () => {
  const crisisAnswers: Record<string, Partial<WizardAnswers>> = {
    'risk Yes': { risk: 'yes' },
    "'Immediate crisis support'": { mainReasons: ['crisis-support'] },
  };
  for (const [who, answers] of Object.entries(crisisAnswers)) {
    for (const fee of ['ready', 'not-now'] as const satisfies readonly FeeChoice[]) {
      it(`reaches the closing screen with the helplines for ${who} who answers '${fee}' to the fee`, () => {
        const { state, outcome } = wizardTransition(onReview({ ...answers, feeConfirmation: fee }), { type: 'submit' });
        expect(outcome).toEqual({ kind: 'submitted' });
        expect(state.submitted).toBe(true);
        expect(closesInCrisis(state)).toBe(true);
      });
    }
  }

  it("sends a visitor not in crisis who answers 'Not right now' back one step, nothing submitted", () => {
    const { state, outcome } = wizardTransition(onReview({ risk: 'no', feeConfirmation: 'not-now' }), { type: 'submit' });
    expect(outcome).toEqual({ kind: 'moved', step: WIZARD_LAST_STEP - 1, error: null });
    expect(state.submitted).toBe(false);
    expect(state.answers.feeConfirmation).toBeNull();
  });

  it('greets a visitor at risk without thanks: help is here, not "Thank you!"', () => {
    const state = run(onReview({ risk: 'yes', feeConfirmation: 'not-now' }), { type: 'submit' });
    expect(wizardThankYou(state)).toBe(WIZARD_MESSAGES.crisisClosing);
    expect(wizardThankYou(state)).not.toMatch(/thank/i);
  });

  it('thanks a visitor not in crisis as before', () => {
    const state = run(onReview({ risk: 'no', feeConfirmation: 'ready' }), { type: 'submit' });
    expect(wizardThankYou(state)).toBe(WIZARD_MESSAGES.thankYou);
    expect(closesInCrisis(state)).toBe(false);
  });
});

describe("wizard: 'Immediate crisis support' can always be ticked", () => {
  const twoReasons = aWizardStateAt(5, aCompleteWizardAnswers({ mainReasons: ['stress-anxiety', 'low-mood'] }));

  it('is selectable when two other main reasons are already chosen, while a third other reason is not', () => {
    expect(isOptionSelectable(twoReasons.answers, 'mainReasons', 'crisis-support')).toBe(true);
    expect(isOptionSelectable(twoReasons.answers, 'mainReasons', 'past-trauma')).toBe(false);
  });

  it('ticks on top of the two reasons, keeps them, and brings up the helplines at once', () => {
    const { state, outcome } = wizardTransition(twoReasons, { type: 'toggleOption', field: 'mainReasons', option: 'crisis-support' });
    expect(state.answers.mainReasons).toEqual(['stress-anxiety', 'low-mood', 'crisis-support']);
    expect(outcome).toEqual({ kind: 'crisis' });
  });

  it('still refuses a third other reason once crisis support is ticked too', () => {
    const state = run(
      twoReasons,
      { type: 'toggleOption', field: 'mainReasons', option: 'crisis-support' },
      { type: 'toggleOption', field: 'mainReasons', option: 'past-trauma' },
    );
    expect(state.answers.mainReasons).toEqual(['stress-anxiety', 'low-mood', 'crisis-support']);
  });

  it('lets the answers schema keep two reasons plus crisis support, and refuses three others with its message', () => {
    expect(parseWizardAnswers({ mainReasons: ['stress-anxiety', 'low-mood', 'crisis-support'] }).isOk()).toBe(true);
    const refused = parseWizardAnswers({ mainReasons: ['stress-anxiety', 'low-mood', 'past-trauma'] });
    expect(refused._unsafeUnwrapErr().fieldErrors.mainReasons).toBe(WIZARD_SCHEMA_MESSAGES.tooManyMainReasons);
  });
});

describe('wizard: free text has length limits', () => {
  const fields = ['location', 'otherConcern', 'pastExperienceDesc', 'additionalNotes'] as const;
  for (const field of fields) {
    it(`keeps ${field} at exactly its limit and refuses one character more, with its own message`, () => {
      const limit = WIZARD_TEXT_LIMITS[field];
      expect(parseWizardAnswers({ [field]: 'a'.repeat(limit) }).isOk()).toBe(true);
      const refused = parseWizardAnswers({ [field]: 'a'.repeat(limit + 1) });
      // A stored or hand-written answer set is refused in words (the CLI prints them); a step's rule gives the id.
      expect(refused._unsafeUnwrapErr().fieldErrors[field]).toBe(WIZARD_CATALOG_EN.messages.textTooLong[field]);
    });
  }

  const stepOf = { location: 1, otherConcern: 6, pastExperienceDesc: 7, additionalNotes: 9 } as const;
  for (const field of fields) {
    it(`refuses Next on the step holding an over-long ${field}, and shows the message under that field`, () => {
      const answers = aCompleteWizardAnswers({ previousTherapy: 'yes', [field]: 'a'.repeat(WIZARD_TEXT_LIMITS[field] + 1) });
      const { state, outcome } = wizardTransition(aWizardStateAt(stepOf[field], answers), { type: 'next' });
      expect(outcome.kind).toBe('blocked');
      expect(state.step).toBe(stepOf[field]);
      expect(wizardErrorFor(state, field)).toBe(WIZARD_MESSAGES.textTooLong[field]);
    });
  }

  it('keeps an over-long draft across a reload (nothing else is lost), and its step still refuses it', () => {
    const notes = 'a'.repeat(WIZARD_TEXT_LIMITS.additionalNotes + 1);
    const restored = restoreWizardState({ step: 9, answers: aCompleteWizardAnswers({ additionalNotes: notes }) });
    expect(restored.step).toBe(9);
    expect(restored.answers.additionalNotes).toBe(notes);
    expect(wizardTransition(restored, { type: 'next' }).outcome.kind).toBe('blocked');
  });

  it('puts a missing concern under the concerns, not under Other', () => {
    const state = run(aWizardStateAt(6, aCompleteWizardAnswers({ specificConcerns: [], otherConcern: '' })), { type: 'next' });
    expect(wizardErrorFor(state, 'specificConcerns')).toBe(WIZARD_MESSAGES.specificConcerns);
    expect(wizardErrorFor(state, 'otherConcern')).toBeUndefined();
  });
});

describe('wizard: a language is found by its own name too', () => {
  it.each([
    ['हिन्दी', 'hindi'],
    ['हिंदी', 'hindi'],
    ['தமிழ்', 'tamil'],
    ['मराठी', 'marathi'],
    ['বাংলা', 'bengali'],
    ['ଓଡ଼ିଆ', 'odia'],
  ] as const)('offers and adds %s as %s', (typed, id) => {
    expect(languageSuggestions(typed, [])).toEqual([id]);
    expect(matchWizardLanguage(typed)).toBe(id);
  });

  it('finds a language from part of its own name, and still by its English name', () => {
    expect(languageSuggestions('मरा', [])).toEqual(['marathi']);
    expect(matchWizardLanguage(' Tamil ')).toBe('tamil');
  });
});
