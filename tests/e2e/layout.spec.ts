import { expect, test, type Locator, type Page } from '@playwright/test';
import { ENDPOINTS } from '@manobal/core';
import { main, open, uniqueEmail } from './flows-helpers';

/**
 * What a visitor sees of the layout, measured in Chromium: header labels on one line with nothing squeezed
 * away, form fields side by side at one height and level, and the floating volunteer button off the content
 * a phone user reads and fills in.
 */

interface Box {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
  readonly width: number;
  readonly height: number;
}

const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox();
  expect(box, 'element is laid out').not.toBeNull();
  const { x, y, width, height } = box!;
  return { top: y, bottom: y + height, left: x, right: x + width, width, height };
};

const overlaps = (a: Box, b: Box): boolean => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The lines a control's text is laid out on: one top per line, read from the text's own boxes. */
const textLineCount = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
    return tops.size;
  });

/** A real account, logged in the way the login page leaves the browser (token and user in storage). */
const logInAs = async (page: Page, name: string) => {
  const email = uniqueEmail('layout');
  const password = 'banyan-shade-41';
  const signup = await page.request.post(ENDPOINTS.signup.path, { data: { name, email, password } });
  expect(signup.ok(), await signup.text()).toBe(true);
  const login = await page.request.post(ENDPOINTS.login.path, { data: { email, password } });
  expect(login.ok()).toBe(true);
  const { data } = (await login.json()) as { data: { access_token: string; user: unknown } };
  await page.addInitScript(([token, user]) => {
    window.localStorage.setItem('authToken', token as string);
    window.localStorage.setItem('user', JSON.stringify(user));
  }, [data.access_token, data.user] as const);
};

const NAME = 'Priyanka Deshmukh';

/**
 * The greeting is read in full: on the button where the row has room, else a person icon stands in and the
 * opened menu shows it whole. Never cut. Returns whether the button shows it.
 */
const expectGreetingWhole = async (page: Page, account: Locator, name: string): Promise<boolean> => {
  const label = account.getByText(`Welcome, ${name}`);
  const onButton = await label.evaluate((el) => el.getBoundingClientRect().width > 1 && el.scrollWidth <= el.clientWidth);
  if (!onButton) {
    const icon = await boxOf(account.locator('svg').first());
    expect(Math.min(icon.width, icon.height), 'a person icon stands in for the greeting').toBeGreaterThanOrEqual(24);
    await account.click();
    const panel = page.locator(`[id="${await account.getAttribute('aria-controls')}"]`);
    const heading = panel.getByText(`Welcome, ${name}`, { exact: true });
    await expect(heading).toBeVisible();
    expect(await heading.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
  return onButton;
};

for (const width of [1024, 1152, 1280, 1440] as const) {
  for (const loggedIn of [false, true]) {
    test.describe(`header at ${width}px, ${loggedIn ? 'logged in' : 'logged out'}`, () => {
      test.use({ viewport: { width, height: 800 } });

      test('every label sits on one line in one row, the logo keeps its size and the arrows show', async ({ page }) => {
        if (loggedIn) await logInAs(page, NAME);
        await open(page, '/');
        const header = page.getByRole('banner');
        const volunteer = header.getByRole('link', { name: 'Join as Volunteer' });
        const account = loggedIn ? header.getByRole('button', { name: `Welcome, ${NAME}` }) : header.getByRole('link', { name: 'Login', exact: true });
        const controls = [
          header.getByRole('link', { name: 'About Us' }),
          header.getByRole('button', { name: 'Services' }),
          header.getByRole('button', { name: 'Resources' }),
          header.getByRole('link', { name: 'Our Experts' }),
          account,
          volunteer,
        ];
        const headerBox = await boxOf(header);
        const boxes: Box[] = [];
        for (const control of controls) {
          await expect(control).toBeVisible();
          const box = await boxOf(control);
          expect(box.height, `${await control.textContent()} is one line tall`).toBeLessThanOrEqual(48);
          expect(box.bottom).toBeLessThanOrEqual(headerBox.bottom);
          boxes.push(box);
        }
        expect(await textLineCount(volunteer), "'Join as Volunteer' does not wrap").toBe(1);
        // One row: the controls share a vertical centre and do not overlap one another.
        const centres = boxes.map((b) => (b.top + b.bottom) / 2);
        expect(Math.max(...centres) - Math.min(...centres)).toBeLessThanOrEqual(2);
        for (let i = 1; i < boxes.length; i += 1) expect(boxes[i]!.left).toBeGreaterThanOrEqual(boxes[i - 1]!.right - 0.5);

        const logo = header.getByRole('link', { name: 'Manobal home' });
        const mark = await boxOf(logo.locator('svg'));
        expect(Math.min(mark.width, mark.height), 'logo mark keeps its 32 px').toBeGreaterThanOrEqual(32);
        const wordmark = logo.getByText('Manobal', { exact: true });
        expect(await textLineCount(wordmark)).toBe(1);
        expect(await wordmark.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(16);
        expect(await wordmark.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

        for (const dropdown of ['Services', 'Resources']) {
          const arrow = await boxOf(header.getByRole('button', { name: dropdown }).locator('svg'));
          expect(Math.min(arrow.width, arrow.height), `${dropdown} arrow is drawn`).toBeGreaterThanOrEqual(16);
        }

        if (loggedIn) {
          // Whole on the button where the row has room, else whole in the menu; the language switch now shares the
          // row, so a name this long is greeted in the menu at every width (a short one: below).
          await expectGreetingWhole(page, account, NAME);
        }
      });
    });
  }
}

test.describe('the greeting follows the room the name needs', () => {
  test('a short name is greeted on the button at 1152 px', async ({ page }) => {
    await page.setViewportSize({ width: 1152, height: 800 });
    await logInAs(page, 'Asha Rao');
    await open(page, '/');
    const account = page.getByRole('banner').getByRole('button', { name: 'Welcome, Asha Rao' });
    expect(await expectGreetingWhole(page, account, 'Asha Rao')).toBe(true);
  });

  test('at 1100 px a longer name shows the icon, and the menu greets in full', async ({ page }) => {
    await page.setViewportSize({ width: 1100, height: 800 });
    await logInAs(page, NAME);
    await open(page, '/');
    const account = page.getByRole('banner').getByRole('button', { name: `Welcome, ${NAME}` });
    expect(await expectGreetingWhole(page, account, NAME)).toBe(false);
  });

  test('a name too long for the row is never cut at 1440 px: the icon stands in and the menu shows it whole', async ({ page }) => {
    const long = 'Venkatalakshmi Ramachandran-Subramaniam';
    await page.setViewportSize({ width: 1440, height: 800 });
    await logInAs(page, long);
    await open(page, '/');
    const header = page.getByRole('banner');
    const account = header.getByRole('button', { name: `Welcome, ${long}` });
    expect(await expectGreetingWhole(page, account, long)).toBe(false);
    const volunteer = header.getByRole('link', { name: 'Join as Volunteer' });
    expect(await textLineCount(volunteer)).toBe(1);
  });

  test('widening the window from 1024 to 1280 px brings the greeting back onto the button', async ({ page }) => {
    const short = 'Asha Rao';
    await page.setViewportSize({ width: 1024, height: 800 });
    await logInAs(page, short);
    await open(page, '/');
    const account = page.getByRole('banner').getByRole('button', { name: `Welcome, ${short}` });
    const label = account.getByText(`Welcome, ${short}`);
    await expect(label).toHaveCSS('position', 'absolute');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(label).not.toHaveCSS('position', 'absolute');
    expect(await expectGreetingWhole(page, account, short)).toBe(true);
  });
});

/**
 * Single-line controls of a form grouped by row (fields whose frames, label first, start level); each row's
 * controls must be the same height and level, even where one label wraps to two lines and the other does not.
 */
const expectLevelRows = async (form: Locator) => {
  // File inputs too: on the careers form a document's box sits beside a number field.
  const controls = form.locator('input:not([type=checkbox]):not([type=radio]), select');
  const boxes: { name: string; box: Box; frameTop: number }[] = [];
  for (const control of await controls.all()) {
    if (!(await control.isVisible())) continue;
    const frame = await boxOf(control.locator('xpath=ancestor::*[label][1]'));
    boxes.push({ name: (await control.getAttribute('name')) ?? '?', box: await boxOf(control), frameTop: frame.top });
  }
  const rows = new Map<number, typeof boxes>();
  for (const entry of boxes) {
    const row = [...rows.keys()].find((top) => Math.abs(top - entry.frameTop) < 2) ?? entry.frameTop;
    rows.set(row, [...(rows.get(row) ?? []), entry]);
  }
  const pairs = [...rows.values()].filter((row) => row.length > 1);
  expect(pairs.length, 'the form has two-column rows at this width').toBeGreaterThan(0);
  for (const row of pairs) {
    const names = row.map((r) => r.name).join(' + ');
    const heights = row.map((r) => r.box.height);
    const tops = row.map((r) => r.box.top);
    expect(Math.max(...heights) - Math.min(...heights), `${names}: one height`).toBeLessThanOrEqual(0.5);
    expect(Math.max(...tops) - Math.min(...tops), `${names}: tops level`).toBeLessThanOrEqual(0.5);
  }
  // Every single-line field of the form is as tall as its neighbours, wherever it sits.
  const heights = boxes.map((b) => b.box.height);
  expect(Math.max(...heights) - Math.min(...heights), 'single-line fields share one height').toBeLessThanOrEqual(0.5);
};

for (const width of [1024, 1280] as const) {
  test.describe(`two-column forms at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('booking details: Age beside Phone number, at one height and level', async ({ page }) => {
      await open(page, '/book-free-session');
      await expectLevelRows(main(page).locator('form'));
    });

    test("booking session: the select under the two-line 'What would you like help with?' stays level with Gender", async ({ page }) => {
      await open(page, '/book-free-session');
      const form = main(page).locator('form');
      await form.getByRole('textbox', { name: /Full name/ }).fill('Sneha Patil');
      await form.getByRole('textbox', { name: /Email/ }).fill('sneha.patil@example.in');
      await form.getByRole('textbox', { name: /Phone number/ }).fill('9876543210');
      await form.getByRole('textbox', { name: /Age/ }).fill('29');
      await form.getByRole('button', { name: 'Next' }).click();
      await expect(form.getByRole('combobox', { name: /Gender/ })).toBeVisible();
      await expectLevelRows(form);
    });

    test("refer a person: 'Age of Patient' beside the mobile number", async ({ page }) => {
      await open(page, '/');
      await main(page).getByRole('button', { name: 'Connect with Us' }).click();
      const form = page.locator('form').filter({ has: page.getByLabel('Age of Patient') });
      await expect(form.getByLabel('Age of Patient')).toBeVisible();
      await expectLevelRows(form);
    });

    test('careers: Email, Aadhar and PAN numbers, and the document boxes beside them, at one height', async ({ page }) => {
      await open(page, '/careers');
      await expectLevelRows(main(page).locator('form'));
    });
  });
}

test.describe('floating volunteer button at 375px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  const scrollTo = async (page: Page, target: Locator, block: 'start' | 'center' | 'end') => {
    await target.evaluate((el, b) => el.scrollIntoView({ block: b, behavior: 'instant' }), block);
    // Let the observers report the new position before measuring.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  };

  const expectClear = async (page: Page, target: Locator, what: string) => {
    const button = page.getByRole('link', { name: 'Join as Volunteer' }).filter({ visible: true });
    for (const block of ['start', 'center', 'end'] as const) {
      await scrollTo(page, target, block);
      if ((await button.count()) === 0) continue;
      expect(overlaps(await boxOf(button), await boxOf(target)), `button over the ${what} (scrolled to ${block})`).toBe(false);
    }
  };

  test('shows once the hero is passed, and never covers the refer form or a testimonial caption', async ({ page }) => {
    await open(page, '/');
    const button = page.getByRole('link', { name: 'Join as Volunteer' }).filter({ visible: true });
    // Two screens down the hero is well out of view at the top, and nothing to keep clear is near the bottom.
    await page.evaluate(() => window.scrollTo({ top: window.innerHeight * 2, behavior: 'instant' }));
    await expect(button, 'the button is there to step aside').toBeVisible();

    await main(page).getByRole('button', { name: 'Connect with Us' }).click();
    const form = page.locator('form').filter({ has: page.getByLabel('Age of Patient') });
    await expect(form.getByLabel('Age of Patient')).toBeVisible();
    await expectClear(page, form, 'refer form');

    const caption = main(page).locator('figcaption').filter({ visible: true }).first();
    await expectClear(page, caption, 'testimonial caption');
  });
});
