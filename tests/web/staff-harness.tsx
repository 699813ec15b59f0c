import { render } from '@testing-library/react';
import { okAsync } from 'neverthrow';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { permissionsOf, type StaffApi, type StaffWhoami } from '@manobal/core';
import type { ConsoleScreenRoute } from '../../web/src/staff/app/console-route';
import { buildConsoleRouteObjects, CONSOLE_BASENAME } from '../../web/src/staff/app/console-router';
import { CONSOLE_SCREEN_ROUTES } from '../../web/src/staff/app/console-routes';
import { ConsoleSessionProvider } from '../../web/src/staff/app/console-session';
import { StaffApiProvider } from '../../web/src/staff/app/staff-api-context';

type Role = StaffWhoami['roles'][number];

/** Who the server says is signed in. */
export const staffPerson = (name: string, roles: Role[], overrides: Partial<StaffWhoami> = {}): StaffWhoami => ({
  person_id: `p-${name.toLowerCase().replace(/\W+/g, '-')}`,
  name,
  roles,
  therapist_id: null,
  credential: 'session',
  verified_at: '2026-11-27T04:00:00.000Z',
  permissions: [...permissionsOf(roles)],
  ...overrides,
});

/** A staff client with only the calls a test answers; any other call is a bug in the screen under test. */
export const fakeStaffApi = (me: StaffWhoami, calls: Partial<Record<keyof StaffApi, (request: never) => unknown>>): StaffApi =>
  new Proxy({ staffWhoami: () => okAsync({ msg: 'ok', data: me }), ...calls } as Record<string, unknown>, {
    get: (target, name: string) => {
      if (name in target) return target[name];
      throw new Error(`the screen called ${name}, which this test does not answer`);
    },
  }) as unknown as StaffApi;

/** The console as the browser runs it (shell, session, the real route table) at a /staff address. */
export const renderConsoleAt = (path: string, api: StaffApi, screens: readonly ConsoleScreenRoute[] = CONSOLE_SCREEN_ROUTES) => {
  const router = createMemoryRouter(buildConsoleRouteObjects(screens), { initialEntries: [`${CONSOLE_BASENAME}${path}`], basename: CONSOLE_BASENAME });
  const view = render(
    <StaffApiProvider api={api}>
      <ConsoleSessionProvider>
        <RouterProvider router={router} />
      </ConsoleSessionProvider>
    </StaffApiProvider>,
  );
  return { ...view, router };
};
