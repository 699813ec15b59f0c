import { LANGUAGE_IDS, type LanguageId } from './language-names';

/**
 * The 23 languages a therapist may list on the careers form (spec section 3), as ids: every language
 * Manobal names. Names come from LANGUAGE_NAMES_EN at the edges.
 */
export const CAREERS_LANGUAGES: readonly [LanguageId, ...LanguageId[]] = LANGUAGE_IDS;
export type CareersLanguage = LanguageId;
// The wizard's 12 languages are ids in core/src/wizard/wizard.options.ts (a subset of these).
