import { expect, test, type APIRequestContext } from '@playwright/test';
import { CALL_MESSAGES, NEWSLETTER_MESSAGES, STAFF_PATH, formMessageText, FORM_FIELDS_EN } from '@manobal/core';
import { STAFF_TOKEN, WIDTHS, expectAccessible, main, open, uniqueEmail } from './flows-helpers';

/** The staff listing of newsletter subscribers or leads, read back through the staff API. */
const staffItems = async (request: APIRequestContext, collection: 'newsletter' | 'leads'): Promise<Record<string, unknown>[]> => {
  const response = await request.get(`${STAFF_PATH}/${collection}?limit=100`, { headers: { Authorization: `Bearer ${STAFF_TOKEN}` } });
  expect(response.ok(), `GET ${STAFF_PATH}/${collection}`).toBe(true);
  return ((await response.json()) as { data: { items: Record<string, unknown>[] } }).data.items;
};

for (const width of WIDTHS) {
  test.describe(`newsletter and leads at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the footer subscribes an address once, however often it is sent', async ({ page, request }) => {
      const email = uniqueEmail('newsletter');
      await open(page, '/');
      const footer = page.getByRole('contentinfo');
      for (let time = 0; time < 2; time += 1) {
        await footer.getByRole('textbox', { name: 'Email address' }).fill(email);
        await footer.getByRole('button', { name: 'Subscribe' }).click();
        await expect(footer.getByText(formMessageText('en', NEWSLETTER_MESSAGES.subscribed))).toBeVisible();
      }
      await expectAccessible(page, 'newsletter subscribed');
      await expect.poll(async () => (await staffItems(request, 'newsletter')).filter((row) => row.email === email).length).toBe(1);
    });

    test('a corporate demo request goes from the page to the staff list, with a gentle word about a personal address', async ({ page, request }) => {
      const name = `Priya ${Date.now()}`;
      await open(page, '/for-corporates');
      await main(page).getByRole('textbox', { name: 'Work email' }).fill('priya.menon@gmail.com');
      await main(page).getByRole('button', { name: 'Request a Demo' }).click();
      const dialog = page.getByRole('dialog', { name: 'Request a Demo' });
      const email = dialog.getByRole('textbox', { name: /^Work email/ });
      await expect(email).toHaveValue('priya.menon@gmail.com');
      await expect(email).toHaveAccessibleDescription(FORM_FIELDS_EN.leadPersonalMail);

      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect(dialog.getByRole('textbox', { name: /^Your name/ })).toBeFocused();
      await expectAccessible(page, 'lead form with errors');

      await dialog.getByRole('textbox', { name: /^Your name/ }).fill(name);
      await dialog.getByRole('textbox', { name: /^Organisation/ }).fill('Tatva Soft');
      await dialog.getByRole('spinbutton', { name: /^Number of employees/ }).fill('250');
      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect(dialog.getByText(CALL_MESSAGES.submitLead.success)).toBeVisible();
      await expectAccessible(page, 'lead sent');

      await expect
        .poll(async () => (await staffItems(request, 'leads')).find((row) => row.name === name))
        .toMatchObject({ kind: 'corporate-demo', email: 'priya.menon@gmail.com', organisation: 'Tatva Soft', size: 250 });
    });

    test('a school asks for a free session with its number of students', async ({ page, request }) => {
      const name = `Anil ${Date.now()}`;
      await open(page, '/for-students');
      await main(page).getByRole('button', { name: 'Schedule a free session' }).click();
      const dialog = page.getByRole('dialog', { name: 'Schedule a free session' });
      await dialog.getByRole('textbox', { name: /^Your name/ }).fill(name);
      await dialog.getByRole('textbox', { name: /^Work email/ }).fill(uniqueEmail('school'));
      await dialog.getByRole('textbox', { name: /^Organisation/ }).fill('Kendriya Vidyalaya, Pune');
      await dialog.getByRole('spinbutton', { name: /^Number of students/ }).fill('1200');
      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect(dialog.getByText(CALL_MESSAGES.submitLead.success)).toBeVisible();
      await expect.poll(async () => (await staffItems(request, 'leads')).find((row) => row.name === name)).toMatchObject({ kind: 'school-free-session', size: 1200 });
    });
  });
}
