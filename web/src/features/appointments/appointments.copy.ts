import { CALENDAR_TEXT } from '@manobal/core';
import { SITE_CONTACT } from '../../app/site-contact';
import { RESCHEDULE_COPY, type RescheduleCopy } from '../../components/reschedule-picker';

/**
 * The manage page's words (core owns the booking messages: slot taken, the 12-hour rule, …; a booking's fact labels
 * are the booking catalog's, one set for the confirmation, the manage page and the profile).
 */
export interface AppointmentsCopy {
  readonly pageTitle: string;
  readonly pageIntro: string;
  readonly loading: string;
  readonly missingToken: string;
  readonly notFound: string;
  readonly retry: string;
  readonly status: string;
  readonly cancelledNote: string;
  readonly cancel: string;
  readonly cancelYes: string;
  readonly cancelNo: string;
  readonly cancelled: string;
  readonly reschedule: string;
  readonly rescheduled: string;
  readonly working: string;
  /** The lost-link form, on the manage page when a link does not open a booking, and at /appointments. */
  readonly lostLink: {
    readonly heading: string;
    readonly intro: string;
    readonly label: string;
    readonly hint: string;
    readonly submit: string;
    readonly again: string;
  };
  /** Moving the session to another time. */
  readonly move: RescheduleCopy;
}

export const APPOINTMENTS_COPY_EN: AppointmentsCopy = {
  pageTitle: 'Your booking',
  pageIntro: 'See, change or cancel your session. Times are India Standard Time (IST).',
  loading: 'Opening your booking…',
  missingToken: `This link is missing the key that opens your booking. Please open the full link from your booking confirmation, have the links sent to you again below, or call our care team on ${SITE_CONTACT.phone}.`,
  notFound: `We could not open this booking. The link may be incomplete or mistyped: please open the full link from your booking confirmation, have the links sent to you again below, or call our care team on ${SITE_CONTACT.phone}.`,
  retry: 'Try again',
  status: 'Status',
  cancelledNote: 'This session is cancelled. The time is free for someone else.',
  cancel: 'Cancel session',
  cancelYes: 'Yes, cancel it',
  cancelNo: 'Keep my session',
  cancelled: 'Your session is cancelled.',
  reschedule: 'Choose another time',
  rescheduled: 'Your session has moved to the new time.',
  working: CALENDAR_TEXT.processing,
  lostLink: {
    heading: 'Lost the link to your booking?',
    intro:
      'Give the e-mail address or phone number you booked with. We send the links to your upcoming sessions by e-mail, or by text message to that phone; the answer says where.',
    label: 'E-mail address or phone number',
    hint: 'The one you gave when you booked.',
    submit: 'Send me the links',
    again: 'Ask again',
  },
  move: RESCHEDULE_COPY,
};
