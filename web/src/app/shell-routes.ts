import { withFormWords } from './form-words';
import type { SiteRoute } from './site-route';

/** The shell's own pages. */
export const shellRoutes: SiteRoute[] = [
  {
    path: '/contact-us',
    load: withFormWords(() => import('../features/contact/contact-page').then((m) => ({ Component: m.ContactPage }))),
  },
  {
    path: '/profile',
    load: () => import('../features/profile/profile-page').then((m) => ({ Component: m.ProfilePage })),
  },
];
