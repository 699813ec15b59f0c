import { expect, test, type Page } from '@playwright/test';
import { TIMINGS } from '@manobal/core';
import { open } from './flows-helpers';

/**
 * The home page's carousels in a real browser, on Playwright's clock so "3000 ms later" is exact and
 * instant: the testimonials advance on their own, loop, carry on after a click (spec), pause while they
 * hold keyboard focus or the pointer and with the Pause button (DESIGN, WCAG 2.2.2), and stay still for
 * reduced motion until asked to play; the condition cards move with the keyboard on a phone.
 */

const STEP = TIMINGS.testimonialAutoplayMs;

const testimonials = (page: Page) => page.getByRole('region', { name: 'What people say' });

/** Which testimonial the dots say is showing, 1 to 6. */
const shownTestimonial = async (page: Page): Promise<number> => {
  const label = await testimonials(page).locator('button[aria-current="true"]').getAttribute('aria-label');
  const match = /Show testimonial (\d) of 6/.exec(label ?? '');
  if (!match) throw new Error(`no current dot (label: ${label})`);
  return Number(match[1]);
};

/** Opens the home page with the clock held still, and brings the testimonials into view so Embla loads. */
const openHome = async (page: Page) => {
  await page.clock.install();
  await open(page, '/');
  await page.clock.pauseAt(Date.now() + 1000);
  await testimonials(page).scrollIntoViewIfNeeded();
  await expect(testimonials(page)).toHaveAttribute('data-ready', 'true');
  // The pointer rests away from the carousel, as a reader's would.
  await page.mouse.move(1, 1);
};

/** Offers Play, stays on the first testimonial however long it waits, and moves on once Play is pressed. */
const expectStillUntilPlay = async (page: Page) => {
  const play = testimonials(page).getByRole('button', { name: 'Play testimonials' });
  await expect(play).toBeVisible();
  await page.clock.runFor(STEP * 3);
  expect(await shownTestimonial(page)).toBe(1);
  await play.click();
  await page.mouse.move(1, 1);
  await page.clock.runFor(STEP);
  expect(await shownTestimonial(page)).toBe(2);
};

test.describe('testimonial carousel at 1280px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('advances every 3000 ms, loops, and carries on after a click on a dot', async ({ page }) => {
    await openHome(page);
    await expect(testimonials(page).getByRole('button', { name: /^Show testimonial \d of 6$/ })).toHaveCount(6);
    expect(await shownTestimonial(page)).toBe(1);
    await page.clock.runFor(STEP);
    expect(await shownTestimonial(page)).toBe(2);
    await page.clock.runFor(STEP);
    expect(await shownTestimonial(page)).toBe(3);

    await testimonials(page).getByRole('button', { name: 'Show testimonial 5 of 6' }).click();
    await page.mouse.move(1, 1);
    expect(await shownTestimonial(page)).toBe(5);
    await page.clock.runFor(STEP);
    expect(await shownTestimonial(page), 'autoplay continues after the click').toBe(6);
    await page.clock.runFor(STEP);
    expect(await shownTestimonial(page), 'and loops back to the first').toBe(1);
  });

  test('holds still while the pointer rests on it or keyboard focus is inside, and resumes after', async ({ page }) => {
    await openHome(page);
    await testimonials(page).getByRole('group', { name: '1 of 6' }).hover();
    await page.clock.runFor(STEP * 2);
    expect(await shownTestimonial(page), 'paused under the pointer').toBe(1);
    await page.mouse.move(1, 1);
    await page.clock.runFor(STEP);
    expect(await shownTestimonial(page)).toBe(2);

    // Tab from the Pause button onto the first dot: focus that a keyboard user can see.
    await testimonials(page).getByRole('button', { name: 'Pause testimonials' }).focus();
    await page.keyboard.press('Tab');
    await expect(testimonials(page).getByRole('button', { name: 'Show testimonial 1 of 6' })).toBeFocused();
    await page.clock.runFor(STEP * 2);
    expect(await shownTestimonial(page), 'paused while keyboard focus is inside').toBe(2);

    await page.keyboard.press('Enter');
    expect(await shownTestimonial(page), 'Enter on the focused dot shows that testimonial').toBe(1);
    await page.clock.runFor(STEP * 2);
    expect(await shownTestimonial(page), 'still paused: focus has not left').toBe(1);
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await page.clock.runFor(STEP);
    expect(await shownTestimonial(page), 'resumes once focus leaves').toBe(2);
  });

  test('stops with Pause and starts again with Play', async ({ page }) => {
    await openHome(page);
    await testimonials(page).getByRole('button', { name: 'Pause testimonials' }).click();
    await page.mouse.move(1, 1);
    await expectStillUntilPlay(page);
  });
});

test.describe('testimonial carousel with reduced motion', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('does not move on its own until the visitor presses Play', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHome(page);
    await expectStillUntilPlay(page);
  });
});

test.describe('condition carousel on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('shows one card at a time and moves with the keyboard, looping both ways', async ({ page }) => {
    // Reduced motion: Embla jumps instead of animating, so each press lands at once.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, '/');
    const conditions = page.getByRole('region', { name: 'Conditions we can help with' });
    await conditions.scrollIntoViewIfNeeded();
    await expect(conditions).toHaveAttribute('data-ready', 'true');
    const viewport = (await conditions.boundingBox())!;
    // A card is the one showing when its middle is inside the carousel (slides carry the gap as padding).
    const inView = async (n: number) => {
      const box = (await conditions.getByRole('group', { name: `${n} of 3` }).boundingBox())!;
      const middle = box.x + box.width / 2;
      return middle > viewport.x && middle < viewport.x + viewport.width;
    };
    expect(await inView(1)).toBe(true);
    expect(await inView(2)).toBe(false);

    await conditions.getByRole('button', { name: 'Next condition' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => inView(2)).toBe(true);
    expect(await inView(1)).toBe(false);

    await conditions.getByRole('button', { name: 'Previous condition' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect.poll(() => inView(3), 'Previous from the first card loops to the last').toBe(true);
  });
});
