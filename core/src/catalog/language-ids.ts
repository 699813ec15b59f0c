import { z } from '../schema/zod';

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

export const languageIdSchema = z.enum(LANGUAGE_IDS);

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
