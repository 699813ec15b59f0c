import { PRODUCT_NAME } from '@manobal/core';
import type { SiteRoute } from './site-route';

/** The shell's own pages. */
export const shellRoutes: SiteRoute[] = [
  {
    path: '/contact-us',
    title: `Contact Us | ${PRODUCT_NAME}`,
    description: `Write to ${PRODUCT_NAME}, call us or visit our Pune office. We reply to every message.`,
    load: () => import('../features/contact/contact-page').then((m) => ({ Component: m.ContactPage })),
  },
  {
    path: '/profile',
    title: `Your profile | ${PRODUCT_NAME}`,
    description: `Your ${PRODUCT_NAME} account details.`,
    load: () => import('../features/profile/profile-page').then((m) => ({ Component: m.ProfilePage })),
  },
];
