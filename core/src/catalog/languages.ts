/** The 23 languages a therapist may list on the careers form (spec section 3). */
export const CAREERS_LANGUAGES = [
  'Hindi', 'English', 'Bengali', 'Telugu', 'Marathi', 'Tamil', 'Urdu', 'Gujarati', 'Malayalam', 'Kannada',
  'Odia', 'Punjabi', 'Assamese', 'Bodo', 'Konkani', 'Maithili', 'Santhali', 'Kashmiri', 'Nepali', 'Sindhi',
  'Manipuri', 'Dogri', 'Sanskrit',
] as const;
export type CareersLanguage = (typeof CAREERS_LANGUAGES)[number];
// The wizard's 12 languages are ids in core/src/wizard/wizard.options.ts, their names in its catalog.
