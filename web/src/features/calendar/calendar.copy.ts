import { BOOKING_CATALOGS } from '@manobal/core';

/** The website's own words around core's session calendar (core owns the spec's strings, the slots and the rules). */
export const CALENDAR_COPY = {
  pageTitle: 'Book your session',
  pageIntro: 'Choose how you would like to meet, then a day and a time that suit you.',
  modeLegend: 'Session mode',
  notOffered: (label: string): string => `${label} (not offered)`,
  priceLabel: 'Price',
  durationLabel: 'Duration',
  duration: (minutes: number): string => `${minutes} minutes`,
  perSession: 'per session',
  dateLegend: 'Choose a date',
  timeHeading: 'Choose a time',
  timesInIst: 'All times are India Standard Time (IST).',
  chooseDateFirst: 'Choose a date to see the available times.',
  noTimesLeft: 'No times are free in the next three weeks. Please choose another therapist or check again soon.',
  loadingTherapist: 'Loading this therapist’s free times…',
  retry: 'Try again',
  unknownTherapist: 'We could not find that therapist. Please choose one from the list below.',
  directoryTitle: 'Choose your therapist',
  directoryIntro: 'Pick a therapist to see their free times. Every time shown is one you can really book.',
  directoryEmpty: 'No therapist is taking bookings just now. Please check again soon.',
  findMatch: 'Not sure who to choose? Answer a few questions and we will suggest a match.',
  findMatchLink: 'Find your therapist',

  // The hold and the details step.
  heldTitle: 'Your details',
  heldIntro: 'This time is held for you while you fill in your details.',
  heldTime: 'Time held',
  timeLeft: 'Time left to confirm',
  minutesLeft: (minutes: number): string =>
    minutes === 1 ? 'About 1 minute left to confirm this time.' : `About ${minutes} minutes left to confirm this time.`,
  chooseAnother: 'Choose another time',
  // The confirmation.
  // A booking's fact labels are core's (one set for the confirmation, the manage page and the profile).
  ...BOOKING_CATALOGS.en.facts,
  where: 'Where',
  manageTitle: 'Change or cancel',
  manageIntro: 'Keep this link: it is the only way to see, change or cancel this booking without an account. Anyone who has it can change the booking, so do not share it.',
  manageLink: 'Manage this booking',
  confirmationFocus: 'Your session is booked.',
} as const;
