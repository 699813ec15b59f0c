import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './flows-helpers';

/** The console's own scripts, as its page names them (module script and preloads). */
const consoleScripts = async (page: Page): Promise<string[]> => {
  const html = await (await page.request.get('/staff')).text();
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
};

/** Errors the browser reports (a script the CSP refused, an exception). */
const recordConsoleErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

test('a visitor on the home page and the careers page loads nothing of the console', async ({ page }) => {
  const scripts = await consoleScripts(page);
  expect(scripts.length).toBeGreaterThan(0);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  for (const path of ['/', '/careers']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(requested.filter((path) => scripts.includes(path))).toEqual([]);
});

for (const width of [375, 1280]) {
  test.describe(`the console signed out at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('sends a person who is not signed in to sign-in, under the CSP, and passes axe', async ({ page }) => {
      const errors = recordConsoleErrors(page);
      const response = await page.goto('/staff/inbox');
      expect(response?.headers()['cache-control']).toBe('no-store');
      expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
      await expect(page).toHaveURL(/\/staff\/sign-in$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, `console sign-in at ${width} px`);
      // The signed-out answer of /staff/me is the one expected failure the browser logs.
      expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
    });
  });
}
