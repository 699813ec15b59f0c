import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errAsync, okAsync } from 'neverthrow';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { permissionsOf, type ApiError, type StaffApi, type StaffWhoami } from '@manobal/core';
import type { ConsolePublicRoute, ConsoleScreenRoute } from '../../web/src/staff/app/console-route';
import { buildConsoleRouteObjects, CONSOLE_BASENAME } from '../../web/src/staff/app/console-router';
import { ConsoleSessionProvider } from '../../web/src/staff/app/console-session';
import { StaffApiProvider } from '../../web/src/staff/app/staff-api-context';

type Role = StaffWhoami['roles'][number];

const person = (name: string, roles: Role[]): StaffWhoami => ({
  person_id: `p-${name}`,
  name,
  roles,
  therapist_id: null,
  credential: 'session',
  verified_at: '2026-11-27T04:00:00.000Z',
  permissions: [...permissionsOf(roles)],
});

/** A screen that says which one it is, so a test sees that the screen itself rendered (not only its heading). */
const screenRoute = (screenId: ConsoleScreenRoute['screen']): ConsoleScreenRoute => ({
  screen: screenId,
  load: async () => ({ Component: () => <p>{`contents of ${screenId}`}</p> }),
});

const SCREENS = (['queue', 'appointments', 'inbox', 'applications', 'directory', 'people', 'audit', 'account'] as const).map(screenRoute);
const PUBLIC: ConsolePublicRoute[] = [{ path: 'sign-in', load: async () => ({ Component: () => <h1>Sign-in screen</h1> }) }];

/** The staff client as the shell uses it: only who-am-I, answered as the server would. */
const staffApi = (whoami: () => ReturnType<StaffApi['staffWhoami']>): StaffApi => ({ staffWhoami: whoami }) as unknown as StaffApi;

const renderConsole = (path: string, api: StaffApi) => {
  const router = createMemoryRouter(buildConsoleRouteObjects(SCREENS, PUBLIC), { initialEntries: [`${CONSOLE_BASENAME}${path}`], basename: CONSOLE_BASENAME });
  render(
    <StaffApiProvider api={api}>
      <ConsoleSessionProvider>
        <RouterProvider router={router} />
      </ConsoleSessionProvider>
    </StaffApiProvider>,
  );
  return router;
};

const signedInAs = (me: StaffWhoami) => staffApi(() => okAsync({ msg: 'ok', data: me }));
const refused = (error: ApiError) => staffApi(() => errAsync(error));

const navigationLinks = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Console' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

describe("the console's shell", () => {
  it("shows a coordinator their name, role and only the screens their role opens, and opens on the urgent queue", async () => {
    const router = renderConsole('', signedInAs(person('Asha Rao', ['coordinator'])));
    expect(await screen.findByRole('heading', { level: 1, name: 'Urgent queue' })).toBeInTheDocument();
    expect(await screen.findByText('contents of queue')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff/queue');
    expect(screen.getByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByText('Care coordinator')).toBeInTheDocument();
    expect(await navigationLinks()).toEqual(['Urgent queue', 'Appointments', 'Inbox', 'My account']);
  });

  it('shows an administrator every screen', async () => {
    renderConsole('/account', signedInAs(person('Admin', ['admin'])));
    expect(await navigationLinks()).toEqual(['Urgent queue', 'Appointments', 'Inbox', 'Applications', 'Directory', 'People', 'Audit log', 'My account']);
  });

  it('opens a recruiter on the applications and shows no other working screen', async () => {
    const router = renderConsole('/', signedInAs(person('Ravi', ['recruiter'])));
    expect(await screen.findByText('contents of applications')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff/applications');
    expect(await navigationLinks()).toEqual(['Applications', 'My account']);
  });

  it("does not render a screen for a role it is not open to, even at its typed address", async () => {
    renderConsole('/directory', signedInAs(person('Ravi', ['recruiter'])));
    expect(await screen.findByRole('heading', { level: 1, name: 'Directory' })).toBeInTheDocument();
    expect(screen.getByText(/Your roles do not open this screen/)).toBeInTheDocument();
    expect(screen.queryByText('contents of directory')).not.toBeInTheDocument();
  });

  it('sends a person who is not signed in to sign-in, remembering where they were going', async () => {
    const router = renderConsole('/inbox', refused({ kind: 'http', status: 401, message: 'A valid staff token is required.', refusal: 'signed-out' }));
    expect(await screen.findByRole('heading', { name: 'Sign-in screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff/sign-in');
    expect(router.state.location.state).toEqual({ from: '/inbox' });
  });

  it("reads a refusal by its kind, not its status: an answer without kind 'signed-out' is a fault to retry, not a sign-out", async () => {
    let calls = 0;
    const api = staffApi(() => {
      calls += 1;
      return calls === 1
        ? errAsync({ kind: 'http', status: 401, message: 'The server refused the request.' })
        : okAsync({ msg: 'ok', data: person('Asha Rao', ['coordinator']) });
    });
    const router = renderConsole('/inbox', api);
    expect(await screen.findByRole('alert')).toHaveTextContent('The server refused the request.');
    expect(router.state.location.pathname).toBe('/staff/inbox');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('contents of inbox')).toBeInTheDocument();
  });

  it("moves focus to the new screen's heading when a person follows the navigation by keyboard", async () => {
    const user = userEvent.setup();
    renderConsole('/queue', signedInAs(person('Asha Rao', ['coordinator'])));
    await screen.findByText('contents of queue');
    const nav = screen.getByRole('navigation', { name: 'Console' });
    within(nav).getByRole('link', { name: 'Inbox' }).focus();
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Inbox' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(within(nav).getByRole('link', { name: 'Inbox' })).toHaveAttribute('aria-current', 'page');
  });
});
