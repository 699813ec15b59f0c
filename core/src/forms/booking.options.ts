import { FORM_TEXT_LIMITS, SHARED_MESSAGES } from './shared-rules';

/*
 * Book-a-free-session form (spec sections 3, 4, 5, 8): its messages and choices. No zod here, so the page
 * can show the form at once; booking.schema.ts builds the rules from these.
 */
export const BOOKING_MESSAGES = {
  nameRequired: SHARED_MESSAGES.nameRequired,
  nameTooLong: SHARED_MESSAGES.tooLong('Name', FORM_TEXT_LIMITS.name),
  emailInvalid: 'Valid email is required',
  phoneInvalid: 'Valid phone number is required',
  ageInvalid: 'Valid age is required',
  fillAllFields: 'Please fill in all fields',
  genderInvalid: 'Please choose a gender from the list',
  problemInvalid: 'Please choose a concern from the list',
  dateInvalid: 'Please choose a valid date',
  timeInvalid: 'Please choose one of the listed time slots',
  datePast: 'Please choose today or a later date',
  timePast: 'This time has already passed today. Please choose a later time',
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
