import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { APPOINTMENT_PATHS, BOOKING_CATALOGS, BOOKING_POLICY, CALENDAR_TEXT, STAFF_PATH } from '@manobal/core';
import { A_NEW_THERAPIST } from '../../fixtures/in-memory/in-memory-therapists';
import { STAFF_TOKEN, WIDTHS, expectAccessible, main, open, uniqueEmail } from './flows-helpers';

/*
 * What the booking journey tells a visitor is true, against the real server and its clock: the policy is stated before
 * 'Confirm booking', a session less than 12 hours ahead can still be cancelled online (marked late), 'Choose another
 * time' frees the slot for everyone at once, and the Terms & Conditions page says what booking means.
 */

const { policy, offers } = BOOKING_CATALOGS.en;
const STAFF = { Authorization: `Bearer ${STAFF_TOKEN}` };
const EVERY_DAY = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/**
 * A therapist of this test's own who takes video sessions at any hour, so the nearest free slot is only the minimum
 * notice away: always well inside the 12-hour cut-off, whenever the suite runs.
 */
const seedRoundTheClockTherapist = async (request: APIRequestContext, tag: string) => {
  const therapist = { ...A_NEW_THERAPIST, id: `truth-${tag}-${Date.now().toString(36)}`, name: `Truth ${tag}`, modes: ['video'] };
  const added = await request.post(`${STAFF_PATH}/therapists`, { headers: STAFF, data: therapist });
  expect(added.status(), await added.text()).toBe(201);
  const rules = EVERY_DAY.map((weekday) => ({ weekday, start: '00:00', end: '24:00', modes: ['video'] }));
  const ruled = await request.put(`${STAFF_PATH}/therapists/${therapist.id}/rules`, { headers: STAFF, data: { rules } });
  expect(ruled.status(), await ruled.text()).toBe(200);
  return therapist;
};

/** The first time of the first bookable date: the nearest slot the therapist has. */
const pickNearestSlot = async (page: Page) => {
  await main(page).getByRole('group', { name: 'Choose a date' }).getByRole('radio').first().check();
  const time = main(page).getByRole('region', { name: 'Choose a time' }).getByRole('radio').first();
  await time.check();
  return (await time.getAttribute('value')) ?? '';
};

const fillDetails = async (page: Page, tag: string) => {
  await main(page).getByLabel(/^Full name/).fill('Priya Sharma');
  await main(page).getByLabel(/^Email/).fill(uniqueEmail(tag));
  // A phone of its own per run: the contact caps count bookings per phone.
  await main(page).getByLabel(/^Phone number/).fill(`9${String(Date.now()).slice(-9)}`);
  await main(page).getByLabel(/^Age/).fill('29');
};

for (const width of WIDTHS) {
  test(`a session less than ${BOOKING_POLICY.changeCutoffHours} hours ahead is cancelled online, marked late, after the policy was stated before booking, at ${width}px`, async ({
    page,
    request,
  }) => {
    test.slow();
    const therapist = await seedRoundTheClockTherapist(request, `late-${width}`);
    await page.setViewportSize({ width, height: 900 });
    await open(page, `/session-calendar?doctor=${therapist.id}`);
    await expect(main(page).getByRole('heading', { level: 2, name: therapist.name })).toBeVisible();
    // Date pills name the weekday ('Tue 1 Dec'), unless the date is today.
    const pills = main(page).getByRole('group', { name: 'Choose a date' }).locator('label');
    await expect(pills.nth(1)).toHaveText(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2}$/);
    await expect(main(page).getByText('₹900').first()).toBeVisible();
    const slot = await pickNearestSlot(page);
    const hoursAhead = (new Date(slot).getTime() - Date.now()) / 3_600_000;
    expect(hoursAhead).toBeLessThan(BOOKING_POLICY.changeCutoffHours);

    await main(page).getByRole('button', { name: CALENDAR_TEXT.bookButton }).click();
    await expect(main(page).getByRole('heading', { name: 'Your details' })).toBeVisible();
    // The policy, the payment and the emergency words come before 'Confirm booking'.
    const confirm = main(page).getByRole('button', { name: CALENDAR_TEXT.confirmButton });
    for (const sentence of [policy.freeChange, policy.payment('₹900'), policy.notEmergency]) {
      const shown = main(page).getByText(sentence);
      await expect(shown).toBeVisible();
      expect(await shown.evaluate((node, button) => Boolean(node.compareDocumentPosition(button!) & Node.DOCUMENT_POSITION_FOLLOWING), await confirm.elementHandle())).toBe(true);
    }
    await expect(main(page).getByText(policy.notEmergency)).toContainText('14416');
    await expectAccessible(page, `details with the policy at ${width}px`);
    await fillDetails(page, `late-${width}`);
    await confirm.click();
    await expect(main(page).getByRole('heading', { name: CALENDAR_TEXT.booked })).toBeVisible();
    const reference = (await main(page).getByText(/^MNB-[0-9A-Z]{6}$/).textContent()) ?? '';

    // The manage page offers no move that the server would refuse: it says why, names the care team, and cancels.
    await page.goto((await main(page).getByRole('link', { name: 'Manage this booking' }).getAttribute('href')) ?? '');
    await expect(main(page).getByText(reference)).toBeVisible();
    await expect(main(page).getByText(/can no longer be moved online/)).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Choose another time' })).toHaveCount(0);
    await expectAccessible(page, `manage page inside the cut-off at ${width}px`);
    await main(page).getByRole('button', { name: 'Cancel session' }).click();
    await expect(main(page).getByText(offers.cancelLateQuestion)).toBeFocused();
    await main(page).getByRole('button', { name: 'Yes, cancel it' }).click();
    const outcome = main(page).getByRole('status');
    await expect(outcome).toHaveText(offers.cancelledLate);
    await expect(outcome).toBeFocused();
    await expect(main(page).getByText(offers.lateCancelTag, { exact: true })).toBeVisible();

    // The saved calendar event can be cancelled with the same UID and a higher SEQUENCE.
    const [download] = await Promise.all([page.waitForEvent('download'), main(page).getByRole('button', { name: offers.cancellingCalendarFile }).click()]);
    const ics = await (await download.createReadStream()).toArray();
    const text = Buffer.concat(ics as Buffer[]).toString('utf8');
    expect(text).toContain('METHOD:CANCEL');
    expect(text).toContain('STATUS:CANCELLED');
    expect(text).toContain(`UID:${reference}@manobal`);
    expect(text).toContain('SEQUENCE:1');

    // Stored as late: the care team's list says so.
    const listed = await request.get(`${APPOINTMENT_PATHS.staff}?therapist=${therapist.id}`, { headers: STAFF });
    const items = ((await listed.json()) as { data: { items: { reference: string; status: string; cancelled_late: boolean }[] } }).data.items;
    expect(items.find((item) => item.reference === reference)).toMatchObject({ status: 'cancelled', cancelled_late: true });
  });
}

test("'Choose another time' frees the held slot for a second visitor at once", async ({ browser, request }) => {
  test.slow();
  const therapist = await seedRoundTheClockTherapist(request, 'release');
  const visitor = async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await open(page, `/session-calendar?doctor=${therapist.id}`);
    await expect(main(page).getByRole('heading', { level: 2, name: therapist.name })).toBeVisible();
    return { context, page };
  };
  const first = await visitor();
  const slot = await pickNearestSlot(first.page);
  await main(first.page).getByRole('button', { name: CALENDAR_TEXT.bookButton }).click();
  await expect(main(first.page).getByRole('heading', { name: 'Your details' })).toBeVisible();

  // While it is held, nobody else is offered it.
  const second = await visitor();
  await main(second.page).getByRole('group', { name: 'Choose a date' }).getByRole('radio').first().check();
  await expect(main(second.page).locator(`input[value="${slot}"]`)).toHaveCount(0);

  const released = first.page.waitForResponse((response) => response.url().endsWith(APPOINTMENT_PATHS.releaseHold));
  await main(first.page).getByRole('button', { name: 'Choose another time' }).click();
  expect((await released).status()).toBe(200);
  // The first visitor's own strip offers it again too.
  await expect(main(first.page).locator(`input[value="${slot}"]`)).toHaveCount(1);

  // At once, not five minutes later: the second visitor can hold it now.
  await second.page.reload();
  await expect(main(second.page).getByRole('heading', { level: 2, name: therapist.name })).toBeVisible();
  await main(second.page).getByRole('group', { name: 'Choose a date' }).getByRole('radio').first().check();
  await main(second.page).locator(`input[value="${slot}"]`).check();
  await main(second.page).getByRole('button', { name: CALENDAR_TEXT.bookButton }).click();
  await expect(main(second.page).getByRole('heading', { name: 'Your details' })).toBeVisible();
  await first.context.close();
  await second.context.close();
});

for (const width of WIDTHS) {
  test(`the Terms & Conditions page states fees, cancellation, age, confidentiality and its limits, emergencies and whom to ask, at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await open(page, '/terms-and-conditions');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
    for (const heading of ['Fees and payment', 'Cancelling or moving a session', 'Age', 'Confidentiality and its limits', 'Questions and grievances']) {
      await expect(main(page).getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(main(page).getByText(policy.paymentInGeneral)).toBeVisible();
    await expect(main(page).getByText(policy.freeChange)).toBeVisible();
    await expect(main(page).getByText(/16 or older/)).toBeVisible();
    await expect(main(page).getByText(/court order/)).toBeVisible();
    await expect(main(page).getByText(/Mental Healthcare Act, 2017/)).toBeVisible();
    await expect(main(page).getByText(policy.notEmergency)).toBeVisible();
    // The configured contact (a development build shows its placeholders as text, never as links).
    const grievance = main(page).locator('section').filter({ has: page.getByRole('heading', { name: 'Questions and grievances' }) });
    await expect(grievance).toContainText(/write to us at \S+@\S+ or call \+?[\d ]{5,}/);
    await expectAccessible(page, `terms at ${width}px`);
  });
}

test('a field focused because it is wrong lands below the sticky header, not under it, at 375px', async ({ page, request }) => {
  const therapist = await seedRoundTheClockTherapist(request, 'focus');
  await page.setViewportSize({ width: 375, height: 700 });
  await open(page, `/session-calendar?doctor=${therapist.id}`);
  await pickNearestSlot(page);
  await main(page).getByRole('button', { name: CALENDAR_TEXT.bookButton }).click();
  await expect(main(page).getByRole('heading', { name: 'Your details' })).toBeVisible();
  // Confirm sits below the policy, far down a phone's screen: the first wrong field is scrolled back to.
  const confirm = main(page).getByRole('button', { name: CALENDAR_TEXT.confirmButton });
  await confirm.scrollIntoViewIfNeeded();
  await confirm.click();
  const name = main(page).getByLabel(/^Full name/);
  await expect(name).toBeFocused();
  const header = await page.locator('header').first().boundingBox();
  const field = await name.boundingBox();
  expect(header).not.toBeNull();
  expect(field!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
});

test("a disabled 'Previous' looks disabled: grey, not the teal of a button to press", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '/find-your-doctor');
  const previous = main(page).getByRole('button', { name: 'Previous' });
  await expect(previous).toBeDisabled();
  const colours = await previous.evaluate((button) => {
    const style = getComputedStyle(button);
    const root = getComputedStyle(document.documentElement);
    const probe = (token: string) => {
      const element = document.createElement('span');
      element.style.color = `var(${token})`;
      document.body.append(element);
      const colour = getComputedStyle(element).color;
      element.remove();
      return colour;
    };
    return { colour: style.color, border: style.borderTopColor, muted: probe('--muted'), teal: probe('--teal-700'), hasTokens: root.getPropertyValue('--muted') !== '' };
  });
  expect(colours.hasTokens).toBe(true);
  expect(colours.colour).toBe(colours.muted);
  expect([colours.colour, colours.border]).not.toContain(colours.teal);
});
