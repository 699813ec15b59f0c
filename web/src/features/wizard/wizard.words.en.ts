import { LANGUAGE_NAMES_EN, MATCH_CATALOG_EN, WIZARD_CATALOG_EN } from '@manobal/core';
import { MATCH_RESULTS_COPY_EN } from './match-results.copy';
import { WIZARD_COPY_EN } from './wizard.copy';
import type { WizardWords } from './wizard.words.types';

export const WIZARD_WORDS_EN: WizardWords = {
  catalog: WIZARD_CATALOG_EN,
  match: MATCH_CATALOG_EN,
  copy: WIZARD_COPY_EN,
  results: MATCH_RESULTS_COPY_EN,
  languageName: (id) => LANGUAGE_NAMES_EN[id],
};
