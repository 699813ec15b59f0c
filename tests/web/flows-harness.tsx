import '@testing-library/jest-dom/vitest';
import type { ReactElement } from 'react';
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { errAsync, okAsync } from 'neverthrow';
import { toast } from 'sonner';
import { afterEach, vi, type Mock } from 'vitest';
import { CALL_MESSAGES, CALL_NAMES, ENDPOINTS, type ApiError, type Locale, type ManobalApi } from '@manobal/core';
import { ApiProvider } from '../../web/src/app/api-context';
import { AppToaster } from '../../web/src/components/toast';
import { ShellCatalogProvider } from '../../web/src/app/shell-catalog-context';
import { LocaleProvider } from '../../web/src/app/locale-context';
import { SHELL_CATALOG_EN } from '../../web/src/app/shell.catalog.en';
import { SHELL_CATALOG_HI } from '../../web/src/app/shell.catalog.hi';
import { APPOINTMENTS_WORDS } from '../../web/src/features/appointments/appointments.words';
import { CALENDAR_WORDS } from '../../web/src/features/calendar/calendar.words';
import { WIZARD_WORDS } from '../../web/src/features/wizard/wizard.words';

// The routes load a flow page's words in its language before the page renders; so does every test of one.
await Promise.all([WIZARD_WORDS.load('en'), CALENDAR_WORDS.load('en'), APPOINTMENTS_WORDS.load('en')]);

afterEach(() => {
  // Sonner replays undismissed toasts to the next test's Toaster.
  toast.dismiss();
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.useRealTimers();
});

export type FakeApi = { [K in keyof ManobalApi]: Mock<ManobalApi[K]> };

const notFaked = () => errAsync<never, ApiError>({ kind: 'unexpected', message: 'Not faked in this test' });

/**
 * The HTTP port, faked at its boundary: every call succeeds with the spec's success text unless the
 * test overrides it.
 */
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
  api.login.mockImplementation(() => okAsync({ msg: CALL_MESSAGES.login.success, data: { access_token: 'token-1', user: { id: 'u1', name: 'Nikhil Rao', email: 'nikhil.rao@example.in' } } }));
  api.uploadDocument.mockImplementation(() => okAsync({ msg: CALL_MESSAGES.careersUpload.success, data: { fileUrl: '/api/v1/careers/files/file-0001.png' } }));
  for (const [key, impl] of Object.entries(overrides)) {
    (api as Record<string, Mock>)[key]!.mockImplementation(impl as never);
  }
  return api;
};

/** Shows where the app navigated to, so tests can follow a redirect. */
const WhereAmI = ({ label }: { label: string }) => {
  const location = useLocation();
  return (
    <p>
      {label} at {location.pathname}
    </p>
  );
};

export interface RenderFlowOptions {
  api?: FakeApi;
  /** The address the page opens at, e.g. '/session-calendar?doctor=ananya-rao'. */
  url?: string;
  /** Navigation state, as another page's <Link state> would pass it. */
  state?: unknown;
  /** The page's language, as the web root would choose it from a /hi/… address; English by default. */
  locale?: Locale;
}

/** '/a/b?x=1#frag' as the router's location parts. */
const addressOf = (url: string) => {
  const { pathname, search, hash } = new URL(url, 'http://localhost');
  return { pathname, search, hash };
};

/** Renders one flow page at its path inside a memory router, with the fake API and the toaster. */
export const renderFlow = (path: string, page: ReactElement, { api = fakeApi(), url = path, state, locale = 'en' }: RenderFlowOptions = {}) => {
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '/', element: <WhereAmI label="Home page" /> },
      { path: '/login', element: path === '/login' ? page : <WhereAmI label="Login page" /> },
      { path: '*', element: <WhereAmI label="Other page" /> },
    ],
    { initialEntries: [{ ...addressOf(url), state }] },
  );
  const view = render(
    <LocaleProvider locale={locale}>
      <ShellCatalogProvider catalog={locale === 'hi' ? SHELL_CATALOG_HI : SHELL_CATALOG_EN}>
        <ApiProvider api={api}>
          <RouterProvider router={router} />
          <AppToaster />
        </ApiProvider>
      </ShellCatalogProvider>
    </LocaleProvider>,
  );
  return { ...view, api, router };
};

/** The toast list a toast sits in, which carries its screen position. */
export const toastPosition = (toastText: HTMLElement): string | null => {
  const list = toastText.closest('[data-sonner-toaster]');
  return list ? `${list.getAttribute('data-y-position')}-${list.getAttribute('data-x-position')}` : null;
};
