import { expect, test } from '@playwright/test';
import { expectAccessible, main, open } from './flows-helpers';

/**
 * Screens that only exist after an action (open menus, dialogs, toasts) pass axe with the configuration of
 * routes.spec.ts. One width each: the one where the state exists, or the one where it is most crowded.
 */

test.describe('navigation states on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the open mobile drawer, with the programme pages among the services, is accessible', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Services' }).click();
    await expect(drawer.getByRole('link', { name: 'Students Well-being Programme' })).toBeVisible();
    await expectAccessible(page, 'open mobile drawer with Services expanded');
  });
});

test.describe('navigation states on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('an open header dropdown is accessible', async ({ page }) => {
    await open(page, '/');
    const services = page.getByRole('banner').getByRole('button', { name: 'Services' });
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Depression' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'For Corporates' })).toBeVisible();
    await expectAccessible(page, 'open Services dropdown');
  });

  test("a condition type's Read More dialog is accessible", async ({ page }) => {
    // The home page has no dialog of its own; the type cards of the condition pages are the site's dialogs.
    await open(page, '/anxiety');
    const readMore = main(page).getByRole('button', { name: /^Read More about / }).first();
    const title = ((await readMore.getAttribute('aria-label')) ?? '').replace('Read More about ', '');
    await readMore.click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Book a Free Call' })).toBeVisible();
    await expectAccessible(page, 'type-card dialog on /anxiety');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('closing the Read More dialog gives focus back to the button that opened it', async ({ page }) => {
    // Focus must come back even though the page behind the dialog was inert while it was open (WCAG 2.4.3).
    await open(page, '/anxiety');
    const readMore = main(page).getByRole('button', { name: /^Read More about / }).first();
    await readMore.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(readMore).toBeFocused({ timeout: 2_000 });
    // And with Escape.
    await readMore.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(readMore).toBeFocused({ timeout: 2_000 });
  });

  test("the women's health 'Explore Treatment Options' toast with Close is accessible", async ({ page }) => {
    await open(page, '/women-problems');
    await main(page).getByRole('button', { name: 'Explore Treatment Options' }).click();
    const toast = page.getByRole('listitem').filter({ hasText: 'Feature Coming Soon! Stay tuned for updates!' });
    await expect(toast).toBeVisible();
    await toast.hover();
    await expectAccessible(page, 'women-problems coming-soon toast');
    await toast.getByRole('button', { name: 'Close' }).click();
    await expect(toast).toBeHidden();
  });
});

test.describe('under the server\'s strict Content-Security-Policy', () => {
  test('validating the careers form breaks no CSP rule (no eval, no inline code)', async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/careers');
    await main(page).getByRole('button', { name: 'Submit Profile' }).click();
    await expect(main(page).locator('[aria-invalid="true"]').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });
});

test.describe('layout stability', () => {
  for (const width of [375, 1280]) {
    test(`the calendar's Book button stays where the prerendered page drew it at ${width}px`, async ({ browser }) => {
      const bookTop = async (javaScriptEnabled: boolean) => {
        const context = await browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled });
        const page = await context.newPage();
        // A therapist's link, as the experts page and the matches give it: the prerendered frame holds the space
        // of the therapist's card and date strip until their real ones arrive.
        if (javaScriptEnabled) await open(page, '/session-calendar?doctor=ananya-rao');
        else await page.goto('/session-calendar?doctor=ananya-rao');
        if (javaScriptEnabled) await expect(main(page).getByRole('group', { name: 'Choose a date' }).getByRole('radio').first()).toBeEnabled();
        const box = await main(page).getByRole('button', { name: 'BOOK SESSION' }).boundingBox();
        await context.close();
        return box?.y;
      };
      const prerendered = await bookTop(false);
      expect(prerendered).toBeDefined();
      expect(await bookTop(true)).toBe(prerendered);
    });
  }
});
