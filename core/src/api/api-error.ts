import type { FieldErrors } from '../forms/field-errors';
import type { CallName } from './endpoints';
import { callNetworkMessage, FORM_FAILURE } from './call-network-messages';
import { FOLLOW_UP_CATALOG_EN } from '../application/follow-up.catalog';
import { REFER_CATALOG_EN } from '../forms/refer.options';
import { NEWSLETTER_LINK_INCOMPLETE, NEWSLETTER_SIGNED_UP } from '../newsletter/newsletter.catalog';

export type NetworkFailureReason = 'timeout' | 'unreachable';

/**
 * Why a call did not succeed. `message` is always what the user should read (spec section 8);
 * adapters print it, never a status code or an exception.
 */
export type ApiError =
  | { readonly kind: 'validation'; readonly message: string; readonly fieldErrors: FieldErrors }
  | {
      readonly kind: 'http';
      readonly status: number;
      readonly message: string;
      readonly serverMsg?: string;
      readonly fieldErrors?: FieldErrors;
      /**
       * What the refusal is, from the envelope's `kind` ('slot-taken', 'hold-expired', a booking cap's
       * 'device-holds', …): what an adapter switches on, never the status. An answer without one (an older
       * server) is named from its status here, once.
       */
      readonly refusal?: string;
    }
  | {
      readonly kind: 'network';
      readonly message: string;
      /** The address that was tried (credentials removed), when the client knows it. */
      readonly url?: string;
      /** 'timeout': no complete answer within the client's time limit; 'unreachable': no answer at all. */
      readonly reason?: NetworkFailureReason;
    }
  | { readonly kind: 'unexpected'; readonly message: string };

/** The refusals a visitor's screens act on; a server may send others (the staff side's), which stay plain strings. */
export type ApiRefusal =
  | 'validation'
  | 'invalid-request'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'therapist-not-found'
  | 'slot-taken'
  | 'slot-not-offered'
  | 'hold-expired'
  | 'too-late-to-change'
  | 'conflict'
  | 'gone'
  | 'rate-limited'
  | 'store-unavailable'
  | 'server-error';

const REFUSAL_OF_STATUS: Readonly<Record<number, ApiRefusal>> = {
  400: 'invalid-request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  409: 'conflict',
  410: 'gone',
  429: 'rate-limited',
  503: 'store-unavailable',
};

/** An answer without a `kind` (a server older than kinds) named by its status: the client's one reading of a status. */
export const refusalOfStatus = (status: number): ApiRefusal => REFUSAL_OF_STATUS[status] ?? (status >= 500 ? 'server-error' : 'invalid-request');

/** Whether a failed call is one of these refusals (a network failure or an unreadable answer is none). */
export const isRefusal = (error: ApiError, ...kinds: readonly ApiRefusal[]): boolean =>
  (error.kind === 'http' && error.refusal !== undefined && (kinds as readonly string[]).includes(error.refusal)) || (error.kind === 'validation' && kinds.includes('validation'));

export interface CallMessages {
  /** Shown when the server refuses; null means the call has no user-facing fallback of its own. */
  readonly failure: string;
  /** Shown when the server could not be reached. */
  readonly network: string;
  /** Whether the server's `msg` replaces `failure` when present. */
  readonly preferServerMsg: boolean;
  /** Shown on success when the server's msg is absent (or always, where preferServerMsg is false). */
  readonly success: string;
}

/** Issue 14's appointment calls: the server's own words (slot taken, hold expired, …) whenever it gives them. */
const appointmentCall = (success: string): Omit<CallMessages, 'network'> => ({
  failure: 'The booking service refused the request. Please try again.',
  preferServerMsg: true,
  success,
});

/** The directory's reads: nothing to confirm on success; a failure says the list could not be loaded. */
const directoryCall: Omit<CallMessages, 'network'> = {
  failure: 'We could not load the therapists just now. Please try again.',
  preferServerMsg: true,
  success: 'ok',
};


/**
 * The fallback messages of spec section 8, per call; issue 13's newsletter and lead calls in the same voice
 * (the newsletter's success is its answer to every sign-up; staff read the leads, so two working days is true).
 */
const withNetwork = (call: CallName, messages: Omit<CallMessages, 'network'>): CallMessages => ({ ...messages, network: callNetworkMessage(call) });

export const CALL_MESSAGES: Record<CallName, CallMessages> = {
  referPerson: withNetwork('referPerson', { failure: FORM_FAILURE, preferServerMsg: false, success: REFER_CATALOG_EN.success }),
  contactUs: withNetwork('contactUs', { failure: FORM_FAILURE, preferServerMsg: false, success: `Thank you! Your message has been sent. Our care team will answer it ${FOLLOW_UP_CATALOG_EN.within}.` }),
  volunteer: withNetwork('volunteer', { failure: 'Something went wrong!', preferServerMsg: true, success: 'Thank you for volunteering with us!' }),
  // The spec's 'Session booked successfully!' would promise a therapy session: what is booked is the free call.
  bookSession: withNetwork('bookSession', { failure: 'Failed to book the call. Please try again.', preferServerMsg: true, success: 'Your free introductory call is booked.' }),
  careersUpload: withNetwork('careersUpload', { failure: 'Upload failed', preferServerMsg: false, success: 'Uploaded' }),
  careersApply: withNetwork('careersApply', { failure: 'Submission failed', preferServerMsg: true, success: 'Profile submitted' }),
  signup: withNetwork('signup', { failure: 'Signup failed', preferServerMsg: true, success: 'Signup successful, redirecting to login page' }),
  login: withNetwork('login', { failure: 'Login failed', preferServerMsg: true, success: 'Login successful' }),
  subscribeNewsletter: withNetwork('subscribeNewsletter', { failure: FORM_FAILURE, preferServerMsg: true, success: NEWSLETTER_SIGNED_UP }),
  confirmNewsletter: withNetwork('confirmNewsletter', { failure: NEWSLETTER_LINK_INCOMPLETE, preferServerMsg: true, success: 'Your address is confirmed.' }),
  unsubscribeNewsletter: withNetwork('unsubscribeNewsletter', { failure: NEWSLETTER_LINK_INCOMPLETE, preferServerMsg: true, success: 'You are unsubscribed.' }),
  unsubscribeOneClick: withNetwork('unsubscribeOneClick', { failure: NEWSLETTER_LINK_INCOMPLETE, preferServerMsg: true, success: 'You are unsubscribed.' }),
  holdSlot: withNetwork('holdSlot', appointmentCall('This time is held for you for a few minutes.')),
  releaseHold: withNetwork('releaseHold', appointmentCall('This time is free again.')),
  confirmAppointment: withNetwork('confirmAppointment', appointmentCall('Your appointment is confirmed.')),
  showAppointment: withNetwork('showAppointment', appointmentCall('ok')),
  cancelAppointment: withNetwork('cancelAppointment', appointmentCall('Your appointment is cancelled.')),
  rescheduleAppointment: withNetwork('rescheduleAppointment', appointmentCall('Your appointment has moved to the new time.')),
  myAppointments: withNetwork('myAppointments', appointmentCall('ok')),
  // The server words these answers in full (MANAGE_LINK_SENT, NEWSLETTER_TEXT); the short ones here stand in only when it
  // gives none, and stay short because every page's first script carries this table.
  requestManageLinks: withNetwork('requestManageLinks', { failure: FORM_FAILURE, preferServerMsg: true, success: 'Thank you. Please check the e-mail address or phone you booked with.' }),
  listTherapists: withNetwork('listTherapists', directoryCall),
  getTherapist: withNetwork('getTherapist', directoryCall),
  therapistSlots: withNetwork('therapistSlots', directoryCall),
  logout: withNetwork('logout', { failure: 'Logout failed', preferServerMsg: true, success: 'You are logged out.' }),
  submitLead: withNetwork('submitLead', { failure: FORM_FAILURE, preferServerMsg: true, success: `Thank you. Our team will write to you ${FOLLOW_UP_CATALOG_EN.within}.` }),
  // The server's msg says when to expect the call (callbackConfirmation, from the care team's hours); this is its fallback.
  requestCallback: withNetwork('requestCallback', { failure: 'We could not send your request. Please try again.', preferServerMsg: true, success: 'Thank you. Your request is on our care team\'s list.' }),
};

/** The success toast of the volunteer form is fixed by the spec, whatever the server says. */
export const VOLUNTEER_SUCCESS_TOAST = CALL_MESSAGES.volunteer.success;
/** Careers: the toast when a submission fails for any reason other than a server msg. */
export const CAREERS_SUBMIT_FALLBACK = 'Failed to submit profile. Please try again.';
export const CAREERS_FIX_ERRORS_TOAST = 'Please fix the errors before submitting';
export const SERVER_ERROR_MSG = 'Something went wrong on our side. Please try again in a moment.';
