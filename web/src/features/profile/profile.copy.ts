import { BOOKING_CATALOGS } from '@manobal/core';

/** The profile page's own words (labels of ids come from core's catalogs). */
export const PROFILE_COPY = {
  title: 'Your profile',
  name: 'Name',
  email: 'Email',
  notGiven: 'Not given',
  sessionsTitle: 'Your sessions',
  upcoming: 'Upcoming',
  cancelled: 'Cancelled',
  past: 'Past',
  loading: 'Loading your sessions…',
  noUpcoming: 'You have no upcoming sessions.',
  noPast: 'No past sessions yet.',
  bookOne: 'Book a session',
  signInAgain: 'Your login has ended. Please log in again to see your sessions.',
  logInLink: 'Log in',
  retry: 'Try again',
  // A session row.
  // A booking's fact labels are core's (one set for the confirmation, the manage page and the profile).
  ...BOOKING_CATALOGS.en.facts,
  someTherapist: 'Your therapist',
  status: 'Status',
  // Cancel, asked once more before it happens.
  cancel: 'Cancel',
  cancelLabel: (when: string): string => `Cancel the session on ${when}`,
  cancelYes: 'Yes, cancel it',
  cancelling: 'Cancelling...',
  keep: 'Keep it',
  // Reschedule: a new time from the therapist's free slots, in the same mode.
  reschedule: 'Reschedule',
  rescheduleLabel: (when: string): string => `Reschedule the session on ${when}`,
} as const;
