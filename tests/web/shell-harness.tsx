import type { ComponentType, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { errAsync, okAsync } from 'neverthrow';
import { afterEach, vi, type Mock } from 'vitest';
import { CALL_MESSAGES, type ApiError, type ManobalApi } from '@manobal/core';
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
  const api: FakeApi = {
    referPerson: vi.fn(() => ok(CALL_MESSAGES.referPerson.success)),
    contactUs: vi.fn(() => ok(CALL_MESSAGES.contactUs.success)),
    volunteer: vi.fn(() => ok(CALL_MESSAGES.volunteer.success)),
    bookSession: vi.fn(() => ok(CALL_MESSAGES.bookSession.success)),
    apply: vi.fn(() => ok(CALL_MESSAGES.careersApply.success)),
    signup: vi.fn(() => ok(CALL_MESSAGES.signup.success)),
    login: vi.fn(() => okAsync({ msg: CALL_MESSAGES.login.success, data: { access_token: 't', user: { id: 'u1', name: 'Asha', email: 'asha@example.in' } } })),
    uploadDocument: vi.fn(() => okAsync({ msg: CALL_MESSAGES.careersUpload.success, data: { fileUrl: '/api/v1/careers/files/x.png' } })),
    subscribeNewsletter: vi.fn(() => ok(CALL_MESSAGES.subscribeNewsletter.success)),
    submitLead: vi.fn(() => ok(CALL_MESSAGES.submitLead.success)),
    // Appointments (issue 14): no page calls them yet.
    holdSlot: vi.fn(notFaked),
    confirmAppointment: vi.fn(notFaked),
    appointment: vi.fn(notFaked),
    cancelAppointment: vi.fn(notFaked),
    rescheduleAppointment: vi.fn(notFaked),
    myAppointments: vi.fn(notFaked),
    logout: vi.fn(notFaked),
    listTherapists: vi.fn(notFaked),
    getTherapist: vi.fn(notFaked),
    therapistSlots: vi.fn(notFaked),
    requestCallback: vi.fn(notFaked),
  };
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
