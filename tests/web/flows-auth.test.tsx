import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errAsync } from 'neverthrow';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES, CALL_MESSAGES, TIMINGS, formMessageText } from '@manobal/core';
import { aValidLogin, aValidSignupForm } from '../../fixtures/forms';
import { LoginPage } from '../../web/src/features/auth/login-page';
import { SignupPage } from '../../web/src/features/auth/signup-page';
import { fakeApi, renderFlow, type FakeApi } from './flows-harness';

const renderSignup = (api: FakeApi = fakeApi()) => renderFlow('/signup', <SignupPage />, { api });
const renderLogin = (api: FakeApi = fakeApi()) => renderFlow('/login', <LoginPage />, { api });

const typeSignup = async (user: ReturnType<typeof userEvent.setup>, form = aValidSignupForm()) => {
  await user.type(screen.getByRole('textbox', { name: /Full name/ }), form.name);
  await user.type(screen.getByRole('textbox', { name: /Email/ }), form.email);
  await user.type(screen.getByLabelText(/^Password/), form.password);
  await user.type(screen.getByLabelText(/^Confirm password/), form.confirmPassword);
};

describe('signup', () => {
  it('says when the passwords do not match, and when the password is too short', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderSignup();
    await typeSignup(user, aValidSignupForm({ password: 'short', confirmPassword: 'shorter' }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(expect.stringContaining(formMessageText('en', AUTH_MESSAGES.passwordTooShort))));
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription(formMessageText('en', AUTH_MESSAGES.passwordsDoNotMatch));
    expect(api.signup).not.toHaveBeenCalled();
  });

  it('signs up, says so, and moves to the login page after a short pause', async () => {
    const form = aValidSignupForm();
    const user = userEvent.setup({ delay: null });
    const api = fakeApi();
    // A first attempt that cannot reach the server, then a retry that succeeds.
    api.signup.mockReturnValueOnce(errAsync({ kind: 'network', message: CALL_MESSAGES.signup.network }));
    renderSignup(api);
    await typeSignup(user, form);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(CALL_MESSAGES.signup.network)).toBeInTheDocument();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    // Let the answer arrive and the toast render without moving the clock on.
    for (let i = 0; i < 10; i += 1) await act(() => vi.advanceTimersByTimeAsync(0));
    expect(api.signup).toHaveBeenLastCalledWith({ name: form.name, email: form.email, password: form.password });
    expect(screen.getByText(CALL_MESSAGES.signup.success)).toBeInTheDocument();
    expect(screen.queryByText('Login page at /login')).not.toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(TIMINGS.signupRedirectMs));
    expect(screen.getByText('Login page at /login')).toBeInTheDocument();
  });

  it('shows why the signup failed', async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeApi();
    const busy = 'Too many requests. Please wait a minute and try again.';
    api.signup.mockReturnValueOnce(errAsync({ kind: 'http', status: 429, message: busy, serverMsg: busy }));
    api.signup.mockReturnValueOnce(errAsync({ kind: 'network', message: CALL_MESSAGES.signup.network }));
    renderSignup(api);
    await typeSignup(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(busy)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('An error occurred while signing up.')).toBeInTheDocument();
  });

  it('shows the server’s word on a common password under the password field, and stays on the page', async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeApi();
    const message = formMessageText('en', AUTH_MESSAGES.passwordTooCommon);
    api.signup.mockReturnValueOnce(errAsync({ kind: 'http', status: 400, message, serverMsg: message, fieldErrors: { password: message } }));
    renderSignup(api);
    await typeSignup(user, aValidSignupForm({ password: 'iloveyou', confirmPassword: 'iloveyou' }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
    expect(screen.queryByText('Login page at /login')).not.toBeInTheDocument();
  });

  it('refuses the email as the password before sending anything', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderSignup();
    const email = 'nikhil.rao@example.in';
    await typeSignup(user, aValidSignupForm({ email, password: email, confirmPassword: email }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(expect.stringContaining(formMessageText('en', AUTH_MESSAGES.passwordIsEmail))));
    expect(api.signup).not.toHaveBeenCalled();
  });

  it('links to the login page', () => {
    renderSignup();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });
});

describe('login', () => {
  it('stores the token and the user, says so and goes home', async () => {
    const user = userEvent.setup({ delay: null });
    const login = aValidLogin();
    const { api } = renderLogin();
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), login.email);
    await user.type(screen.getByLabelText(/^Password/), login.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Home page at /')).toBeInTheDocument();
    expect(api.login).toHaveBeenCalledWith(login);
    expect(window.localStorage.getItem('authToken')).toBe('token-1');
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toEqual({ name: 'Nikhil Rao', email: 'nikhil.rao@example.in' });
    expect(await screen.findByText(CALL_MESSAGES.login.success)).toBeInTheDocument();
  });

  it('asks for both fields before sending', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(formMessageText('en', AUTH_MESSAGES.identifierRequired)));
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveFocus();
    expect(api.login).not.toHaveBeenCalled();
  });

  it('shows why the login failed and stores nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeApi();
    api.login.mockReturnValueOnce(errAsync({ kind: 'http', status: 401, message: CALL_MESSAGES.login.failure }));
    api.login.mockReturnValueOnce(errAsync({ kind: 'network', message: CALL_MESSAGES.login.network }));
    renderLogin(api);
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'nikhil');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    // Beside the form, as an alert, not only in a toast that fades.
    const form = screen.getByRole('form', { name: 'Login' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Login failed');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('An error occurred while logging in.'));
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  it('asks for an email, not a username (there are none)', () => {
    renderLogin();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toBeInTheDocument();
    expect(screen.queryByText(/username/i)).not.toBeInTheDocument();
  });

  it('links to the signup page', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
  });
});
