import { SHARED_MESSAGES } from './shared-rules';
import { formMessageIds } from './form-message-ids';

/**
 * Careers application (spec sections 3 and 5): messages and choices, without zod, so the page can show
 * the form at once; careers.schema.ts builds the rules from them. Spec messages are verbatim.
 */
export const CAREERS_MESSAGES = {
  nameRequired: SHARED_MESSAGES.nameRequired,
  nameTooLong: SHARED_MESSAGES.nameTooLong,
  ageInvalid: SHARED_MESSAGES.ageInvalid,
  phoneInvalid: SHARED_MESSAGES.phoneInvalid,
  emailInvalid: SHARED_MESSAGES.emailInvalid,
  ...formMessageIds('careers', [
    'nameTooShort',
    'ageTooLow',
    'genderRequired',
    'experienceRequired',
    'experienceInvalid',
    'bioRequired',
    'bioTooLong',
    'locationRequired',
    'locationTooLong',
    'languageRequired',
    'languageInvalid',
    'languagesSame',
    'aadharInvalid',
    'panInvalid',
    'educationRequired',
    'educationTooLong',
    'licenceFlagInvalid',
    'rciDocumentRequired',
    'isoDocumentRequired',
    'documentRequired',
    'documentNotUploaded',
  ]),
} as const;

/** Gender ids, stored and sent; labels are each language's FormFieldCatalog's. */
export const CAREERS_GENDERS = ['male', 'female', 'other'] as const;
export type CareersGender = (typeof CAREERS_GENDERS)[number];

/** language2's value when the applicant gives only one language. */
export const NO_SECOND_LANGUAGE = 'NA';
export const CAREERS_MAX_EXPERIENCE_YEARS = 80;
