import type { NewsPageContent } from './news.content';

export const newsPage: NewsPageContent = {
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
