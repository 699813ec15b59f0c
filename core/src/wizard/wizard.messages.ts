/** Every sentence the wizard's logic can produce, in one place (spec sections 4, 5 and 9). */
export const WIZARD_MESSAGES = {
  location: 'Please enter your location.',
  languages: 'Please select at least one language.',
  mainReasons: 'Please select at least one main reason.',
  specificConcerns: 'Please select at least one specific concern.',
  risk: 'Please answer the risk assessment question.',
  feeConfirmation: 'Please confirm the fee.',
  thankYou: 'Thank you! Your pre-assessment has been submitted.',
} as const;
export type WizardMessage = (typeof WIZARD_MESSAGES)[keyof typeof WIZARD_MESSAGES];

/** Button and control labels the spec fixes, shared by the web page and the CLI prompts. */
export const WIZARD_LABELS = {
  next: 'Next',
  previous: 'Previous',
  submit: 'Submit Assessment',
  otherConcern: 'Other',
  days: 'Days',
  times: 'Times',
  pastExperience: 'How was your past experience?',
  pastExperienceDesc: 'Tell us a little about it (optional)',
  addLanguagePlaceholder: 'Type a language',
  styleSlot: (slotIndex: number): string => `Choice ${slotIndex + 1}`,
  noStyle: 'No preference',
} as const;

/** What the review step shows in place of an empty answer. */
export const REVIEW_PLACEHOLDERS = {
  notSpecified: 'Not specified',
  notConfirmed: 'Not confirmed',
  flexible: 'Flexible',
  none: 'None',
} as const;

/** Row labels of the review step, in the order the rows appear. */
export const REVIEW_LABELS = {
  location: 'Location',
  days: 'Preferred days',
  times: 'Preferred times',
  languages: 'Languages',
  style: 'Therapy style',
  mainReasons: 'Main reasons',
  specificConcerns: 'Specific concerns',
  otherConcern: 'Other concern',
  previousTherapy: 'Previous therapy',
  pastExperience: 'Past experience',
  pastExperienceDesc: 'About your past experience',
  risk: 'Risk assessment',
  additionalNotes: 'Additional notes',
  feeConfirmation: 'Fee confirmation',
} as const;

/** Messages for stored or hand-written answer sets whose shape is wrong (CLI answers file, session restore). */
export const WIZARD_SCHEMA_MESSAGES = {
  repeated: 'Each option can be chosen only once.',
  tooManyLanguages: 'Please choose up to 2 languages.',
  tooManyMainReasons: 'Please choose up to 2 main reasons.',
  tooManySpecificConcerns: 'Please choose up to 3 specific concerns.',
  repeatedStyle: 'Each style can fill only one slot.',
  pastExperience: 'Past experience must be a whole number from 1 to 5.',
} as const;
