import { expect, test } from '@playwright/test';
import {
  BOOKING_MESSAGES,
  CALENDAR_TEXT,
  CALL_MESSAGES,
  CAREERS_DOCUMENT_MESSAGES,
  CAREERS_SUBMIT_FALLBACK,
  CONTACT_MESSAGES,
  CAREERS_FIX_ERRORS_TOAST,
  ENDPOINTS,
  REFER_MESSAGES,
  SAMPLE_THERAPISTS,
  VOLUNTEER_SUCCESS_TOAST,
  addDaysToIsoDate,
  todayInKolkata,
  formMessageText,
} from '@manobal/core';
import { A_VALID_PAN, aValidAadhaar, fixtureFile } from '../../fixtures/forms';
import {
  WIDTHS,
  expectAccessible,
  expectFieldError,
  expectNoStoredRow,
  main,
  open,
  recordApiCalls,
  storedRowFor,
  uniqueEmail,
} from './flows-helpers';

const tomorrowInKolkata = () => addDaysToIsoDate(todayInKolkata({ now: () => new Date() }), 1);

for (const width of WIDTHS) {
  test.describe(`forms at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('books a free introductory call, which the staff can read back', async ({ page, request }) => {
      const email = uniqueEmail('booking');
      const date = tomorrowInKolkata();
      // An hour per width: an hour takes only so many free calls.
      const hour = width === 375 ? '11:00 AM' : '12:00 PM';
      await open(page, '/book-free-session');
      await main(page).getByRole('button', { name: 'Next' }).click();
      await expect(main(page).getByText(formMessageText('en', BOOKING_MESSAGES.nameRequired))).toBeVisible();
      await expect(main(page).getByLabel(/^Full name/)).toBeFocused();
      await expectAccessible(page, 'booking step 1 errors');

      await main(page).getByLabel(/^Full name/).fill('Sneha Patil');
      await main(page).getByLabel(/^Email/).fill(email);
      await main(page).getByLabel(/^Phone number/).fill('98765 43210');
      await main(page).getByLabel(/^Age/).fill('29');
      await main(page).getByRole('button', { name: 'Next' }).click();

      await main(page).getByRole('button', { name: 'Book my free call' }).click();
      await expect(page.getByText(formMessageText('en', BOOKING_MESSAGES.fillAllFields))).toBeVisible();
      await expectAccessible(page, 'booking step 2 with missing fields');

      await main(page).getByLabel(/^Gender/).selectOption('female');
      await main(page).getByLabel(/^What would you like help with/).selectOption('anxiety');
      await main(page).getByLabel(/^Date/).fill(date);
      await main(page).getByLabel(/^Time/).selectOption(hour);
      await main(page).getByRole('button', { name: 'Book my free call' }).click();
      await expect(main(page).getByRole('heading', { name: 'Your call is booked' })).toBeVisible();
      await expect(main(page).getByText(/Your free introductory call is booked for .+, (11:00 AM|12:00 PM) IST; our care team will call you on 98765 43210\./)).toBeVisible();
      await expectAccessible(page, 'booking thank-you');
      await main(page).getByRole('link', { name: 'Back to Home' }).click();
      await expect(page).toHaveURL(/\/$/);

      const row = await storedRowFor(request, 'bookings', email);
      expect(row).toMatchObject({ name: 'Sneha Patil', phone: '9876543210', gender: 'female', problem: 'anxiety', date, time: hour, status: 'waiting' });
    });

    test('says so when the booking cannot reach the server', async ({ page }) => {
      await page.route(`**${ENDPOINTS.bookSession.path}`, (route) => route.abort());
      await open(page, '/book-free-session');
      await main(page).getByLabel(/^Full name/).fill('Sneha Patil');
      await main(page).getByLabel(/^Email/).fill(uniqueEmail('offline'));
      await main(page).getByLabel(/^Phone number/).fill('9876543210');
      await main(page).getByLabel(/^Age/).fill('29');
      await main(page).getByRole('button', { name: 'Next' }).click();
      await main(page).getByLabel(/^Gender/).selectOption('male');
      await main(page).getByLabel(/^What would you like help with/).selectOption('dont-know');
      await main(page).getByLabel(/^Date/).fill(tomorrowInKolkata());
      await main(page).getByLabel(/^Time/).selectOption('5:00 PM');
      await main(page).getByRole('button', { name: 'Book my free call' }).click();
      await expect(page.getByText('An error occurred while booking the session.')).toBeVisible();
      await expect(page.getByText(CALL_MESSAGES.bookSession.network)).toBeVisible();
      await expect(main(page).getByRole('heading', { name: 'Your call is booked' })).toHaveCount(0);
      await expectAccessible(page, 'booking server down');
    });

    test('books a session with the doctor chosen on the experts page, even after a reload', async ({ page }) => {
      const doctor = SAMPLE_THERAPISTS[1]!.therapist;
      await open(page, '/ourexperts');
      await main(page).getByRole('link', { name: `Book Appointment with ${doctor.name}` }).click();
      await expect(page).toHaveURL(new RegExp(`/session-calendar\\?doctor=${doctor.id}$`));
      await expect(main(page).getByRole('heading', { name: doctor.name })).toBeVisible();
      await page.reload();
      await expect(main(page).getByRole('heading', { name: doctor.name })).toBeVisible();
      // The fee is the therapist's own, from the directory.
      await expect(main(page).getByText('₹1,200')).toBeVisible();

      const book = main(page).getByRole('button', { name: CALENDAR_TEXT.bookButton });
      await expect(book).toBeDisabled();
      // A bookable date a few days ahead (one per width, so the two runs never hold the same time), then its first
      // free time; the confirmation is journey-booking.spec.ts's.
      await main(page).getByRole('group', { name: 'Choose a date' }).getByRole('radio').nth(width === 375 ? 2 : 3).check();
      await main(page).getByRole('region', { name: 'Choose a time' }).getByRole('radio').first().check();
      await expectAccessible(page, 'calendar with a choice');
      await book.click();
      await expect(main(page).getByRole('heading', { name: 'Your details' })).toBeVisible();
      // Nothing says booked until the visitor has confirmed.
      await expect(main(page).getByText(CALENDAR_TEXT.booked)).toHaveCount(0);
    });

    test('sends a careers application with real documents, and refuses a file that lies about its type', async ({ page, request }) => {
      test.slow();
      const email = uniqueEmail('careers');
      await open(page, '/careers');
      await main(page).getByRole('button', { name: 'Submit Profile' }).click();
      await expect(page.getByText(CAREERS_FIX_ERRORS_TOAST)).toBeVisible();
      await expect(main(page).getByLabel(/^Full name/)).toBeFocused();
      await expectAccessible(page, 'careers with errors');

      await main(page).getByLabel(/^Full name/).fill('Dr. Asha Kulkarni');
      await main(page).getByLabel(/^Age/).fill('35');
      await main(page).getByLabel(/^Gender/).selectOption('female');
      await main(page).getByLabel(/^Experience/).fill('8');
      await main(page).getByLabel(/^Bio/).fill('Clinical psychologist working with adults on anxiety and low mood.');
      await main(page).getByLabel(/^Location/).fill('Kothrud, Pune, Maharashtra');
      await main(page).getByLabel(/^Phone number/).fill('9876543210');
      await main(page).getByLabel(/^Email/).fill(email);
      await main(page).getByLabel(/^Primary language/).selectOption('Marathi');
      await main(page).getByLabel(/^Secondary language/).selectOption('English');
      await main(page).getByLabel(/^Aadhar number/).fill(aValidAadhaar());
      await main(page).getByLabel(/^PAN number/).fill(A_VALID_PAN.toLowerCase());
      await expect(main(page).getByLabel(/^PAN number/)).toHaveValue(A_VALID_PAN);
      await main(page).getByLabel(/^Education/).fill('M.Phil. Clinical Psychology');

      const front = main(page).getByLabel(/^Aadhar Document \(Front\)/);
      await front.setInputFiles(fixtureFile('fake.pdf'));
      // The server's reason for refusing the file, not a generic 'Upload failed'.
      await expect(page.getByText(/^Aadhar Document \(Front\) was not uploaded: \S/)).toBeVisible();
      await expect(main(page).getByText(CAREERS_DOCUMENT_MESSAGES.uploadFailedField)).toHaveCount(0);
      // Keep the field clear of the toast's corner while axe measures its target size.
      await front.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await expectAccessible(page, 'careers upload failure');

      const uploads: [RegExp, Parameters<typeof fixtureFile>[0]][] = [
        [/^Photograph/, 'sample.jpg'],
        [/^Aadhar Document \(Front\)/, 'sample.pdf'],
        [/^Aadhar Document \(Back\)/, 'sample.png'],
        [/^PAN Card Document/, 'sample.pdf'],
        [/^Certification/, 'sample.pdf'],
      ];
      for (const [label, file] of uploads) {
        await main(page).getByLabel(label).setInputFiles(fixtureFile(file));
        await expect(main(page).getByText(`Uploaded: ${file}`).first()).toBeVisible();
      }
      await main(page).getByRole('checkbox', { name: 'I hold an RCI licence' }).check();
      await main(page).getByLabel(/^RCI License/).setInputFiles(fixtureFile('sample.pdf'));
      // The front, the PAN document, the certification and the RCI licence: certificates are PDFs only now.
      await expect(main(page).getByText('Uploaded: sample.pdf')).toHaveCount(4);
      await main(page).getByRole('checkbox', { name: 'I hold an RCI licence' }).uncheck();

      // The server is down for the first try: the spec's toast, no thank-you, and the form stays filled in.
      await page.route(`**${ENDPOINTS.careersApply.path}`, (route) => route.abort(), { times: 1 });
      await main(page).getByRole('button', { name: 'Submit Profile' }).click();
      await expect(page.getByText('Failed to submit profile. Please try again.')).toBeVisible();
      await expect(page.getByText(CAREERS_SUBMIT_FALLBACK)).toBeVisible();
      await expect(main(page).getByRole('heading', { name: 'Thank You for Applying!' })).toHaveCount(0);
      await expect(main(page).getByLabel(/^Full name/)).toHaveValue('Dr. Asha Kulkarni');
      await expectNoStoredRow(request, 'applications', email);

      await main(page).getByRole('button', { name: 'Submit Profile' }).click();
      await expect(main(page).getByRole('heading', { name: 'Thank You for Applying!' })).toBeVisible();
      await expect(main(page).getByText('We will answer you within two working days (Monday to Saturday).')).toBeVisible();
      await expectAccessible(page, 'careers thank-you');
      expect(page.url()).not.toContain(aValidAadhaar());

      const row = await storedRowFor(request, 'applications', email);
      expect(row).toMatchObject({ full_name: 'Dr. Asha Kulkarni', language1: 'marathi', language2: 'english', has_rci: false });
      expect(row.aadhar_number).not.toBe(aValidAadhaar());
      expect(row.photograph_link).toMatch(/^\/api\/v1\/careers\/files\//);
      expect(row.rci_document_link ?? null).toBeNull();
    });

    test('collects volunteer feedback over three steps and remembers it on this device', async ({ page, request }) => {
      const email = uniqueEmail('volunteer');
      await open(page, '/volunteer');
      await main(page).getByRole('button', { name: 'Next' }).click();
      await expectAccessible(page, 'volunteer errors');
      await main(page).getByLabel(/^Full name/).fill('Kabir Singh');
      await main(page).getByLabel(/^Email/).fill(email);
      await main(page).getByLabel(/^Age/).fill('27');
      await main(page).getByText('Male', { exact: true }).click();
      await main(page).getByRole('button', { name: 'Next' }).click();
      await main(page).getByLabel('Have you attended therapy sessions before?').fill('Yes, twice');
      await expectAccessible(page, 'volunteer step 2');
      await main(page).getByRole('button', { name: 'Next' }).click();
      await main(page).getByText('Community').click();
      await main(page).getByText('Chatbot').click();
      await expectAccessible(page, 'volunteer step 3');

      await page.route(`**${ENDPOINTS.volunteer.path}`, (route) => route.abort(), { times: 1 });
      await main(page).getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText('Unable to submit your response. Please try again.')).toBeVisible();
      await expect(page.getByText(CALL_MESSAGES.volunteer.network)).toBeVisible();
      // As for careers: at 375 px the top-centre toast sits over the feature chips, which shrinks their
      // target-size spacing while it shows; judge the form with the chips clear of it.
      await main(page).getByText('Community').evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await expectAccessible(page, 'volunteer server down');

      await main(page).getByRole('button', { name: 'Submit' }).click();
      await expect(main(page).getByRole('heading', { name: VOLUNTEER_SUCCESS_TOAST })).toBeVisible();
      await expectAccessible(page, 'volunteer thank-you');
      expect(await page.evaluate(() => window.localStorage.getItem('volunteerSubmitted'))).toBe('true');
      await page.reload();
      await expect(main(page).getByRole('heading', { name: VOLUNTEER_SUCCESS_TOAST })).toBeVisible();

      const row = await storedRowFor(request, 'volunteers', email);
      expect(row).toMatchObject({ name: 'Kabir Singh', gender: 'Male' });
      expect(row.questions_and_answers).toEqual(
        expect.arrayContaining([
          { ques: 'Have you attended therapy sessions before?', ans: 'Yes, twice' },
          { ques: 'Which feature are you most excited about?', ans: 'Community, Chatbot' },
        ]),
      );
    });

    test('refers a person from the home page and sends a contact message', async ({ page, request }) => {
      const referred = uniqueEmail('refer');
      await open(page, '/');
      await main(page).getByRole('button', { name: 'Connect with Us' }).click();
      await main(page).getByLabel(/^Name/).fill('Ravi Deshmukh');
      await main(page).getByLabel(/^Email/).fill(referred);
      await main(page).getByLabel(/^Mobile number/).fill('9876543210');
      await main(page).getByLabel(/^Age of Patient/).fill('34');
      await main(page).getByLabel(/^How do you know them/).selectOption({ label: 'A friend' });
      await main(page).getByRole('checkbox', { name: /They agreed to be contacted/ }).check();
      await main(page).getByRole('button', { name: 'Submit' }).click();
      await expect(main(page).getByText(CALL_MESSAGES.referPerson.success)).toBeVisible();
      expect(await storedRowFor(request, 'referrals', referred)).toMatchObject({ name: 'Ravi Deshmukh', mobile: '9876543210', relationship: 'friend', consent: 'agreed' });

      const writer = uniqueEmail('contact');
      await open(page, '/contact-us');
      await main(page).getByLabel(/^Name/).fill('Meena Iyer');
      await main(page).getByLabel(/^Email/).fill(writer);
      await main(page).getByLabel(/^Message/).fill('Are sessions available in Tamil?');
      await main(page).getByRole('button', { name: 'Send message' }).click();
      await expect(main(page).getByText(CALL_MESSAGES.contactUs.success)).toBeVisible();
      expect(await storedRowFor(request, 'contacts', writer)).toMatchObject({ name: 'Meena Iyer', message: 'Are sessions available in Tamil?' });
    });

    test('refuses a referral with invalid fields and says when the server is down, storing nothing', async ({ page, request }) => {
      const apiCalls = recordApiCalls(page);
      const referred = uniqueEmail('refer-refused');
      await open(page, '/');
      await main(page).getByRole('button', { name: 'Connect with Us' }).click();
      const name = main(page).getByLabel(/^Name/);
      const email = main(page).getByLabel(/^Email/);
      const mobile = main(page).getByLabel(/^Mobile number/);
      const age = main(page).getByLabel(/^Age of Patient/);
      const submit = main(page).getByRole('button', { name: 'Submit' });

      await submit.click();
      await expectFieldError(name, 'Name is required');
      await expectFieldError(email, 'Email is required');
      await expectFieldError(mobile, formMessageText('en', REFER_MESSAGES.mobileInvalid));
      await expectFieldError(age, 'Age of Patient is required');
      await expect(name).toBeFocused();
      await expectAccessible(page, 'refer form with field errors');

      await name.fill('Ravi Deshmukh');
      await email.fill('ravi@example');
      await mobile.fill('12345');
      await age.fill('0');
      await submit.click();
      await expectFieldError(email, 'Please enter a valid email address');
      await expectFieldError(mobile, 'Please enter a valid 10-digit mobile number');
      await expectFieldError(age, formMessageText('en', REFER_MESSAGES.ageInvalid));
      await expect(name).not.toHaveAttribute('aria-invalid', 'true');
      await expect(email).toBeFocused();
      expect(apiCalls, 'an invalid referral is not sent').toEqual([]);

      await page.route(`**${ENDPOINTS.referPerson.path}`, (route) => route.abort());
      await email.fill(referred);
      await mobile.fill('9876543210');
      await age.fill('34');
      await main(page).getByLabel(/^How do you know them/).selectOption({ label: 'A friend' });
      await main(page).getByRole('checkbox', { name: /They agreed to be contacted/ }).check();
      await submit.click();
      await expect(main(page).getByText('An error occurred while submitting the form. Please try again.')).toBeVisible();
      await expect(main(page).getByText(CALL_MESSAGES.referPerson.failure)).toBeVisible();
      await expect(name, 'a failed referral keeps what was typed').toHaveValue('Ravi Deshmukh');
      await expect(submit).toBeEnabled();
      await expectAccessible(page, 'refer form, server down');
      await expectNoStoredRow(request, 'referrals', referred);
    });

    test('refuses a contact message with invalid fields and says when the server is down, storing nothing', async ({ page, request }) => {
      const apiCalls = recordApiCalls(page);
      const writer = uniqueEmail('contact-refused');
      await open(page, '/contact-us');
      const name = main(page).getByLabel(/^Name/);
      const email = main(page).getByLabel(/^Email/);
      const message = main(page).getByLabel(/^Message/);
      const send = main(page).getByRole('button', { name: 'Send message' });

      await send.click();
      await expectFieldError(name, 'Name is required');
      await expectFieldError(email, formMessageText('en', CONTACT_MESSAGES.emailRequired));
      await expectFieldError(message, 'Message is required');
      await expect(name).toBeFocused();
      await expectAccessible(page, 'contact form with field errors');

      await name.fill('Meena Iyer');
      await email.fill('meena at example.in');
      await message.fill('Are sessions available in Tamil?');
      await send.click();
      await expectFieldError(email, 'Please enter a valid email address');
      await expect(message).not.toHaveAttribute('aria-invalid', 'true');
      await expect(email).toBeFocused();
      expect(apiCalls, 'an invalid message is not sent').toEqual([]);

      await page.route(`**${ENDPOINTS.contactUs.path}`, (route) => route.abort());
      await email.fill(writer);
      await send.click();
      await expect(main(page).getByText('An error occurred while submitting the form. Please try again.')).toBeVisible();
      await expect(main(page).getByText(CALL_MESSAGES.contactUs.failure)).toBeVisible();
      await expect(message, 'a failed message keeps what was typed').toHaveValue('Are sessions available in Tamil?');
      await expectAccessible(page, 'contact form, server down');
      await expectNoStoredRow(request, 'contacts', writer);
    });
  });
}

test.describe('a visitor who is faster than the page script', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('types a contact message before the script arrives: nothing is sent early, nothing is lost', async ({ page, request }) => {
    // A slow network, made certain: the prerendered page arrives, its scripts wait until released.
    let release = () => undefined as void;
    const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await scriptsMayLoad;
      await route.continue();
    });
    await page.goto('/contact-us', { waitUntil: 'commit' });

    const writer = uniqueEmail('early');
    await main(page).getByLabel(/^Name/).fill('Meena Iyer');
    await main(page).getByLabel(/^Email/).fill(writer);
    await main(page).getByLabel(/^Message/).fill('Is there a Marathi-speaking therapist?');
    const send = main(page).getByRole('button', { name: 'Send message' });
    await expect(send).toBeDisabled();
    // Enter in a field would submit the bare HTML form natively, putting the message in the address.
    await main(page).getByLabel(/^Email/).press('Enter');
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');

    release();
    await send.click();
    await expect(main(page).getByText(CALL_MESSAGES.contactUs.success)).toBeVisible();
    expect(new URL(page.url()).search, 'nothing the visitor typed is in the address').toBe('');
    expect(await storedRowFor(request, 'contacts', writer)).toMatchObject({ name: 'Meena Iyer', message: 'Is there a Marathi-speaking therapist?' });
  });
});
