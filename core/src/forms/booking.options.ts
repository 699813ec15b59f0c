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

export const BOOKING_GENDER_OPTIONS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'others', label: 'Others' },
  { value: 'prefer-not-to-say', label: 'Prefer not to say' },
] as const;
export type BookingGender = (typeof BOOKING_GENDER_OPTIONS)[number]['value'];

export const BOOKING_PROBLEM_OPTIONS = [
  { value: 'depression', label: 'Depression' },
  { value: 'anxiety', label: 'Anxiety' },
  { value: 'ocd', label: 'OCD' },
  { value: 'women-issues', label: "Women's issues" },
  { value: 'adhd', label: 'ADHD' },
  { value: 'others', label: 'Others' },
  { value: 'dont-know', label: "Don't know" },
] as const;
export type BookingProblem = (typeof BOOKING_PROBLEM_OPTIONS)[number]['value'];

export const BOOKING_AGE_LIMITS = { min: 1, max: 120 } as const;
