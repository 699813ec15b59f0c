import type { Localized } from '@manobal/core';
import type { Illustration } from '../content.types';

export interface NewsLink {
  readonly headline: string;
  readonly source: string;
  readonly summary: string;
  readonly href: string;
  readonly image: Illustration;
}

export interface NewsPageContent {
  readonly title: string;
  readonly intro: string;
  readonly links: readonly NewsLink[];
}

const english: NewsPageContent = {
  title: "What's new in mental health",
  intro: 'Trusted updates and resources from public health bodies. Each link opens the original page in a new tab.',
  links: [
  {
    headline: 'Tele-MANAS: free mental health support, round the clock, in Indian languages',
    source: 'Ministry of Health and Family Welfare, Government of India',
    summary: 'The national tele mental health programme offers free counselling on 14416 or 1-800-891-4416.',
    href: 'https://telemanas.mohfw.gov.in',
    image: { src: '/illustrations/news-phone.svg', width: 320, height: 180 },
  },
  {
    headline: 'Depressive disorder (depression): key facts',
    source: 'World Health Organization fact sheet',
    summary: 'What depression is, how it shows up, and the treatments that help.',
    href: 'https://www.who.int/news-room/fact-sheets/detail/depression',
    image: { src: '/illustrations/news-globe.svg', width: 320, height: 180 },
  },
  {
    headline: 'Anxiety disorders: key facts',
    source: 'World Health Organization fact sheet',
    summary: 'An overview of anxiety disorders, their symptoms, and care and support.',
    href: 'https://www.who.int/news-room/fact-sheets/detail/anxiety-disorders',
    image: { src: '/illustrations/news-leaf.svg', width: 320, height: 180 },
  },
],
};

const hindi: NewsPageContent = {
  title: 'मानसिक स्वास्थ्य में नया क्या है',
  intro: 'सरकारी स्वास्थ्य संस्थाओं की भरोसेमंद ख़बरें और जानकारी। हर लिंक असली पेज को नए टैब में खोलता है।',
  links: [
    {
      headline: 'Tele-MANAS: भारतीय भाषाओं में दिन-रात मुफ़्त मानसिक स्वास्थ्य सहायता',
      source: 'स्वास्थ्य और परिवार कल्याण मंत्रालय, भारत सरकार',
      summary: 'राष्ट्रीय टेली मानसिक स्वास्थ्य कार्यक्रम 14416 या 1-800-891-4416 पर मुफ़्त काउंसलिंग देता है।',
      href: 'https://telemanas.mohfw.gov.in',
      image: { src: '/illustrations/news-phone.svg', width: 320, height: 180 },
    },
    {
      headline: 'डिप्रेसिव डिसऑर्डर (डिप्रेशन): मुख्य बातें',
      source: 'विश्व स्वास्थ्य संगठन (WHO) की जानकारी',
      summary: 'डिप्रेशन क्या है, यह कैसे दिखता है, और कौन-से इलाज मदद करते हैं।',
      href: 'https://www.who.int/news-room/fact-sheets/detail/depression',
      image: { src: '/illustrations/news-globe.svg', width: 320, height: 180 },
    },
    {
      headline: 'एंग्ज़ायटी डिसऑर्डर: मुख्य बातें',
      source: 'विश्व स्वास्थ्य संगठन (WHO) की जानकारी',
      summary: 'एंग्ज़ायटी (घबराहट) डिसऑर्डर, उनके लक्षण, और देखभाल व सहारे के बारे में एक झलक।',
      href: 'https://www.who.int/news-room/fact-sheets/detail/anxiety-disorders',
      image: { src: '/illustrations/news-leaf.svg', width: 320, height: 180 },
    },
  ],
};

/** Both languages ride with the news page: a few hundred bytes each. */
export const NEWS_PAGES: Localized<NewsPageContent> = { en: english, hi: hindi };
