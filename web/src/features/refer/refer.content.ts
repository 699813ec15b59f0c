import type { Localized } from '@manobal/core';

/** The refer-a-person block's words. Spec strings are verbatim. */
const english = {
  heading: 'Know someone who needs support?',
  text: 'Share their details, with their permission, and our care team will reach out gently to offer help.',
  reveal: 'Connect with Us',
  submit: 'Submit',
  busy: 'Submitting...',
  successTitle: 'Thank you for looking out for them.',
};

export type ReferWords = typeof english;

const hindi: ReferWords = {
  heading: 'क्या आप किसी ऐसे व्यक्ति को जानते हैं जिसे मदद चाहिए?',
  text: 'उनकी इजाज़त से उनकी जानकारी हमें दें, और हमारी केयर टीम नरमी से उनसे संपर्क करके मदद की पेशकश करेगी।',
  reveal: 'हमसे जुड़ें',
  submit: 'भेजें',
  busy: 'भेजा जा रहा है...',
  successTitle: 'उनका ख़याल रखने के लिए शुक्रिया।',
};

/** Small enough to ship both languages with the home page's refer block. */
export const REFER_WORDS: Localized<ReferWords> = { en: english, hi: hindi };
