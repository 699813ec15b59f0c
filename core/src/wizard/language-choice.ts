import type { WizardAnswers } from './wizard-answers';
import { WIZARD_CAPS, WIZARD_LANGUAGES, type WizardLanguage } from './wizard.options';

/**
 * Up to 8 wizard languages whose name CONTAINS the typed text, ignoring case and surrounding spaces
 * ('ta' offers Tamil and Marathi), in catalogue order, leaving out those already chosen. Substring rather
 * than prefix so a visitor who remembers part of a name still finds it. Blank text offers the first 8.
 */
export const languageSuggestions = (typed: string, chosen: readonly string[]): WizardLanguage[] => {
  const needle = typed.trim().toLowerCase();
  return WIZARD_LANGUAGES.filter((lang) => !chosen.includes(lang) && lang.toLowerCase().includes(needle)).slice(
    0,
    WIZARD_CAPS.languageSuggestions,
  );
};

/** The catalogue spelling of a typed language ('  tamil ' -> 'Tamil'), or null when it is not offered. */
export const matchWizardLanguage = (typed: string): WizardLanguage | null => {
  const needle = typed.trim().toLowerCase();
  return WIZARD_LANGUAGES.find((lang) => lang.toLowerCase() === needle) ?? null;
};

/** True while another language chip may be added. */
export const canAddLanguage = (answers: WizardAnswers): boolean => answers.languages.length < WIZARD_CAPS.languages;

/** Adds a language chip; unchanged (same object) when unknown, already chosen or at the cap of 2. */
export const addLanguage = (answers: WizardAnswers, typed: string): WizardAnswers => {
  const language = matchWizardLanguage(typed);
  if (language === null || answers.languages.includes(language) || !canAddLanguage(answers)) return answers;
  return { ...answers, languages: [...answers.languages, language] };
};

/** Removes a language chip; unchanged (same object) when it was not chosen. */
export const removeLanguage = (answers: WizardAnswers, language: string): WizardAnswers =>
  answers.languages.includes(language as WizardLanguage)
    ? { ...answers, languages: answers.languages.filter((l) => l !== language) }
    : answers;
