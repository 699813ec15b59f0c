/** The 23 languages a therapist may list on the careers form (spec section 3). */
export const CAREERS_LANGUAGES = [
  'Hindi', 'English', 'Bengali', 'Telugu', 'Marathi', 'Tamil', 'Urdu', 'Gujarati', 'Malayalam', 'Kannada',
  'Odia', 'Punjabi', 'Assamese', 'Bodo', 'Konkani', 'Maithili', 'Santhali', 'Kashmiri', 'Nepali', 'Sindhi',
  'Manipuri', 'Dogri', 'Sanskrit',
] as const;
export type CareersLanguage = (typeof CAREERS_LANGUAGES)[number];

/** The 12 languages offered in the therapy-match wizard (spec section 9). */
export const WIZARD_LANGUAGES = [
  'Hindi', 'English', 'Bengali', 'Marathi', 'Tamil', 'Telugu', 'Gujarati', 'Urdu', 'Kannada', 'Odia', 'Punjabi',
  'Malayalam',
] as const;
export type WizardLanguage = (typeof WIZARD_LANGUAGES)[number];
