import type { Localized } from '@manobal/core';
import type { Illustration } from './content.types';

/** A card on the blog list (spec: title, link, image), with a one-line teaser. */
export interface BlogCard {
  readonly title: string;
  readonly link: string;
  readonly image: Illustration;
  readonly teaser: string;
}

/** The blog list's heading and introduction; the posts themselves are English in every edition for now. */
export const BLOG_LIST_WORDS: Localized<{ readonly title: string; readonly intro: string }> = {
  en: { title: 'Our Latest Blog Posts', intro: 'Calm, practical reads on mental health, written with care for readers in India.' },
  hi: {
    title: 'हमारे नए ब्लॉग',
    intro: 'मानसिक स्वास्थ्य पर शांत, काम की बातें, भारत के पाठकों के लिए ध्यान से लिखी गईं। ये लेख अभी सिर्फ़ अंग्रेज़ी में हैं।',
  },
};

export const BLOG_POSTS: readonly BlogCard[] = [
  {
    title: 'Tobacco addiction: understanding it and finding a way to quit',
    link: '/tobacco-addiction',
    image: { src: '/illustrations/sprout.svg', width: 320, height: 200 },
    teaser: 'Why nicotine is so hard to give up, and a practical plan to quit, with free help on the National Tobacco Quit Line.',
  },
  {
    title: 'Counselling vs psychotherapy: which one do you need?',
    link: '/counseling-vs-psychotherapy',
    image: { src: '/illustrations/two-bubbles.svg', width: 320, height: 200 },
    teaser: 'How the two differ, who offers them in India, and how to choose the right kind of support.',
  },
  {
    title: 'Sleep in addiction recovery: why it is hard and what helps',
    link: '/sleep-in-recovery',
    image: { src: '/illustrations/moon-stars.svg', width: 320, height: 200 },
    teaser: 'Broken sleep is common in early recovery. Simple habits that help, and why to be careful with sleeping pills.',
  },
  {
    title: 'Medication for OCD: what you should know',
    link: '/medication-for-ocd',
    image: { src: '/illustrations/capsule-leaf.svg', width: 320, height: 200 },
    teaser: 'How OCD medicines work, what to expect in the first months, and questions to ask your psychiatrist.',
  },
  {
    title: 'Anxiety disorders: the long-term effects on body and mind',
    link: '/anxiety-disorders',
    image: { src: '/illustrations/waves.svg', width: 320, height: 200 },
    teaser: 'What months of worry can do to your sleep, body and daily life, and why early help makes a difference.',
  },
  {
    title: 'Signs your depression may be getting worse',
    link: '/depression-worsening',
    image: { src: '/illustrations/sun-cloud.svg', width: 320, height: 200 },
    teaser: 'The signs to watch for, what you can do, and how family and friends can help.',
  },
];
