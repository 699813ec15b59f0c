import { CALENDAR_TEXT } from '@manobal/core';

/**
 * The website's own words around core's session calendar (core owns the slots and the rules; a booking's fact labels
 * are the booking catalog's, one set for the confirmation, the manage page and the profile).
 */
export interface CalendarCopy {
  readonly pageTitle: string;
  readonly pageIntro: string;
  readonly modeLegend: string;
  readonly notOffered: (label: string) => string;
  readonly priceLabel: string;
  readonly durationLabel: string;
  readonly duration: (minutes: number) => string;
  readonly perSession: string;
  readonly dateLegend: string;
  readonly timeHeading: string;
  readonly timesInIst: string;
  readonly chooseDateFirst: string;
  readonly noTimesLeft: string;
  readonly loadingTherapist: string;
  readonly retry: string;
  readonly unknownTherapist: string;
  readonly directoryTitle: string;
  readonly directoryIntro: string;
  readonly directoryEmpty: string;
  readonly findMatch: string;
  readonly findMatchLink: string;
  // The hold and the details step.
  readonly heldTitle: string;
  readonly heldIntro: string;
  readonly heldTime: string;
  readonly timeLeft: string;
  readonly minutesLeft: (minutes: number) => string;
  readonly chooseAnother: string;
  // The confirmation.
  readonly where: string;
  readonly manageTitle: string;
  readonly manageIntro: string;
  readonly manageLink: string;
  readonly confirmationFocus: string;
  // The spec's strings (core's CALENDAR_TEXT in English).
  readonly processing: string;
  readonly booked: string;
  readonly bookButton: string;
  readonly confirmButton: string;
  readonly shareIntake: string;
  readonly shareIntakeHint: string;
  readonly addToCalendar: string;
}

export const CALENDAR_COPY_EN: CalendarCopy = {
  pageTitle: 'Book your session',
  pageIntro: 'Choose how you would like to meet, then a day and a time that suit you.',
  modeLegend: 'Session mode',
  notOffered: (label) => `${label} (not offered)`,
  priceLabel: 'Price',
  durationLabel: 'Duration',
  duration: (minutes) => `${minutes} minutes`,
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
  heldTitle: 'Your details',
  heldIntro: 'This time is held for you while you fill in your details.',
  heldTime: 'Time held',
  timeLeft: 'Time left to confirm',
  minutesLeft: (minutes) =>
    minutes === 1 ? 'About 1 minute left to confirm this time.' : `About ${minutes} minutes left to confirm this time.`,
  chooseAnother: 'Choose another time',
  where: 'Where',
  manageTitle: 'Change or cancel',
  manageIntro: 'Keep this link: it is the only way to see, change or cancel this booking without an account. Anyone who has it can change the booking, so do not share it.',
  manageLink: 'Manage this booking',
  confirmationFocus: 'Your session is booked.',
  ...CALENDAR_TEXT,
};
