import { expect, type Browser } from '@playwright/test';
import { expectAccessible } from './flows-helpers';
import { signInAs } from './staff-session';

/**
 * The plain text of a message the local mailbox kept, as an admin reads it in the console's Messages screen (in a
 * browser context of their own): waits for the worker to send it (it polls every 5 s by default).
 */
export const readKeptMessage = async (browser: Browser, find: { readonly to: string; readonly subject: string; readonly checkAccessible?: boolean }): Promise<string> => {
  const staff = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const consolePage = await staff.newPage();
    await signInAs(consolePage, { roles: ['admin'] });
    await consolePage.goto('/staff/messages');
    const message = consolePage.getByRole('article').filter({ hasText: `To ${find.to}` }).filter({ hasText: find.subject });
    await expect(async () => {
      await consolePage.reload();
      await expect(message.first()).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await message.first().getByText('Read the message').click();
    const text = (await message.first().locator('pre').textContent()) ?? '';
    if (find.checkAccessible) await expectAccessible(consolePage, 'messages screen at 1280px');
    return text;
  } finally {
    await staff.close();
  }
};
