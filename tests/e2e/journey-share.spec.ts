import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { APPOINTMENT_PATHS, CALENDAR_TEXT, WIZARD_LABELS, WIZARD_CATALOG_EN } from '@manobal/core';
import { STAFF_TOKEN, WIDTHS, main, open, uniqueEmail, uniquePhone } from './flows-helpers';

/*
 * From the therapy-match answers to a booking, against the real server: the answers leave the browser only when
 * the visitor ticks 'Share my answers…' on the details step, and then the care team sees them with that booking;
 * unticked, no request carries them and the booking has none. Each width steers the match to its own therapist
 * (by language) and books far-off times, away from the times other specs book.
 */

const STEERING = {
  375: { typed: 'Urd', language: 'Urdu', id: 'farah-siddiqui', dates: [4, 5] },
  1280: { typed: 'Tam', language: 'Tamil', id: 'rohan-iyer', dates: [5, 4] },
} as const;

/** Words from this visitor's answers, to look for in what the page sends. */
const MARKERS = ['Shivajinagar', 'exam-season worries'];

const walkToMatches = async (page: Page, typed: string, language: string) => {
  await open(page, '/find-your-doctor');
  const next = main(page).getByRole('button', { name: WIZARD_LABELS.next });
  await next.click();
  await main(page).getByRole('textbox', { name: /City or town/ }).fill('Shivajinagar, Pune');
  await next.click();
  await next.click();
  const languages = main(page).getByRole('combobox', { name: 'Add a language' });
  await languages.fill(typed);
  await languages.press('Enter');
  await expect(main(page).getByRole('button', { name: `Remove ${language}` })).toBeVisible();
  await next.click();
  await next.click();
  await main(page).getByText('Managing stress or anxiety').click();
  await next.click();
  await main(page).getByRole('textbox', { name: 'Other' }).fill('exam-season worries');
  await next.click();
  await next.click();
  await main(page).getByText('No', { exact: true }).click();
  await next.click();
  await next.click();
  await main(page).getByText("Yes, let's go!").click();
  await main(page).getByRole('button', { name: WIZARD_LABELS.submit }).click();
  await expect(main(page).getByRole('heading', { name: WIZARD_CATALOG_EN.messages.thankYou })).toBeVisible();
};

/** From the first match card to the details step, holding the last time of the `nth` bookable date. */
const bookFirstMatch = async (page: Page, id: string, nth: number) => {
  const book = main(page).getByRole('link', { name: /^Book a session with / }).first();
  await expect(book).toHaveAttribute('href', `/session-calendar?doctor=${id}`);
  await book.click();
  await main(page).getByRole('group', { name: 'Choose a date' }).getByRole('radio').nth(nth).check();
  await main(page).getByRole('region', { name: 'Choose a time' }).getByRole('radio').last().check();
  await main(page).getByRole('button', { name: CALENDAR_TEXT.bookButton }).click();
  await expect(main(page).getByRole('heading', { name: 'Your details' })).toBeVisible();
};

const fillDetailsAndConfirm = async (page: Page) => {
  await main(page).getByLabel(/^Full name/).fill('Zoya Khan');
  await main(page).getByLabel(/^Email/).fill(uniqueEmail('share'));
  await main(page).getByLabel(/^Phone number/).fill(uniquePhone());
  await main(page).getByLabel(/^Age/).fill('31');
  await main(page).getByRole('button', { name: CALENDAR_TEXT.confirmButton }).click();
  await expect(main(page).getByRole('heading', { name: CALENDAR_TEXT.booked })).toBeVisible();
  return (await main(page).getByText(/^MNB-[0-9A-Z]{6}$/).textContent()) ?? '';
};

interface StaffItem {
  readonly reference: string;
  readonly intake: { readonly location: string; readonly languages: readonly string[]; readonly otherConcern: string } | null;
}

/** The shared answers as staff open them: their own audited call, with the reason a coordinator gives. */
const staffItem = async (request: APIRequestContext, _id: string, reference: string): Promise<StaffItem | undefined> => {
  const answer = await request.get(`${APPOINTMENT_PATHS.staff}/${reference}/intake?reason=client-care`, { headers: { Authorization: `Bearer ${STAFF_TOKEN}` } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: StaffItem }).data;
};

const carriesAnswers = (request: Request) => MARKERS.some((marker) => `${decodeURIComponent(request.url())} ${request.postData() ?? ''}`.includes(marker));

for (const width of WIDTHS) {
  test(`the therapy-match answers reach the therapist only when the visitor ticks sharing them, at ${width}px`, async ({ page, request }) => {
    test.slow();
    const { typed, language, id, dates } = STEERING[width];
    await page.setViewportSize({ width, height: 900 });
    const sent: Request[] = [];
    page.on('request', (r) => sent.push(r));

    // Unticked: the booking is made, and no request carried an answer.
    await walkToMatches(page, typed, language);
    await bookFirstMatch(page, id, dates[0]);
    const share = main(page).getByRole('checkbox', { name: CALENDAR_TEXT.shareIntake });
    await expect(share).not.toBeChecked();
    const unshared = await fillDetailsAndConfirm(page);
    expect(sent.filter(carriesAnswers).map((r) => r.url())).toEqual([]);
    expect((await staffItem(request, id, unshared))?.intake).toBeNull();

    // Ticked: the confirm request carries the answers as ids, and the care team sees them with the booking.
    await walkToMatches(page, typed, language);
    await bookFirstMatch(page, id, dates[1]);
    await main(page).getByRole('checkbox', { name: CALENDAR_TEXT.shareIntake }).check();
    const confirming = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === APPOINTMENT_PATHS.appointments);
    const shared = await fillDetailsAndConfirm(page);
    const body = (await confirming).postDataJSON() as { intake?: { languages?: string[] } };
    expect(body.intake?.languages).toEqual([language.toLowerCase()]);
    expect(sent.filter(carriesAnswers).map((r) => new URL(r.url()).pathname)).toEqual([APPOINTMENT_PATHS.appointments]);
    const item = await staffItem(request, id, shared);
    expect(item?.intake).toMatchObject({ location: 'Shivajinagar, Pune', languages: [language.toLowerCase()], otherConcern: 'exam-season worries' });
  });
}
