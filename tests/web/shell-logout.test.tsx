import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '@manobal/core';
import { renderSite } from './shell-harness';

describe('logging out', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the server to end the token too, so a copy of it stops working', async () => {
    const sent = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response('{"success":true,"msg":"You are logged out."}')));
    vi.stubGlobal('fetch', sent);
    window.localStorage.setItem('authToken', 'token-to-end');
    window.localStorage.setItem('user', JSON.stringify({ name: 'Asha', email: 'asha@example.in' }));
    const user = userEvent.setup();
    renderSite('/faq');
    await screen.findByRole('heading', { name: 'About Us and FAQs' });

    await user.click(screen.getByRole('button', { name: 'Welcome, Asha' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(sent).toHaveBeenCalled());
    const [url, init] = sent.mock.calls[0]!;
    expect(url).toBe(ENDPOINTS.logout.path);
    expect(init).toMatchObject({ method: 'POST', headers: { authorization: 'Bearer token-to-end' } });
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  it('logs out in this browser even when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))));
    window.localStorage.setItem('authToken', 'token-offline');
    window.localStorage.setItem('user', JSON.stringify({ name: 'Ravi', email: 'ravi@example.in' }));
    const user = userEvent.setup();
    renderSite('/faq');
    await screen.findByRole('heading', { name: 'About Us and FAQs' });

    await user.click(screen.getByRole('button', { name: 'Welcome, Ravi' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });
});
