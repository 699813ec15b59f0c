import { PRODUCT_NAME } from '@manobal/core';
import type { SiteRoute } from './site-route';

/** The shell's own pages. */
export const shellRoutes: SiteRoute[] = [
  {
    path: '/contact-us',
    title: `Contact Us | ${PRODUCT_NAME}`,
    load: () => import('../features/contact/contact-page').then((m) => ({ Component: m.ContactPage })),
  },
  {
    path: '/profile',
    title: `Your profile | ${PRODUCT_NAME}`,
    load: () => import('../features/profile/profile-page').then((m) => ({ Component: m.ProfilePage })),
  },
];
