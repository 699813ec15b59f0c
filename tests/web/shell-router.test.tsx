import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errAsync } from 'neverthrow';
import { Link } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { CALL_MESSAGES, CONTACT_MESSAGES, TIMINGS, formMessageText } from '@manobal/core';
import { describeRoute } from '../../web/src/app/route-heads';
import { ROUTE_HEADS_EN } from '../../web/src/app/route-heads.en';
import { NOT_FOUND_ROUTE, siteRoutes } from '../../web/src/app/route-table';
import { shellRoutes } from '../../web/src/app/shell-routes';
import type { SiteRoute } from '../../web/src/app/site-route';
import { ContactPage } from '../../web/src/features/contact/contact-page';
import { fakeApi, pageRoute, renderSite, renderWithProviders, TEST_ROUTES } from './shell-harness';

const routeDescription = (path: string) => describeRoute(ROUTE_HEADS_EN, path);
const SITE_DESCRIPTION = ROUTE_HEADS_EN.site;

describe('routing', () => {
  it('matches paths whatever their case, as in /Careers and /Ourexperts', async () => {
    renderSite('/Careers', { routes: [...TEST_ROUTES, pageRoute('/ourexperts', 'Meet Our Expert Doctors')] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Careers at Manobal' })).toBeInTheDocument();
  });

  it("shows 'Page not found' for an address the site does not have", async () => {
    renderSite('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found | Manobal'));
  });

  it('gives every page, the not-found page too, a description of its own of at most 160 characters', () => {
    const descriptions = [...siteRoutes, NOT_FOUND_ROUTE].map((route) => routeDescription(route.path));
    for (const description of descriptions) {
      expect(description).not.toBe(SITE_DESCRIPTION);
      expect(description.length).toBeLessThanOrEqual(160);
    }
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it("sets the page's title from its route and the description of its path", async () => {
    renderSite('/faq');
    await screen.findByRole('heading', { name: 'About Us and FAQs' });
    await waitFor(() => expect(document.title).toBe('About Us and FAQs | Manobal'));
    await waitFor(() => expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', routeDescription('/faq')));
    expect(routeDescription('/faq')).toMatch(/^About Manobal and answers to common questions/);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/faq$/);
  });

  it('starts every new page at the top', async () => {
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const routes = [pageRoute('/', 'Home page', <Link to="/faq">Read the FAQ</Link>), ...TEST_ROUTES.slice(1)];
    renderSite('/', { routes });
    await screen.findByRole('heading', { name: 'Home page' });
    scrollTo.mockClear();

    await user.click(screen.getByRole('link', { name: 'Read the FAQ' }));
    await screen.findByRole('heading', { name: 'About Us and FAQs' });
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
  });

  it('offers a calm retry, keeping header and footer, when a page fails to load', async () => {
    const broken: SiteRoute = { ...pageRoute('/videos', 'Videos'), load: () => Promise.reject(new Error('Failed to fetch dynamically imported module')) };
    renderSite('/videos', { routes: [...TEST_ROUTES, broken] });

    expect(await screen.findByRole('heading', { level: 1, name: 'This page did not load' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('gives up waiting for a page chunk after the chunk time-out and offers a retry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const stuck: SiteRoute = { ...pageRoute('/music', 'Music'), load: () => new Promise(() => undefined) };
    renderSite('/music', { routes: [...TEST_ROUTES, stuck] });

    await act(async () => {
      await vi.advanceTimersByTimeAsync(TIMINGS.chunkLoadTimeoutMs);
    });
    vi.useRealTimers();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('profile page', () => {
  const profileRoute = shellRoutes.find((route) => route.path === '/profile')!;

  it('shows the stored name and email', async () => {
    window.localStorage.setItem('authToken', 'token-1');
    window.localStorage.setItem('user', JSON.stringify({ name: 'Asha Verma', email: 'asha@example.in' }));
    renderSite('/profile', { routes: [...TEST_ROUTES.filter((r) => r.path !== '/profile'), profileRoute] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Your profile' })).toBeInTheDocument();
    expect(screen.getByText('Asha Verma')).toBeInTheDocument();
    expect(screen.getByText('asha@example.in')).toBeInTheDocument();
  });

  it('invites a visitor who is not logged in to log in', async () => {
    renderSite('/profile', { routes: [...TEST_ROUTES.filter((r) => r.path !== '/profile'), profileRoute] });
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});

describe('contact form', () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Kabir Shah');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'kabir@example.in');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Do you offer sessions in Gujarati?');
  };

  it('asks for a missing message without sending anything', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderWithProviders(ContactPage, { api });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Kabir Shah');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'kabir@example.in');

    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(formMessageText('en', CONTACT_MESSAGES.messageRequired))).toBeInTheDocument();
    expect(api.contactUs).not.toHaveBeenCalled();
  });

  it('sends the message and clears the form', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderWithProviders(ContactPage, { api });
    await fill(user);

    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(CALL_MESSAGES.contactUs.success)).toBeInTheDocument();
    expect(api.contactUs).toHaveBeenCalledWith({ name: 'Kabir Shah', email: 'kabir@example.in', message: 'Do you offer sessions in Gujarati?' });
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it('says so inline when the message could not be sent', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ contactUs: () => errAsync({ kind: 'network', message: CALL_MESSAGES.contactUs.network }) });
    renderWithProviders(ContactPage, { api });
    await fill(user);

    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while submitting the form. Please try again.');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Do you offer sessions in Gujarati?');
  });

  it("keeps the map unloaded until asked, behind a 'Show map' button", async () => {
    const user = userEvent.setup();
    renderWithProviders(ContactPage);
    expect(document.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show map' }));
    expect(screen.getByTitle(/Map showing the Manobal office/)).toHaveAttribute('src', expect.stringContaining('openstreetmap.org/export/embed.html'));
  });
});
