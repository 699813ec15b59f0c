/** The website's own words around core's booking form (core owns the rules, options and messages). */
export const BOOKING_COPY = {
  pageTitle: 'Book a free session',
  pageIntro: 'A free first conversation with a counsellor. Tell us a little about yourself and pick a time that suits you.',
  stepOf: (step: number, total: number): string => `Step ${step} of ${total}`,
  stepTitles: ['Your details', 'Your session'],
  noTimesLeft: 'No times are left on this date. Please choose another date.',
  next: 'Next',
  previous: 'Previous',
  submit: 'Book Session',
  submitting: 'Submitting...',
  thankYouTitle: 'Thank you!',
  backToHome: 'Back to Home',
} as const;
