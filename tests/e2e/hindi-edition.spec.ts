import { expect, test } from '@playwright/test';
import { ASSESSMENT_CATALOGS, ASSESSMENT_TITLE_CATALOGS, getAssessment } from '@manobal/core';
import { expectAllHindi } from './all-hindi';
import { WIDTHS, expectAccessible, main, open, waitForHydration } from './flows-helpers';

/*
 * The Hindi edition as a visitor meets it: the switch on the home page, the choice kept, the Hindi twin's own
 * addresses, the Hindi not-found page, a screening taken in Hindi, and a browser that prefers Hindi offered it
 * without being moved.
 */

const { hi } = ASSESSMENT_CATALOGS;

for (const width of WIDTHS) {
  test.describe(`the Hindi edition at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the switch on the home page moves to the Hindi twin, which names its language, its twins and keeps the choice', async ({ page, context }) => {
      await open(page, '/');
      await page.getByRole('link', { name: /हिन्दी/ }).filter({ visible: true }).first().click();
      await expect(page).toHaveURL(/\/hi$/);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('navigation').filter({ visible: true }).first()).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/hi$/);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /:\d+\/$/);
      await expect(page.locator('link[rel="alternate"][hreflang="hi"]')).toHaveAttribute('href', /\/hi$/);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
      expect((await context.cookies()).find((c) => c.name === 'manobal_lang')?.value).toBe('hi');
      await expect(page.getByRole('link', { name: /English/ }).filter({ visible: true }).first()).toHaveAttribute('href', '/');
      await expectAccessible(page, `the Hindi home page at ${width}px`);
    });

    test('a depression screening taken in Hindi ends on a Hindi verdict that says it is not a diagnosis', async ({ page }) => {
      const count = getAssessment('depression').questions.length;
      await open(page, '/hi/depression-test');
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      // The tab names the screening, and the description describes it: neither stands in for the other.
      await expect(page).toHaveTitle(`${ASSESSMENT_TITLE_CATALOGS.hi.depression.title} | Manobal`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', ASSESSMENT_TITLE_CATALOGS.hi.depression.description);
      await expect(page.getByText(hi.quiz.questionPosition(1, count))).toBeVisible();
      await expectAllHindi(page, `screening question at ${width}px`, [], 'main');
      for (let i = 0; i < count - 1; i += 1) {
        await main(page).getByRole('radio').first().click();
        await expect(page.getByText(hi.quiz.questionPosition(i + 2, count))).toBeVisible();
      }
      await main(page).getByRole('button', { name: hi.quiz.submit }).click();
      await expect(page.getByRole('alert').filter({ hasText: hi.quiz.selectBeforeSubmitting })).toBeVisible();
      await main(page).getByRole('radio').first().click();
      await main(page).getByRole('button', { name: hi.quiz.submit }).click();
      await expect(page.getByRole('heading', { name: hi.quiz.resultsHeading })).toBeVisible();
      await expect(main(page).getByText(hi.assessments.depression.verdicts.low)).toBeVisible();
      await expect(main(page).getByText(hi.quiz.screeningDisclaimer)).toBeVisible();
      await expectAllHindi(page, `screening result at ${width}px`, [], 'main');
      await expectAccessible(page, `the Hindi screening result at ${width}px`);
    });
  });
}

test('an unknown Hindi address answers 404 with the Hindi not-found page', async ({ page }) => {
  const response = await page.goto('/hi/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeVisible();
  await expectAllHindi(page, 'not-found page', [], 'main');
});

test('a browser that prefers Hindi is offered the Hindi page in one line it can dismiss, and is never moved', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'hi-IN', viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await open(page, '/faq');
  const offer = page.getByText('यह पेज हिन्दी में भी है।');
  await expect(offer).toBeVisible();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('link', { name: 'हिन्दी में पढ़ें' })).toHaveAttribute('href', '/hi/faq');
  await page.getByRole('button', { name: 'नहीं, धन्यवाद' }).click();
  await expect(offer).toHaveCount(0);
  await open(page, '/faq');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(offer).toHaveCount(0);
  await context.close();
});
