import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { errAsync } from 'neverthrow';
import type { ApiError, ManobalApi } from '@manobal/core';
import { ApiProvider } from '../../web/src/app/api-context';
import { AppToaster } from '../../web/src/components/toast';

/**
 * Content pages show what they were prerendered with when the API cannot be reached (the experts page refreshes
 * its directory on load): here every call answers as an unreachable server would.
 */
const unreachableApi = new Proxy({}, { get: () => () => errAsync<never, ApiError>({ kind: 'network', message: 'No server in content tests' }) }) as ManobalApi;

/** Stands in for every other page: shows where a link led and the navigation state it carried. */
const Elsewhere = () => {
  const location = useLocation();
  return (
    <div>
      <p data-testid="pathname">{location.pathname}</p>
      <p data-testid="search">{location.search}</p>
      <pre data-testid="state">{JSON.stringify(location.state ?? null)}</pre>
    </div>
  );
};

/** Renders one content page at `path` inside a memory router (plus the toaster), as the site would. */
export const renderPage = (Page: ComponentType, path = '/') => {
  const router = createMemoryRouter(
    [
      { path, element: <Page /> },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <ApiProvider api={unreachableApi}>
      <RouterProvider router={router} />
      <AppToaster />
    </ApiProvider>,
  );
  return { ...view, router };
};
