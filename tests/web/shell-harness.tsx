import type { ComponentType, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { ApiProvider } from '../../web/src/app/api-context';
import { buildRouteObjects } from '../../web/src/app/route-table';
import type { SiteRoute } from '../../web/src/app/site-route';
import { AppToaster } from '../../web/src/components/toast';
import { fakeApi, type FakeApi } from './flows-harness';

// The flows' fake port (every call of the contract) and their clean-up after each test (storage, timers, toasts).
export { fakeApi, type FakeApi } from './flows-harness';

/** A SiteRoute whose page is just a heading (and any extra content). */
export const pageRoute = (path: string, heading: string, extra?: ReactNode): SiteRoute => ({
  path,
  title: `${heading} | Manobal`,
  load: async () => ({
    Component: () => (
      <>
        <h1>{heading}</h1>
        {extra}
      </>
    ),
  }),
});

export const TEST_ROUTES: SiteRoute[] = [
  pageRoute('/', 'Home page'),
  pageRoute('/faq', 'About Us and FAQs'),
  pageRoute('/careers', 'Careers at Manobal'),
  pageRoute('/profile', 'Profile page'),
];

/** The whole shell (layout, header, footer, router, error boundary) over the given pages. */
export const renderSite = (url: string, { routes = TEST_ROUTES, api = fakeApi() }: { routes?: SiteRoute[]; api?: FakeApi } = {}) => {
  const router = createMemoryRouter(buildRouteObjects(routes), { initialEntries: [url] });
  const view = render(
    <ApiProvider api={api}>
      <RouterProvider router={router} />
    </ApiProvider>,
  );
  return { ...view, router, api };
};

/** One component inside a router, the API provider and the toaster. */
export const renderWithProviders = (Component: ComponentType, { api = fakeApi(), url = '/' }: { api?: FakeApi; url?: string } = {}) => {
  const view = render(
    <ApiProvider api={api}>
      <MemoryRouter initialEntries={[url]}>
        <Component />
      </MemoryRouter>
      <AppToaster />
    </ApiProvider>,
  );
  return { ...view, api };
};
