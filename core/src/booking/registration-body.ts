/**
 * Who registers a clinician in India: the Rehabilitation Council of India (psychologists), the National Medical
 * Commission or a state medical council (psychiatrists). Labels are in the booking catalog. Its own module so the
 * directory's wire schema can name them without the staff schema's zod objects.
 */
export const REGISTRATION_BODIES = ['rci', 'nmc', 'state-medical-council'] as const;
export type RegistrationBody = (typeof REGISTRATION_BODIES)[number];
