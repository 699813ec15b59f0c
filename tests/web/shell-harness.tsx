import type { ComponentType, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { errAsync, okAsync } from 'neverthrow';
import { afterEach, vi, type Mock } from 'vitest';
import { CALL_MESSAGES, CALL_NAMES, ENDPOINTS, type ApiError, type ManobalApi } from '@manobal/core';
import { ApiProvider } from '../../web/src/app/api-context';
import { buildRouteObjects } from '../../web/src/app/route-table';
import type { SiteRoute } from '../../web/src/app/site-route';
import { AppToaster } from '../../web/src/components/toast';

afterEach(() => {
  window.localStorage.clear();
  vi.useRealTimers();
});

export type FakeApi = { [K in keyof ManobalApi]: Mock<ManobalApi[K]> };

const notFaked = () => errAsync<never, ApiError>({ kind: 'unexpected', message: 'Not faked in this test' });

/** The API port faked at its boundary: every call succeeds unless a test overrides it. */
export const fakeApi = (overrides: Partial<ManobalApi> = {}): FakeApi => {
  const ok = (msg: string) => okAsync({ msg, data: undefined as unknown });
  // Every call of the contract is faked: a call whose answer carries no data ('created', 'none') succeeds with its
  // success text, login and upload answer a sample; any other call must be faked by the test that makes it.
  const api = Object.fromEntries(
    CALL_NAMES.map((call) => {
      const { port, data } = ENDPOINTS[call];
      return [port, vi.fn(data === 'created' || data === 'none' ? () => ok(CALL_MESSAGES[call].success) : notFaked)];
    }),
  ) as unknown as FakeApi;
  api.login.mockImplementation(() => okAsync({ msg: CALL_MESSAGES.login.success, data: { access_token: 't', user: { id: 'u1', name: 'Asha', email: 'asha@example.in' } } }));
  api.uploadDocument.mockImplementation(() => okAsync({ msg: CALL_MESSAGES.careersUpload.success, data: { fileUrl: '/api/v1/careers/files/x.png' } }));
  for (const [key, impl] of Object.entries(overrides)) (api as Record<string, Mock>)[key]!.mockImplementation(impl as never);
  return api;
};

/** A SiteRoute whose page is just a heading (and any extra content). */
export const pageRoute = (path: string, heading: string, extra?: ReactNode): SiteRoute => ({
  path,
  title: `${heading} | Manobal`,
  description: `About ${heading}.`,
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
