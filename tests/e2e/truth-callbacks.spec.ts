import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { clockTimeOf, ENDPOINTS, kolkataMomentOf, FORM_FIELDS_EN, REFER_MESSAGES, WIZARD_LABELS, formMessageText } from '@manobal/core';
import { expectAccessible, expectFieldError, expectNoStoredRow, main, open, recordApiCalls, storedRowFor, uniqueEmail, uniquePhone } from './flows-helpers';
import { startOwnServer, type OwnServer } from './own-server';
import { walkWizardToReview } from './wizard-walk';

/**
 * The care team's promises are the ones it can keep, walked as a visitor against the real built server: a call-back
 * says when a call can come from the care team's hours (the server's CARE_TEAM_HOURS), and the refer form asks for
 * the person's agreement and says what the care team does and by when.
 */

/** Care-team hours (IST) around now: ones that include this minute, or ones that have ended (or not begun) today. */
const hoursAroundNow = (open: boolean): string => {
  const { minutes } = kolkataMomentOf(new Date());
  // Open now and for the whole test: near IST midnight the whole day, so a test that runs across it stays inside.
  if (open) return minutes < 60 || minutes >= 22 * 60 ? '00:00-24:00' : `${clockTimeOf(minutes - 60)}-${clockTimeOf(minutes + 120)}`;
  // Closed now and for the whole test, even one that runs across IST midnight: hours that start an hour or more from now.
  return minutes < 22 * 60 ? `${clockTimeOf(minutes + 60)}-${clockTimeOf(minutes + 120)}` : '03:00-04:00';
};

/** The built server with these care-team hours and no sample therapists (so the calendar offers the care team's call at once). */
const startWithHours = (hours: string): Promise<OwnServer> => startOwnServer('care-team-hours', { SEED_SAMPLE_THERAPISTS: 'false', CARE_TEAM_HOURS: hours });

interface ListedCallback {
  readonly name: string;
  readonly reason: string;
  readonly risk: string | null;
  readonly language: string | null;
  readonly due_at: string;
  readonly overdue: boolean;
}

const listedCallback = async (request: APIRequestContext, server: OwnServer, name: string): Promise<ListedCallback | undefined> => {
  const listing = await request.get(`${server.baseUrl}/api/v1/staff/callbacks?limit=100`, { headers: { Authorization: `Bearer ${server.staffToken}` } });
  return ((await listing.json()) as { data: { items: ListedCallback[] } }).data.items.find((item) => item.name === name);
};

const askForCall = async (page: Page, formName: string, button: string, visitor: string) => {
  const form = main(page).getByRole('form', { name: formName });
  await form.getByRole('textbox', { name: /Your name/ }).fill(visitor);
  await form.getByRole('textbox', { name: /Mobile number/ }).fill(uniquePhone());
  await form.getByRole('checkbox', { name: /care team may call me/ }).check();
  await form.getByRole('button', { name: button }).click();
};

test.describe('a call-back says honestly when the care team can call', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ viewport: { width: 375, height: 900 } });

  test("outside the care team's hours, says when the team opens and that Tele-MANAS answers at any hour", async ({ page, request }) => {
    test.slow();
    const server = await startWithHours(hoursAroundNow(false));
    try {
      await page.goto(`${server.baseUrl}/session-calendar`);
      await expect(main(page).getByText('No therapist is taking bookings just now. Please check again soon.')).toBeVisible();
      const visitor = `After Hours ${Math.random().toString(36).slice(2, 8)}`;
      await askForCall(page, 'Ask us to call you', 'Ask for a call', visitor);
      await expect(main(page).getByText(/Our care team is not working just now\. They start again on .* IST and will call you within two working days/)).toBeVisible();
      await expect(main(page).getByText(/call Tele-MANAS on 14416: it answers 24 hours a day, free/)).toBeVisible();
      await expect(main(page).getByRole('link', { name: 'Call Tele-MANAS on 14416' })).toHaveAttribute('href', 'tel:14416');
      await expect(main(page).getByText(/Thank you/).first()).toBeVisible();
      await expectAccessible(page, 'call-back answer outside the care team hours');
      expect(await listedCallback(request, server, visitor)).toMatchObject({ reason: 'booking-help', overdue: false });
    } finally {
      await server.stop();
    }
  });

  test("inside the hours, a person at risk hears that they are first on the care team's list, and the team learns the risk answer and language", async ({ page, request }) => {
    test.slow();
    const server = await startWithHours(hoursAroundNow(true));
    try {
      // The wizard is the shared server's; its call-back request goes to this server, whose care team works now.
      await page.route(`**${ENDPOINTS.requestCallback.path}`, (route) => route.continue({ url: `${server.baseUrl}${ENDPOINTS.requestCallback.path}` }));
      await walkWizardToReview(page, { location: 'Kothrud, Pune', language: 'Eng', languageChip: 'English', mainReasons: ['Feeling low or depressed'], concern: 'Low mood', risk: 'Yes' });
      await main(page).getByText("Yes, let's go!").click();
      await main(page).getByRole('button', { name: WIZARD_LABELS.submit }).click();
      const visitor = `In Hours ${Math.random().toString(36).slice(2, 8)}`;
      await expect(main(page).getByText(/your answer to the question about harming yourself/)).toBeVisible();
      await askForCall(page, 'Request a call back', 'Request a call back', visitor);
      await expect(main(page).getByText(/Our care team is working now \(until .* IST\) and your request is at the top of their list, before every other: they aim to call you within the hour\./)).toBeVisible();
      await expect(main(page).getByRole('link', { name: 'Call Tele-MANAS on 14416' })).toHaveCount(0);
      const listed = await listedCallback(request, server, visitor);
      expect(listed).toMatchObject({ reason: 'crisis', risk: 'yes', language: 'english', overdue: false });
      // Due within the hour of asking.
      expect(Date.parse(listed!.due_at) - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    } finally {
      await server.stop();
    }
  });
});

test.describe('refer a person', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("refuses a referral without the person's agreement, says what the care team does and when, and keeps one with it", async ({ page, request }) => {
    const apiCalls = recordApiCalls(page);
    const referred = uniqueEmail('refer-consent');
    await open(page, '/');
    await main(page).getByRole('button', { name: 'Connect with Us' }).click();
    await expect(main(page).getByText(FORM_FIELDS_EN.referNext)).toBeVisible();
    await expect(main(page).getByText(FORM_FIELDS_EN.referNext)).toContainText('within two working days (Monday to Saturday)');
    await main(page).getByLabel(/^Name/).fill('Ravi Deshmukh');
    await main(page).getByLabel(/^Email/).fill(referred);
    await main(page).getByLabel(/^Mobile number/).fill('9876543210');
    await main(page).getByLabel(/^Age of Patient/).fill('34');
    await main(page).getByLabel(/^How do you know them/).selectOption({ label: 'A colleague or their employer' });
    const consent = main(page).getByRole('checkbox', { name: /They agreed to be contacted/ });
    await main(page).getByRole('button', { name: 'Submit' }).click();
    await expectFieldError(consent, formMessageText('en', REFER_MESSAGES.consent));
    await expect(consent).toBeFocused();
    expect(apiCalls, 'a referral without consent is not sent').toEqual([]);
    await expectNoStoredRow(request, 'referrals', referred);

    await consent.check();
    await main(page).getByRole('button', { name: 'Submit' }).click();
    await expect(main(page).getByText(/Our care team will contact them within two working days \(Monday to Saturday\)/)).toBeVisible();
    expect(await storedRowFor(request, 'referrals', referred)).toMatchObject({ relationship: 'colleague', consent: 'agreed', status: 'waiting', overdue: false });
  });

  test('the server refuses a referral without consent too, with the same words', async ({ request }) => {
    const response = await request.post(ENDPOINTS.referPerson.path, {
      data: { name: 'Ravi Deshmukh', email: uniqueEmail('refer-api'), mobile: '9876543210', age: 34, relationship: 'friend' },
    });
    expect(response.status()).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toEqual({ consent: formMessageText('en', REFER_MESSAGES.consent) });
  });
});
