import { execFileSync } from 'node:child_process';
import { expect, type Browser, type BrowserContext, type Page, type test } from '@playwright/test';
import { ROOM_TEXT_EN } from '@manobal/core';
import { storeEnvironment, type StoreLocation } from './staff-admin';

// The people of the video room specs: appointments put in the store with their start a few minutes from now
// (seed-video-appointment.ts), browsers whose peer connections the spec can ask for statistics, and the visitor's
// way in (device check, consent, join).

const T = ROOM_TEXT_EN;
export const THERAPIST_ID = 'ananya-rao';

/**
 * The room specs' Chromium: fake camera and microphone (Chromium's test pattern and tone), granted without a prompt;
 * `test.use(FAKE_MEDIA)`.
 */
export const FAKE_MEDIA: Parameters<typeof test.use>[0] = {
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
  permissions: ['camera', 'microphone'],
};

export interface Seeded {
  readonly reference: string;
  readonly manage_token: string;
  /** The start with IST's offset, as the console shows it. */
  readonly start_ist: string;
}

export const seed = (minutesFromNow: number, therapistId = THERAPIST_ID, store: StoreLocation = process.env.E2E_DATA_DIR ?? ''): Seeded =>
  JSON.parse(
    execFileSync('npx', ['tsx', 'tests/e2e/seed-video-appointment.ts', therapistId, String(minutesFromNow)], {
      env: storeEnvironment(store),
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .at(-1) ?? '{}',
  ) as Seeded;

/**
 * Keeps every RTCPeerConnection the page makes where the spec can ask it for statistics; the room itself is not
 * touched (the constructor is wrapped, nothing else).
 */
const keepPeerConnections = () => {
  const Original = window.RTCPeerConnection;
  const kept: RTCPeerConnection[] = [];
  (window as unknown as { keptPeerConnections: RTCPeerConnection[] }).keptPeerConnections = kept;
  window.RTCPeerConnection = class extends Original {
    constructor(...args: ConstructorParameters<typeof RTCPeerConnection>) {
      super(...args);
      kept.push(this);
    }
  } as typeof RTCPeerConnection;
};

/** Video frames the page has decoded from the other side, as WebRTC's own statistics count them (inbound-rtp framesDecoded). */
export const framesDecoded = (page: Page) =>
  page.evaluate(async () => {
    const kept = (window as unknown as { keptPeerConnections?: RTCPeerConnection[] }).keptPeerConnections ?? [];
    let frames = 0;
    for (const connection of kept.filter((pc) => pc.connectionState !== 'closed')) {
      (await connection.getStats()).forEach((report: { type: string; kind?: string; framesDecoded?: number }) => {
        if (report.type === 'inbound-rtp' && report.kind === 'video') frames += report.framesDecoded ?? 0;
      });
    }
    return frames;
  });

/** The other side's video really flows: frames decoded, and more of them a moment later. */
export const expectFramesFlowing = async (page: Page) => {
  await expect.poll(() => framesDecoded(page), { timeout: 30_000 }).toBeGreaterThan(0);
  const before = await framesDecoded(page);
  await expect.poll(() => framesDecoded(page), { timeout: 30_000 }).toBeGreaterThan(before);
};

export const newPerson = async (browser: Browser, options: Parameters<Browser['newContext']>[0] = {}): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({ permissions: ['camera', 'microphone'], ...options });
  await context.addInitScript(keepPeerConnections);
  return { context, page: await context.newPage() };
};

export const visitorJoins = async (page: Page, seeded: Seeded) => {
  await page.goto(`/session/${seeded.reference}#${seeded.manage_token}`);
  await expect(page.getByRole('heading', { name: T.title })).toBeVisible();
  await expect(page.locator(`video[aria-label="${T.deviceCheck.preview}"]`)).toBeVisible();
  await page.getByRole('checkbox', { name: T.consent.agree }).check();
  await page.getByRole('button', { name: T.consent.agree }).click();
  await expect(page.getByText(T.consent.given)).toBeVisible();
  await page.getByRole('button', { name: T.join }).click();
};

