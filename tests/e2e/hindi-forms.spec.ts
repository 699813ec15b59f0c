import { expect, test } from '@playwright/test';
import { CONTACT_MESSAGES, FORM_FIELDS_HI, formMessageText } from '@manobal/core';
import { expectAllHindi } from './all-hindi';
import { main, open } from './flows-helpers';

/*
 * The forms of the Hindi edition on a phone: Hindi labels, hints and choices, and core's message in Hindi under a
 * field left wrong. The answers still go out as ids.
 */

test.use({ viewport: { width: 375, height: 800 } });

test('the contact form on /hi/contact-us asks in Hindi and refuses a bad address in Hindi', async ({ page }) => {
  await open(page, '/hi/contact-us');
  const form = main(page).locator('form').filter({ has: page.getByRole('textbox', { name: /^संदेश/ }) });
  await form.getByRole('textbox', { name: /^नाम/ }).fill('मीना अय्यर');
  await form.getByRole('textbox', { name: /^ईमेल/ }).fill('meena-at-example');
  await form.getByRole('textbox', { name: /^संदेश/ }).fill('क्या आप तमिल में सेशन देते हैं?');
  await form.getByRole('button').last().click();
  const email = form.getByRole('textbox', { name: /^ईमेल/ });
  await expect(email).toHaveAccessibleDescription(formMessageText('hi', CONTACT_MESSAGES.emailInvalid));
  await expect(email).toBeFocused();
  await expectAllHindi(page, 'the Hindi contact form', [], 'form');
});

test('the careers form on /hi/careers names its fields and choices in Hindi', async ({ page }) => {
  await open(page, '/hi/careers');
  await expect(main(page).getByLabel(new RegExp(`^${FORM_FIELDS_HI.careers.name.label}`))).toBeVisible();
  const primary = main(page).getByRole('combobox', { name: new RegExp(`^${FORM_FIELDS_HI.careers['languages.first'].label}`) });
  await primary.selectOption({ label: 'तमिल' });
  await expect(primary).toHaveValue('tamil');
  await expect(main(page).getByRole('combobox', { name: /^लिंग/ }).locator('option', { hasText: 'महिला' })).toHaveAttribute('value', 'female');
  await main(page).getByRole('button', { name: /प्रोफ़ाइल भेजें/ }).click();
  // The first field left empty carries core's message in Hindi.
  await expect(main(page).getByText(/ज़रूरी है/).first()).toBeVisible();
});
