import { expect, test, type Page } from '@playwright/test';
import { BOOKING_CATALOGS, CALENDAR_TEXT, SAMPLE_THERAPISTS } from '@manobal/core';
import { A_NEW_THERAPIST } from '../../fixtures/in-memory/in-memory-therapists';
import { expectAccessible, main, open, uniqueEmail, uniquePhone } from './flows-helpers';
import { startOwnServer } from './own-server';

/*
 * 'Sample profile — not a real clinician' beside every seeded sample, wherever one is shown, and nowhere on a
 * deployment started with SEED_SAMPLE_THERAPISTS=false: a second server, started here from the same build.
 */

const SAMPLE_MARK = BOOKING_CATALOGS.en.therapist.sampleMark;
const MEERA = SAMPLE_THERAPISTS.find((entry) => entry.therapist.id === 'meera-nair')!.therapist;

/** Books the calendar's first time on its third date as an adult visitor, and waits for the confirmation. */
const bookASession = async (page: Page, tag: string) => {
  await main(page).getByRole('group', { name: 'Choose a date' }).getByRole('radio').nth(2).check();
  await main(page).getByRole('region', { name: 'Choose a time' }).getByRole('radio').first().check();
  await main(page).getByRole('button', { name: CALENDAR_TEXT.bookButton }).click();
  await main(page).getByLabel(/^Full name/).fill('Priya Sharma');
  await main(page).getByLabel(/^Email/).fill(uniqueEmail(tag));
  await main(page).getByLabel(/^Phone number/).fill(uniquePhone());
  await main(page).getByLabel(/^Age/).fill('29');
  await main(page).getByRole('button', { name: CALENDAR_TEXT.confirmButton }).click();
  await expect(main(page).getByRole('heading', { name: CALENDAR_TEXT.booked })).toBeVisible();
};

test('marks the seeded samples on the directory, the calendar, the confirmation and the manage page', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 900 });
  await open(page, '/Ourexperts');
  await expect(main(page).getByText(SAMPLE_MARK)).toHaveCount(SAMPLE_THERAPISTS.length);
  const ananya = main(page).getByRole('article').filter({ has: page.getByRole('heading', { name: 'Dr. Ananya Rao' }) });
  await expect(ananya.getByText('In person at Manobal Centre, 80 Feet Road, Indiranagar, Bengaluru 560038')).toBeVisible();
  await expectAccessible(page, 'directory with samples at 375px');

  await open(page, `/session-calendar?doctor=${MEERA.id}`);
  await expect(main(page).getByRole('heading', { level: 2, name: MEERA.name })).toBeVisible();
  await expect(main(page).getByRole('region', { name: MEERA.name }).getByText(SAMPLE_MARK)).toBeVisible();
  await bookASession(page, 'samples');
  await expect(main(page).getByRole('region', { name: CALENDAR_TEXT.booked }).getByText(SAMPLE_MARK)).toBeVisible();
  await expectAccessible(page, 'confirmation with a sample at 375px');

  const href = (await main(page).getByRole('link', { name: 'Manage this booking' }).getAttribute('href')) ?? '';
  await page.goto(href);
  await expect(main(page).getByText(MEERA.name)).toBeVisible();
  await expect(main(page).getByText(SAMPLE_MARK)).toBeVisible();
});

/** The built server, on a port of its own and a fresh data directory, without the samples. */
const startWithoutSamples = () => startOwnServer('no-samples', { SEED_SAMPLE_THERAPISTS: 'false' });

test('shows no sample mark on a deployment without samples: a real therapist with their registration and centre instead', async ({ page, request }) => {
  test.slow();
  const server = await startWithoutSamples();
  try {
    // A real therapist, added by staff with a verified registration, who sees people in person too.
    const kavya = { ...A_NEW_THERAPIST, modes: ['video', 'in-person'], city: 'Pune', centre_address: '12 FC Road, Shivajinagar' };
    const staff = { Authorization: `Bearer ${server.staffToken}` };
    expect((await request.post(`${server.baseUrl}/api/v1/staff/therapists`, { headers: staff, data: kavya })).status()).toBe(201);
    const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((weekday) => ({ weekday, start: '10:00', end: '18:00', modes: ['video', 'in-person'] }));
    expect((await request.put(`${server.baseUrl}/api/v1/staff/therapists/${kavya.id}/rules`, { headers: staff, data: { rules: weekdays } })).status()).toBe(200);

    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, `${server.baseUrl}/Ourexperts`);
    const card = main(page).getByRole('article').filter({ has: page.getByRole('heading', { name: kavya.name }) });
    await expect(card).toBeVisible();
    await expect(card.getByText('Registration no. A12345, Rehabilitation Council of India (RCI)')).toBeVisible();
    await expect(card.getByText('In person at 12 FC Road, Shivajinagar, Pune')).toBeVisible();
    await expect(main(page).getByRole('article')).toHaveCount(1);
    await expect(page.getByText(SAMPLE_MARK)).toHaveCount(0);
    await expect(page.getByText('Dr. Ananya Rao')).toHaveCount(0);
    await expectAccessible(page, 'directory without samples at 1280px');

    await open(page, `${server.baseUrl}/session-calendar?doctor=${kavya.id}`);
    await expect(main(page).getByRole('heading', { level: 2, name: kavya.name })).toBeVisible();
    await expect(main(page).getByText('In person at 12 FC Road, Shivajinagar, Pune')).toBeVisible();
    await bookASession(page, 'no-samples');
    await expect(page.getByText(SAMPLE_MARK)).toHaveCount(0);
  } finally {
    await server.stop();
  }
});
