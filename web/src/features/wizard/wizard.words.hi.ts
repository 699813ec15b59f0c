import { MATCH_CATALOGS, WIZARD_CATALOGS } from '@manobal/core';
import { MATCH_RESULTS_COPY_HI } from './match-results.copy.hi';
import { WIZARD_COPY_HI } from './wizard.copy.hi';
import type { WizardWords } from './wizard.words.types';

const LANGUAGE_NAMES_HI: Readonly<Record<string, string>> = WIZARD_CATALOGS.hi.choices.languages;

export const WIZARD_WORDS_HI: WizardWords = {
  catalog: WIZARD_CATALOGS.hi,
  match: MATCH_CATALOGS.hi,
  copy: WIZARD_COPY_HI,
  results: MATCH_RESULTS_COPY_HI,
  // The wizard's twelve languages by their Hindi names; any other by its id until a catalog names it.
  languageName: (id) => LANGUAGE_NAMES_HI[id] ?? id,
};
