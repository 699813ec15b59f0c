import { expect, test, type Page } from '@playwright/test';
import { CALENDAR_TEXT, MESSAGE_CHANNEL_TEXT_EN, MESSAGE_OPT_IN_WORDS_EN, SAMPLE_THERAPISTS } from '@manobal/core';
import { fakePhoneProviderEnv, startFakePhoneProvider, type FakePhoneProvider } from '../../fixtures/phone-provider/fake-phone-provider';
import { main, open, uniqueEmail, uniquePhone } from './flows-helpers';
import { startOwnServer, type OwnServer } from './own-server';

/*
 * A visitor chooses SMS for a booking's messages: the box is offered only by a server that sends SMS, ticking it
 * sends the confirmation to the phone through the provider, and the confirmation and the manage page say so.
 */

const MEERA = SAMPLE_THERAPISTS.find((entry) => entry.therapist.id === 'meera-nair')!.therapist;

/** Meera's calendar up to the details step, at the last time of the `day`th bookable date. */
const holdATime = async (page: Page, origin: string, day: number) => {
  await open(page, `${origin}/session-calendar?doctor=${MEERA.id}`);
  await expect(main(page).getByRole('heading', { level: 2, name: MEERA.name })).toBeVisible();
  await main(page).getByRole('group', { name: 'Choose a date' }).getByRole('radio').nth(day).check();
  await main(page).getByRole('region', { name: 'Choose a time' }).getByRole('radio').last().check();
  await main(page).getByRole('button', { name: CALENDAR_TEXT.bookButton }).click();
  await expect(main(page).getByLabel(/^Full name/)).toBeVisible();
};

test.describe('messages by SMS, chosen when booking', () => {
  test.describe.configure({ mode: 'serial' });
  let provider: FakePhoneProvider;
  let server: OwnServer;

  test.beforeAll(async () => {
    provider = await startFakePhoneProvider();
    server = await startOwnServer('sms', { ...fakePhoneProviderEnv(provider.url), OUTBOX_POLL_MS: '500' });
  });
  test.afterAll(async () => {
    await server?.stop();
    await provider?.close();
  });

  test('ticking the SMS box sends the confirmation to the phone, and the confirmation and the manage page say it goes by SMS', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 375, height: 900 });
    const phone = uniquePhone();
    await holdATime(page, server.baseUrl, 4);
    await main(page).getByLabel(/^Full name/).fill('Sana Sheikh');
    await main(page).getByLabel(/^Email/).fill(uniqueEmail('sms'));
    await main(page).getByLabel(/^Phone number/).fill(phone);
    await main(page).getByLabel(/^Age/).fill('31');
    await expect(main(page).getByText(MESSAGE_CHANNEL_TEXT_EN.emailAlways)).toBeVisible();
    const smsBox = main(page).getByRole('checkbox', { name: MESSAGE_OPT_IN_WORDS_EN.sms.text });
    await expect(smsBox).not.toBeChecked();
    await smsBox.check();
    await main(page).getByRole('button', { name: CALENDAR_TEXT.confirmButton }).click();

    await expect(main(page).getByRole('heading', { name: CALENDAR_TEXT.booked })).toBeVisible();
    await expect(main(page).getByText(MESSAGE_CHANNEL_TEXT_EN.goBy(['email', 'sms']))).toBeVisible();
    const reference = (await main(page).getByText(/^MNB-[0-9A-Z]{6}$/).textContent()) ?? '';

    // The worker polls every half second: the provider takes the SMS with the booking's reference.
    await expect.poll(() => provider.to(`+91${phone}`).length, { timeout: 20_000 }).toBe(1);
    const [sms] = provider.to(`+91${phone}`);
    expect(sms?.body.channel).toBe('sms');
    expect(sms?.body.variables).toContain(reference);

    // The manage link in the SMS opens the appointment, which says where its messages go.
    const link = sms?.body.variables.find((value) => value.includes('/appointments/'));
    expect(link).toBeDefined();
    await page.goto(`${server.baseUrl}${new URL(link!).pathname}${new URL(link!).hash}`);
    await expect(main(page).getByText(reference)).toBeVisible();
    await expect(main(page).getByText(MESSAGE_CHANNEL_TEXT_EN.goBy(['email', 'sms']))).toBeVisible();
  });

  test('a server that sends no SMS offers no box, and its confirmation says e-mail only', async ({ page }) => {
    test.slow();
    await holdATime(page, '', 5);
    await expect(main(page).getByText(MESSAGE_CHANNEL_TEXT_EN.emailAlways)).toBeVisible();
    await expect(main(page).getByRole('checkbox', { name: MESSAGE_OPT_IN_WORDS_EN.sms.text })).toHaveCount(0);
    await main(page).getByLabel(/^Full name/).fill('Irfan Khan');
    await main(page).getByLabel(/^Email/).fill(uniqueEmail('no-sms'));
    await main(page).getByLabel(/^Phone number/).fill(uniquePhone());
    await main(page).getByLabel(/^Age/).fill('40');
    await main(page).getByRole('button', { name: CALENDAR_TEXT.confirmButton }).click();
    await expect(main(page).getByRole('heading', { name: CALENDAR_TEXT.booked })).toBeVisible();
    await expect(main(page).getByText(MESSAGE_CHANNEL_TEXT_EN.goBy(['email']))).toBeVisible();
  });
});
