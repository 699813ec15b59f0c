import type { AllResourcesContent } from './all-resources.content';

export const allResources: AllResourcesContent = {
  eyebrow: 'सारी जानकारी',
  title: 'आपके मानसिक स्वास्थ्य की गाइड',
  intro: 'वीडियो, लेख और मुफ़्त स्क्रीनिंग, सब एक जगह। जहाँ से ठीक लगे, वहाँ से शुरू करें।',
  videos: {
    heading: 'विशेषज्ञों के वीडियो',
    intro: 'हमारे विशेषज्ञों के छोटे वीडियो। ये नए टैब में खुलते हैं।',
    more: { label: 'सारे वीडियो देखें', to: '/videos' },
  },
  blogs: {
    heading: 'ब्लॉग',
    intro: 'आम परेशानियों पर काम की बातें (अभी अंग्रेज़ी में)। हर लेख नए टैब में खुलता है, ताकि आप यह पेज न खोएँ।',
    more: { label: 'सारे ब्लॉग देखें', to: '/blogs' },
    readLabel: 'लेख पढ़ें',
  },
  assessments: {
    heading: 'स्क्रीनिंग',
    intro: 'मुफ़्त सवाल, जिनमें कुछ ही मिनट लगते हैं। आपके जवाब आपके ब्राउज़र में ही रहते हैं, और हर नतीजा एक स्क्रीनिंग है, निदान नहीं।',
    more: { label: 'सारी स्क्रीनिंग देखें', to: '/assessments' },
    takeLabel: 'स्क्रीनिंग करें',
  },
  cards: [
    { title: 'डिप्रेशन स्क्रीनिंग', link: '/depression-test', icon: 'cloud' },
    { title: 'एंग्ज़ायटी स्क्रीनिंग', link: '/anxiety-test', icon: 'waves' },
    { title: 'ADHD स्क्रीनिंग', link: '/adhd-test', icon: 'focus' },
  ],
};
