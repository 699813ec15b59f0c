import { expect, test } from '@playwright/test';
import { WIZARD_CRISIS_BLOCK, WIZARD_LABELS, WIZARD_CATALOG_EN } from '@manobal/core';
import { WIDTHS, expectAccessible, main, open, recordApiCalls } from './flows-helpers';

for (const width of WIDTHS) {
  test.describe(`therapy-match wizard at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('walks all eleven steps, survives a reload and thanks the visitor, sending no answer', async ({ page }) => {
      const apiCalls = recordApiCalls(page);
      await open(page, '/find-your-doctor');
      const next = main(page).getByRole('button', { name: WIZARD_LABELS.next });
      await expect(main(page).getByText('Step 1 of 11', { exact: true })).toBeVisible();
      await expectAccessible(page, 'wizard welcome');
      await next.click();

      await next.click();
      await expect(main(page).getByText(WIZARD_CATALOG_EN.messages.location)).toBeVisible();
      await expect(main(page).getByRole('textbox', { name: /City or town/ })).toBeFocused();
      await expectAccessible(page, 'wizard validation message');
      await main(page).getByRole('textbox', { name: /City or town/ }).fill('Pune');
      await next.click();

      await main(page).getByText('Weekdays').click();
      await next.click();

      const languages = main(page).getByRole('combobox', { name: 'Add a language' });
      await languages.fill('Mar');
      await expect(main(page).getByRole('option', { name: 'Marathi' })).toBeVisible();
      await expectAccessible(page, 'language suggestions open');
      await languages.press('Enter');
      await expect(main(page).getByRole('button', { name: 'Remove Marathi' })).toBeVisible();
      await next.click();

      await main(page).getByRole('combobox', { name: 'Choice 1' }).selectOption('Soothing');
      await next.click();
      await main(page).getByText('Managing stress or anxiety').click();
      await next.click();
      await main(page).getByText('Anxiety', { exact: true }).click();
      await next.click();
      await main(page).getByText('No, first time').click();
      await next.click();

      await main(page).getByText('Yes', { exact: true }).click();
      await expect(main(page).getByText(WIZARD_CRISIS_BLOCK.whenYouFinish)).toBeVisible();
      await expect(main(page).getByText(WIZARD_CRISIS_BLOCK.followUp)).toHaveCount(0);
      await expectAccessible(page, 'wizard crisis block');
      await main(page).getByText('No', { exact: true }).click();
      await next.click();
      await next.click();

      await expect(main(page).getByRole('heading', { name: 'Review your answers' })).toBeVisible();
      await page.reload();
      await expect(main(page).getByRole('heading', { name: 'Review your answers' })).toBeVisible();
      await expect(main(page).getByRole('definition').filter({ hasText: 'Pune' })).toBeVisible();
      await expect(main(page).getByText('Step 11 of 11', { exact: true })).toBeVisible();
      // The page shows the spec's words; what it keeps are ids.
      await expect(main(page).getByRole('definition').filter({ hasText: 'Managing stress or anxiety' })).toBeVisible();
      const kept = await page.evaluate(() => Object.values(window.sessionStorage).join(''));
      expect(JSON.parse(kept)).toMatchObject({ answers: { days: ['weekdays'], languages: ['marathi'], mainReasons: ['stress-anxiety'], risk: 'no' } });
      await expectAccessible(page, 'wizard review');

      await main(page).getByRole('button', { name: WIZARD_LABELS.submit }).click();
      await expect(main(page).getByText(WIZARD_CATALOG_EN.messages.feeConfirmation)).toBeVisible();
      await main(page).getByText("Yes, let's go!").click();
      await main(page).getByRole('button', { name: WIZARD_LABELS.submit }).click();
      await expect(main(page).getByRole('heading', { name: WIZARD_CATALOG_EN.messages.thankYou })).toBeVisible();
      await expect(main(page).getByText(/We will be in touch/)).toHaveCount(0);
      await expect(main(page).getByRole('heading', { name: 'Your matches' })).toBeVisible();
      await expect(main(page).getByRole('article').first()).toBeVisible();
      await expectAccessible(page, 'wizard thank-you');
      // The wizard's own storage is cleared; only the answers kept for the booking page's share box remain.
      expect(await page.evaluate(() => Object.keys(window.sessionStorage))).toEqual(['manobal:match-answers']);
      // Matching reads the public directory and its slots; the pre-assessment itself is not sent.
      expect(apiCalls.filter((call) => !/^GET \/api\/v1\/therapists(\/[a-z0-9-]+\/slots)?$/.test(call)), 'the pre-assessment is not sent').toEqual([]);
    });
  });
}
