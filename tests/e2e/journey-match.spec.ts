import { expect, test, type Page } from '@playwright/test';
import { API_PREFIX, STAFF_PATH, WIZARD_CRISIS_BLOCK, WIZARD_LABELS, WIZARD_CATALOG_EN } from '@manobal/core';
import { STAFF_TOKEN, WIDTHS, expectAccessible, main } from './flows-helpers';
import { walkWizardToReview } from './wizard-walk';

/**
 * The care journey from the therapy-match wizard against the real server and its seeded sample therapists:
 * matches worked out in the browser (no answer in any request), 'Book a session' opening that therapist's
 * calendar, and for a visitor at risk the helplines again and a call-back request the care team sees first.
 */

/** Words only this visitor's answers contain, to look for in every request the page makes. */
const ANSWER_MARKERS = ['Koregaon', 'exam worries', 'evening calls only', 'stress-anxiety', 'english'];

interface SentRequest {
  readonly url: string;
  readonly body: string;
}

const recordRequests = (page: Page): SentRequest[] => {
  const sent: SentRequest[] = [];
  page.on('request', (request) => sent.push({ url: request.url(), body: request.postData() ?? '' }));
  return sent;
};

const expectNoAnswerIn = (sent: readonly SentRequest[]) => {
  const carrying = sent.filter(({ url, body }) => ANSWER_MARKERS.some((marker) => `${decodeURIComponent(url)} ${body}`.toLowerCase().includes(marker.toLowerCase())));
  expect(carrying, 'requests carrying a wizard answer').toEqual([]);
};

/** This visitor's walk: words only they use, so a request carrying one is caught. */
const walkWizard = (page: Page, risk: 'Yes' | 'No') =>
  walkWizardToReview(page, {
    location: 'Koregaon Park, Pune',
    language: 'Eng',
    languageChip: 'English',
    style: 'Goal-oriented',
    mainReasons: ['Managing stress or anxiety'],
    other: 'exam worries',
    risk,
    notes: 'evening calls only',
  });

/** Submits with the fee agreed; the closing heading thanks a visitor, or (at risk) says help is here. */
const submit = async (page: Page, heading: string = WIZARD_CATALOG_EN.messages.thankYou) => {
  await main(page).getByText("Yes, let's go!").click();
  await main(page).getByRole('button', { name: WIZARD_LABELS.submit }).click();
  await expect(main(page).getByRole('heading', { name: heading })).toBeVisible();
};

interface StaffCallback {
  readonly name: string;
  readonly phone: string;
  readonly reason: string;
  readonly urgency: string;
}

for (const width of WIDTHS) {
  test.describe(`care journey from the wizard at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('matches with reasons, worked out in the browser, and Book a session opens that therapist’s calendar', async ({ page }) => {
      const sent = recordRequests(page);
      await walkWizard(page, 'No');
      // Every sample therapist charges the same, so the fee question names that one fee.
      await expect(main(page).getByRole('group', { name: 'Our fee is ₹1,200 per session. Ready to book?' })).toBeVisible();
      await submit(page);
      await expect(main(page).getByText(/We will be in touch/)).toHaveCount(0);

      await expect(main(page).getByRole('heading', { name: 'Your matches' })).toBeVisible();
      const cards = main(page).getByRole('article');
      await expect(cards).toHaveCount(3);
      const first = cards.first();
      await expect(first.getByText('Speaks English')).toBeVisible();
      await expect(first.getByText(/^Works with /)).toBeVisible();
      await expect(first.getByText('₹1,200 per session')).toBeVisible();
      await expect(first.getByText(/ IST/).first()).toBeVisible();
      await expect(main(page).getByText(/What you wrote under Other is not matched/)).toBeVisible();
      await expectAccessible(page, 'wizard matches');

      await main(page).getByRole('button', { name: 'Show other matches' }).click();
      await expect(cards).toHaveCount(5);
      await expect(main(page).getByRole('button', { name: 'Show other matches' })).toHaveCount(0);

      const name = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
      const book = first.getByRole('link', { name: `Book a session with ${name}` });
      const href = (await book.getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/session-calendar\?doctor=[a-z0-9-]+$/);
      await book.click();
      await expect(page).toHaveURL(new RegExp(`${href.replace('?', '\\?')}$`));
      await expect(main(page).getByText(name).first()).toBeVisible();

      expectNoAnswerIn(sent);
      const apiReads = sent.filter(({ url }) => new URL(url).pathname.startsWith(`${API_PREFIX}/therapists`));
      expect(apiReads.length, 'the directory and its slots were read').toBeGreaterThan(1);
    });

    test('at risk: the helplines again, the earliest crisis-trained therapist first, and a call back the care team lists first', async ({ page, request }) => {
      const sent = recordRequests(page);
      await walkWizard(page, 'Yes');
      await submit(page, WIZARD_CATALOG_EN.messages.crisisClosing);

      await expect(main(page).getByRole('heading', { name: WIZARD_CRISIS_BLOCK.heading })).toBeVisible();
      await expect(main(page).getByRole('link', { name: '14416' })).toHaveAttribute('href', 'tel:14416');
      await expect(main(page).getByText(WIZARD_CRISIS_BLOCK.followUp)).toBeVisible();
      const firstCard = main(page).getByRole('article').first();
      await expect(firstCard.getByText('Trained to support people in crisis')).toBeVisible();

      const callback = main(page).getByRole('form', { name: 'Request a call back' });
      const visitor = `Asha Test ${width}-${Math.random().toString(36).slice(2, 7)}`;
      const phone = `9${String(Date.now()).slice(-9)}`;
      await callback.getByRole('textbox', { name: /Your name/ }).fill(visitor);
      await callback.getByRole('textbox', { name: /Mobile number/ }).fill(phone);
      await callback.getByRole('checkbox', { name: /care team may call me/ }).check();
      // At the top of the page, as the visitor first sees it: further down, the sticky header covers the helplines
      // scrolled under it, which axe counts against their target size.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectAccessible(page, 'wizard closing screen for a visitor at risk');
      await callback.getByRole('button', { name: 'Request a call back' }).click();
      // Its words depend on whether the care team is working at this hour (truth-callbacks.spec.ts walks both).
      await expect(main(page).getByText(/^Our care team is (working now|not working just now)/)).toBeVisible();

      const callbackPosts = sent.filter(({ url }) => new URL(url).pathname === `${API_PREFIX}/callbacks`);
      expect(callbackPosts).toHaveLength(1);
      // The risk answer and the first language go with it, as the form says, so that the right person calls;
      // nothing else of the answers does, there or in any other request.
      expect(JSON.parse(callbackPosts[0]!.body)).toEqual({ name: visitor, phone, consent: true, reason: 'crisis', risk: 'yes', language: 'english' });
      expectNoAnswerIn(sent.filter((request) => !callbackPosts.includes(request)));

      // A later, ordinary request does not push the crisis one down: urgent ones are listed first.
      const later = await request.post(`${API_PREFIX}/callbacks`, { data: { name: `Later ${visitor}`, phone: '9000000001', consent: true, reason: 'booking-help' } });
      expect(later.ok()).toBe(true);
      const listing = await request.get(`${STAFF_PATH}/callbacks?limit=100`, { headers: { Authorization: `Bearer ${STAFF_TOKEN}` } });
      expect(listing.ok()).toBe(true);
      const items = ((await listing.json()) as { data: { items: StaffCallback[] } }).data.items;
      const ours = items.findIndex((item) => item.name === visitor);
      expect(items[ours]).toMatchObject({ phone, reason: 'crisis', urgency: 'urgent' });
      expect(items.slice(0, ours).every((item) => item.urgency === 'urgent'), 'only urgent requests come before it').toBe(true);
      expect(ours).toBeLessThan(items.findIndex((item) => item.name === `Later ${visitor}`));
    });
  });
}
