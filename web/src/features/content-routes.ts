import { withFormWords } from '../app/form-words';
import type { SiteRoute } from '../app/site-route';
import type { Article } from '../content/content.types';
import { withContent } from '../content/localized-content';
import { CHATBOT_CONTENT, CONDITION_CONTENTS, FAQ_CONTENT, FOR_CORPORATES_CONTENT, FOR_STUDENTS_CONTENT, PRIVACY_POLICY_CONTENT, TERMS_CONTENT, WOMEN_HEALTH_CONTENT } from '../content/page-content-routes';

/*
 * The content pages: articles, conditions and the informational pages. Every route loads its own page
 * module and its own content module lazily, in the page's language, so a visitor downloads only the text of the
 * page they open.
 */

const articleRoute = (path: string, data: () => Promise<{ article: Article }>): SiteRoute => ({
  path,
  load: () => Promise.all([import('./articles/article-page'), data()]).then(([page, content]) => ({ Component: page.articleComponent(content.article) })),
});

const conditionRoute = (path: keyof typeof CONDITION_CONTENTS): SiteRoute => ({
  path,
  load: (locale) =>
    Promise.all([import('./conditions/condition-page'), CONDITION_CONTENTS[path].load(locale)]).then(([page]) => ({
      Component: page.conditionComponent(CONDITION_CONTENTS[path]),
    })),
});

export const contentRoutes: SiteRoute[] = [
  // Conditions
  conditionRoute('/adhd'),
  conditionRoute('/depression'),
  conditionRoute('/addiction'),
  conditionRoute('/social-anxiety'),
  conditionRoute('/ocd'),
  conditionRoute('/anxiety'),
  {
    path: '/women-problems',
    load: withContent(WOMEN_HEALTH_CONTENT, () => import('./conditions/women-health-page').then((m) => ({ Component: m.WomenHealthPage }))),
  },

  // Blog posts and articles
  articleRoute('/anxiety-disorders', () => import('../content/articles/anxiety-disorders.article')),
  articleRoute('/depression-worsening', () => import('../content/articles/depression-worsening.article')),
  articleRoute('/medication-for-ocd', () => import('../content/articles/medication-for-ocd.article')),
  articleRoute('/sleep-in-recovery', () => import('../content/articles/sleep-in-recovery.article')),
  articleRoute('/counseling-vs-psychotherapy', () => import('../content/articles/counseling-vs-psychotherapy.article')),
  articleRoute('/tobacco-addiction', () => import('../content/articles/tobacco-addiction.article')),
  articleRoute('/grief-and-loss', () => import('../content/articles/grief-and-loss.article')),
  articleRoute('/ptsd', () => import('../content/articles/ptsd.article')),
  articleRoute('/gad', () => import('../content/articles/gad.article')),
  articleRoute('/bipolar-disorder', () => import('../content/articles/bipolar-disorder.article')),

  // Resources
  {
    path: '/blogs',
    load: () => import('./pages/blogs-page').then((m) => ({ Component: m.BlogsPage })),
  },
  {
    path: '/all-resources',
    load: () => import('./pages/all-resources-page').then((m) => ({ Component: m.AllResourcesPage })),
  },
  {
    path: '/videos',
    load: () => import('./pages/videos-page').then((m) => ({ Component: m.VideosPage })),
  },
  {
    path: '/music',
    load: () => import('./pages/music-page').then((m) => ({ Component: m.MusicPage })),
  },
  {
    path: '/news',
    load: () => import('./pages/news-page').then((m) => ({ Component: m.NewsPage })),
  },
  {
    path: '/chatbot',
    load: withContent(CHATBOT_CONTENT, () => import('./pages/chatbot-page').then((m) => ({ Component: m.ChatbotPage }))),
  },

  // About
  {
    path: '/ourexperts',
    load: () => import('./pages/our-experts-page').then((m) => ({ Component: m.OurExpertsPage })),
    prerenderedData: 'sample-therapists',
  },
  {
    path: '/team',
    load: () => import('./pages/team-page').then((m) => ({ Component: m.TeamPage })),
  },
  {
    path: '/faq',
    load: withContent(FAQ_CONTENT, () => import('./pages/faq-page').then((m) => ({ Component: m.FaqPage }))),
  },
  {
    path: '/for-corporates',
    // The lead buttons are named by the form words' lead kinds.
    load: withFormWords(withContent(FOR_CORPORATES_CONTENT, () => import('./pages/for-corporates-page').then((m) => ({ Component: m.ForCorporatesPage })))),
  },
  {
    path: '/for-students',
    load: withFormWords(withContent(FOR_STUDENTS_CONTENT, () => import('./pages/for-students-page').then((m) => ({ Component: m.ForStudentsPage })))),
  },

  // Legal
  {
    path: '/privacy-policy',
    load: withContent(PRIVACY_POLICY_CONTENT, () => import('./pages/privacy-policy-page').then((m) => ({ Component: m.PrivacyPolicyPage }))),
  },
  {
    path: '/terms-and-conditions',
    load: withContent(TERMS_CONTENT, () => import('./pages/terms-page').then((m) => ({ Component: m.TermsPage }))),
  },
];
