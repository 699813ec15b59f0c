import { SHARED_MESSAGES } from './shared-rules';
import { formMessageIds } from './form-message-ids';

/*
 * Book-a-free-session form (spec sections 3, 4, 5, 8): its messages and choices. No zod here, so the page
 * can show the form at once; booking.schema.ts builds the rules from these.
 */
export const BOOKING_MESSAGES = {
  nameRequired: SHARED_MESSAGES.nameRequired,
  nameTooLong: SHARED_MESSAGES.nameTooLong,
  ...formMessageIds('booking', ['emailInvalid', 'phoneInvalid', 'ageInvalid', 'fillAllFields', 'genderInvalid', 'problemInvalid', 'dateInvalid', 'timeInvalid', 'datePast', 'timePast']),
} as const;

/** The choices are ids, stored and sent; their labels are each language's FormFieldCatalog's (optionLabels). */
export const BOOKING_GENDERS = ['male', 'female', 'others', 'prefer-not-to-say'] as const;
export type BookingGender = (typeof BOOKING_GENDERS)[number];

export const BOOKING_PROBLEMS = ['depression', 'anxiety', 'ocd', 'women-issues', 'adhd', 'others', 'dont-know'] as const;
export type BookingProblem = (typeof BOOKING_PROBLEMS)[number];

export const BOOKING_AGE_LIMITS = { min: 1, max: 120 } as const;
