/** The website's own words around core's booking form (core owns the rules, options and messages). */
export const BOOKING_COPY = {
  pageTitle: 'Book a free introductory call',
  pageIntro:
    'A free phone call with our care team, at a date and hour you choose: we listen, answer your questions and help you find the right therapist. It is not a therapy session; sessions with a therapist cost the fee shown on their profile.',
  stepOf: (step: number, total: number): string => `Step ${step} of ${total}`,
  stepTitles: ['Your details', 'Your call'],
  noTimesLeft: 'No times are left on this date. Please choose another date.',
  next: 'Next',
  previous: 'Previous',
  submit: 'Book my free call',
  submitting: 'Submitting...',
  thankYouTitle: 'Your call is booked',
  backToHome: 'Back to Home',
} as const;
