import { expect, test, type Page } from '@playwright/test';
import { ASSESSMENT_CATALOGS, BOOKING_CATALOGS, SAMPLE_THERAPISTS, WIZARD_CATALOGS, getAssessment, initialsOf } from '@manobal/core';
import { CALENDAR_COPY_HI } from '../../web/src/features/calendar/calendar.copy.hi';
import { MATCH_RESULTS_COPY_HI } from '../../web/src/features/wizard/match-results.copy.hi';
import { WIZARD_COPY_HI } from '../../web/src/features/wizard/wizard.copy.hi';
import { expectAllHindi } from './all-hindi';
import { WIDTHS, expectAccessible, main, open, uniqueEmail, uniquePhone, waitForHydration } from './flows-helpers';

/*
 * The Hindi edition's care journey against the real server: a visitor switches to Hindi on the home page, takes the
 * depression screening, answers the therapy-match wizard, books a session from the matches and reads the
 * confirmation, every word on each screen Hindi but names (people, places, Manobal, the reference, the e-mail).
 */

const wizard = WIZARD_CATALOGS.hi;
const booking = BOOKING_CATALOGS.hi;
const quiz = ASSESSMENT_CATALOGS.hi.quiz;

/** Each width books its own therapist, on the last time of the last date shown, away from the other specs' picks. */
const JOURNEY_THERAPIST = { 375: 'vikram-mehta', 1280: 'ananya-rao' } as const;

/**
 * What a therapist's profile says as the server stores it, shown as it is on every language's page: a person's
 * title, the initials on their avatar and where they see people are names of a kind, not words of the page. Word by
 * word, since the shared allow-list takes 'Manobal' out of an address first.
 */
const PROFILE_WORDS: readonly RegExp[] = [
  ...new Set(
    SAMPLE_THERAPISTS.flatMap(({ therapist }) => [
      therapist.title,
      therapist.centre_address ?? '',
      therapist.city ?? '',
      initialsOf(therapist.name),
    ]).flatMap((text) => text.match(/[A-Za-z]+/g) ?? []),
  ),
].map((word) => new RegExp(`\\b${word}\\b`, 'g'));

/** The visitor's own clock beside IST, as Intl names a zone for hi-IN (the browser here runs on UTC). */
const ZONE_NAMES: readonly RegExp[] = [/\bGMT\b/g];

/** The page's main content as a visitor sees it, kept with the run's results to look for clipped buttons and missing glyphs. */
/**
 * Hydration refusals: React (production build) reports a prerendered page whose text differs from the first client
 * render as minified errors 418/425 (or 423 when it gives up and renders again), through reportError and the console.
 */
const recordHydrationErrors = (page: Page): string[] => {
  const errors: string[] = [];
  const keep = (text: string) => {
    if (/#41[89]|#42[35]|hydrat/i.test(text)) errors.push(text);
  };
  page.on('pageerror', (error) => keep(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') keep(message.text());
  });
  return errors;
};

const screenshot = (page: Page, name: string, width: number) => main(page).screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });

for (const width of WIDTHS) {
  test(`a visitor in Hindi screens, matches, books and reads the confirmation, all in Hindi, at ${width}px`, async ({ page, context }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const hydrationErrors = recordHydrationErrors(page);
    const doctor = SAMPLE_THERAPISTS.find((entry) => entry.therapist.id === JOURNEY_THERAPIST[width])!.therapist;

    // The header's language switch (in the drawer's place on a phone the header keeps it visible).
    await open(page, '/');
    await page.getByRole('link', { name: /हिन्दी/ }).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(/\/hi$/);
    await waitForHydration(page);
    expect((await context.cookies()).find((cookie) => cookie.name === 'manobal_lang')?.value).toBe('hi');

    // The depression screening, in Hindi, to its verdict.
    const count = getAssessment('depression').questions.length;
    await open(page, '/hi/depression-test');
    for (let i = 0; i < count; i += 1) {
      await expect(page.getByText(quiz.questionPosition(i + 1, count))).toBeVisible();
      await main(page).getByRole('radio').first().click();
    }
    await main(page).getByRole('button', { name: quiz.submit }).click();
    await expect(page.getByRole('heading', { name: quiz.resultsHeading })).toBeVisible();
    await expectAllHindi(page, `screening result at ${width}px`, [], 'main');

    // The wizard, every step in Hindi.
    await open(page, '/hi/find-your-doctor');
    const next = main(page).getByRole('button', { name: wizard.labels.next });
    await expect(main(page).getByRole('heading', { name: wizard.steps.welcome.title })).toBeVisible();
    await expect(main(page).getByText(wizard.stepOf(1, 11)).first()).toBeVisible();
    await expectAllHindi(page, `wizard's first step at ${width}px`, [], 'main');
    await expectAccessible(page, `the Hindi wizard at ${width}px`);
    await screenshot(page, 'wizard-welcome', width);
    await next.click();
    // Nothing typed yet: the refusal is Hindi too.
    await next.click();
    await expect(main(page).getByText(wizard.messages.location)).toBeVisible();
    await main(page).getByRole('textbox', { name: new RegExp(WIZARD_COPY_HI.locationLabel) }).fill('पुणे');
    await next.click();
    await expect(main(page).getByRole('heading', { name: wizard.steps.availability.title })).toBeVisible();
    await main(page).getByText(wizard.choices.days.weekdays, { exact: true }).click();
    await expectAllHindi(page, `wizard's availability step at ${width}px`, [], 'main');
    await next.click();
    const languages = main(page).getByRole('combobox', { name: WIZARD_COPY_HI.languageInputLabel });
    await languages.fill('हिन्दी');
    await languages.press('Enter');
    await expect(main(page).getByRole('button', { name: WIZARD_COPY_HI.removeLanguage(wizard.choices.languages.hindi) })).toBeVisible();
    await expectAllHindi(page, `wizard's language step at ${width}px`, [], 'main');
    await next.click();
    await expect(main(page).getByRole('heading', { name: wizard.steps.style.title })).toBeVisible();
    await main(page).getByRole('combobox', { name: wizard.labels.styleSlot(0) }).selectOption(wizard.choices.style.soothing);
    await expectAllHindi(page, `wizard's style step at ${width}px`, [], 'main');
    await screenshot(page, 'wizard-style', width);
    await next.click();
    await main(page).getByText(wizard.choices.mainReasons['low-mood'], { exact: true }).click();
    await next.click();
    await expect(main(page).getByRole('heading', { name: wizard.steps['specific-concerns'].title })).toBeVisible();
    await main(page).getByText(wizard.choices.specificConcerns['low-mood'], { exact: true }).click();
    await next.click();
    await expect(main(page).getByRole('heading', { name: wizard.steps['previous-therapy'].title })).toBeVisible();
    await main(page).getByText(wizard.choices.previousTherapy.yes, { exact: true }).click();
    await expectAllHindi(page, `wizard's previous-therapy step at ${width}px`, [], 'main');
    await next.click();
    await main(page).getByText(wizard.choices.risk.no, { exact: true }).click();
    await next.click();
    await expect(main(page).getByRole('heading', { name: wizard.steps['additional-notes'].title })).toBeVisible();
    await next.click();
    await expect(main(page).getByRole('heading', { name: wizard.steps.review.title })).toBeVisible();
    await expect(main(page).getByText('पुणे')).toBeVisible();
    await main(page).getByText(wizard.choices.feeConfirmation.ready, { exact: true }).click();
    await expectAllHindi(page, `wizard's review at ${width}px`, [], 'main');
    await main(page).getByRole('button', { name: wizard.labels.submit }).click();

    // The matches and why each is suggested, in Hindi.
    await expect(main(page).getByRole('heading', { name: wizard.messages.thankYou })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: MATCH_RESULTS_COPY_HI.heading })).toBeVisible();
    const bookWith = main(page).getByRole('link', { name: MATCH_RESULTS_COPY_HI.bookWith(doctor.name) });
    await expect(main(page).getByText(MATCH_RESULTS_COPY_HI.whyHeading).first()).toBeVisible();
    while (!(await bookWith.isVisible())) await main(page).getByRole('button', { name: MATCH_RESULTS_COPY_HI.showMore }).click();
    await expectAllHindi(page, `matches at ${width}px`, [...PROFILE_WORDS, ...ZONE_NAMES], 'main');
    await expectAccessible(page, `the Hindi matches at ${width}px`);
    await screenshot(page, 'matches', width);

    // The Hindi calendar of the chosen therapist.
    await bookWith.click();
    await expect(page).toHaveURL(new RegExp(`/hi/session-calendar\\?doctor=${doctor.id}$`));
    await expect(main(page).getByRole('heading', { level: 2, name: doctor.name })).toBeVisible();
    const dates = main(page).getByRole('group', { name: CALENDAR_COPY_HI.dateLegend }).getByRole('radio');
    await expect(dates.first()).toBeEnabled();
    await dates.last().check();
    const time = main(page).getByRole('region', { name: CALENDAR_COPY_HI.timeHeading }).getByRole('radio').last();
    await time.check();
    await expectAllHindi(page, `calendar at ${width}px`, [...PROFILE_WORDS, ...ZONE_NAMES], 'main');
    await expectAccessible(page, `the Hindi calendar at ${width}px`);
    await screenshot(page, 'calendar', width);
    await main(page).getByRole('button', { name: CALENDAR_COPY_HI.bookButton }).click();

    // The held time and the details.
    await expect(main(page).getByRole('heading', { name: CALENDAR_COPY_HI.heldTitle })).toBeVisible();
    await expect(main(page).getByText(CALENDAR_COPY_HI.timeLeft)).toBeVisible();
    const email = uniqueEmail('hindi-journey');
    await main(page).locator('input[name="name"]').fill('प्रिया शर्मा');
    await main(page).locator('input[name="email"]').fill(email);
    await main(page).locator('input[name="phone"]').fill(uniquePhone());
    await main(page).locator('input[name="age"]').fill('29');
    await screenshot(page, 'details', width);
    await main(page).getByRole('button', { name: CALENDAR_COPY_HI.confirmButton }).click();

    // The confirmation, every word Hindi but the therapist, the reference and the address.
    await expect(main(page).getByRole('heading', { name: CALENDAR_COPY_HI.booked })).toBeVisible();
    await expect(main(page).getByText(booking.facts.reference)).toBeVisible();
    await expect(main(page).getByText(/^MNB-[0-9A-Z]{6}$/)).toBeVisible();
    await expect(main(page).getByRole('link', { name: CALENDAR_COPY_HI.manageLink })).toHaveAttribute('href', /^\/hi\/appointments\//);
    await expectAllHindi(page, `confirmation at ${width}px`, [...PROFILE_WORDS, ...ZONE_NAMES, email], 'main');
    await expectAccessible(page, `the Hindi confirmation at ${width}px`);
    await screenshot(page, 'confirmation', width);
    // Every Hindi page of the journey was prerendered in Hindi and hydrated with the same dates, times and words.
    expect(hydrationErrors, 'hydration errors on the Hindi pages').toEqual([]);
  });
}
