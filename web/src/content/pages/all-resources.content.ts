import type { Localized } from '@manobal/core';
import type { SiteLink } from '../content.types';

export interface AssessmentCard {
  readonly title: string;
  readonly link: string;
  readonly icon: 'cloud' | 'waves' | 'focus';
}

const english = {
  eyebrow: 'All resources',
  title: 'Your Mental Health Guide',
  intro: 'Videos, articles and free screenings, gathered in one place. Start wherever feels right.',
  videos: {
    heading: 'Expert videos',
    intro: 'Short videos from our experts. They open in a new tab.',
    more: { label: 'View all videos', to: '/videos' } satisfies SiteLink,
  },
  blogs: {
    heading: 'Blogs',
    intro: 'Practical reads on common concerns. Each opens in a new tab so you can keep your place here.',
    more: { label: 'View all blogs', to: '/blogs' } satisfies SiteLink,
    readLabel: 'Read article',
  },
  assessments: {
    heading: 'Assessments',
    intro: 'Free questionnaires that take a few minutes. Your answers stay in your browser, and each result is a screening, not a diagnosis.',
    more: { label: 'View all assessments', to: '/assessments' } satisfies SiteLink,
    takeLabel: 'Take Test',
  },
  cards: [
    { title: 'Depression Test', link: '/depression-test', icon: 'cloud' },
    { title: 'Anxiety Test', link: '/anxiety-test', icon: 'waves' },
    { title: 'Adhd Test', link: '/adhd-test', icon: 'focus' },
  ] as readonly AssessmentCard[],
};

export type AllResourcesContent = typeof english;

const hindi: AllResourcesContent = {
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

/** Both languages ride with the resources page: a few hundred bytes each. */
export const ALL_RESOURCES_PAGES: Localized<AllResourcesContent> = { en: english, hi: hindi };

/** How many expert videos and blog cards the landing shows. */
export const ALL_RESOURCES_COUNTS = { videos: 3, blogs: 3 } as const;
