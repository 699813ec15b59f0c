import { expect, test } from '@playwright/test';
import { NEWSLETTER_MESSAGES, NEWSLETTER_SCREEN_TEXT, NEWSLETTER_TEXT, formMessageText } from '@manobal/core';
import { expectAccessible, open, uniqueEmail } from './flows-helpers';
import { readKeptMessage } from './local-mailbox';
import { signInAs } from './staff-session';

/*
 * The newsletter as a newcomer after `npm start` sees it: the footer's sign-up sends a confirmation to the local
 * mailbox, the admin reads it in the console, its link confirms the address, and the admin writes a letter from the
 * console's Newsletter screen. (When the letter arrives depends on quiet hours; the server tests drive that clock.)
 */
test('a visitor subscribes, confirms with the link from the local mailbox, and an admin sends a letter from the console', async ({ browser, page }) => {
  test.slow();
  const email = uniqueEmail('letters');
  await page.setViewportSize({ width: 375, height: 900 });
  await open(page, '/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: 'Email address' }).fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText(formMessageText('en', NEWSLETTER_MESSAGES.subscribed))).toBeVisible();

  const confirmation = await readKeptMessage(browser, { to: email, subject: 'Please confirm your address for the Manobal letter' });
  const link = /https?:\/\/\S+\/newsletter\/confirm#\S+/.exec(confirmation)?.[0];
  expect(link, confirmation).toBeDefined();
  await page.goto(link!);
  await expect(page.getByRole('status').filter({ hasText: NEWSLETTER_TEXT.confirmed })).toBeVisible();
  // The link confirms once.
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: NEWSLETTER_TEXT.confirmGone })).toBeVisible();

  const staff = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const consolePage = await staff.newPage();
    await signInAs(consolePage, { roles: ['admin'] });
    await consolePage.goto('/staff/newsletter');
    await expect(consolePage.getByRole('status').filter({ hasText: /confirmed address/ })).toBeVisible();
    await consolePage.getByLabel(/^Subject/).fill('Small habits for better sleep');
    await consolePage.getByLabel(/^Letter/).fill('A few things that help.\n\nAnd when to ask for help.');
    await consolePage.getByRole('button', { name: NEWSLETTER_SCREEN_TEXT.send }).click();
    await expect(consolePage.getByText(/Send this letter to \d+ address/)).toBeVisible();
    await expectAccessible(consolePage, 'newsletter screen, asking before it sends');
    await consolePage.getByRole('button', { name: NEWSLETTER_SCREEN_TEXT.confirmYes }).click();
    await expect(consolePage.getByRole('status').filter({ hasText: /Sent to the outbox for \d+ address/ })).toBeVisible();
  } finally {
    await staff.close();
  }
});
