import { describe, expect, it } from 'vitest';
import {
  WIZARD_CATALOG_EN,
  WIZARD_CATALOGS,
  wizardMessageText,
  WIZARD_LAST_STEP,
  WIZARD_MESSAGES,
  canGoBack,
  initialWizardAnswers,
  initialWizardState,
  restoreWizardState,
  wizardReducer,
  wizardSnapshot,
  wizardThankYou,
  wizardTransition,
  type WizardEvent,
  type WizardState,
} from '@manobal/core';
import { aCompleteWizardAnswers, aWizardAnswersFailingAt, aWizardStateAt } from '../../fixtures/wizard';

const run = (state: WizardState, ...events: WizardEvent[]): WizardState => events.reduce(wizardReducer, state);

describe('wizard reducer: moving between steps', () => {
  it('starts on the welcome step with empty answers, no message and nothing submitted', () => {
    expect(initialWizardState).toEqual({ step: 0, answers: initialWizardAnswers, error: null, submitted: false });
  });

  it('moves from the welcome step to the location step on Next', () => {
    expect(run(initialWizardState, { type: 'next' }).step).toBe(1);
  });

  it('walks a complete answer set from step 0 to the review step one Next at a time', () => {
    let state = aWizardStateAt(0);
    for (let expected = 1; expected <= WIZARD_LAST_STEP; expected += 1) {
      state = wizardReducer(state, { type: 'next' });
      expect(state.step).toBe(expected);
      expect(state.error).toBeNull();
    }
  });

  it('stays on the location step and shows its message when the location is blank', () => {
    const state = run(aWizardStateAt(1, aWizardAnswersFailingAt(1)), { type: 'next' });
    expect(state.step).toBe(1);
    expect(state.error).toBe(WIZARD_MESSAGES.location);
  });

  it.each([
    [3, WIZARD_MESSAGES.languages],
    [5, WIZARD_MESSAGES.mainReasons],
    [6, WIZARD_MESSAGES.specificConcerns],
    [8, WIZARD_MESSAGES.risk],
  ] as const)('stays on step %i with "%s" when its answer is missing', (step, message) => {
    const state = run(aWizardStateAt(step, aWizardAnswersFailingAt(step)), { type: 'next' });
    expect(state.step).toBe(step);
    expect(state.error).toBe(message);
  });

  it.each([0, 2, 4, 7, 9])('lets the visitor past optional step %i with its own questions left blank', (step) => {
    const answers = { ...initialWizardAnswers, location: 'Nagpur', languages: ['hindi'], mainReasons: ['life-purpose'], specificConcerns: ['low-mood'], risk: 'no' } as const;
    expect(run(aWizardStateAt(step, answers), { type: 'next' }).step).toBe(step + 1);
  });

  it('does not move past the review step on Next', () => {
    const state = aWizardStateAt(WIZARD_LAST_STEP);
    expect(wizardReducer(state, { type: 'next' })).toBe(state);
  });

  it('goes back one step on Previous and clears the message', () => {
    const blocked = run(aWizardStateAt(5, aWizardAnswersFailingAt(5)), { type: 'next' });
    expect(blocked.error).not.toBeNull();
    const back = wizardReducer(blocked, { type: 'previous' });
    expect(back.step).toBe(4);
    expect(back.error).toBeNull();
  });

  it('ignores Previous on the welcome step, where the button is disabled', () => {
    expect(canGoBack(initialWizardState)).toBe(false);
    expect(wizardReducer(initialWizardState, { type: 'previous' })).toBe(initialWizardState);
    expect(canGoBack(aWizardStateAt(1))).toBe(true);
  });

  it('clears the message as soon as the visitor edits an answer', () => {
    const blocked = run(aWizardStateAt(1, aWizardAnswersFailingAt(1)), { type: 'next' });
    const typed = wizardReducer(blocked, { type: 'setField', field: 'location', value: 'Indore' });
    expect(typed.error).toBeNull();
    expect(run(typed, { type: 'next' }).step).toBe(2);
  });
});

describe('wizard reducer: answering', () => {
  it('toggles a day on and off again', () => {
    const on = run(initialWizardState, { type: 'toggleOption', field: 'days', option: 'weekends' });
    expect(on.answers.days).toEqual(['weekends']);
    expect(run(on, { type: 'toggleOption', field: 'days', option: 'weekends' }).answers.days).toEqual([]);
  });

  it('lets the visitor pick every time of day, since times have no cap', () => {
    const state = run(
      initialWizardState,
      { type: 'toggleOption', field: 'times', option: 'morning' },
      { type: 'toggleOption', field: 'times', option: 'afternoon' },
      { type: 'toggleOption', field: 'times', option: 'evening' },
    );
    expect(state.answers.times).toHaveLength(3);
  });

  it('blocks a third main reason and keeps the first two', () => {
    const two = run(
      initialWizardState,
      { type: 'toggleOption', field: 'mainReasons', option: 'stress-anxiety' },
      { type: 'toggleOption', field: 'mainReasons', option: 'past-trauma' },
    );
    const third = wizardReducer(two, { type: 'toggleOption', field: 'mainReasons', option: 'life-purpose' });
    expect(third).toBe(two);
    expect(third.answers.mainReasons).toEqual(['stress-anxiety', 'past-trauma']);
  });

  it('blocks a fourth specific concern but still lets the visitor untick one at the cap', () => {
    const three = run(
      initialWizardState,
      { type: 'toggleOption', field: 'specificConcerns', option: 'anxiety' },
      { type: 'toggleOption', field: 'specificConcerns', option: 'low-mood' },
      { type: 'toggleOption', field: 'specificConcerns', option: 'grief-loss' },
    );
    expect(run(three, { type: 'toggleOption', field: 'specificConcerns', option: 'identity-self-esteem' }).answers.specificConcerns).toEqual([
      'anxiety',
      'low-mood',
      'grief-loss',
    ]);
    expect(run(three, { type: 'toggleOption', field: 'specificConcerns', option: 'low-mood' }).answers.specificConcerns).toEqual([
      'anxiety',
      'grief-loss',
    ]);
  });

  it('adds language chips up to two and removes a chip', () => {
    const two = run(initialWizardState, { type: 'addLanguage', language: 'tamil' }, { type: 'addLanguage', language: 'english' });
    expect(two.answers.languages).toEqual(['tamil', 'english']);
    expect(run(two, { type: 'addLanguage', language: 'hindi' })).toBe(two);
    expect(run(two, { type: 'removeLanguage', language: 'tamil' }).answers.languages).toEqual(['english']);
  });

  it('moves and assigns styles through events', () => {
    const state = run(
      initialWizardState,
      { type: 'assignStyle', slot: 0, style: 'structured' },
      { type: 'assignStyle', slot: 1, style: 'soothing' },
      { type: 'moveStyle', slot: 1, direction: 'up' },
    );
    expect(state.answers.style).toEqual(['soothing', 'structured', null]);
  });

  it('records the risk answer and the fee choice', () => {
    const state = run(initialWizardState, { type: 'setRisk', risk: 'yes' }, { type: 'setFee', choice: 'not-now' });
    expect(state.answers.risk).toBe('yes');
    expect(state.answers.feeConfirmation).toBe('not-now');
  });

  it('keeps the past-experience rating within 1 to 5', () => {
    const rated = run(initialWizardState, { type: 'setField', field: 'pastExperience', value: 5 });
    expect(rated.answers.pastExperience).toBe(5);
    const bogus = { type: 'setField', field: 'pastExperience', value: 9 } as unknown as WizardEvent;
    expect(wizardReducer(rated, bogus)).toBe(rated);
  });

  it('starts the past-experience rating at 3 (Good)', () => {
    expect(initialWizardState.answers.pastExperience).toBe(3);
  });
});

describe('wizard reducer: submitting', () => {
  it('submits from the review step when every answer is in and shows the thank-you message', () => {
    const state = run(aWizardStateAt(WIZARD_LAST_STEP), { type: 'submit' });
    expect(state.submitted).toBe(true);
    // Not the spec's 'has been submitted': nothing is sent (the answers stay in the tab unless shared when booking).
    expect(wizardThankYou(state)).toBe(WIZARD_MESSAGES.thankYou);
    expect(wizardMessageText(WIZARD_CATALOG_EN, wizardThankYou(state)!)).toBe('Thank you! Your pre-assessment is complete.');
  });

  it('refuses to submit without a fee choice and shows "Please confirm the fee."', () => {
    const state = run(aWizardStateAt(WIZARD_LAST_STEP, aWizardAnswersFailingAt(10)), { type: 'submit' });
    expect(state.submitted).toBe(false);
    expect(state.error).toBe(WIZARD_MESSAGES.feeConfirmation);
    expect(wizardThankYou(state)).toBeNull();
  });

  it("takes the visitor back one step on 'Not right now (take me back)' instead of submitting, asking afresh on return", () => {
    const answers = aCompleteWizardAnswers({ feeConfirmation: 'not-now' });
    const { state, outcome } = wizardTransition(aWizardStateAt(WIZARD_LAST_STEP, answers), { type: 'submit' });
    expect(state.submitted).toBe(false);
    expect(state.step).toBe(WIZARD_LAST_STEP - 1);
    expect(outcome).toEqual({ kind: 'moved', step: WIZARD_LAST_STEP - 1, error: null });
    const back = run(state, { type: 'next' }, { type: 'submit' });
    expect(back.step).toBe(WIZARD_LAST_STEP);
    expect(back.error).toBe(WIZARD_MESSAGES.feeConfirmation);
    expect(run(back, { type: 'setFee', choice: 'ready' }, { type: 'submit' }).submitted).toBe(true);
  });

  it("still sends the visitor to an earlier unanswered step first when the fee answer is 'not-now'", () => {
    const answers = aWizardAnswersFailingAt(5, aCompleteWizardAnswers({ feeConfirmation: 'not-now' }));
    expect(run(aWizardStateAt(WIZARD_LAST_STEP, answers), { type: 'submit' }).step).toBe(5);
  });

  it('ignores submit before the review step, even with complete answers', () => {
    const state = aWizardStateAt(9);
    expect(wizardReducer(state, { type: 'submit' })).toBe(state);
  });

  it('sends the visitor back to the first unanswered step when a submit finds one missing', () => {
    const state = run(aWizardStateAt(WIZARD_LAST_STEP, aWizardAnswersFailingAt(5)), { type: 'submit' });
    expect(state.submitted).toBe(false);
    expect(state.step).toBe(5);
    expect(state.error).toBe(WIZARD_MESSAGES.mainReasons);
  });

  it('freezes the answers after submission until reset', () => {
    const done = run(aWizardStateAt(WIZARD_LAST_STEP), { type: 'submit' });
    expect(wizardReducer(done, { type: 'previous' })).toBe(done);
    expect(wizardReducer(done, { type: 'setRisk', risk: 'yes' })).toBe(done);
    expect(wizardReducer(done, { type: 'reset' })).toEqual(initialWizardState);
  });
});

describe('wizard snapshots for session restore', () => {
  it('restores a saved step and answers', () => {
    const state = aWizardStateAt(7);
    expect(restoreWizardState(JSON.parse(JSON.stringify(wizardSnapshot(state))))).toEqual(state);
  });

  it.each([null, 'garbage', 42, [], { step: 3 }, { step: 99, answers: {} }, { step: 2, answers: { languages: ['Klingon'] } }])(
    'falls back to a fresh wizard for unreadable stored data %j',
    (stored) => {
      expect(restoreWizardState(stored)).toEqual(initialWizardState);
    },
  );

  it('pulls a restored step back to the first step whose answer is missing', () => {
    const restored = restoreWizardState({ step: 9, answers: aWizardAnswersFailingAt(6) });
    expect(restored.step).toBe(6);
    expect(restored.error).toBeNull();
  });
});

describe('wizard transition: the outcome an adapter reacts to', () => {
  it('says a Next that passes moved to the next step, with no message', () => {
    expect(wizardTransition(aWizardStateAt(1), { type: 'next' }).outcome).toEqual({ kind: 'moved', step: 2, error: null });
    expect(wizardTransition(aWizardStateAt(2), { type: 'previous' }).outcome).toEqual({ kind: 'moved', step: 1, error: null });
  });

  it('says a refused Next is blocked, naming the field and its message, every time it is pressed', () => {
    const start = aWizardStateAt(3, aWizardAnswersFailingAt(3));
    const first = wizardTransition(start, { type: 'next' });
    const expected = { kind: 'blocked', step: 3, message: WIZARD_MESSAGES.languages, errors: { languages: WIZARD_MESSAGES.languages } };
    expect(first.outcome).toEqual(expected);
    const again = wizardTransition(first.state, { type: 'next' });
    expect(again.state).toBe(first.state);
    expect(again.outcome).toEqual(expected);
  });

  it('says crisis the moment the risk answer is yes, and changed when it is no', () => {
    const onRisk = aWizardStateAt(8, aWizardAnswersFailingAt(8));
    expect(wizardTransition(onRisk, { type: 'setRisk', risk: 'yes' }).outcome).toEqual({ kind: 'crisis' });
    expect(wizardTransition(onRisk, { type: 'setRisk', risk: 'no' }).outcome).toEqual({ kind: 'changed' });
  });

  it("says crisis the moment 'Immediate crisis support' is ticked, and changed when it is unticked or another reason is ticked", () => {
    const onReasons = aWizardStateAt(5, aCompleteWizardAnswers({ mainReasons: [] }));
    const ticked = wizardTransition(onReasons, { type: 'toggleOption', field: 'mainReasons', option: 'crisis-support' });
    expect(ticked.outcome).toEqual({ kind: 'crisis' });
    expect(wizardTransition(ticked.state, { type: 'toggleOption', field: 'mainReasons', option: 'low-mood' }).outcome).toEqual({ kind: 'changed' });
    expect(wizardTransition(ticked.state, { type: 'toggleOption', field: 'mainReasons', option: 'crisis-support' }).outcome).toEqual({ kind: 'changed' });
    expect(wizardTransition(onReasons, { type: 'toggleOption', field: 'mainReasons', option: 'past-trauma' }).outcome).toEqual({ kind: 'changed' });
  });

  it('says submitted on a complete review, blocked without the fee, and moved back to an earlier gap', () => {
    expect(wizardTransition(aWizardStateAt(WIZARD_LAST_STEP), { type: 'submit' }).outcome).toEqual({ kind: 'submitted' });
    expect(wizardTransition(aWizardStateAt(WIZARD_LAST_STEP, aWizardAnswersFailingAt(10)), { type: 'submit' }).outcome).toMatchObject({
      kind: 'blocked',
      step: WIZARD_LAST_STEP,
      errors: { feeConfirmation: WIZARD_MESSAGES.feeConfirmation },
    });
    expect(wizardTransition(aWizardStateAt(WIZARD_LAST_STEP, aWizardAnswersFailingAt(5)), { type: 'submit' }).outcome).toEqual({
      kind: 'moved',
      step: 5,
      error: WIZARD_MESSAGES.mainReasons,
    });
  });

  it('says unchanged, with the same state, when an event does nothing', () => {
    const state = aWizardStateAt(0);
    const result = wizardTransition(state, { type: 'previous' });
    expect(result).toEqual({ state, outcome: { kind: 'unchanged' } });
    expect(result.state).toBe(state);
  });
});

describe('wizard messages are ids, worded by each language\'s catalog', () => {
  it('holds an id in state and words it in English or Hindi, the limit in the words', () => {
    const { state } = wizardTransition(aWizardStateAt(1, initialWizardAnswers), { type: 'next' });
    expect(state.error).toBe('wizard.location');
    expect(wizardMessageText(WIZARD_CATALOGS.en, state.error!)).toBe('Please enter your location.');
    expect(wizardMessageText(WIZARD_CATALOGS.hi, state.error!)).toBe(WIZARD_CATALOGS.hi.messages.location);
    expect(WIZARD_CATALOGS.hi.messages.location).toMatch(/[\u0900-\u097F]/);
    expect(wizardMessageText(WIZARD_CATALOGS.en, WIZARD_MESSAGES.textTooLong.location)).toBe('Please keep your location to 100 characters or fewer.');
  });

  it('words every id the rules can produce in every language, and leaves an unknown id as it is', () => {
    const { textTooLong, ...sentences } = WIZARD_MESSAGES;
    const ids: string[] = [...Object.values(sentences), ...Object.values(textTooLong)];
    for (const catalog of Object.values(WIZARD_CATALOGS)) for (const id of ids) expect(wizardMessageText(catalog, id), id).not.toMatch(/^wizard\./);
    expect(wizardMessageText(WIZARD_CATALOGS.en, 'wizard.nothing')).toBe('wizard.nothing');
  });
});
