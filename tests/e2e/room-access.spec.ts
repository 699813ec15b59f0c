import { expect, test, type Page } from '@playwright/test';
import { contactFromSettings, ROOM_FALLBACK_TEXT, ROOM_TEXT_EN } from '@manobal/core';
import { expectAccessible } from './flows-helpers';
import { signInAs } from './staff-session';
import { newPerson, seed } from './video-room-people';

// The video room for people it cannot simply give a call, and by keyboard alone. Chromium has fake camera and
// microphone devices but no fake consent: what the context's permissions do not grant is refused, as when a visitor
// answers 'Block'.

const T = ROOM_TEXT_EN;
const F = ROOM_FALLBACK_TEXT.en;
/** The care team's number as the site was built with it (CONTACT_PHONE, else the placeholder). */
const PHONE = contactFromSettings({ CONTACT_PHONE: process.env.CONTACT_PHONE }).phone;

test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--use-fake-device-for-media-stream'],
  },
});

/** The accessible name of what has the keyboard focus, and whether its focus ring is drawn. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (element === null || element === document.body) return { name: '', ring: false };
    const label = element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null;
    const name = element.getAttribute('aria-label') ?? label ?? element.closest('label')?.textContent ?? element.textContent ?? '';
    const style = getComputedStyle(element);
    return { name: name.trim(), ring: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 };
  });

/** Presses Tab until `name` has the focus (at most `limit` times), returning every name passed on the way. */
const tabTo = async (page: Page, name: string, limit = 20): Promise<string[]> => {
  const passed: string[] = [];
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    passed.push(now.name);
    if (now.name === name) {
      expect(now.ring, `the focus ring on ${name}`).toBe(true);
      return passed;
    }
  }
  throw new Error(`Tab never reached ${name}: ${passed.join(' → ')}`);
};

test.describe('the video room when a call is not possible, and by keyboard', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a browser without WebRTC is told plainly, with the care team’s phone to hold the session by', async ({ browser }) => {
    // The page says so before it opens any connection: no appointment is needed.
    const visitor = await newPerson(browser, { permissions: ['camera', 'microphone'] });
    await visitor.context.addInitScript(() => {
      Object.defineProperty(window, 'RTCPeerConnection', { value: undefined, configurable: true });
    });
    await visitor.page.goto('/session/MNB-7K2Q9D#a-token');
    await expect(visitor.page.getByRole('alert')).toHaveText(T.noWebRtc(PHONE));
    await expectAccessible(visitor.page, 'the room without WebRTC');
    await visitor.context.close();
  });

  test('a visitor who blocks the camera joins by voice, and one who blocks both is told to call the care team', async ({ browser }) => {
    const seeded = seed(5, 'meera-nair');
    const voiceOnly = await newPerson(browser, { permissions: ['microphone'] });
    await voiceOnly.page.goto(`/session/${seeded.reference}#${seeded.manage_token}`);
    const status = voiceOnly.page.getByRole('status').filter({ hasText: F.noMediaHeading });
    await expect(status).toContainText(T.deviceCheck.noCamera);
    await expect(status).toContainText(F.byPhone(PHONE));
    await expectAccessible(voiceOnly.page, 'the device check without a camera');
    await voiceOnly.page.getByRole('checkbox', { name: T.consent.agree }).check();
    await voiceOnly.page.getByRole('button', { name: T.consent.agree }).click();
    await voiceOnly.page.getByRole('button', { name: T.joinAudioOnly }).click();
    await expect(voiceOnly.page.getByRole('heading', { name: T.waiting.heading })).toBeVisible();
    await voiceOnly.context.close();

    const nothing = await newPerson(browser, { permissions: [] });
    await nothing.page.goto(`/session/${seeded.reference}#${seeded.manage_token}`);
    const told = nothing.page.getByRole('status').filter({ hasText: F.noMediaHeading });
    await expect(told).toContainText(T.deviceCheck.noDevices);
    await expect(told).toContainText(F.byPhone(PHONE));
    await nothing.context.close();
  });

  test('the visitor goes through the room by keyboard alone: named controls in order, each with a visible focus ring', async ({ browser }) => {
    const seeded = seed(5, 'rohan-iyer');
    const visitor = await newPerson(browser, { permissions: ['camera', 'microphone'] });
    await visitor.page.goto(`/session/${seeded.reference}#${seeded.manage_token}`);
    await expect(visitor.page.locator(`video[aria-label="${T.deviceCheck.preview}"]`)).toBeVisible();
    const lobby = await tabTo(visitor.page, T.consent.agree);
    expect(lobby.indexOf(T.deviceCheck.testSpeaker)).toBeGreaterThanOrEqual(0);
    expect(lobby.indexOf(T.deviceCheck.testSpeaker)).toBeLessThan(lobby.indexOf(T.consent.agree));
    await visitor.page.keyboard.press('Space');
    await visitor.page.keyboard.press('Tab');
    expect((await focused(visitor.page)).name).toBe(T.consent.agree);
    await visitor.page.keyboard.press('Enter');
    await expect(visitor.page.getByText(T.consent.given)).toBeVisible();
    await tabTo(visitor.page, T.join);
    await visitor.page.keyboard.press('Enter');
    await expect(visitor.page.getByRole('heading', { name: T.waiting.heading })).toBeVisible();

    // The therapist comes in (their side is the other spec's); the visitor mutes, turns the camera off and leaves by keyboard.
    const therapist = await newPerson(browser, { permissions: ['camera', 'microphone'] });
    await signInAs(therapist.page, { roles: ['therapist'], therapistId: 'rohan-iyer' });
    await therapist.page.goto(`/session/${seeded.reference}`);
    await therapist.page.getByRole('button', { name: T.join }).click();
    await expect(visitor.page.getByRole('heading', { name: T.inRoom.heading })).toBeVisible();
    await visitor.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const controls = await tabTo(visitor.page, T.inRoom.leave);
    const order = [T.inRoom.mute, T.inRoom.cameraOff, T.inRoom.audioOnly, T.inRoom.leave].map((name) => controls.indexOf(name));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    await visitor.page.keyboard.press('Shift+Tab');
    await visitor.page.keyboard.press('Shift+Tab');
    await visitor.page.keyboard.press('Shift+Tab');
    expect((await focused(visitor.page)).name).toBe(T.inRoom.mute);
    await visitor.page.keyboard.press('Space');
    await expect(visitor.page.getByRole('button', { name: T.inRoom.mute })).toHaveAttribute('aria-pressed', 'true');
    await expectAccessible(visitor.page, 'the room, by keyboard');
    await tabTo(visitor.page, T.inRoom.leave);
    await visitor.page.keyboard.press('Enter');
    await expect(visitor.page.getByText(T.inRoom.left)).toBeVisible();
    await visitor.context.close();
    await therapist.context.close();
  });
});
