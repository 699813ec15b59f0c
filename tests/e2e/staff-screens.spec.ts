import { expect, test, type APIRequestContext } from '@playwright/test';
import { APPOINTMENT_PATHS, ENDPOINTS } from '@manobal/core';
import { aValidCallbackRequest } from '../../fixtures/forms';
import { aConfirmRequest } from '../../fixtures/in-memory/in-memory-appointments';
import { expectAccessible } from './flows-helpers';
import { signInAs } from './staff-session';

// The care console's urgent queue, directory, people and a therapist's own screens against the real server, signed in through the real
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

/** A visitor books the first free time a therapist offers in the next two weeks (the API the booking calendar uses). */
const bookFirstFreeTime = async (request: APIRequestContext, therapistId: string): Promise<{ reference: string; dates: string[] }> => {
  const slots = await request.get(`${ENDPOINTS.therapistSlots.path.replace('{id}', therapistId)}?days=14`);
  expect(slots.status(), await slots.text()).toBe(200);
  const days = ((await slots.json()) as { data: { days: { date: string; slots: { start: string; modes: string[] }[] }[] } }).data.days;
  const free = days.flatMap((day) => day.slots.map((slot) => ({ ...slot, date: day.date })));
  const first = free[0]!;
  const held = await request.post(APPOINTMENT_PATHS.holds, { data: { therapist_id: therapistId, start: first.start, mode: first.modes[0] } });
  expect(held.status(), await held.text()).toBe(201);
  const unique = Math.random().toString(36).slice(2, 8);
  const booked = await request.post(APPOINTMENT_PATHS.appointments, {
    data: aConfirmRequest(((await held.json()) as { data: { hold_id: string } }).data.hold_id, { email: `e2e-${unique}@example.com`, phone: `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` }),
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return { reference: ((await booked.json()) as { data: { reference: string } }).data.reference, dates: [...new Set(free.map((slot) => slot.date))] };
};

test('a therapist sees only their own appointments, takes leave in My space, and the calendar stops offering those days', async ({ page, browser, baseURL }) => {
  test.slow();
  const visitor = await browser.newContext({ baseURL });
  try {
    const own = await bookFirstFreeTime(visitor.request, 'vikram-mehta');
    const other = await bookFirstFreeTime(visitor.request, 'ananya-rao');
    await signInAs(page, { roles: ['therapist'], therapistId: 'vikram-mehta' });

    await page.goto('/staff/appointments');
    await expect(page.getByText(own.reference)).toBeVisible();
    await expect(page.getByText(other.reference)).toHaveCount(0);

    // Leave on the last day the calendar offers times on.
    const day = own.dates.at(-1)!;
    await page.goto('/staff/my-space');
    const leave = page.getByRole('region', { name: 'Take leave' });
    await leave.getByLabel(/^First day \(IST\)/).fill(day);
    await leave.getByLabel(/^Last day \(IST\)/).fill(day);
    await leave.getByRole('button', { name: 'Add leave' }).click();
    await expect(page.getByRole('button', { name: `Remove leave ${day}` })).toBeVisible();

    const slots = await visitor.request.get(`${ENDPOINTS.therapistSlots.path.replace('{id}', 'vikram-mehta')}?from=${day}&days=1`);
    const offered = ((await slots.json()) as { data: { days: { date: string; slots: unknown[] }[] } }).data.days;
    expect(offered).toEqual([{ date: day, slots: [] }]);
  } finally {
    await visitor.close();
  }
});
