import { expect, test } from '@playwright/test';
import { CALENDAR_TEXT, SAMPLE_THERAPISTS } from '@manobal/core';
import { main, open, uniqueEmail, uniquePhone } from './flows-helpers';
import { readKeptMessage } from './local-mailbox';

/*
 * What a booking sends, as a newcomer after `npm start` sees it: with no SMTP_URL, the confirmation lands in the local
 * mailbox, an admin reads it in the console's Messages screen, and the manage link in it opens the appointment.
 */

const MEERA = SAMPLE_THERAPISTS.find((entry) => entry.therapist.id === 'meera-nair')!.therapist;

test('a booking confirmation reaches the local mailbox shown in the console, and its manage link opens the appointment', async ({ browser, page }) => {
  test.slow();
  const email = uniqueEmail('mailbox');
  await page.setViewportSize({ width: 375, height: 900 });
  await open(page, `/session-calendar?doctor=${MEERA.id}`);
  await expect(main(page).getByRole('heading', { level: 2, name: MEERA.name })).toBeVisible();
  // The last time of the fourth bookable date: away from the times the other journeys take.
  await main(page).getByRole('group', { name: 'Choose a date' }).getByRole('radio').nth(3).check();
  await main(page).getByRole('region', { name: 'Choose a time' }).getByRole('radio').last().check();
  await main(page).getByRole('button', { name: CALENDAR_TEXT.bookButton }).click();
  await main(page).getByLabel(/^Full name/).fill('Mira Kulkarni');
  await main(page).getByLabel(/^Email/).fill(email);
  await main(page).getByLabel(/^Phone number/).fill(uniquePhone());
  await main(page).getByLabel(/^Age/).fill('34');
  await main(page).getByRole('button', { name: CALENDAR_TEXT.confirmButton }).click();
  await expect(main(page).getByRole('heading', { name: CALENDAR_TEXT.booked })).toBeVisible();
  const reference = (await main(page).getByText(/^MNB-[0-9A-Z]{6}$/).textContent()) ?? '';

  // An admin, in another browser, reads the mailbox: the worker sends within its poll (5 s by default).
  const text = await readKeptMessage(browser, { to: email, subject: 'Booked: your session on', checkAccessible: true });
  expect(text).toContain(reference);
  expect(text).toContain('14416');

  // The manage link in the message opens the appointment for the visitor.
  const link = /https?:\/\/\S+\/appointments\/MNB-[0-9A-Z]{6}#\S+/.exec(text)?.[0];
  expect(link, text).toBeDefined();
  await page.goto(link!);
  await expect(main(page).getByText(reference)).toBeVisible();
  await expect(main(page).getByText('Confirmed')).toBeVisible();
});

test("a visitor abroad reads their own clock beside IST in the confirmation, from the zone their browser reported", async ({ browser }) => {
  test.slow();
  const email = uniqueEmail('abroad');
  const context = await browser.newContext({ timezoneId: 'Europe/London', viewport: { width: 375, height: 900 } });
  const page = await context.newPage();
  await open(page, `/session-calendar?doctor=${MEERA.id}`);
  await expect(main(page).getByRole('heading', { level: 2, name: MEERA.name })).toBeVisible();
  // The last time of the fifth bookable date: away from the times the other journeys take.
  await main(page).getByRole('group', { name: 'Choose a date' }).getByRole('radio').nth(4).check();
  await main(page).getByRole('region', { name: 'Choose a time' }).getByRole('radio').last().check();
  await main(page).getByRole('button', { name: CALENDAR_TEXT.bookButton }).click();
  await main(page).getByLabel(/^Full name/).fill('Zara Khan');
  await main(page).getByLabel(/^Email/).fill(email);
  await main(page).getByLabel(/^Phone number/).fill(uniquePhone());
  await main(page).getByLabel(/^Age/).fill('31');
  await main(page).getByRole('button', { name: CALENDAR_TEXT.confirmButton }).click();
  await expect(main(page).getByRole('heading', { name: CALENDAR_TEXT.booked })).toBeVisible();
  await context.close();

  const text = await readKeptMessage(browser, { to: email, subject: 'Booked: your session on' });
  expect(text).toMatch(/When: \w{3} \d{1,2} \w{3}, \d{1,2}:\d{2} [ap]m IST \((\w{3} \d{1,2} \w{3}, )?\d{1,2}:\d{2} [ap]m in London\)/);
});
