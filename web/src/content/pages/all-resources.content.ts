import type { Localized } from '@manobal/core';
import type { SiteLink } from '../content.types';
import { allResources as hindi } from './all-resources.content.hi';

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

/** Both languages ride with the resources page: a few hundred bytes each. */
export const ALL_RESOURCES_PAGES: Localized<AllResourcesContent> = { en: english, hi: hindi };

/** How many expert videos and blog cards the landing shows. */
export const ALL_RESOURCES_COUNTS = { videos: 3, blogs: 3 } as const;
