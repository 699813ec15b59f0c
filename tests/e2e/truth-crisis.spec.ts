import { expect, test, type Page } from '@playwright/test';
import { CRISIS_TEXT, WIZARD_LABELS, WIZARD_CATALOG_EN } from '@manobal/core';
import { WIDTHS, expectAccessible, main, open } from './flows-helpers';
import { walkWizardToReview } from './wizard-walk';

/**
 * What the wizard tells a person at risk is true, walked as that person against the real server and its sample
 * therapists: the helplines and the call back whatever they answer about the fee, a crisis-trained therapist first
 * even when none speaks their language (and saying what they do speak), and 'Immediate crisis support' always tickable.
 */

/** A visitor at risk or not, looking for their language by the name they type. */
const walkToReview = (page: Page, { language, languageChip, risk }: { language: string; languageChip: string; risk: 'Yes' | 'No' }) =>
  walkWizardToReview(page, { location: 'Kothrud, Pune', language, languageChip, mainReasons: ['Feeling low or depressed'], concern: 'Low mood', risk });

const submitWith = async (page: Page, fee: "Yes, let's go!" | 'Not right now (take me back)') => {
  await main(page).getByText(fee).click();
  await main(page).getByRole('button', { name: WIZARD_LABELS.submit }).click();
};

for (const width of WIDTHS) {
  test.describe(`the crisis path is honest at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("risk Yes and 'Not right now (take me back)' still reach the helplines and the call-back form, with no tick and no thanks", async ({ page }) => {
      await walkToReview(page, { language: 'Eng', languageChip: 'English', risk: 'Yes' });
      await submitWith(page, 'Not right now (take me back)');
      const heading = main(page).getByRole('heading', { level: 2, name: WIZARD_CATALOG_EN.messages.crisisClosing });
      await expect(heading).toBeVisible();
      await expect(heading).toBeFocused();
      await expect(main(page).getByRole('heading', { name: WIZARD_CATALOG_EN.messages.thankYou })).toHaveCount(0);
      await expect(main(page).getByRole('heading', { name: CRISIS_TEXT.heading })).toBeVisible();
      await expect(main(page).getByRole('link', { name: '14416' })).toHaveAttribute('href', 'tel:14416');
      const callback = main(page).getByRole('form', { name: 'Request a call back' });
      await expect(callback).toBeVisible();
      await expect(callback.getByRole('textbox', { name: /Your name/ })).toBeEditable();
      await expect(callback.getByRole('textbox', { name: /Mobile number/ })).toBeEditable();
      await expect(main(page)).not.toContainText('🎉');
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectAccessible(page, 'closing screen at risk after Not right now');
    });

    test('a Marathi speaker at risk sees a crisis-trained therapist first, with the languages they do speak', async ({ page }) => {
      // The visitor looks for their language by its own name.
      await walkToReview(page, { language: 'मराठी', languageChip: 'Marathi', risk: 'Yes' });
      await submitWith(page, "Yes, let's go!");
      await expect(main(page).getByRole('heading', { level: 2, name: WIZARD_CATALOG_EN.messages.crisisClosing })).toBeVisible();
      const cards = main(page).getByRole('article');
      await expect(cards.first()).toBeVisible();
      await expect(cards.first().getByText(/^Speaks .+; trained in crisis support$/)).toBeVisible();
      await expect(cards.first().getByText(/Marathi/)).toHaveCount(0);
      // The Marathi-speaking child psychologist is still offered, after the crisis-trained ones, and not called crisis-trained.
      const marathiCard = cards.filter({ hasText: 'Marathi' });
      await expect(marathiCard.first()).toBeVisible();
      await expect(marathiCard.first().getByText(/trained in crisis support|Trained to support people in crisis/)).toHaveCount(0);
    });

    test("'Immediate crisis support' can be ticked when two other reasons are already chosen", async ({ page }) => {
      await open(page, '/find-your-doctor');
      const next = main(page).getByRole('button', { name: WIZARD_LABELS.next });
      await next.click();
      await main(page).getByRole('textbox', { name: /City or town/ }).fill('Pune');
      await next.click();
      await next.click();
      const languages = main(page).getByRole('combobox', { name: 'Add a language' });
      await languages.fill('हिन्दी');
      await languages.press('Enter');
      await expect(main(page).getByRole('button', { name: 'Remove Hindi' })).toBeVisible();
      await next.click();
      await next.click();
      await main(page).getByText('Managing stress or anxiety').click();
      await main(page).getByText('Feeling low or depressed').click();
      await expect(main(page).getByRole('checkbox', { name: 'Processing past trauma' })).toBeDisabled();
      const crisis = main(page).getByRole('checkbox', { name: 'Immediate crisis support' });
      await expect(crisis).toBeEnabled();
      await main(page).getByText('Immediate crisis support', { exact: true }).click();
      await expect(crisis).toBeChecked();
      await expect(main(page).getByRole('checkbox', { name: 'Managing stress or anxiety' })).toBeChecked();
      await expect(main(page).getByRole('checkbox', { name: 'Feeling low or depressed' })).toBeChecked();
      await expect(main(page).getByRole('heading', { name: CRISIS_TEXT.heading })).toBeVisible();
      await next.click();
      await expect(main(page).getByRole('heading', { name: 'Is there something more specific on your mind?' })).toBeVisible();
    });
  });
}
