import type { SiteRoute } from '../../app/site-route';
import { HOME_CONTENT } from './home-content-routes';

export const homeRoutes: SiteRoute[] = [
  {
    path: '/',
    // The page's words load beside its module, in the page's language, so the first render has them.
    load: (locale) =>
      Promise.all([import('../../app/home-page-route'), HOME_CONTENT.load(locale)]).then(([m]) => ({ Component: m.HomePageRoute })),
  },
];
