import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  WIZARD_LANGUAGES,
  WIZARD_STYLES,
  addLanguage,
  assignStyleToSlot,
  initialWizardAnswers,
  isOptionSelectable,
  languageSuggestions,
  matchWizardLanguage,
  moveStyleSlot,
  removeLanguage,
  styleChoicesForSlot,
  type StyleSlots,
} from '@manobal/core';
import { aCompleteWizardAnswers } from '../../fixtures/wizard';

describe('language suggestions', () => {
  it('offers at most 8 languages when nothing is typed', () => {
    expect(languageSuggestions('', [])).toEqual(WIZARD_LANGUAGES.slice(0, 8));
  });

  it('matches typed text anywhere in the name, ignoring case', () => {
    expect(languageSuggestions('RA', [])).toEqual(['marathi', 'gujarati']);
    expect(languageSuggestions('  mal', [])).toEqual(['malayalam']);
  });

  it('leaves out languages already chosen', () => {
    expect(languageSuggestions('', ['hindi', 'english'])).toEqual(WIZARD_LANGUAGES.slice(2, 10));
    expect(languageSuggestions('ra', ['marathi'])).toEqual(['gujarati']);
  });

  it('never offers more than 8, whatever is typed or chosen', () => {
    fc.assert(
      fc.property(fc.string(), fc.subarray([...WIZARD_LANGUAGES]), (typed, chosen) => {
        const offered = languageSuggestions(typed, chosen);
        expect(offered.length).toBeLessThanOrEqual(8);
        expect(offered.filter((l) => chosen.includes(l))).toEqual([]);
      }),
    );
  });

  it('offers nothing for text that matches no language', () => {
    expect(languageSuggestions('French', [])).toEqual([]);
  });
});

describe('language chips', () => {
  it('finds the language whose name was typed, ignoring case and spaces, and adds it by id', () => {
    expect(matchWizardLanguage('  bengali ')).toBe('bengali');
    expect(matchWizardLanguage('Bengal')).toBeNull();
    expect(addLanguage(initialWizardAnswers, matchWizardLanguage('  BENGALI ')!).languages).toEqual(['bengali']);
  });

  it('adds by id only: a name is not an id', () => {
    expect(addLanguage(initialWizardAnswers, 'Bengali')).toBe(initialWizardAnswers);
  });

  it('ignores a language that is not offered, or one already chosen', () => {
    const one = addLanguage(initialWizardAnswers, 'hindi');
    expect(addLanguage(one, 'French')).toBe(one);
    expect(addLanguage(one, 'hindi')).toBe(one);
  });

  it('blocks a third language', () => {
    const two = aCompleteWizardAnswers({ languages: ['odia', 'hindi'] });
    expect(addLanguage(two, 'punjabi').languages).toEqual(['odia', 'hindi']);
  });

  it('removes a chip and leaves the other', () => {
    const two = aCompleteWizardAnswers({ languages: ['odia', 'hindi'] });
    expect(removeLanguage(two, 'odia').languages).toEqual(['hindi']);
    expect(removeLanguage(two, 'tamil')).toBe(two);
  });
});

describe('multi-select caps', () => {
  it('greys out unticked main reasons once two are ticked, but not the ticked ones', () => {
    const full = aCompleteWizardAnswers({ mainReasons: ['low-mood', 'life-purpose'] });
    expect(isOptionSelectable(full, 'mainReasons', 'past-trauma')).toBe(false);
    expect(isOptionSelectable(full, 'mainReasons', 'life-purpose')).toBe(true);
    expect(isOptionSelectable(aCompleteWizardAnswers({ mainReasons: ['life-purpose'] }), 'mainReasons', 'past-trauma')).toBe(true);
  });

  it('never greys out a time of day, since times have no cap', () => {
    const two = aCompleteWizardAnswers({ times: ['morning', 'afternoon'] });
    expect(isOptionSelectable(two, 'times', 'evening')).toBe(true);
  });
});

describe('therapy style slots', () => {
  const slots: StyleSlots = ['soothing', 'structured', 'open-ended'];

  it('moves a style up by swapping it with the slot above', () => {
    expect(moveStyleSlot(slots, 2, 'up')).toEqual(['soothing', 'open-ended', 'structured']);
  });

  it('moves a style down by swapping it with the slot below', () => {
    expect(moveStyleSlot(slots, 0, 'down')).toEqual(['structured', 'soothing', 'open-ended']);
  });

  it('leaves the first slot where it is when moved up, and the last when moved down', () => {
    expect(moveStyleSlot(slots, 0, 'up')).toBe(slots);
    expect(moveStyleSlot(slots, 2, 'down')).toBe(slots);
  });

  it('assigns a style to a slot by choice, and empties a slot', () => {
    expect(assignStyleToSlot(slots, 1, 'insightful')).toEqual(['soothing', 'insightful', 'open-ended']);
    expect(assignStyleToSlot(slots, 1, null)).toEqual(['soothing', null, 'open-ended']);
  });

  it('refuses to put a style already used in another slot', () => {
    expect(assignStyleToSlot(slots, 0, 'structured')).toBe(slots);
  });

  it('hides styles used in other slots from a slot\'s choices but keeps its own', () => {
    const answers = aCompleteWizardAnswers({ style: ['soothing', 'structured', null] });
    expect(styleChoicesForSlot(answers, 0)).toEqual(['soothing', 'goal-oriented', 'insightful', 'light-hearted', 'open-ended']);
    expect(styleChoicesForSlot(answers, 2)).toEqual(['goal-oriented', 'insightful', 'light-hearted', 'open-ended']);
  });

  it('offers all six styles when no slot is filled', () => {
    expect(styleChoicesForSlot(initialWizardAnswers, 1)).toEqual([...WIZARD_STYLES]);
  });
});
