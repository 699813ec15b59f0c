import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { APPOINTMENT_PATHS, BOOKING_CATALOGS, CALENDAR_TEXT, CALL_MESSAGES, ENDPOINTS, SAMPLE_THERAPISTS, formatRupees } from '@manobal/core';
import { STAFF_TOKEN, WIDTHS, expectAccessible, main, open, uniqueEmail, uniquePhone } from './flows-helpers';

/*
 * The experts page and the profile against the real server and its seeded sample therapists. A signed-up visitor
 * logs in, books with their access token, finds the session on /profile, moves and cancels it there; after logout
 * the old token opens nothing. Each width books its own therapist, far ahead, so parallel tests never contend.
 */

const therapist = (id: string) => {
  const entry = SAMPLE_THERAPISTS.find((e) => e.therapist.id === id);
  if (!entry) throw new Error(`No sample therapist ${id}`);
  return entry.therapist;
};

const PROFILE_THERAPIST = { 375: therapist('vikram-mehta'), 1280: therapist('meera-nair') } as const;

interface Slot {
  start: string;
  modes: string[];
}

/** The session's time as the row shows it: IST first, then (on a device elsewhere) the device's own clock. */
/** The session's own time line ('Thu 17 Dec, 8:00 pm IST'), not the video room's line that also names a time. */
const WHEN_IN_IST = /^[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d{2} [ap]m IST/;

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The therapist's free starts in `mode`, latest first: the far end of the list is where no other test books. */
const freeStartsFromTheEnd = async (request: APIRequestContext, id: string, mode: string): Promise<string[]> => {
  const answer = await request.get(`/api/v1/therapists/${id}/slots?days=21&mode=${mode}`);
  expect(answer.ok(), 'GET slots').toBe(true);
  const { days } = ((await answer.json()) as { data: { days: { slots: Slot[] }[] } }).data;
  return days.flatMap((day) => day.slots.map((slot) => slot.start)).reverse();
};

/** Holds and confirms a free time with the visitor's access token, as the calendar does for a logged-in visitor. */
const bookWithToken = async (request: APIRequestContext, id: string, mode: string, token: string): Promise<{ reference: string; start: string }> => {
  for (const start of await freeStartsFromTheEnd(request, id, mode)) {
    const held = await request.post(APPOINTMENT_PATHS.holds, { data: { therapist_id: id, start, mode } });
    if (held.status() === 409) continue;
    expect(held.status(), 'hold').toBe(201);
    const { hold_id } = ((await held.json()) as { data: { hold_id: string } }).data;
    const confirmed = await request.post(APPOINTMENT_PATHS.appointments, {
      data: { hold_id, name: 'Asha Verma', email: uniqueEmail('asha.profile'), phone: uniquePhone(), age: '29' },
      headers: bearer(token),
    });
    expect(confirmed.status(), 'confirm').toBe(201);
    return { reference: ((await confirmed.json()) as { data: { reference: string } }).data.reference, start };
  }
  throw new Error(`No free time left for ${id}`);
};

const staffStatus = (request: APIRequestContext, id: string, reference: string) => async () => {
  const answer = await request.get(`${APPOINTMENT_PATHS.staff}?therapist=${id}`, { headers: bearer(STAFF_TOKEN) });
  const items = ((await answer.json()) as { data: { items: { reference: string; status: string }[] } }).data.items;
  return items.find((item) => item.reference === reference)?.status ?? 'missing';
};

/** Signs a new visitor up through the API, then logs in on the login page as they would. */
const signUpAndLogIn = async (page: Page, request: APIRequestContext, name: string, email: string, password: string) => {
  expect((await request.post(ENDPOINTS.signup.path, { data: { name, email, password } })).ok(), 'signup').toBe(true);
  await open(page, '/login');
  await main(page).getByLabel(/^Email/).fill(email);
  await main(page).getByLabel(/^Password/).fill(password);
  await main(page).getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(CALL_MESSAGES.login.success)).toBeVisible();
};

/** Logs out the way a visitor does at this width: the header's menu on a desktop, the drawer on a phone. */
const logOut = async (page: Page, name: string, width: number) => {
  const header = page.getByRole('banner');
  if (width < 1024) {
    await header.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('button', { name: `Welcome, ${name}` }).click();
    await drawer.getByRole('button', { name: 'Logout' }).click();
  } else {
    await header.getByRole('button', { name: `Welcome, ${name}` }).click();
    await header.getByRole('button', { name: 'Logout' }).click();
  }
};

for (const width of WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('/Ourexperts lists the seeded directory, each with its fee and a shareable Book Appointment link', async ({ page }) => {
      await open(page, '/Ourexperts');
      await expect(main(page).getByRole('heading', { level: 1, name: 'Meet Our Expert Doctors' })).toBeVisible();
      for (const { therapist: t } of SAMPLE_THERAPISTS) {
        const card = main(page).getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name: t.name }) });
        await expect(card.getByText(t.title, { exact: true })).toBeVisible();
        await expect(card.getByText(`${formatRupees(t.fee_inr)} per session`)).toBeVisible();
        await expect(card.getByText(BOOKING_CATALOGS.en.specialisations[t.specialisations[0]!], { exact: true })).toBeVisible();
        await expect(card.getByRole('link', { name: `Book Appointment with ${t.name}` })).toHaveAttribute('href', `/session-calendar?doctor=${t.id}`);
      }
      // No RCI number is shown that the store does not have.
      await expect(main(page).getByText(/RCI registration/)).toHaveCount(0);
      await expectAccessible(page, `experts at ${width}px`);
    });

    test('a logged-in visitor finds their booking on /profile, moves and cancels it there; after logout the token lists nothing', async ({ page, request }) => {
      test.slow();
      const doctor = PROFILE_THERAPIST[width];
      const mode = doctor.modes[0]!;
      const name = 'Asha Verma';
      const email = uniqueEmail(`profile-${width}`);
      const password = 'profile-journey-password';
      await signUpAndLogIn(page, request, name, email, password);
      const token = (await page.evaluate(() => window.localStorage.getItem('authToken'))) ?? '';
      expect(token).not.toBe('');

      const { reference } = await bookWithToken(request, doctor.id, mode, token);

      await open(page, '/profile');
      const row = main(page).getByRole('listitem', { name: doctor.name }).filter({ hasText: reference });
      await expect(row).toBeVisible();
      await expect(row.getByText(WHEN_IN_IST)).toBeVisible();
      await expect(row.getByText(BOOKING_CATALOGS.en.modes[mode])).toBeVisible();
      await expect(row.getByText('Confirmed')).toBeVisible();
      await expectAccessible(page, `profile at ${width}px`);

      // Move it to another free time of the same therapist, in the same mode.
      const before = (await row.getByText(WHEN_IN_IST).textContent()) ?? '';
      await row.getByRole('button', { name: /^Reschedule the session/ }).click();
      await expect(row.getByRole('heading', { name: 'Choose a new time' })).toBeFocused();
      // The last day offered, a week or so ahead: other tests book this therapist's nearer days.
      const day = row.getByRole('combobox', { name: 'Day' });
      await expect(day).toBeEnabled();
      await day.selectOption({ index: (await day.locator('option').count()) - 1 });
      await row.getByRole('group', { name: 'Time' }).getByRole('radio').last().check();
      await expectAccessible(page, `profile reschedule at ${width}px`);
      await row.getByRole('button', { name: 'Move to this time' }).click();
      await expect(main(page).getByRole('status').filter({ hasText: CALL_MESSAGES.rescheduleAppointment.success })).toBeVisible();
      await expect(row.getByText(WHEN_IN_IST)).not.toHaveText(before);

      await row.getByRole('button', { name: /^Cancel the session/ }).click();
      await row.getByRole('button', { name: 'Yes, cancel it' }).click();
      await expect(main(page).getByRole('status').filter({ hasText: CALL_MESSAGES.cancelAppointment.success })).toBeVisible();
      await expect(row.getByText('Cancelled')).toBeVisible();
      // Nothing left to change; the event saved from an earlier file can be cancelled in the visitor's calendar.
      await expect(row.getByRole('button', { name: /^(Cancel|Reschedule) the session/ })).toHaveCount(0);
      await expect(row.getByRole('button', { name: BOOKING_CATALOGS.en.offers.cancellingCalendarFile })).toBeVisible();
      await expect.poll(staffStatus(request, doctor.id, reference)).toBe('cancelled');
      await expectAccessible(page, `profile after cancelling at ${width}px`);

      const loggedOut = page.waitForResponse((response) => response.url().endsWith(ENDPOINTS.logout.path) && response.request().method() === 'POST');
      await logOut(page, name, width);
      expect((await loggedOut).status()).toBe(200);
      expect((await request.get(APPOINTMENT_PATHS.mine, { headers: bearer(token) })).status()).toBe(401);
      await open(page, '/profile');
      await expect(main(page).getByText(/You are not logged in/)).toBeVisible();
    });

    test('a logged-in visitor books on the calendar with their details filled in, and the session is on /profile', async ({ page, request }) => {
      test.slow();
      // The other width's therapist: the test above books this width's far ahead, this one a week or so out.
      const doctor = PROFILE_THERAPIST[width === 375 ? 1280 : 375];
      const name = 'Kabir Joshi';
      const email = uniqueEmail(`calendar-login-${width}`);
      const password = 'calendar-login-password';
      await signUpAndLogIn(page, request, name, email, password);

      await open(page, `/session-calendar?doctor=${doctor.id}`);
      await main(page).getByRole('group', { name: 'Choose a date' }).getByRole('radio').last().check();
      await main(page).getByRole('region', { name: 'Choose a time' }).getByRole('radio').last().check();
      await main(page).getByRole('button', { name: CALENDAR_TEXT.bookButton }).click();
      await expect(main(page).getByRole('heading', { name: 'Your details' })).toBeVisible();
      // Prefilled from the account; the rest is the visitor's to give.
      await expect(main(page).getByLabel(/^Full name/)).toHaveValue(name);
      await expect(main(page).getByLabel(/^Email/)).toHaveValue(email);
      await main(page).getByLabel(/^Phone number/).fill(uniquePhone());
      await main(page).getByLabel(/^Age/).fill('34');
      await main(page).getByRole('button', { name: CALENDAR_TEXT.confirmButton }).click();
      await expect(main(page).getByRole('heading', { name: CALENDAR_TEXT.booked })).toBeVisible();
      const reference = (await main(page).getByText(/^MNB-[0-9A-Z]{6}$/).textContent()) ?? '';

      await open(page, '/profile');
      const row = main(page).getByRole('listitem', { name: doctor.name }).filter({ hasText: reference });
      await expect(row).toBeVisible();
      await expect(row.getByText('Confirmed')).toBeVisible();
    });
  });
}
