import type { Localized } from '@manobal/core';

const english = {
  title: 'Meet Our Expert Doctors',
  intro: 'Qualified psychologists and psychiatrists who listen first. Choose someone who speaks your language and suits your time.',
  bookLabel: 'Book Appointment',
  labels: {
    experience: 'Experience',
    languages: 'Languages',
    specialisations: 'Works with',
    modes: 'Sessions',
    charges: 'Fee',
  },
  experienceText: (years: number): string => (years === 1 ? '1 year' : `${years} years`),
  feeText: (rupees: string): string => `${rupees} per session`,
  crisisTrained: 'Trained in crisis support',
  empty: 'No therapists are listed just now. Please check again soon.',
  loading: 'Loading our therapists…',
  retry: 'Try again',
  bookAriaLabel: (name: string): string => `Book Appointment with ${name}`,
};

export type OurExpertsWords = typeof english;

const hindi: OurExpertsWords = {
  title: 'हमारे विशेषज्ञ डॉक्टरों से मिलें',
  intro: 'योग्य साइकोलॉजिस्ट और साइकियाट्रिस्ट, जो पहले आपकी बात सुनते हैं। ऐसा व्यक्ति चुनें जो आपकी भाषा बोलता हो और आपके समय के हिसाब से मिल सके।',
  bookLabel: 'अपॉइंटमेंट बुक करें',
  labels: {
    experience: 'अनुभव',
    languages: 'भाषाएँ',
    specialisations: 'किन बातों में मदद करते हैं',
    modes: 'सेशन',
    charges: 'फ़ीस',
  },
  experienceText: (years) => `${years} साल`,
  feeText: (rupees) => `${rupees} प्रति सेशन`,
  crisisTrained: 'संकट में मदद की ट्रेनिंग ली है',
  empty: 'अभी कोई थेरेपिस्ट नहीं दिखाया गया है। कृपया थोड़ी देर बाद फिर देखें।',
  loading: 'हमारे थेरेपिस्ट की जानकारी आ रही है…',
  retry: 'फिर से कोशिश करें',
  bookAriaLabel: (name) => `${name} के साथ अपॉइंटमेंट बुक करें`,
};

/** Both languages ride with the experts page: its words are a few hundred bytes. */
export const OUR_EXPERTS_WORDS: Localized<OurExpertsWords> = { en: english, hi: hindi };
