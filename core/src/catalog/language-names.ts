// No zod here: the wizard's page and the careers form name languages before any schema loads.
/**
 * Every language Manobal names, as stable ids: the 23 a therapist may list on the careers form (spec section 3),
 * which include the wizard's 12. Ids are stored and sent; names come from LANGUAGE_NAMES_EN (one more catalog
 * per locale).
 */
export const LANGUAGE_IDS = [
  'hindi', 'english', 'bengali', 'telugu', 'marathi', 'tamil', 'urdu', 'gujarati', 'malayalam', 'kannada',
  'odia', 'punjabi', 'assamese', 'bodo', 'konkani', 'maithili', 'santhali', 'kashmiri', 'nepali', 'sindhi',
  'manipuri', 'dogri', 'sanskrit',
] as const;
export type LanguageId = (typeof LANGUAGE_IDS)[number];

export const LANGUAGE_NAMES_EN: Readonly<Record<LanguageId, string>> = {
  hindi: 'Hindi',
  english: 'English',
  bengali: 'Bengali',
  telugu: 'Telugu',
  marathi: 'Marathi',
  tamil: 'Tamil',
  urdu: 'Urdu',
  gujarati: 'Gujarati',
  malayalam: 'Malayalam',
  kannada: 'Kannada',
  odia: 'Odia',
  punjabi: 'Punjabi',
  assamese: 'Assamese',
  bodo: 'Bodo',
  konkani: 'Konkani',
  maithili: 'Maithili',
  santhali: 'Santhali',
  kashmiri: 'Kashmiri',
  nepali: 'Nepali',
  sindhi: 'Sindhi',
  manipuri: 'Manipuri',
  dogri: 'Dogri',
  sanskrit: 'Sanskrit',
};

/** The names of some languages in one locale: a catalog's entry for a list of ids (the wizard's 12, say). */
export const languageNames = <Id extends LanguageId>(
  ids: readonly Id[],
  names: Readonly<Record<LanguageId, string>> = LANGUAGE_NAMES_EN,
): Readonly<Record<Id, string>> => Object.fromEntries(ids.map((id) => [id, names[id]])) as Record<Id, string>;
