import { expect, test } from '@playwright/test';
import { ASSESSMENT_CATALOGS, getAssessment, questionTexts } from '@manobal/core';
import { WIDTHS, expectAccessible, main, open, recordApiCalls } from './flows-helpers';

const { en } = ASSESSMENT_CATALOGS;
const QUIZ_MESSAGES = en.quiz;

for (const width of WIDTHS) {
  test.describe(`assessments at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the chooser leads to a quiz that auto-advances, refuses an early submit and shows a result', async ({ page }) => {
      const apiCalls = recordApiCalls(page);
      await open(page, '/assessments');
      await expect(page.getByRole('heading', { level: 1, name: 'Choose an Assessment' })).toBeVisible();
      await expectAccessible(page, 'assessment chooser');
      await main(page).getByRole('link', { name: /^Take Test\s*: Depression Test$/ }).click();
      await expect(page).toHaveURL(/\/depression-test$/);

      const depression = getAssessment('depression');
      await expect(page.getByText('Question 1 of 11')).toBeVisible();
      await expectAccessible(page, 'quiz question');
      for (let i = 0; i < depression.questions.length - 1; i += 1) {
        await main(page).getByRole('radio', { name: depression.questions[i]!.options[0]! }).click();
        await expect(page.getByText(`Question ${i + 2} of 11`)).toBeVisible();
      }
      await main(page).getByRole('button', { name: QUIZ_MESSAGES.submit }).click();
      await expect(page.getByRole('alert').filter({ hasText: QUIZ_MESSAGES.selectBeforeSubmitting })).toBeVisible();
      await expectAccessible(page, 'quiz error');

      await main(page).getByRole('radio', { name: 'No' }).click();
      await main(page).getByRole('button', { name: QUIZ_MESSAGES.submit }).click();
      await expect(page.getByRole('heading', { name: QUIZ_MESSAGES.resultsHeading })).toBeFocused();
      await expect(main(page).getByText(en.assessments.depression.verdicts.low)).toBeVisible();
      await expect(main(page).getByText('This is a screening, not a diagnosis.')).toBeVisible();
      await expectAccessible(page, 'quiz result');

      await main(page).getByRole('button', { name: QUIZ_MESSAGES.retake }).click();
      await expect(page.getByText('Question 1 of 11')).toBeVisible();
      expect(apiCalls, 'quiz answers never leave the browser').toEqual([]);
    });

    test('a high OCD result shows the helplines and the free-session link', async ({ page }) => {
      await open(page, '/ocd-test');
      const ocd = getAssessment('ocd');
      for (let i = 0; i < ocd.questions.length; i += 1) {
        await main(page).getByRole('radio', { name: 'Definitely agree' }).click();
      }
      await expect(main(page).getByText(en.assessments.ocd.verdicts.high)).toBeVisible();
      await expect(main(page).getByRole('link', { name: '14416' })).toHaveAttribute('href', 'tel:14416');
      await expectAccessible(page, 'high-risk result');
      await main(page).getByRole('link', { name: 'Book a free introductory call' }).click();
      await expect(page).toHaveURL(/\/book-free-session$/);
    });

    test('a question skipped with Next is named at Submit, its button goes there, and answering it returns to Submit', async ({ page }) => {
      await open(page, '/anxiety-test');
      const anxiety = getAssessment('anxiety');
      const count = anxiety.questions.length;
      await main(page).getByRole('button', { name: QUIZ_MESSAGES.next }).click();
      for (let i = 1; i < count; i += 1) {
        await expect(page.getByText(`Question ${i + 1} of ${count}`)).toBeVisible();
        await main(page).getByRole('radio', { name: anxiety.questions[i]!.options[0]! }).click();
      }
      await main(page).getByRole('button', { name: QUIZ_MESSAGES.submit }).click();
      await expect(page.getByRole('alert')).toHaveText('Question 1 is not answered yet.');
      await expectAccessible(page, 'unanswered question named');
      await main(page).getByRole('button', { name: 'Go to question 1' }).click();
      await expect(page.getByText(`Question 1 of ${count}`)).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: questionTexts(en, 'anxiety')[0] })).toBeFocused();
      // Answered, it returns to the last question and its Submit.
      await main(page).getByRole('radio', { name: anxiety.questions[0]!.options[0]! }).click();
      await expect(page.getByText(`Question ${count} of ${count}`)).toBeVisible();
      await main(page).getByRole('button', { name: QUIZ_MESSAGES.submit }).click();
      await expect(main(page).getByRole('heading', { level: 2, name: QUIZ_MESSAGES.resultsHeading })).toBeVisible();
    });

    test('the bulimia quiz asks for an answer before Next', async ({ page }) => {
      await open(page, '/bulimia-test');
      await main(page).getByRole('button', { name: QUIZ_MESSAGES.next }).click();
      await expect(page.getByRole('alert').filter({ hasText: QUIZ_MESSAGES.selectBeforeProceeding })).toBeVisible();
      await expect(main(page).getByRole('button', { name: QUIZ_MESSAGES.previous })).toBeDisabled();
    });
  });
}
