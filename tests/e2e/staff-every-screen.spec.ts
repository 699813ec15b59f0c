import { expect, test } from '@playwright/test';
import { CONSOLE_SCREEN_LABELS, CONSOLE_SHELL_TEXT, CONSOLE_SCREENS } from '@manobal/core';
import { expectAccessible } from './flows-helpers';
import { signInAs } from './staff-session';

/*
 * Every screen of the console, signed in as an admin (who opens them all), at a phone's width and a desktop's: axe finds
 * nothing, nothing is wider than the window, and a keyboard reaches the screen past the navigation by the skip link.
 * The queue, directory and people screens' own controls are walked in staff-screens.spec.ts.
 */
for (const width of [375, 1280]) {
  test(`every console screen passes axe, fits and skips to its content by keyboard at ${width} px`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, { roles: ['admin'] });
    for (const screen of CONSOLE_SCREENS) {
      await page.goto(`/staff/${screen}`);
      await expect(page.getByRole('heading', { level: 1, name: CONSOLE_SCREEN_LABELS[screen] })).toBeVisible();
      await expect(page.getByText(CONSOLE_SHELL_TEXT.loading)).toHaveCount(0);
      await expectAccessible(page, `${screen} at ${width} px`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${screen} is wider than the window`).toBeLessThanOrEqual(width);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: CONSOLE_SHELL_TEXT.skipToContent })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
    }
  });
}
