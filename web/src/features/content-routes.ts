import { PRODUCT_NAME } from '@manobal/core';
import type { SiteRoute } from '../app/site-route';
import type { Article, ConditionPageContent } from '../content/content.types';

/*
 * The content pages: articles, conditions and the informational pages. Every route loads its own page
 * module and its own content module lazily, so a visitor downloads only the text of the page they open.
 */

const titled = (name: string): string => `${name} | ${PRODUCT_NAME}`;

const articleRoute = (path: string, name: string, description: string, data: () => Promise<{ article: Article }>): SiteRoute => ({
  path,
  title: titled(name),
  description,
  load: () => Promise.all([import('./articles/article-page'), data()]).then(([page, content]) => ({ Component: page.articleComponent(content.article) })),
});

const conditionRoute = (
  path: string,
  name: string,
  description: string,
  data: () => Promise<{ condition: ConditionPageContent }>,
): SiteRoute => ({
  path,
  title: titled(name),
  description,
  load: () =>
    Promise.all([import('./conditions/condition-page'), data()]).then(([page, content]) => ({ Component: page.conditionComponent(content.condition) })),
});

export const contentRoutes: SiteRoute[] = [
  // Conditions
  conditionRoute(
    '/adhd',
    'ADHD',
    'ADHD explained: the three types, common signs in children and adults, a free screening and how to find the right support.',
    () => import('../content/conditions/adhd.condition'),
  ),
  conditionRoute(
    '/depression',
    'Depression',
    'Understand depression: its types and signs, a free screening, answers to common questions and where to find help in India.',
    () => import('../content/conditions/depression.condition'),
  ),
  conditionRoute(
    '/addiction',
    'Alcohol addiction',
    'Signs of alcohol addiction, safe ways to stop, help for families, and a free first session with a counsellor.',
    () => import('../content/conditions/addiction.condition'),
  ),
  conditionRoute(
    '/social-anxiety',
    'Social anxiety',
    'When social situations feel like a test: signs of social anxiety, how it is treated, and answers to common questions.',
    () => import('../content/conditions/social-anxiety.condition'),
  ),
  conditionRoute(
    '/ocd',
    'OCD',
    'Obsessive-compulsive disorder explained: obsessions, compulsions, signs, a free screening and effective treatments.',
    () => import('../content/conditions/ocd.condition'),
  ),
  conditionRoute(
    '/anxiety',
    'Anxiety',
    'Six common types of anxiety, the signs to notice, a free screening and how to start therapy that fits you.',
    () => import('../content/conditions/anxiety.condition'),
  ),
  {
    path: '/women-problems',
    title: titled("Women's health: anorexia and bulimia"),
    description: 'Anorexia and bulimia explained: symptoms, myths and facts, free screenings and answers for worried families.',
    load: () => import('./conditions/women-health-page').then((m) => ({ Component: m.WomenHealthPage })),
  },

  // Blog posts and articles
  articleRoute(
    '/anxiety-disorders',
    'Anxiety disorders: long-term effects',
    'What months of anxiety can do to your sleep, body and daily life, and why getting help early makes a real difference.',
    () => import('../content/articles/anxiety-disorders.article'),
  ),
  articleRoute(
    '/depression-worsening',
    'Signs your depression may be getting worse',
    'The signs that depression is deepening, what you can do, how family can help, and when to seek urgent support.',
    () => import('../content/articles/depression-worsening.article'),
  ),
  articleRoute(
    '/medication-for-ocd',
    'Medication for OCD',
    'How OCD medicines work, what to expect, side effects, and why any change is planned with your psychiatrist.',
    () => import('../content/articles/medication-for-ocd.article'),
  ),
  articleRoute(
    '/sleep-in-recovery',
    'Sleep in addiction recovery',
    'Why sleep is hard in early recovery from alcohol or drugs, habits that help, and why to be careful with sleeping pills.',
    () => import('../content/articles/sleep-in-recovery.article'),
  ),
  articleRoute(
    '/counseling-vs-psychotherapy',
    'Counselling vs psychotherapy',
    'How counselling and psychotherapy differ, who offers them in India, and how to choose the support you need.',
    () => import('../content/articles/counseling-vs-psychotherapy.article'),
  ),
  articleRoute(
    '/tobacco-addiction',
    'Tobacco addiction',
    'Why cigarettes, bidis and gutka are hard to quit, a practical plan to stop, and free help on the National Tobacco Quit Line.',
    () => import('../content/articles/tobacco-addiction.article'),
  ),
  articleRoute(
    '/grief-and-loss',
    'Grief and Loss',
    'Grief after a death or other loss: what it can feel like, how to look after yourself, and when to seek more support.',
    () => import('../content/articles/grief-and-loss.article'),
  ),
  articleRoute(
    '/ptsd',
    'PTSD',
    'Post-traumatic stress disorder: common signs after a frightening event, treatments that work, and how to help someone.',
    () => import('../content/articles/ptsd.article'),
  ),
  articleRoute(
    '/gad',
    'Generalized Anxiety Disorder',
    'Generalised anxiety disorder: worry that will not switch off, its signs, causes, treatment and daily self-help.',
    () => import('../content/articles/gad.article'),
  ),
  articleRoute(
    '/bipolar-disorder',
    'Bipolar Disorder',
    'Bipolar disorder explained: highs and lows, types, treatment guided by a psychiatrist, and living well with support.',
    () => import('../content/articles/bipolar-disorder.article'),
  ),

  // Resources
  {
    path: '/blogs',
    title: titled('Our Latest Blog Posts'),
    description: 'Calm, practical reads on anxiety, depression, OCD, addiction recovery, therapy and quitting tobacco.',
    load: () => import('./pages/blogs-page').then((m) => ({ Component: m.BlogsPage })),
  },
  {
    path: '/all-resources',
    title: titled('All resources'),
    description: 'Expert videos, blog posts and free mental health screenings for depression, anxiety and ADHD, in one place.',
    load: () => import('./pages/all-resources-page').then((m) => ({ Component: m.AllResourcesPage })),
  },
  {
    path: '/videos',
    title: titled('Video resources'),
    // True with or without published videos (the site content names them; the page says when there are none).
    description: `Short videos from ${PRODUCT_NAME}'s experts, each under a minute, as they are published.`,
    load: () => import('./pages/videos-page').then((m) => ({ Component: m.VideosPage })),
  },
  {
    path: '/music',
    title: titled('Audio resources'),
    description: 'Two short, calm sounds to pause with: a slow breathing tone and a gentle evening hum.',
    load: () => import('./pages/music-page').then((m) => ({ Component: m.MusicPage })),
  },
  {
    path: '/news',
    title: titled("What's new in mental health"),
    description: 'Trusted mental health updates and resources from Tele-MANAS and the World Health Organization.',
    load: () => import('./pages/news-page').then((m) => ({ Component: m.NewsPage })),
  },
  {
    path: '/chatbot',
    title: titled('AI chatbot'),
    description: `The ${PRODUCT_NAME} chatbot: what it is for, what it is not, and how to reach a real person instead.`,
    load: () => import('./pages/chatbot-page').then((m) => ({ Component: m.ChatbotPage })),
  },

  // About
  {
    path: '/ourexperts',
    title: titled('Meet Our Expert Doctors'),
    description: 'Meet our psychologists and psychiatrists: what they work with, languages, experience, session modes and fees. Book an appointment.',
    load: () => import('./pages/our-experts-page').then((m) => ({ Component: m.OurExpertsPage })),
    prerenderedData: 'sample-therapists',
  },
  {
    path: '/team',
    title: titled('Our Team'),
    description: `The people behind ${PRODUCT_NAME}, and how to reach them.`,
    load: () => import('./pages/team-page').then((m) => ({ Component: m.TeamPage })),
  },
  {
    path: '/faq',
    title: titled('About Us and FAQs'),
    description: `About ${PRODUCT_NAME} and answers to common questions on therapy, our community and using the site.`,
    load: () => import('./pages/faq-page').then((m) => ({ Component: m.FaqPage })),
  },
  {
    path: '/for-corporates',
    title: titled('For Corporates'),
    description: 'Mental wellness for your workforce: live counselling, 24/7 chat, leadership training, workshops and more.',
    load: () => import('./pages/for-corporates-page').then((m) => ({ Component: m.ForCorporatesPage })),
  },
  {
    path: '/for-students',
    title: titled('Students Well-being Programme'),
    description: 'Mental wellness for schools and colleges: private sessions, emotional fitness tools and peer-led reflection circles.',
    load: () => import('./pages/for-students-page').then((m) => ({ Component: m.ForStudentsPage })),
  },

  // Legal
  {
    path: '/privacy-policy',
    title: titled('Privacy Policy'),
    description: `How ${PRODUCT_NAME} collects, uses and protects your personal data, and your rights under India's DPDP Act 2023.`,
    load: () => import('./pages/privacy-policy-page').then((m) => ({ Component: m.PrivacyPolicyPage })),
  },
  {
    path: '/terms-and-conditions',
    title: titled('Terms & Conditions'),
    description: `The terms of use of ${PRODUCT_NAME}. The full terms are being prepared.`,
    load: () => import('./pages/terms-page').then((m) => ({ Component: m.TermsPage })),
  },
];
