import { expect, test } from '@playwright/test';
import { ENDPOINTS } from '@manobal/core';
import { aValidCallbackRequest } from '../../fixtures/forms';
import { expectAccessible } from './flows-helpers';
import { signInAs } from './staff-session';

// The care console's urgent queue, directory and people screens against the real server, signed in through the real
// sign-in (staff-session.ts).

test("a coordinator's open console shows a crisis call-back made by a visitor in another browser within 5 seconds, claims it and closes it", async ({ page, browser, baseURL }) => {
  test.slow();
  await signInAs(page, { roles: ['coordinator'] });
  // A coordinator's console opens on the urgent queue, and listens.
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/staff\/queue$/);
  await expect(page.getByText('Live: new call-backs appear here at once')).toBeVisible();

  const visitor = await browser.newContext({ baseURL });
  try {
    const name = `Crisis ${Math.random().toString(36).slice(2, 8)}`;
    const asked = await visitor.request.post(ENDPOINTS.requestCallback.path, { data: aValidCallbackRequest({ name, reason: 'crisis' }) });
    expect(asked.status(), await asked.text()).toBe(201);

    const card = page.getByRole('article', { name });
    await expect(card).toBeVisible({ timeout: 5000 });
    await expect(card.getByText('Crisis', { exact: true })).toBeVisible();
    await expect(card.getByText('New', { exact: true })).toBeVisible();
    await expect(page.getByText('New call-back: Crisis')).toBeVisible();

    await card.getByRole('button', { name: "I'm calling" }).click();
    await expect(card.getByText('You are calling')).toBeVisible();
    await card.getByRole('group', { name: 'What did the call come to?' }).getByRole('button', { name: 'Closed' }).click();
    await expect(card).toHaveCount(0);
  } finally {
    await visitor.close();
  }
});

for (const width of [375, 1280]) {
  test.describe(`the queue, directory and people screens at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('pass axe and work by keyboard alone', async ({ page }) => {
      test.slow();
      await signInAs(page, { roles: ['admin'] });

      await page.goto('/staff/queue');
      await expect(page.getByRole('heading', { level: 1, name: 'Urgent queue' })).toBeVisible();
      await expect(page.getByText('Live: new call-backs appear here at once')).toBeVisible();
      await expectAccessible(page, `urgent queue at ${width} px`);
      const sound = page.getByRole('button', { name: /Play a sound for a new call-back/ });
      await sound.focus();
      await page.keyboard.press('Enter');
      await expect(sound).toHaveAttribute('aria-pressed', 'true');

      await page.goto('/staff/directory');
      await expect(page.getByRole('article').first()).toBeVisible();
      await expectAccessible(page, `directory at ${width} px`);
      await page.getByRole('link', { name: 'Retired' }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/view=retired/);
      await page.getByRole('link', { name: 'Add a therapist' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: 'A new therapist' })).toBeVisible();
      await expectAccessible(page, `directory form at ${width} px`);

      await page.goto('/staff/people');
      await expect(page.getByRole('article').first()).toBeVisible();
      await expectAccessible(page, `people at ${width} px`);
      await page.getByRole('button', { name: 'Invite a person' }).focus();
      await page.keyboard.press('Enter');
      const form = page.getByRole('form', { name: 'Invite a person' });
      await expect(form).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(form.getByRole('textbox', { name: /^E-mail/ })).toBeFocused();
      await expectAccessible(page, `people with the invitation form at ${width} px`);
      // Nothing of the screens is wider than the window.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  });
}
