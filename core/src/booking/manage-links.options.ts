// The lost-link form's words and limits, zod-free: the manage page reads them before any schema loads.
import { FORM_TEXT_LIMITS } from '../forms/shared-rules';

export const MANAGE_LINK_MESSAGES = {
  contactRequired: 'Please enter the e-mail address or phone number you booked with.',
  contactInvalid: 'Please enter an e-mail address, or a 10-digit phone number.',
} as const;

/** The one field: an e-mail address (it has an @) or a phone number. */
export const MANAGE_LINK_CONTACT_MAX = FORM_TEXT_LIMITS.email;

/**
 * The answer to every request, whether or not anything was booked under the address: the same words, so the form
 * never tells who has booked. True in every case: a message goes only where a booking was made.
 */
export const MANAGE_LINK_SENT =
  'Thank you. If a session is booked under this e-mail address or phone number, we have sent the links to it to the e-mail address given when booking. It can take a few minutes to arrive.';
