import { SHARED_MESSAGES } from './shared-rules';
import { formMessageIds } from './form-message-ids';

/**
 * Volunteer beta-feedback form (spec sections 3 and 5): name and email required, the rest optional.
 * Its messages and choices, without zod; volunteer.schema.ts builds the rules from them.
 */
export const VOLUNTEER_MESSAGES = {
  nameRequired: SHARED_MESSAGES.nameRequired,
  nameTooLong: SHARED_MESSAGES.nameTooLong,
  emailRequired: SHARED_MESSAGES.emailRequired,
  emailInvalid: SHARED_MESSAGES.emailInvalid,
  phoneInvalid: SHARED_MESSAGES.phoneInvalid,
  ageInvalid: SHARED_MESSAGES.ageInvalid,
  ...formMessageIds('volunteer', ['genderInvalid', 'questionRequired', 'questionTooLong', 'answerTooLong', 'tooManyAnswers', 'answersNotList']),
} as const;

/** Gender ids. The spec fixes these wire values (Male, Female, Other), so they are the ids; words are the catalog's. */
export const VOLUNTEER_GENDER_OPTIONS = ['Male', 'Female', 'Other'] as const;
export type VolunteerGender = (typeof VOLUNTEER_GENDER_OPTIONS)[number];

/** The features a volunteer can be excited about, as ids; their words are in VOLUNTEER_CATALOG_EN. */
export const VOLUNTEER_FEATURE_OPTIONS = [
  'chatbot',
  'sleep-fitness-tracking',
  'nutrition-tracking',
  'community',
  'personalized-reports',
] as const;
export type VolunteerFeature = (typeof VOLUNTEER_FEATURE_OPTIONS)[number];

/** Every word the volunteer form's choices show, for one locale; a Hindi edition is one more object of this type. */
export interface VolunteerCatalog {
  readonly genders: Readonly<Record<VolunteerGender, string>>;
  readonly features: Readonly<Record<VolunteerFeature, string>>;
}

export const VOLUNTEER_CATALOG_EN: VolunteerCatalog = {
  genders: { Male: 'Male', Female: 'Female', Other: 'Other' },
  features: {
    chatbot: 'Chatbot',
    'sleep-fitness-tracking': 'Sleep and Fitness Tracking',
    'nutrition-tracking': 'Nutrition Tracking',
    community: 'Community',
    'personalized-reports': 'Personalized Reports',
  },
};

/** The six questions, in the order the form asks and the payload lists them, keyed by form field. */
export const VOLUNTEER_QUESTIONS = [
  { field: 'therapySessions', question: 'Have you attended therapy sessions before?' },
  { field: 'platformsUsed', question: 'Which mental health platforms or apps have you used?' },
  { field: 'likedMost', question: 'What did you like most about them?' },
  { field: 'foundMissing', question: 'What did you find missing in them?' },
  { field: 'likedFeatures', question: 'Which feature are you most excited about?' },
  { field: 'feedback', question: 'Any other feedback or suggestions for us?' },
] as const;
export type VolunteerQuestionField = (typeof VOLUNTEER_QUESTIONS)[number]['field'];

export const VOLUNTEER_AGE_LIMITS = { min: 1, max: 120 } as const;
