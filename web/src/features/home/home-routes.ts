import { PRODUCT_NAME } from '@manobal/core';
import type { SiteRoute } from '../../app/site-route';

export const homeRoutes: SiteRoute[] = [
  {
    path: '/',
    title: `${PRODUCT_NAME} | Mental Wellness Built Daily`,
    load: () => import('../../app/home-page-route').then((m) => ({ Component: m.HomePageRoute })),
  },
];
