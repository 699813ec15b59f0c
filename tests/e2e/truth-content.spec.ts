import { expect, test, type Page } from '@playwright/test';
import { main, open, uniqueEmail } from './flows-helpers';

/*
 * What the site tells a visitor is true, as a visitor meets it: the programme entries lead to their pages, the
 * shipped stories say they are illustrative, no link leads to a placeholder host or an invented video, and a
 * refused login is said beside the form. (The build is the default one: no site content file.)
 */

const PAGES = ['/', '/videos', '/all-resources', '/chatbot', '/team', '/news', '/contact-us', '/for-corporates', '/for-students', '/tobacco-addiction', '/login'];

/** Every address the page links to or loads, as the browser resolved it. */
const hrefsOf = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll<HTMLElement>('[href], [src]')].map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? ''));

test.describe('the programme pages from the header', () => {
  test.describe('at 1280 px', () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test("'For Corporates' and 'Students Well-being Programme' open their pages, not a 'Coming Soon' toast", async ({ page }) => {
      await open(page, '/');
      const banner = page.getByRole('banner');
      await banner.getByRole('button', { name: 'Services' }).click();
      await banner.getByRole('link', { name: 'For Corporates' }).click();
      await expect(page).toHaveURL(/\/for-corporates$/);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Mental wellness for your whole workforce');
      await expect(page.getByText('Feature Coming Soon')).toHaveCount(0);

      await banner.getByRole('button', { name: 'Services' }).click();
      await banner.getByRole('link', { name: 'Students Well-being Programme' }).click();
      await expect(page).toHaveURL(/\/for-students$/);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Mental wellness for every student on campus');
    });
  });

  test.describe('at 375 px, in the drawer', () => {
    test.use({ viewport: { width: 375, height: 800 } });

    test("'Students Well-being Programme' opens its page and closes the drawer", async ({ page }) => {
      await open(page, '/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await drawer.getByRole('button', { name: 'Services' }).click();
      await expect(drawer.getByRole('link', { name: 'For Corporates' })).toHaveAttribute('href', '/for-corporates');
      await drawer.getByRole('link', { name: 'Students Well-being Programme' }).click();
      await expect(page).toHaveURL(/\/for-students$/);
      await expect(drawer).toBeHidden();
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Mental wellness for every student on campus');
    });
  });
});

test('the home page marks its testimonials as illustrative stories', async ({ page }) => {
  await open(page, '/');
  const closing = page.getByRole('region', { name: 'Take the first step today' });
  await expect(closing.getByText('Illustrative stories')).toBeVisible();
});

test('the figures on the programme pages are targets, and unbuilt features are plans', async ({ page }) => {
  await open(page, '/for-students');
  await expect(main(page).getByRole('heading', { name: 'What we aim for on each campus' })).toBeVisible();
  await expect(main(page).getByText(/targets.*not results/)).toBeVisible();
  await open(page, '/for-corporates');
  await expect(main(page).getByText(/higher productivity: the target/)).toBeVisible();
  const planned = main(page).getByRole('region', { name: 'Planned, not available yet' });
  await expect(planned.getByRole('heading', { name: '24/7 chat' })).toBeVisible();
});

test('no page links to a placeholder host or to a YouTube video', async ({ page }) => {
  for (const path of PAGES) {
    await open(page, path);
    const hrefs = await hrefsOf(page);
    expect(
      hrefs.filter((href) => /\.example\b|example\.(com|org|net)\b|youtube|youtu\.be/i.test(href)),
      `${path} links nowhere real`,
    ).toEqual([]);
  }
  // The default build names no video: the videos page says what is coming instead.
  await open(page, '/videos');
  await expect(main(page).getByText(/short videos are not published yet/)).toBeVisible();
});

test("canonical and Open Graph URLs keep the build's SITE_ORIGIN after a client-side navigation", async ({ page }) => {
  await open(page, '/');
  const home = await page.locator('link[rel="canonical"]').getAttribute('href');
  const origin = new URL(home ?? '').origin;
  await page.getByRole('banner').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/faq`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${origin}/faq`);
});

test('a refused login is said beside the form, under an Email field', async ({ page }) => {
  await open(page, '/login');
  const form = main(page).getByRole('form', { name: 'Login' });
  await expect(form.getByText(/username/i)).toHaveCount(0);
  await form.getByLabel(/^Email/).fill(uniqueEmail('nobody'));
  await form.getByLabel(/^Password/).fill('not-the-password');
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  await expect(form.getByRole('alert')).not.toBeEmpty();
  await expect(page).toHaveURL(/\/login$/);
});
