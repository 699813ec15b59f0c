import { expect, test, type Page, type Route } from '@playwright/test';

/**
 * A page is drawn from its HTML and stylesheet alone; the application arrives after the first paint, and what the
 * visitor presses before it has is held and done once it has (web/src/boot.ts).
 */

/** Holds back the application's own chunk until `release` is called, as a slow phone network would. */
const holdApplication = async (page: Page) => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route: Route) => {
    asked = true;
    await released;
    await route.continue();
  });
  return { release: () => release(), asked: () => asked };
};

test.describe('the first paint waits for no script', () => {
  for (const path of ['/', '/depression', '/faq', '/find-your-doctor']) {
    test(`${path} shows its words while the application is still on its way`, async ({ page }) => {
      const held = await holdApplication(page);
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await expect(page.locator('h1').first()).toBeVisible();
      // Drawn while the application has not arrived: it was asked for, and is still held.
      await expect.poll(() => page.evaluate(() => performance.getEntriesByType('paint').map((entry) => entry.name))).toContain('first-contentful-paint');
      expect(held.asked()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
      held.release();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    });
  }

  test('a page asks only for its stylesheet and one small boot script before it is drawn', async ({ request }) => {
    for (const path of ['/', '/careers', '/session-calendar', '/anxiety-disorders']) {
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, path).not.toContain('modulepreload');
      expect([...html.matchAll(/<script\b/g)], path).toHaveLength(1);
      expect(html, path).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
    }
  });
});

test.describe('a press before the page has taken over', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens the menu once the application arrives, and shows it is waiting meanwhile', async ({ page }) => {
    const held = await holdApplication(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-busy', 'true');
    await expect(page.locator('#mobile-drawer')).toBeHidden();
    expect(held.asked()).toBe(true);
    held.release();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(menu).not.toHaveAttribute('aria-busy', 'true');
  });

  test('a link pressed before the application arrives is an ordinary link', async ({ page }) => {
    const held = await holdApplication(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.locator('footer').getByRole('link', { name: 'Contact Us' }).first().click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.locator('h1').first()).toBeVisible();
    held.release();
  });
});

