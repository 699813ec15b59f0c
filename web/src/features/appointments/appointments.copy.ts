import { BOOKING_CATALOGS, CALENDAR_TEXT } from '@manobal/core';
import { SITE_CONTACT } from '../../app/site-contact';

/** The manage page's words (core owns the booking messages: slot taken, the 12-hour rule, …). */
export const APPOINTMENTS_COPY = {
  pageTitle: 'Your booking',
  pageIntro: 'See, change or cancel your session. Times are India Standard Time (IST).',
  loading: 'Opening your booking…',
  missingToken:
    `This link is missing the key that opens your booking. Please open the full link from your booking confirmation, have the links sent to you again below, or call our care team on ${SITE_CONTACT.phone}.`,
  notFound:
    `We could not open this booking. The link may be incomplete or mistyped: please open the full link from your booking confirmation, have the links sent to you again below, or call our care team on ${SITE_CONTACT.phone}.`,
  retry: 'Try again',
  // A booking's fact labels are core's (one set for the confirmation, the manage page and the profile).
  ...BOOKING_CATALOGS.en.facts,
  status: 'Status',
  cancelledNote: 'This session is cancelled. The time is free for someone else.',
  cancel: 'Cancel session',
  cancelYes: 'Yes, cancel it',
  cancelNo: 'Keep my session',
  cancelled: 'Your session is cancelled.',
  reschedule: 'Choose another time',
  rescheduled: 'Your session has moved to the new time.',
  working: CALENDAR_TEXT.processing,
  /** The lost-link form, on the manage page when a link does not open a booking, and at /appointments. */
  lostLink: {
    heading: 'Lost the link to your booking?',
    intro: 'Give the e-mail address or phone number you booked with. We send the links to your upcoming sessions by e-mail, or by text message to that phone; the answer says where.',
    label: 'E-mail address or phone number',
    hint: 'The one you gave when you booked.',
    submit: 'Send me the links',
    again: 'Ask again',
  },
} as const;
