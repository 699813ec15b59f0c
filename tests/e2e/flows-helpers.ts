import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { STAFF_PATH } from '@manobal/core';

/** The e2e admin's personal access token (playwright.config.ts makes the admin with `npm run admin`). */
export const STAFF_TOKEN = process.env.E2E_STAFF_TOKEN ?? '';

/** Every flow runs on a small phone and on a laptop. */
export const WIDTHS = [375, 1280] as const;

export type StaffCollection = 'bookings' | 'referrals' | 'contacts' | 'volunteers' | 'applications' | 'users';

/** The stored rows of one collection, newest first, read back through the staff API. */
export const staffRows = async (request: APIRequestContext, collection: StaffCollection): Promise<Record<string, unknown>[]> => {
  const response = await request.get(`${STAFF_PATH}/${collection}?limit=100`, { headers: { Authorization: `Bearer ${STAFF_TOKEN}` } });
  expect(response.ok(), `GET ${STAFF_PATH}/${collection}`).toBe(true);
  const body = (await response.json()) as { data: { items: Record<string, unknown>[] } };
  return body.data.items;
};

/** The stored row whose email matches, waiting briefly in case the write is still landing. */
export const storedRowFor = async (request: APIRequestContext, collection: StaffCollection, email: string) => {
  let row: Record<string, unknown> | undefined;
  await expect
    .poll(async () => {
      row = (await staffRows(request, collection)).find((r) => r.email === email);
      return row !== undefined;
    })
    .toBe(true);
  return row!;
};

/** Asserts that nothing was stored under this address (a refused or failed submission leaves no row). */
export const expectNoStoredRow = async (request: APIRequestContext, collection: StaffCollection, email: string) => {
  const rows = await staffRows(request, collection);
  expect(rows.filter((r) => r.email === email), `${collection} stored for ${email}`).toEqual([]);
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The message shows under the field and belongs to it: the field is marked invalid and described by it. */
export const expectFieldError = async (field: Locator, message: string) => {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
};

/** No WCAG 2.2 A/AA violation on what the page shows now (open menus, errors and toasts included). */
export const expectAccessible = async (page: Page, screen: string) => {
  // Toasts and other transitions fade in: judge colours once they have settled.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
  // @axe-core/playwright is typed against its own playwright-core; the page is the same object at runtime.
  const axePage = page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'];
  const results = await new AxeBuilder({ page: axePage })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    // As in routes.spec.ts: third-party embeds (the contact map) are not ours to fix and may not load here.
    .exclude('iframe')
    .analyze();
  const violations = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)} ${n.failureSummary ?? ''}`).join(' | ')}`);
  expect(violations, `axe violations on ${screen}`).toEqual([]);
};

/** An address no earlier run has used. */
export const uniqueEmail = (tag: string): string => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.in`;
/** A mobile number of its own, as each person's booking has: the booking caps allow three bookings a day per phone. */
export const uniquePhone = (): string => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** Requests to the provider API other than the web-vitals beacon. */
export const recordApiCalls = (page: Page): string[] => {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.includes('/vitals')) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
};

/** Resolves once React has taken over the page (web's layout marks <html data-hydrated>). */
export const waitForHydration = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

/**
 * Opens a page the way a visitor who waits for it would: once it has loaded and its script has taken over.
 * A click before that is lost, as it would be for a person; the test for that case is in flows-forms.
 */
export const open = async (page: Page, path: string) => {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
};

/** The page's main content: forms in the header and footer (newsletter) stay out of the way. */
export const main = (page: Page) => page.getByRole('main');
