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
 * never tells who has booked. True in every case, the hourly cap's too: it says where the links go and how often, not
 * that one was sent just now (past the cap nothing is).
 */
export const MANAGE_LINK_SENT =
  'Thank you. If a session is booked under this e-mail address or phone number, the links to it go to the e-mail address given when booking, a few times an hour at most. Please check that inbox in a few minutes.';
