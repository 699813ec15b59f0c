import { expect, test, type Page } from '@playwright/test';
import { AUTH_MESSAGES, CALL_MESSAGES, ENDPOINTS, formMessageText } from '@manobal/core';
import { WIDTHS, expectAccessible, expectNoStoredRow, main, open, storedRowFor, uniqueEmail } from './flows-helpers';

const welcomeIsShown = async (page: Page, name: string) => {
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await expect(page.getByText(`Welcome, ${name}`).filter({ visible: true }).first()).toBeVisible();
};

for (const width of WIDTHS) {
  test.describe(`signup and login at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('signs up, is stored, is sent to login, logs in and is welcomed in the header', async ({ page, request }) => {
      // Typed with capitals: one account per address, stored lower-cased, and login accepts it as typed.
      const typed = uniqueEmail('signup').replace(/^signup/, 'Signup').replace('@example.in', '@Example.IN');
      const email = typed.toLowerCase();
      const name = 'Nikhil Rao';
      const password = 'quiet-river-42';
      await open(page, '/signup');
      await main(page).getByLabel(/^Full name/).fill(name);
      await main(page).getByLabel(/^Email/).fill(typed);
      await main(page).getByLabel(/^Password/).fill(password);
      await main(page).getByLabel(/^Confirm password/).fill('a-different-one');
      await main(page).getByRole('button', { name: 'Sign up' }).click();
      await expect(main(page).getByText(formMessageText('en', AUTH_MESSAGES.passwordsDoNotMatch))).toBeVisible();
      await expectAccessible(page, 'signup with errors');

      await main(page).getByLabel(/^Confirm password/).fill(password);
      await main(page).getByRole('button', { name: 'Sign up' }).click();
      await expect(page.getByText(CALL_MESSAGES.signup.success)).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
      const account = await storedRowFor(request, 'users', email);
      expect(account).toMatchObject({ name, email });
      expect(Object.keys(account).sort()).toEqual(['created_at', 'email', 'id', 'name']);

      await main(page).getByLabel(/^Email/).fill(typed);
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
      await main(page).getByLabel(/^Email/).fill(uniqueEmail('nobody'));
      await main(page).getByLabel(/^Password/).fill('not-the-password');
      await main(page).getByRole('button', { name: 'Login' }).click();
      await expect(page.getByRole('alert').filter({ hasText: /./ }).first()).toBeVisible();
      await expectAccessible(page, 'login failure toast');

      await page.route(`**${ENDPOINTS.login.path}`, (route) => route.abort());
      await main(page).getByRole('button', { name: 'Login' }).click();
      await expect(page.getByText(CALL_MESSAGES.login.network)).toBeVisible();
      expect(await page.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
    });

    test('says when signup cannot reach the server, and no account is made', async ({ page, request }) => {
      const email = uniqueEmail('signup-offline');
      await page.route(`**${ENDPOINTS.signup.path}`, (route) => route.abort());
      await open(page, '/signup');
      await main(page).getByLabel(/^Full name/).fill('Nikhil Rao');
      await main(page).getByLabel(/^Email/).fill(email);
      await main(page).getByLabel(/^Password/).fill('quiet-river-42');
      await main(page).getByLabel(/^Confirm password/).fill('quiet-river-42');
      await main(page).getByRole('button', { name: 'Sign up' }).click();
      await expect(page.getByText('An error occurred while signing up.')).toBeVisible();
      await expect(page.getByText(CALL_MESSAGES.signup.network)).toBeVisible();
      await expect(page).toHaveURL(/\/signup$/);
      await expect(main(page).getByLabel(/^Full name/)).toHaveValue('Nikhil Rao');
      await expectAccessible(page, 'signup server down');
      await expectNoStoredRow(request, 'users', email);
    });
  });
}

test.describe('two tabs of one browser', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('logging in or out in one tab updates the header of the other without a reload', async ({ context, request }) => {
    const email = uniqueEmail('two-tabs');
    const name = 'Farah Shaikh';
    const password = 'two-tabs-password';
    const signup = await request.post(ENDPOINTS.signup.path, { data: { email, password, name } });
    expect(signup.ok(), 'signup through the API').toBe(true);

    const reader = await context.newPage();
    await open(reader, '/faq');
    const writer = await context.newPage();
    await open(writer, '/login');
    const readerHeader = reader.getByRole('banner');
    const writerHeader = writer.getByRole('banner');
    await expect(readerHeader.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    // Survives only if the tab is not reloaded.
    await reader.evaluate(() => document.documentElement.setAttribute('data-same-document', 'yes'));

    await main(writer).getByLabel(/^Email/).fill(email);
    await main(writer).getByLabel(/^Password/).fill(password);
    await main(writer).getByRole('button', { name: 'Login' }).click();
    await expect(writerHeader.getByRole('button', { name: `Welcome, ${name}` })).toBeVisible();
    await writer.evaluate(() => document.documentElement.setAttribute('data-same-document', 'yes'));
    await expect(readerHeader.getByRole('button', { name: `Welcome, ${name}` })).toBeVisible();
    await expect(readerHeader.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);

    await readerHeader.getByRole('button', { name: `Welcome, ${name}` }).click();
    await readerHeader.getByRole('button', { name: 'Logout' }).click();
    await expect(readerHeader.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await expect(writerHeader.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await expect(writerHeader.getByText(`Welcome, ${name}`)).toHaveCount(0);
    for (const tab of [reader, writer]) await expect(tab.locator('html'), 'no reload').toHaveAttribute('data-same-document', 'yes');
    expect(await writer.evaluate(() => window.localStorage.getItem('authToken'))).toBeNull();
  });
});
