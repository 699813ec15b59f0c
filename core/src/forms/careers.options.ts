import { FORM_TEXT_LIMITS, SHARED_MESSAGES } from './shared-rules';

/**
 * Careers application (spec sections 3 and 5): messages and choices, without zod, so the page can show
 * the form at once; careers.schema.ts builds the rules from them. Spec messages are verbatim.
 */
export const CAREERS_MESSAGES = {
  nameRequired: SHARED_MESSAGES.nameRequired,
  nameTooShort: 'Name must be at least 3 characters long',
  nameTooLong: SHARED_MESSAGES.tooLong('Name', FORM_TEXT_LIMITS.name),
  ageTooLow: 'Age must be 18 or above',
  ageInvalid: SHARED_MESSAGES.ageInvalid,
  genderRequired: 'Please select a gender',
  experienceRequired: 'Experience is required',
  experienceInvalid: 'Please enter experience as whole years (0 to 80)',
  bioRequired: 'Bio is required',
  bioTooLong: SHARED_MESSAGES.tooLong('Bio', FORM_TEXT_LIMITS.bio),
  locationRequired: 'Location is required',
  locationTooLong: SHARED_MESSAGES.tooLong('Location', FORM_TEXT_LIMITS.address),
  phoneInvalid: SHARED_MESSAGES.phoneInvalid,
  emailInvalid: SHARED_MESSAGES.emailInvalid,
  languageRequired: 'At least one language is required',
  languageInvalid: 'Please choose a language from the list',
  languagesSame: 'Secondary language must be different from the primary language',
  aadharInvalid: 'Please enter a valid 12-digit Aadhar number',
  panInvalid: 'Please enter a valid PAN Card number',
  educationRequired: 'Education details are required',
  educationTooLong: SHARED_MESSAGES.tooLong('Education details', FORM_TEXT_LIMITS.education),
  licenceFlagInvalid: 'Please answer yes or no',
  rciDocumentRequired: 'RCI document is required when RCI is selected',
  isoDocumentRequired: 'ISO certification is required when ISO is selected',
} as const;

export const CAREERS_GENDER_OPTIONS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
] as const;
export type CareersGender = (typeof CAREERS_GENDER_OPTIONS)[number]['value'];

/** language2's value when the applicant gives only one language. */
export const NO_SECOND_LANGUAGE = 'NA';
export const CAREERS_MAX_EXPERIENCE_YEARS = 80;
