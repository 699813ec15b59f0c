import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errAsync, okAsync } from 'neverthrow';
import { afterEach, describe, expect, it } from 'vitest';
import axe from 'axe-core';
import { fakeStaffApi, renderConsoleAt, staffPerson } from './staff-harness';

/** What axe finds wrong (colour contrast is the browser's to judge: jsdom computes no styles). */
const violationsIn = async (container: HTMLElement) =>
  (await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })).violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`);

const signedOut = () => errAsync({ kind: 'http' as const, status: 401, message: 'Your session has ended. Please sign in again.', refusal: 'signed-out' as const });

describe('console sign-in', () => {
  it('signs in with e-mail and password, then a code from the app, and opens the screen the person was going to', async () => {
    const user = userEvent.setup();
    const me = staffPerson('Meera Iyer', ['coordinator']);
    const sent: unknown[] = [];
    const api = fakeStaffApi(me, {
      staffWhoami: signedOut,
      staffSignIn: (request: unknown) => {
        sent.push(request);
        return okAsync({ msg: 'ok', data: { sign_in_token: 'mnb_stp_t', factors: ['totp', 'recovery-code'] } });
      },
      staffSignInFactor: (request: unknown) => {
        sent.push(request);
        return okAsync({ msg: 'Signed in.', data: me });
      },
      staffRecords: () => okAsync({ msg: 'ok', data: { items: [], page: 1, limit: 20, total: 0 } }),
      staffMyTokens: () => okAsync({ msg: 'ok', data: { items: [] } }),
      staffAppointments: () => okAsync({ msg: 'ok', data: { items: [], page: 1, limit: 20, total: 0 } }),
      staffTherapists: () => okAsync({ msg: 'ok', data: { items: [] } }),
    });
    const { router, container } = renderConsoleAt('/account', api);
    expect(await screen.findByRole('heading', { name: 'Sign in to the care console' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff/sign-in');
    expect(await violationsIn(container)).toEqual([]);

    await user.type(screen.getByLabelText(/^E-mail/), 'meera@manobal.test');
    await user.type(screen.getByLabelText(/^Password/), 'a long walk by the river{Enter}');
    const code = await screen.findByLabelText(/Six-digit code/);
    expect(await violationsIn(container)).toEqual([]);
    await user.type(code, '123456{Enter}');
    expect(await screen.findByRole('heading', { name: 'My account', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff/account');
    expect(sent).toEqual([
      { email: 'meera@manobal.test', password: 'a long walk by the river' },
      { sign_in_token: 'mnb_stp_t', method: 'totp', code: '123456' },
    ]);
  }, 90_000);

  it("shows the server's one answer to a wrong password, and lets a recovery code stand in for the app", async () => {
    const user = userEvent.setup();
    let tries = 0;
    const factors: unknown[] = [];
    const api = fakeStaffApi(staffPerson('Meera Iyer', ['coordinator']), {
      staffWhoami: signedOut,
      staffSignIn: () =>
        (tries += 1) === 1
          ? errAsync({ kind: 'http', status: 401, message: 'That e-mail and password do not open the console.', refusal: 'sign-in-refused' })
          : okAsync({ msg: 'ok', data: { sign_in_token: 'mnb_stp_t', factors: ['totp', 'recovery-code'] } }),
      staffSignInFactor: (request: unknown) => {
        factors.push(request);
        return errAsync({ kind: 'http', status: 401, message: 'That code did not work.', refusal: 'second-factor-refused' });
      },
    });
    renderConsoleAt('/sign-in', api);
    await user.type(await screen.findByLabelText(/^E-mail/), 'meera@manobal.test');
    await user.type(screen.getByLabelText(/^Password/), 'wrong{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('That e-mail and password do not open the console.');
    await user.type(screen.getByLabelText(/^Password/), 'right{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText(/^Recovery code/), 'abcde-12345{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('That code did not work.');
    expect(factors).toEqual([{ sign_in_token: 'mnb_stp_t', method: 'recovery-code', code: 'abcde-12345' }]);
  });
});

describe('console enrolment', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('opens the link from its fragment, sets a password and an app, and shows the recovery codes once', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/staff/enrol#mnb_enr_code');
    const me = staffPerson('Meera Iyer', ['coordinator']);
    const completed: unknown[] = [];
    const api = fakeStaffApi(me, {
      staffWhoami: signedOut,
      staffOpenEnrolment: () =>
        okAsync({
          msg: 'ok',
          data: {
            kind: 'invitation',
            email: 'meera@manobal.test',
            name: 'Meera Iyer',
            roles: ['coordinator'],
            expires_at: '2026-12-03T03:35:00.000Z',
            proves_password: false,
            totp: { setup_token: 'mnb_stp_s', secret: 'JBSWY3DPEHPK3PXP', otpauth_uri: 'otpauth://totp/x', qr_code: 'data:image/svg+xml;base64,PHN2Zy8+' },
          },
        }),
      staffCompleteEnrolment: (request: unknown) => {
        completed.push(request);
        return okAsync({ msg: 'ok', data: { recovery_codes: ['7kq2m-x9d4h', 'p3c8v-2nw6r'], me } });
      },
      staffRecords: () => okAsync({ msg: 'ok', data: { items: [], page: 1, limit: 20, total: 0 } }),
    });
    const { container } = renderConsoleAt('/enrol', api);
    expect(await screen.findByText('For Meera Iyer (meera@manobal.test)')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeInTheDocument();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    expect(await violationsIn(container)).toEqual([]);

    await user.type(screen.getByLabelText(/^Password/), 'a long walk by the river');
    await user.type(screen.getByLabelText(/^Type the password again/), 'a long walk by the river');
    await user.type(screen.getByLabelText(/^Six-digit code from the app/), '123456');
    await user.click(screen.getByRole('button', { name: 'Finish setting up' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['7kq2m-x9d4h', 'p3c8v-2nw6r']);
    expect(completed).toEqual([{ code: 'mnb_enr_code', setup_token: 'mnb_stp_s', password: 'a long walk by the river', totp_code: '123456' }]);
    expect(await violationsIn(container)).toEqual([]);
  }, 90_000);

  it('says clearly when the link is used or expired', async () => {
    window.history.replaceState(null, '', '/staff/enrol#mnb_enr_used');
    const api = fakeStaffApi(staffPerson('x', ['admin']), {
      staffWhoami: signedOut,
      staffOpenEnrolment: () => errAsync({ kind: 'http', status: 410, message: 'This enrolment link has been used or has expired. Ask an administrator for a new one.', refusal: 'enrolment-gone' }),
    });
    renderConsoleAt('/enrol', api);
    expect(await screen.findByRole('alert')).toHaveTextContent('This enrolment link has been used or has expired.');
  });
});

describe('signing out', () => {
  it('signs out from the account screen and goes to sign-in', async () => {
    const user = userEvent.setup();
    let signedIn = true;
    const me = staffPerson('Meera Iyer', ['coordinator']);
    const api = fakeStaffApi(me, {
      staffWhoami: () => (signedIn ? okAsync({ msg: 'ok', data: me }) : signedOut()),
      staffMyTokens: () => okAsync({ msg: 'ok', data: { items: [] } }),
      staffSignOutEverywhere: () => {
        signedIn = false;
        return okAsync({ msg: 'Signed out on every device.', data: { everywhere: true } });
      },
    });
    const { router } = renderConsoleAt('/account', api);
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to the care console' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff/sign-in');
  });
});

describe('my access tokens', () => {
  it('creates a named token for some days and shows its secret once, lists the tokens and revokes one', async () => {
    const user = userEvent.setup();
    const me = staffPerson('Meera Iyer', ['coordinator']);
    const token = { id: 't1', name: 'laptop CLI', state: 'active', created_at: '2026-11-27T04:00:00.000Z', expires_at: '2027-01-26T04:00:00.000Z', last_used_at: null, revoked_at: null as string | null };
    let tokens: (typeof token)[] = [];
    const created: unknown[] = [];
    const api = fakeStaffApi(me, {
      staffMyTokens: () => okAsync({ msg: 'ok', data: { items: tokens } }),
      staffCreateToken: (request: unknown) => {
        created.push(request);
        tokens = [token];
        return okAsync({ msg: 'Token created.', data: { ...token, token: 'mnb_pat_secret' } });
      },
      staffRevokeToken: (request: unknown) => {
        tokens = [{ ...token, state: 'revoked', revoked_at: '2026-11-27T05:00:00.000Z' }];
        return okAsync({ msg: 'Token revoked.', data: { ...tokens[0]!, id: (request as { id: string }).id } });
      },
    });
    const { container } = renderConsoleAt('/account', api);
    expect(await screen.findByText('You have no access tokens.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Token name/), 'laptop CLI');
    await user.clear(screen.getByLabelText(/^Days it lasts/));
    await user.type(screen.getByLabelText(/^Days it lasts/), '60');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByTestId('new-token')).toHaveTextContent('mnb_pat_secret');
    expect(created).toEqual([{ name: 'laptop CLI', days: 60 }]);
    const list = await screen.findByRole('list', { name: 'Your tokens' });
    expect(within(list).getByText('laptop CLI')).toBeInTheDocument();
    expect(await violationsIn(container)).toEqual([]);
    await user.click(within(list).getByRole('button', { name: 'Revoke laptop CLI' }));
    expect(await within(list).findByText(/Revoked/)).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Revoke laptop CLI' })).toBeNull();
  }, 90_000);
});
