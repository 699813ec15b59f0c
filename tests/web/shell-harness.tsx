import type { ComponentType, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import type { Locale } from '@manobal/core';
import { ApiProvider } from '../../web/src/app/api-context';
import { buildRouteObjects } from '../../web/src/app/route-table';
import type { ShellCatalog } from '../../web/src/app/shell-catalog';
import { SHELL_CATALOG_EN } from '../../web/src/app/shell.catalog.en';
import { SHELL_CATALOG_HI } from '../../web/src/app/shell.catalog.hi';
import { routerBasename, SiteRoot } from '../../web/src/app/site-root';
import type { SiteRoute } from '../../web/src/app/site-route';
import { AppToaster } from '../../web/src/components/toast';
import { fakeApi, type FakeApi } from './flows-harness';

// The flows' fake port (every call of the contract) and their clean-up after each test (storage, timers, toasts).
export { fakeApi, type FakeApi } from './flows-harness';

/** A SiteRoute whose page is just a heading (and any extra content). */
export const pageRoute = (path: string, heading: string, extra?: ReactNode): SiteRoute => ({
  path,
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

/** Each language's shell words, as the web root loads them (tests may name a language's catalog; the site may not). */
export const SHELL_CATALOGS: Readonly<Record<Locale, ShellCatalog>> = { en: SHELL_CATALOG_EN, hi: SHELL_CATALOG_HI };

/** The language's shell words around a tree, as the web root gives them. */
export const WithShell = ({ locale = 'en', children }: { locale?: Locale; children: ReactNode }) => (
  <SiteRoot locale={locale} shell={SHELL_CATALOGS[locale]}>
    {children}
  </SiteRoot>
);

/**
 * The whole shell (layout, header, footer, router, error boundary) over the given pages, in the language of the
 * address as the web root chooses it ('/hi/…' is Hindi, under the router's basename).
 */
export const renderSite = (
  url: string,
  { routes = TEST_ROUTES, api = fakeApi(), locale = 'en' }: { routes?: SiteRoute[]; api?: FakeApi; locale?: Locale } = {},
) => {
  // A fresh document, as a visit to a client-rendered address has: the layout writes the page's title itself.
  document.title = '';
  const basename = routerBasename(locale);
  const router = createMemoryRouter(buildRouteObjects(routes, locale), { initialEntries: [url], ...(basename ? { basename } : {}) });
  const view = render(
    <WithShell locale={locale}>
      <ApiProvider api={api}>
        <RouterProvider router={router} />
      </ApiProvider>
    </WithShell>,
  );
  return { ...view, router, api };
};

/** One component inside a router, the API provider and the toaster. */
export const renderWithProviders = (Component: ComponentType, { api = fakeApi(), url = '/' }: { api?: FakeApi; url?: string } = {}) => {
  const view = render(
    <WithShell>
      <ApiProvider api={api}>
        <MemoryRouter initialEntries={[url]}>
          <Component />
        </MemoryRouter>
        <AppToaster />
      </ApiProvider>
    </WithShell>,
  );
  return { ...view, api };
};
