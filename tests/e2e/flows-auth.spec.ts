import { expect, test, type Page } from '@playwright/test';
import { AUTH_MESSAGES, CALL_MESSAGES, ENDPOINTS } from '@manobal/core';
import { WIDTHS, expectAccessible, main, open, uniqueEmail } from './flows-helpers';

const welcomeIsShown = async (page: Page, name: string) => {
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await expect(page.getByText(`Welcome, ${name}`).filter({ visible: true }).first()).toBeVisible();
};

for (const width of WIDTHS) {
  test.describe(`signup and login at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('signs up, is sent to login, logs in and is welcomed in the header', async ({ page }) => {
      const email = uniqueEmail('signup');
      const name = 'Nikhil Rao';
      const password = 'quiet-river-42';
      await open(page, '/signup');
      await main(page).getByLabel(/^Full name/).fill(name);
      await main(page).getByLabel(/^Email/).fill(email);
      await main(page).getByLabel(/^Password/).fill(password);
      await main(page).getByLabel(/^Confirm password/).fill('a-different-one');
      await main(page).getByRole('button', { name: 'Sign up' }).click();
      await expect(main(page).getByText(AUTH_MESSAGES.passwordsDoNotMatch)).toBeVisible();
      await expectAccessible(page, 'signup with errors');

      await main(page).getByLabel(/^Confirm password/).fill(password);
      await main(page).getByRole('button', { name: 'Sign up' }).click();
      await expect(page.getByText(CALL_MESSAGES.signup.success)).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);

      await main(page).getByLabel(/^Username or Email/).fill(email);
      await main(page).getByLabel(/^Password/).fill(password);
      await expectAccessible(page, 'login');
      await main(page).getByRole('button', { name: 'Login' }).click();
      await expect(page.getByText(CALL_MESSAGES.login.success)).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeTruthy();
      await welcomeIsShown(page, name);
    });

    test('says why a login failed, and when the server cannot be reached', async ({ page }) => {
      await open(page, '/login');
      await main(page).getByLabel(/^Username or Email/).fill(uniqueEmail('nobody'));
      await main(page).getByLabel(/^Password/).fill('not-the-password');
      await main(page).getByRole('button', { name: 'Login' }).click();
      await expect(page.getByRole('alert').filter({ hasText: /./ }).first()).toBeVisible();
      await expectAccessible(page, 'login failure toast');

      await page.route(`**${ENDPOINTS.login.path}`, (route) => route.abort());
      await main(page).getByRole('button', { name: 'Login' }).click();
      await expect(page.getByText(CALL_MESSAGES.login.network)).toBeVisible();
      expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
    });
  });
}
