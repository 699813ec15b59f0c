/** The website's own words on the volunteer page (core owns the questions, options and messages). */
export const VOLUNTEER_COPY = {
  pageTitle: 'Join as Volunteer',
  pageIntro: 'Help us build a kinder mental-health service. Try our beta and tell us honestly what works and what is missing.',
  stepOf: (step: number, total: number): string => `Step ${step} of ${total}`,
  stepTitles: ['About you', 'Your experience so far', 'What you would like'],
  optional: '(optional)',
  next: 'Next',
  previous: 'Previous',
  submit: 'Submit',
  submitting: 'Submitting...',
  thankYouText: 'Your feedback helps us shape the service for everyone who comes after you.',
  backToHome: 'Back to Home',
} as const;

/** The browser flag the spec names: set once a visitor has volunteered. */
export const VOLUNTEER_FLAG_KEY = 'volunteerSubmitted';
