import { expect, test } from '@playwright/test';
import { ROOM_TEXTS } from '@manobal/core';
import { expectAllHindi } from './all-hindi';
import { expectAccessible } from './flows-helpers';
import { signInAs } from './staff-session';
import { FAKE_MEDIA, newPerson, seed } from './video-room-people';

// The video room in Hindi: a visitor whose booking was made in Hindi follows the room link of their Hindi messages
// (/hi/session/<reference>) and goes through the device check, the consent and the waiting room in Hindi; their
// therapist comes in from the English console, and the visitor is told so in Hindi.

const HI = ROOM_TEXTS.hi;
const EN = ROOM_TEXTS.en;
const THERAPIST = 'meera-nair';

test.use(FAKE_MEDIA);

test.describe('the video room in Hindi', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a visitor goes through the device check, consent and waiting room in Hindi, and hears in Hindi when the therapist joins', async ({ browser }) => {
    const seeded = seed(5, THERAPIST);
    const visitor = await newPerson(browser, { viewport: { width: 375, height: 740 } });
    const therapist = await newPerson(browser);

    await visitor.page.goto(`/hi/session/${seeded.reference}#${seeded.manage_token}`);
    await expect(visitor.page).toHaveTitle(`${HI.title} | Manobal`);
    await expect(visitor.page.getByRole('heading', { name: HI.title })).toBeVisible();
    await expect(visitor.page.getByRole('heading', { name: HI.deviceCheck.heading })).toBeVisible();
    await expect(visitor.page.locator(`video[aria-label="${HI.deviceCheck.preview}"]`)).toBeVisible();
    await expect(visitor.page.getByText(HI.consent.words)).toBeVisible();
    // The device lists hold the browser's own names for its devices (Chromium's fake ones are English), not the
    // room's words: exactly those names are let through, nothing else in English.
    await expect(visitor.page.getByRole('combobox', { name: HI.deviceCheck.camera })).toBeEnabled();
    const deviceNames = (await visitor.page.locator('select option').allTextContents()).filter((name) => name.trim() !== '');
    await expectAllHindi(visitor.page, 'device check', deviceNames);
    await expectAccessible(visitor.page, 'the Hindi device check');

    await visitor.page.getByRole('checkbox', { name: HI.consent.agree }).check();
    await visitor.page.getByRole('button', { name: HI.consent.agree }).click();
    await expect(visitor.page.getByText(HI.consent.given)).toBeVisible();
    await visitor.page.getByRole('button', { name: HI.join }).click();

    await expect(visitor.page.getByRole('heading', { name: HI.waiting.heading })).toBeVisible();
    await expect(visitor.page.getByRole('heading', { name: HI.waiting.helplinesHeading })).toBeVisible();
    await expect(visitor.page.getByText('राष्ट्रीय इमरजेंसी नंबर')).toBeVisible();
    await expectAllHindi(visitor.page, 'waiting room', deviceNames);

    // The therapist's console and room stay in English.
    await signInAs(therapist.page, { roles: ['therapist'], therapistId: THERAPIST });
    await therapist.page.goto(`/session/${seeded.reference}`);
    await expect(therapist.page.getByRole('heading', { name: EN.title })).toBeVisible();
    await therapist.page.getByRole('button', { name: EN.join }).click();

    await expect(visitor.page.getByRole('heading', { name: HI.inRoom.heading })).toBeVisible();
    await expect(visitor.page.getByRole('button', { name: HI.inRoom.mute })).toBeVisible();
    await expect(visitor.page.getByRole('button', { name: HI.inRoom.leave })).toBeVisible();
    await expect(therapist.page.getByRole('heading', { name: EN.inRoom.heading })).toBeVisible();

    await visitor.context.close();
    await therapist.context.close();
  });
});
