import type { Localized } from '@manobal/core';

/** The website's own words on the volunteer page (core owns the questions, options and messages). */
const english = {
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
};

export type VolunteerCopy = typeof english;

const hindi: VolunteerCopy = {
  pageTitle: 'वॉलंटियर बनें',
  pageIntro: 'मानसिक स्वास्थ्य की एक ज़्यादा हमदर्द सेवा बनाने में हमारी मदद करें। हमारा बीटा आज़माएँ और ईमानदारी से बताएँ कि क्या काम करता है और क्या कमी है।',
  stepOf: (step, total) => `चरण ${step} / ${total}`,
  stepTitles: ['आपके बारे में', 'अब तक का आपका अनुभव', 'आप क्या चाहेंगे'],
  optional: '(चाहें तो)',
  next: 'आगे',
  previous: 'पीछे',
  submit: 'भेजें',
  submitting: 'भेजा जा रहा है...',
  thankYouText: 'आपकी राय से हम यह सेवा उन सबके लिए बेहतर बनाते हैं जो आपके बाद आएँगे।',
  backToHome: 'होम पेज पर वापस जाएँ',
};

/** Both languages ride with the volunteer page: its words are a few hundred bytes. */
export const VOLUNTEER_COPIES: Localized<VolunteerCopy> = { en: english, hi: hindi };

/** The browser flag the spec names: set once a visitor has volunteered. */
export const VOLUNTEER_FLAG_KEY = 'volunteerSubmitted';
