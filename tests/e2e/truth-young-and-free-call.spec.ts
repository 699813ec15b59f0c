import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  addDaysToIsoDate,
  APPOINTMENT_PATHS,
  CALENDAR_TEXT,
  ENDPOINTS,
  FREE_CALL_MESSAGES,
  HELPLINES,
  SAMPLE_THERAPISTS,
  todayInKolkata,
  YOUNG_PERSON_MESSAGES,
  YOUNG_PERSON_TEXT,
  formMessageText,
} from '@manobal/core';
import { STAFF_TOKEN, expectAccessible, main, open, uniqueEmail } from './flows-helpers';

/*
 * What the free call and the age rule promise, walked as a visitor would against the real server: a full hour is
 * refused with the next one that has a place; at 15 the calendar offers the helplines and a call-back instead of a
 * booking; at 17 it books with a parent or guardian, and the care team sees the booking flagged.
 */

const now = { now: () => new Date() };
// An hour of its own, far enough ahead that no other spec books it: the server's default is two calls an hour.
const FULL_DATE = addDaysToIsoDate(todayInKolkata(now), 45);
const FULL_TIME = '3:00 PM';
const NEXT_TIME = '4:00 PM';
// The one sample therapist no other journey books at this date.
const THERAPIST = SAMPLE_THERAPISTS.find((entry) => entry.therapist.id === 'ananya-rao')!.therapist;

const bookFreeCall = (request: APIRequestContext, name: string) =>
  request.post(ENDPOINTS.bookSession.path, {
    data: { name, email: uniqueEmail('full-hour'), phone: '9876543210', age: '30', gender: 'female', problem: 'anxiety', date: FULL_DATE, time: FULL_TIME },
  });

const fillPerson = async (page: Page, age: string) => {
  await main(page).getByLabel(/^Full name/).fill('Ira Young');
  await main(page).getByLabel(/^Email/).fill(uniqueEmail('young'));
  await main(page).getByLabel(/^Phone number/).fill('9876543210');
  await main(page).getByLabel(/^Age/).fill(age);
};

test('the free call at a full hour is refused with the next free hour, and the page never calls it a therapy session', async ({ page, request }) => {
  for (const name of ['First Caller', 'Second Caller']) expect((await bookFreeCall(request, name)).status()).toBe(201);

  await open(page, '/book-free-session');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Book a free introductory call' })).toBeVisible();
  await expect(main(page)).not.toContainText(/therapy session is free|first session is free/i);
  await fillPerson(page, '30');
  await main(page).getByRole('button', { name: 'Next' }).click();
  await main(page).getByLabel(/^Gender/).selectOption('female');
  await main(page).getByLabel(/^What would you like help with/).selectOption('anxiety');
  await main(page).getByLabel(/^Date/).fill(FULL_DATE);
  await main(page).getByLabel(/^Time/).selectOption(FULL_TIME);
  await main(page).getByRole('button', { name: 'Book my free call' }).click();

  const full = FREE_CALL_MESSAGES.hourFull({ date: FULL_DATE, time: NEXT_TIME });
  const time = main(page).getByLabel(/^Time/);
  await expect(time).toHaveAttribute('aria-invalid', 'true');
  await expect(time).toHaveAccessibleDescription(full);
  await expect(time).toBeFocused();
  await expectAccessible(page, 'a full hour refused');

  // The hour it offers is free: the call is booked, and the words say when and on which number.
  await time.selectOption(NEXT_TIME);
  await main(page).getByRole('button', { name: 'Book my free call' }).click();
  await expect(main(page).getByRole('heading', { name: 'Your call is booked' })).toBeVisible();
  await expect(main(page).getByText(/Your free introductory call is booked for .+, 4:00 PM IST; our care team will call you on 98765 43210\. Your reference is CALL-[0-9A-Z]{6}\./)).toBeVisible();
});

test('at 15 the calendar offers the helplines and a call-back, at 17 it books with a parent or guardian, flagged for the care team', async ({ page, request }) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 900 });
  await open(page, `/session-calendar?doctor=${THERAPIST.id}`);
  await main(page).getByRole('group', { name: 'Choose a date' }).getByRole('radio').nth(4).check();
  await main(page).getByRole('region', { name: 'Choose a time' }).getByRole('radio').last().check();
  await main(page).getByRole('button', { name: CALENDAR_TEXT.bookButton }).click();
  await expect(main(page).getByRole('heading', { name: 'Your details' })).toBeVisible();

  await fillPerson(page, '15');
  await main(page).getByRole('button', { name: CALENDAR_TEXT.confirmButton }).click();
  await expect(main(page).getByLabel(/^Age/)).toHaveAccessibleDescription(formMessageText('en', YOUNG_PERSON_MESSAGES.tooYoung));
  const notice = main(page).getByTestId('young-person-notice');
  await expect(notice.getByText(YOUNG_PERSON_TEXT.tooYoungBody)).toBeVisible();
  await expect(notice.getByRole('link', { name: HELPLINES[0]!.display })).toHaveAttribute('href', `tel:${HELPLINES[0]!.dial}`);
  await expect(notice.getByRole('button', { name: YOUNG_PERSON_TEXT.callbackSubmit })).toBeVisible();
  await expectAccessible(page, 'the age rule at 15 on the calendar');

  await main(page).getByLabel(/^Age/).fill('17');
  await expect(notice).toHaveCount(0);
  const guardian = main(page).getByRole('group', { name: YOUNG_PERSON_TEXT.guardianTitle });
  await expect(guardian).toBeVisible();
  await main(page).getByRole('button', { name: CALENDAR_TEXT.confirmButton }).click();
  await expect(guardian.getByLabel(/guardian's full name/)).toHaveAccessibleDescription(formMessageText('en', YOUNG_PERSON_MESSAGES.guardianNameRequired));
  await guardian.getByLabel(/guardian's full name/).fill('Meena Young');
  await guardian.getByLabel(/They are your/).selectOption('mother');
  await guardian.getByLabel(/guardian's phone number/).fill('9123456780');
  await guardian.getByRole('checkbox').check();
  await expectAccessible(page, 'the guardian at 17 on the calendar');
  await main(page).getByRole('button', { name: CALENDAR_TEXT.confirmButton }).click();
  await expect(main(page).getByRole('heading', { name: CALENDAR_TEXT.booked })).toBeVisible();
  const reference = (await main(page).getByText(/^MNB-[0-9A-Z]{6}$/).textContent()) ?? '';

  const response = await request.get(`${APPOINTMENT_PATHS.staff}?therapist=${THERAPIST.id}`, { headers: { Authorization: `Bearer ${STAFF_TOKEN}` } });
  expect(response.ok()).toBe(true);
  const items = ((await response.json()) as { data: { items: { reference: string; guardian_check: boolean; guardian: unknown }[] } }).data.items;
  expect(items.find((item) => item.reference === reference)).toMatchObject({
    guardian_check: true,
    guardian: { name: 'Meena Young', relationship: 'mother', phone: '9123456780' },
  });
});
