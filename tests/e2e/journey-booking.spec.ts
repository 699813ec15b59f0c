import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { APPOINTMENT_MESSAGES, APPOINTMENT_PATHS, CALENDAR_TEXT, SAMPLE_THERAPISTS, formatRupees } from '@manobal/core';
import { STAFF_TOKEN, WIDTHS, expectAccessible, main, open, uniqueEmail, uniquePhone } from './flows-helpers';

/*
 * The booking journey against the real server and its seeded sample therapists: slot → hold → details → confirm →
 * the care team sees it → the manage link → reschedule → cancel. Each test books a different therapist, so tests
 * running side by side never contend for one slot unless they mean to.
 */

const therapist = (id: string) => {
  const entry = SAMPLE_THERAPISTS.find((e) => e.therapist.id === id);
  if (!entry) throw new Error(`No sample therapist ${id}`);
  return entry.therapist;
};

/** Journeys by width, and the race: three therapists who all offer video. */
const JOURNEY_THERAPIST = { 375: therapist('ananya-rao'), 1280: therapist('rohan-iyer') } as const;
const RACE_THERAPIST = therapist('farah-siddiqui');

interface StaffAppointment {
  reference: string;
  therapist_id: string;
  status: string;
}

const staffAppointments = async (request: APIRequestContext, therapistId: string): Promise<StaffAppointment[]> => {
  const response = await request.get(`${APPOINTMENT_PATHS.staff}?therapist=${therapistId}`, { headers: { Authorization: `Bearer ${STAFF_TOKEN}` } });
  expect(response.ok(), 'GET staff appointments').toBe(true);
  return ((await response.json()) as { data: { items: StaffAppointment[] } }).data.items;
};

const statusSeenByStaff = (request: APIRequestContext, therapistId: string, reference: string) => async () =>
  (await staffAppointments(request, therapistId)).find((a) => a.reference === reference)?.status ?? 'missing';

/**
 * Picks the first time on the third bookable date: at least a day ahead, so the 12-hour rule never blocks the
 * reschedule and cancel that follow.
 */
const pickASlot = async (page: Page) => {
  await main(page).getByRole('group', { name: 'Choose a date' }).getByRole('radio').nth(2).check();
  const time = main(page).getByRole('region', { name: 'Choose a time' }).getByRole('radio').first();
  await time.check();
  return time;
};

for (const width of WIDTHS) {
  test(`books a real session, which the care team sees, then reschedules and cancels it from the manage link at ${width}px`, async ({ page, request }) => {
    test.slow();
    const doctor = JOURNEY_THERAPIST[width];
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.setViewportSize({ width, height: 900 });

    await open(page, `/session-calendar?doctor=${doctor.id}`);
    await expect(main(page).getByRole('heading', { level: 2, name: doctor.name })).toBeVisible();
    await expect(main(page).getByText(doctor.title)).toBeVisible();
    await expect(main(page).getByText(formatRupees(doctor.fee_inr)).first()).toBeVisible();
    const book = main(page).getByRole('button', { name: CALENDAR_TEXT.bookButton });
    await expect(book).toBeDisabled();
    await pickASlot(page);
    await expectAccessible(page, `calendar at ${width}px`);

    await book.click();
    await expect(main(page).getByRole('heading', { name: 'Your details' })).toBeVisible();
    await expect(main(page).getByRole('timer')).toHaveText(/^[45]:\d\d$/);
    await expect(main(page).getByText(CALENDAR_TEXT.booked)).toHaveCount(0);
    await expectAccessible(page, `details at ${width}px`);

    // The booking rules hold here as on the server: a short phone is refused under its field.
    await main(page).getByLabel(/^Full name/).fill('Priya Sharma');
    await main(page).getByLabel(/^Email/).fill(uniqueEmail('journey'));
    await main(page).getByLabel(/^Phone number/).fill('98765');
    await main(page).getByLabel(/^Age/).fill('29');
    await main(page).getByRole('button', { name: CALENDAR_TEXT.confirmButton }).click();
    await expect(main(page).getByLabel(/^Phone number/)).toHaveAttribute('aria-invalid', 'true');
    await main(page).getByLabel(/^Phone number/).fill(uniquePhone());
    await main(page).getByRole('button', { name: CALENDAR_TEXT.confirmButton }).click();

    await expect(main(page).getByRole('heading', { name: CALENDAR_TEXT.booked })).toBeVisible();
    const reference = (await main(page).getByText(/^MNB-[0-9A-Z]{6}$/).textContent()) ?? '';
    expect(reference).toMatch(/^MNB-[0-9A-Z]{6}$/);
    await expect(main(page).getByText(/\d:\d\d [ap]m IST/).first()).toBeVisible();
    await expect(main(page).getByRole('button', { name: CALENDAR_TEXT.addToCalendar })).toBeVisible();
    await expectAccessible(page, `confirmation at ${width}px`);

    // The care team sees it.
    await expect.poll(statusSeenByStaff(request, doctor.id, reference)).toBe('confirmed');

    // 'Add to calendar' saves an .ics made in the browser.
    const [download] = await Promise.all([page.waitForEvent('download'), main(page).getByRole('button', { name: CALENDAR_TEXT.addToCalendar }).click()]);
    expect(download.suggestedFilename()).toBe(`${reference}.ics`);

    // The manage link, opened as a visitor would from their notes: the token stays in the fragment.
    const href = (await main(page).getByRole('link', { name: 'Manage this booking' }).getAttribute('href')) ?? '';
    expect(href).toMatch(new RegExp(`^/appointments/${reference}#.+`));
    const token = decodeURIComponent(href.split('#')[1]!);
    await page.goto(href);
    await expect(main(page).getByText(reference)).toBeVisible();
    await expect(main(page).getByText('Confirmed')).toBeVisible();
    await expectAccessible(page, `manage page at ${width}px`);

    await main(page).getByRole('button', { name: 'Choose another time' }).click();
    const date = main(page).getByRole('combobox', { name: 'Day' });
    await expect(date).toBeVisible();
    await date.selectOption({ index: 4 });
    await main(page).getByRole('group', { name: 'Time' }).getByRole('radio').first().check();
    await expectAccessible(page, `reschedule picker at ${width}px`);
    await main(page).getByRole('button', { name: 'Move to this time' }).click();
    await expect(main(page).getByRole('status')).toHaveText('Your session has moved to the new time.');

    await main(page).getByRole('button', { name: 'Cancel session' }).click();
    await main(page).getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(main(page).getByRole('status')).toHaveText('Your session is cancelled.');
    await expect(main(page).getByText('Cancelled', { exact: true })).toBeVisible();
    await expect.poll(statusSeenByStaff(request, doctor.id, reference)).toBe('cancelled');

    // The manage token never travelled in an address.
    expect(requested.filter((url) => url.includes(token) || url.includes(encodeURIComponent(token)))).toEqual([]);
  });
}

test('a second visitor racing for the same slot is told it was just taken, and the strip no longer offers it', async ({ browser }) => {
  const visitor = async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await open(page, `/session-calendar?doctor=${RACE_THERAPIST.id}`);
    await expect(main(page).getByRole('heading', { level: 2, name: RACE_THERAPIST.name })).toBeVisible();
    return { context, page };
  };
  const first = await visitor();
  const second = await visitor();
  const slot = await pickASlot(first.page);
  const label = (await slot.getAttribute('value')) ?? '';
  await pickASlot(second.page);
  expect(await second.page.getByRole('region', { name: 'Choose a time' }).getByRole('radio', { checked: true }).getAttribute('value')).toBe(label);

  await main(first.page).getByRole('button', { name: CALENDAR_TEXT.bookButton }).click();
  await expect(main(first.page).getByRole('heading', { name: 'Your details' })).toBeVisible();
  await main(second.page).getByRole('button', { name: CALENDAR_TEXT.bookButton }).click();
  await expect(main(second.page).getByRole('alert')).toHaveText(APPOINTMENT_MESSAGES.slotTaken);
  await expect(main(second.page).locator(`input[value="${label}"]`)).toHaveCount(0);
  await expectAccessible(second.page, 'calendar after losing the race');
  await first.context.close();
  await second.context.close();
});

test('without a therapist, the calendar offers the directory', async ({ page }) => {
  await open(page, '/session-calendar');
  await expect(main(page).getByRole('heading', { name: 'Choose your therapist' })).toBeVisible();
  await main(page).getByRole('link', { name: RACE_THERAPIST.name }).click();
  await expect(page).toHaveURL(new RegExp(`/session-calendar\\?doctor=${RACE_THERAPIST.id}$`));
  await expect(main(page).getByRole('heading', { level: 2, name: RACE_THERAPIST.name })).toBeVisible();
  await expectAccessible(page, 'calendar directory');
});

test('when no therapist is taking bookings, the care team is asked to call, and lists the request', async ({ page, request }) => {
  // The directory answers empty, as on a deployment before its first therapist; the call-back goes to the real server.
  await page.route('**/api/v1/therapists?*', (route) => route.fulfill({ json: { success: true, msg: 'ok', data: { items: [] } } }));
  await page.route('**/api/v1/therapists', (route) => route.fulfill({ json: { success: true, msg: 'ok', data: { items: [] } } }));
  await open(page, '/session-calendar');
  await expect(main(page).getByText('No therapist is taking bookings just now. Please check again soon.')).toBeVisible();
  const form = main(page).getByRole('form', { name: 'Ask us to call you' });
  const visitor = `Booking Help ${Math.random().toString(36).slice(2, 8)}`;
  await form.getByRole('textbox', { name: /Your name/ }).fill(visitor);
  await form.getByRole('textbox', { name: /Mobile number/ }).fill('+91 98765 43210');
  await form.getByRole('checkbox', { name: /care team may call me/ }).check();
  await expectAccessible(page, 'calendar with no therapist, offering a call');
  await form.getByRole('button', { name: 'Ask for a call' }).click();
  await expect(main(page).getByText(/will call you within two working days \(Monday to Saturday\)/)).toBeVisible();

  const listing = await request.get('/api/v1/staff/callbacks?limit=100', { headers: { Authorization: `Bearer ${STAFF_TOKEN}` } });
  const items = ((await listing.json()) as { data: { items: { name: string; phone: string; reason: string; urgency: string }[] } }).data.items;
  expect(items.find((item) => item.name === visitor)).toMatchObject({ phone: '9876543210', reason: 'booking-help', urgency: 'normal' });
});
