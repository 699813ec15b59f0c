import type { CallName } from './endpoints';

// A module of its own: the site's first script imports these and, a bundler placing whole modules in chunks,
// would otherwise carry every other message of api-error.ts with them.

export const FORM_FAILURE = 'An error occurred while submitting the form. Please try again.';
const BOOKING_NETWORK = 'We could not reach the booking service. Please try again.';
const DIRECTORY_NETWORK = 'We could not reach the therapist directory. Please try again.';

/** What a call says when the server could not be reached, unless it has words of its own below. */
const NETWORK_DEFAULT = 'We could not reach Manobal just now. Please check your connection and try again.';

/**
 * What each call says when the server could not be reached: the spec's words for its forms, and ours for
 * the calls after them. They stand apart from the other messages because the site's first script needs them
 * (a page whose API chunk fails to load reads as this) and nothing else. A call not listed uses the default.
 */
const NETWORK_MESSAGES: Readonly<Partial<Record<CallName, string>>> = {
  referPerson: FORM_FAILURE,
  contactUs: FORM_FAILURE,
  volunteer: 'Unable to submit your response. Please try again.',
  bookSession: 'An error occurred while booking the session.',
  careersUpload: 'Upload failed',
  careersApply: 'Failed to submit profile. Please try again.',
  signup: 'An error occurred while signing up.',
  login: 'An error occurred while logging in.',
  holdSlot: BOOKING_NETWORK,
  releaseHold: BOOKING_NETWORK,
  confirmAppointment: BOOKING_NETWORK,
  showAppointment: BOOKING_NETWORK,
  cancelAppointment: BOOKING_NETWORK,
  rescheduleAppointment: BOOKING_NETWORK,
  myAppointments: BOOKING_NETWORK,
  requestManageLinks: BOOKING_NETWORK,
  listTherapists: DIRECTORY_NETWORK,
  getTherapist: DIRECTORY_NETWORK,
  therapistSlots: DIRECTORY_NETWORK,
  logout: 'An error occurred while logging out.',
  requestCallback: 'We could not reach our care team just now. Please try again.',
};

export const callNetworkMessage = (call: CallName): string => NETWORK_MESSAGES[call] ?? NETWORK_DEFAULT;
