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
    expect(languageSuggestions('RA', [])).toEqual(['Marathi', 'Gujarati']);
    expect(languageSuggestions('  mal', [])).toEqual(['Malayalam']);
  });

  it('leaves out languages already chosen', () => {
    expect(languageSuggestions('', ['Hindi', 'English'])).toEqual(WIZARD_LANGUAGES.slice(2, 10));
    expect(languageSuggestions('ra', ['Marathi'])).toEqual(['Gujarati']);
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
  it('adds a typed language in its catalogue spelling', () => {
    expect(addLanguage(initialWizardAnswers, '  bengali ').languages).toEqual(['Bengali']);
  });

  it('ignores a language that is not offered, or one already chosen', () => {
    const one = addLanguage(initialWizardAnswers, 'Hindi');
    expect(addLanguage(one, 'French')).toBe(one);
    expect(addLanguage(one, 'hindi')).toBe(one);
  });

  it('blocks a third language', () => {
    const two = aCompleteWizardAnswers({ languages: ['Odia', 'Hindi'] });
    expect(addLanguage(two, 'Punjabi').languages).toEqual(['Odia', 'Hindi']);
  });

  it('removes a chip and leaves the other', () => {
    const two = aCompleteWizardAnswers({ languages: ['Odia', 'Hindi'] });
    expect(removeLanguage(two, 'Odia').languages).toEqual(['Hindi']);
    expect(removeLanguage(two, 'Tamil')).toBe(two);
  });
});

describe('multi-select caps', () => {
  it('greys out unticked main reasons once two are ticked, but not the ticked ones', () => {
    const full = aCompleteWizardAnswers({ mainReasons: ['Feeling low or depressed', 'Exploring life purpose'] });
    expect(isOptionSelectable(full, 'mainReasons', 'Processing past trauma')).toBe(false);
    expect(isOptionSelectable(full, 'mainReasons', 'Exploring life purpose')).toBe(true);
    expect(isOptionSelectable(aCompleteWizardAnswers({ mainReasons: ['Exploring life purpose'] }), 'mainReasons', 'Processing past trauma')).toBe(true);
  });

  it('never greys out a time of day, since times have no cap', () => {
    const two = aCompleteWizardAnswers({ times: ['Morning (6-12)', 'Afternoon (12-17)'] });
    expect(isOptionSelectable(two, 'times', 'Evening (17-21)')).toBe(true);
  });
});

describe('therapy style slots', () => {
  const slots: StyleSlots = ['Soothing', 'Structured', 'Open-ended'];

  it('moves a style up by swapping it with the slot above', () => {
    expect(moveStyleSlot(slots, 2, 'up')).toEqual(['Soothing', 'Open-ended', 'Structured']);
  });

  it('moves a style down by swapping it with the slot below', () => {
    expect(moveStyleSlot(slots, 0, 'down')).toEqual(['Structured', 'Soothing', 'Open-ended']);
  });

  it('leaves the first slot where it is when moved up, and the last when moved down', () => {
    expect(moveStyleSlot(slots, 0, 'up')).toBe(slots);
    expect(moveStyleSlot(slots, 2, 'down')).toBe(slots);
  });

  it('assigns a style to a slot by choice, and empties a slot', () => {
    expect(assignStyleToSlot(slots, 1, 'Insightful')).toEqual(['Soothing', 'Insightful', 'Open-ended']);
    expect(assignStyleToSlot(slots, 1, null)).toEqual(['Soothing', null, 'Open-ended']);
  });

  it('refuses to put a style already used in another slot', () => {
    expect(assignStyleToSlot(slots, 0, 'Structured')).toBe(slots);
  });

  it('hides styles used in other slots from a slot\'s choices but keeps its own', () => {
    const answers = aCompleteWizardAnswers({ style: ['Soothing', 'Structured', null] });
    expect(styleChoicesForSlot(answers, 0)).toEqual(['Soothing', 'Goal-oriented', 'Insightful', 'Light-hearted', 'Open-ended']);
    expect(styleChoicesForSlot(answers, 2)).toEqual(['Goal-oriented', 'Insightful', 'Light-hearted', 'Open-ended']);
  });

  it('offers all six styles when no slot is filled', () => {
    expect(styleChoicesForSlot(initialWizardAnswers, 1)).toEqual([...WIZARD_STYLES]);
  });
});
