import { expect, test, type APIRequestContext } from '@playwright/test';
import { APPOINTMENT_PATHS, MANAGE_LINK_SENT } from '@manobal/core';
import { main, open, uniqueEmail, uniquePhone } from './flows-helpers';
import { readKeptMessage } from './local-mailbox';

/*
 * A visitor who lost the manage link has it sent again from the manage page: the same words whether or not anything
 * is booked under the address, and the message, in the local mailbox the console shows, opens the booking.
 */

const THERAPIST = 'rohan-iyer';

/** Books a free time of the therapist from the far end of the calendar (where other journeys do not book), by the API. */
const book = async (request: APIRequestContext, email: string): Promise<string> => {
  const answer = await request.get(`/api/v1/therapists/${THERAPIST}/slots?days=21&mode=video`);
  const { days } = ((await answer.json()) as { data: { days: { slots: { start: string }[] }[] } }).data;
  for (const start of days.flatMap((day) => day.slots.map((slot) => slot.start)).reverse()) {
    const held = await request.post(APPOINTMENT_PATHS.holds, { data: { therapist_id: THERAPIST, start, mode: 'video' } });
    if (held.status() === 409) continue;
    expect(held.status(), 'hold').toBe(201);
    const { hold_id } = ((await held.json()) as { data: { hold_id: string } }).data;
    const confirmed = await request.post(APPOINTMENT_PATHS.appointments, { data: { hold_id, name: 'Lata Shinde', email, phone: uniquePhone(), age: '41' } });
    expect(confirmed.status(), 'confirm').toBe(201);
    return ((await confirmed.json()) as { data: { reference: string } }).data.reference;
  }
  throw new Error(`No free time left for ${THERAPIST}`);
};

test('a visitor who lost the link has it sent again from the manage page, and the link in the message opens the booking', async ({ browser, page, request }) => {
  test.slow();
  const email = uniqueEmail('lost.link');
  const reference = await book(request, email);

  // A link without its key: the page says so and offers to send the links again.
  await page.setViewportSize({ width: 375, height: 900 });
  await open(page, `/appointments/${reference}`);
  const ask = async (contact: string) => {
    await main(page).getByLabel(/E-mail address or phone number/).fill(contact);
    await main(page).getByRole('button', { name: 'Send me the links' }).click();
    await expect(main(page).getByRole('status').filter({ hasText: MANAGE_LINK_SENT.en.email })).toBeVisible();
  };
  await ask(uniqueEmail('never.booked'));
  await main(page).getByRole('button', { name: 'Ask again' }).click();
  await ask(email.toUpperCase());

  // The same form stands alone at /appointments, for a visitor with no link at all.
  await open(page, '/appointments');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Lost the link to your booking?' })).toBeVisible();

  const text = await readKeptMessage(browser, { to: email, subject: 'The links to your bookings' });

  const link = new RegExp(`https?://\\S+/appointments/${reference}#\\S+`).exec(text)?.[0];
  expect(link, text).toBeDefined();
  await page.goto(link!);
  await expect(main(page).getByText(reference)).toBeVisible();
  await expect(main(page).getByText('Confirmed')).toBeVisible();
});
