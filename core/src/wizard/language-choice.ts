import { LANGUAGE_ENDONYMS } from '../catalog/language-names';
import type { WizardAnswers } from './wizard-answers';
import { WIZARD_CATALOG_EN, type WizardCatalog } from './wizard.catalog';
import { WIZARD_CAPS, WIZARD_LANGUAGES, type WizardLanguage } from './wizard.options';

const isWizardLanguage = (value: string): value is WizardLanguage => (WIZARD_LANGUAGES as readonly string[]).includes(value);

/** Text as names are compared: one Unicode form (a typed 'ड़' may be one code point or two), no case, no outer spaces. */
const comparable = (text: string): string => text.normalize('NFC').trim().toLowerCase();

/** Every name a language is found by: its name in the catalog's locale, then its own names (LANGUAGE_ENDONYMS). */
const namesOf = (id: WizardLanguage, catalog: WizardCatalog): string[] =>
  [catalog.choices.languages[id], ...LANGUAGE_ENDONYMS[id]].map(comparable);

/**
 * Up to 8 wizard languages one of whose names (in the catalog's locale, or the language's own: 'मराठी') CONTAINS
 * the typed text, ignoring case and surrounding spaces ('ta' offers Tamil and Marathi), in catalogue order,
 * leaving out those already chosen. Substring rather than prefix so a visitor who remembers part of a name still
 * finds it. Blank text offers the first 8. Returns ids; the picker shows their names.
 */
export const languageSuggestions = (
  typed: string,
  chosen: readonly string[],
  catalog: WizardCatalog = WIZARD_CATALOG_EN,
): WizardLanguage[] => {
  const needle = comparable(typed);
  return WIZARD_LANGUAGES.filter((id) => !chosen.includes(id) && namesOf(id, catalog).some((name) => name.includes(needle))).slice(
    0,
    WIZARD_CAPS.languageSuggestions,
  );
};

/** The language whose name was typed ('  tamil ' or 'தமிழ்' -> 'tamil'), or null when none is offered by that name. */
export const matchWizardLanguage = (typed: string, catalog: WizardCatalog = WIZARD_CATALOG_EN): WizardLanguage | null => {
  const needle = comparable(typed);
  return WIZARD_LANGUAGES.find((id) => namesOf(id, catalog).includes(needle)) ?? null;
};

/** True while another language chip may be added. */
export const canAddLanguage = (answers: WizardAnswers): boolean => answers.languages.length < WIZARD_CAPS.languages;

/** Adds a language chip by id; unchanged (same object) when unknown, already chosen or at the cap of 2. */
export const addLanguage = (answers: WizardAnswers, language: string): WizardAnswers => {
  if (!isWizardLanguage(language) || answers.languages.includes(language) || !canAddLanguage(answers)) return answers;
  return { ...answers, languages: [...answers.languages, language] };
};

/** Removes a language chip by id; unchanged (same object) when it was not chosen. */
export const removeLanguage = (answers: WizardAnswers, language: string): WizardAnswers =>
  isWizardLanguage(language) && answers.languages.includes(language)
    ? { ...answers, languages: answers.languages.filter((l) => l !== language) }
    : answers;
