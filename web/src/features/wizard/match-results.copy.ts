/** The website's words on the wizard's closing screen (core's match catalog words the reasons, relaxations and fees). */
export interface MatchResultsCopy {
  readonly heading: string;
  readonly intro: string;
  readonly loading: string;
  readonly retry: string;
  readonly none: string;
  readonly languages: string;
  /** How and where the therapist sees people: the address before booking, not only after. */
  readonly sessions: string;
  readonly fee: string;
  readonly feePerSession: (rupees: string) => string;
  readonly rci: string;
  readonly whyHeading: string;
  readonly slotsHeading: string;
  readonly noFittingSlots: string;
  readonly book: string;
  readonly bookWith: (name: string) => string;
  readonly showMore: string;
  /** The visitor's own clock, when it differs from IST. */
  readonly yourTime: (time: string) => string;
  /** The call-back request under the helplines (components/callback-request.tsx words its fields). */
  readonly callback: { readonly heading: string; readonly intro: string; readonly submit: string };
}

export const MATCH_RESULTS_COPY_EN: MatchResultsCopy = {
  heading: 'Your matches',
  intro: 'Worked out in this browser from the therapists’ profiles and free times. Your answers were not sent anywhere.',
  loading: 'Finding therapists who fit your answers…',
  retry: 'Try again',
  none: 'No therapist is taking new sessions in the next two weeks just now. Please check again soon, or call one of the helplines if you need support today.',
  languages: 'Languages',
  sessions: 'Sessions',
  fee: 'Fee',
  feePerSession: (rupees) => `${rupees} per session`,
  rci: 'Registration',
  whyHeading: 'Why we suggest them',
  slotsHeading: 'Next free times',
  noFittingSlots: 'No free time in the next two weeks that fits your answers.',
  book: 'Book a session',
  bookWith: (name) => `Book a session with ${name}`,
  showMore: 'Show other matches',
  yourTime: (time) => `${time} your time`,
  callback: {
    heading: 'Request a call back',
    intro: 'Leave your name and mobile number and our care team will phone you. We use the number only to call you back.',
    submit: 'Request a call back',
  },
};
