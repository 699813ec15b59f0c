import { expect, type Page } from '@playwright/test';
import { CRISIS_TEXT, WIZARD_LABELS } from '@manobal/core';
import { main, open } from './flows-helpers';

/** A visitor's answers to the wizard, as the words they click and type. */
export interface WizardWalk {
  readonly location: string;
  /** Typed into the language box and picked with Enter: a name in any script ('Eng', 'मराठी'). */
  readonly language: string;
  /** The language's name on its chip once picked. */
  readonly languageChip: string;
  /** The first-choice style, if any. */
  readonly style?: string;
  readonly mainReasons: readonly string[];
  readonly concern?: string;
  readonly other?: string;
  readonly risk: 'Yes' | 'No';
  readonly notes?: string;
}

/** Answers every step from /find-your-doctor as a visitor would, ending on the review step. */
export const walkWizardToReview = async (page: Page, walk: WizardWalk) => {
  await open(page, '/find-your-doctor');
  const next = main(page).getByRole('button', { name: WIZARD_LABELS.next });
  await next.click();
  await main(page).getByRole('textbox', { name: /City or town/ }).fill(walk.location);
  await next.click();
  await expect(main(page).getByRole('heading', { name: 'When suits you best?' })).toBeVisible();
  await next.click();
  const languages = main(page).getByRole('combobox', { name: 'Add a language' });
  await languages.fill(walk.language);
  await languages.press('Enter');
  await expect(main(page).getByRole('button', { name: `Remove ${walk.languageChip}` })).toBeVisible();
  await next.click();
  await expect(main(page).getByRole('heading', { name: 'What kind of support feels right?' })).toBeVisible();
  if (walk.style !== undefined) await main(page).getByRole('combobox', { name: 'Choice 1' }).selectOption(walk.style);
  await next.click();
  for (const reason of walk.mainReasons) await main(page).getByText(reason, { exact: true }).click();
  await next.click();
  await expect(main(page).getByRole('heading', { name: 'Is there something more specific on your mind?' })).toBeVisible();
  if (walk.concern !== undefined) await main(page).getByText(walk.concern, { exact: true }).click();
  if (walk.other !== undefined) await main(page).getByRole('textbox', { name: 'Other' }).fill(walk.other);
  await next.click();
  await expect(main(page).getByRole('heading', { name: 'Have you had therapy before?' })).toBeVisible();
  await next.click();
  await main(page).getByText(walk.risk, { exact: true }).click();
  if (walk.risk === 'Yes') await expect(main(page).getByRole('heading', { name: CRISIS_TEXT.heading })).toBeVisible();
  await next.click();
  await expect(main(page).getByRole('heading', { name: 'Anything else you would like us to know?' })).toBeVisible();
  if (walk.notes !== undefined) await main(page).getByRole('textbox', { name: 'Additional notes' }).fill(walk.notes);
  await next.click();
  await expect(main(page).getByRole('heading', { name: 'Review your answers' })).toBeVisible();
};
