import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '@manobal/core';
import { login } from '../../web/src/app/auth-store';
import { pageRoute, renderSite, TEST_ROUTES } from './shell-harness';

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const servicesButton = () => within(mainNav()).getByRole('button', { name: 'Services' });
const servicesDropdown = () => servicesButton().parentElement!;

describe('header dropdowns', () => {
  it('open on hover and close only once the pointer has been away for the dropdown delay', async () => {
    renderSite('/');
    await screen.findByRole('heading', { name: 'Home page' });
    vi.useFakeTimers();

    fireEvent.pointerEnter(servicesDropdown(), { pointerType: 'mouse' });
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'true');
    expect(within(mainNav()).getByRole('link', { name: 'Depression' })).toBeVisible();

    fireEvent.pointerLeave(servicesDropdown(), { pointerType: 'mouse' });
    act(() => void vi.advanceTimersByTime(TIMINGS.dropdownCloseMs - 1));
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'true');

    act(() => void vi.advanceTimersByTime(1));
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'false');
    expect(within(mainNav()).queryByRole('link', { name: 'Depression' })).toBeNull();
  });

  it('stays open when the pointer comes back before the delay is over', async () => {
    renderSite('/');
    await screen.findByRole('heading', { name: 'Home page' });
    vi.useFakeTimers();

    fireEvent.pointerEnter(servicesDropdown(), { pointerType: 'mouse' });
    fireEvent.pointerLeave(servicesDropdown(), { pointerType: 'mouse' });
    act(() => void vi.advanceTimersByTime(TIMINGS.dropdownCloseMs / 2));
    fireEvent.pointerEnter(servicesDropdown(), { pointerType: 'mouse' });
    act(() => void vi.advanceTimersByTime(TIMINGS.dropdownCloseMs * 2));

    expect(servicesButton()).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens on click, closes on Escape and returns focus to its button', async () => {
    const user = userEvent.setup();
    renderSite('/');
    await screen.findByRole('heading', { name: 'Home page' });
    const resources = within(mainNav()).getByRole('button', { name: 'Resources' });

    await user.click(resources);
    expect(resources).toHaveAttribute('aria-expanded', 'true');
    const links = within(mainNav()).getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(expect.arrayContaining(['All resources', 'Blogs', 'Videos', 'Music', 'Assessments', 'News']));

    await user.keyboard('{Escape}');
    expect(resources).toHaveAttribute('aria-expanded', 'false');
    expect(resources).toHaveFocus();
  });

  it.each([
    ['Students Well-being Programme', '/for-students', 'Students page'],
    ['For Corporates', '/for-corporates', 'Corporates page'],
  ])("takes '%s' to %s, the programme's own page", async (label, to, heading) => {
    const user = userEvent.setup();
    renderSite('/', { routes: [...TEST_ROUTES, pageRoute(to, heading)] });
    await screen.findByRole('heading', { name: 'Home page' });

    await user.click(servicesButton());
    const link = within(mainNav()).getByRole('link', { name: label });
    expect(link).toHaveAttribute('href', to);
    await user.click(link);

    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Feature Coming Soon')).toBeNull();
  });
});

describe('mobile drawer', () => {
  it('opens as a dialog, keeps Tab inside, and Escape closes it and restores focus', async () => {
    const user = userEvent.setup();
    renderSite('/');
    await screen.findByRole('heading', { name: 'Home page' });
    const openButton = screen.getByRole('button', { name: 'Open menu' });

    await user.click(openButton);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(openButton).toHaveAttribute('aria-expanded', 'true');
    expect(drawer).toContainElement(document.activeElement as HTMLElement);

    const volunteer = within(drawer).getByRole('link', { name: 'Join as Volunteer' });
    volunteer.focus();
    await user.tab();
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).not.toBe(volunteer);

    await user.tab({ shift: true });
    expect(volunteer).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(openButton).toHaveFocus();
  });

  it('closes when one of its links is followed', async () => {
    const user = userEvent.setup();
    renderSite('/');
    await screen.findByRole('heading', { name: 'Home page' });

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'About Us' }));

    expect(await screen.findByRole('heading', { name: 'About Us and FAQs' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });

  it('lists the programme pages under Services as links', async () => {
    const user = userEvent.setup();
    renderSite('/', { routes: [...TEST_ROUTES, pageRoute('/for-students', 'Students page')] });
    await screen.findByRole('heading', { name: 'Home page' });

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('button', { name: 'Services' }));
    expect(within(drawer).getByRole('link', { name: 'For Corporates' })).toHaveAttribute('href', '/for-corporates');
    await user.click(within(drawer).getByRole('link', { name: 'Students Well-being Programme' }));

    expect(await screen.findByRole('heading', { name: 'Students page' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });
});

describe('auth-aware menu', () => {
  it('offers Login to a visitor who is not logged in', async () => {
    renderSite('/');
    await screen.findByRole('heading', { name: 'Home page' });
    expect(within(screen.getByRole('banner')).getAllByRole('link', { name: 'Login' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /^Welcome,/ })).toBeNull();
  });

  it("greets a stored user as 'Welcome, {name}' with Profile and Logout", async () => {
    window.localStorage.setItem('authToken', 'token-1');
    window.localStorage.setItem('user', JSON.stringify({ name: 'Asha', email: 'asha@example.in' }));
    const user = userEvent.setup();
    renderSite('/faq');
    await screen.findByRole('heading', { name: 'About Us and FAQs' });

    await user.click(screen.getByRole('button', { name: 'Welcome, Asha' }));
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    // Where the header shows initials (1024-1279 px), the open menu carries the greeting in full.
    const panel = document.getElementById(screen.getByRole('button', { name: 'Welcome, Asha' }).getAttribute('aria-controls')!)!;
    expect(within(panel).getByText('Welcome, Asha')).toBeInTheDocument();
  });

  it('logging out forgets the token and the user, goes home and closes the menu', async () => {
    window.localStorage.setItem('authToken', 'token-1');
    window.localStorage.setItem('user', JSON.stringify({ name: 'Asha', email: 'asha@example.in' }));
    const user = userEvent.setup();
    renderSite('/faq');
    await screen.findByRole('heading', { name: 'About Us and FAQs' });

    await user.click(screen.getByRole('button', { name: 'Welcome, Asha' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(window.localStorage.getItem('authToken')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Welcome, Asha' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('updates the header at once when someone logs in', async () => {
    renderSite('/');
    await screen.findByRole('heading', { name: 'Home page' });

    act(() => login('token-2', { name: 'Ravi', email: 'ravi@example.in' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Welcome, Ravi' })).toBeInTheDocument());
  });
});
