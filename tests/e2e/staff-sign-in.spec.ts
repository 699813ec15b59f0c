import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { aValidCareersApplication, fixtureFile } from '../../fixtures/forms';
import { expectAccessible } from './flows-helpers';
import { printEnrolmentCode } from './staff-admin';
import { enrolThroughPage, freshTotpCode, signInAs, STAFF_TEST_PASSWORD } from './staff-session';

// Staff sign-in in Chromium against the real server: enrolment from a link npm run admin prints, a TOTP app whose
// codes the test computes from the secret the page shows, signing out and in again, and the step-up dialog.

const dataDir = (): string => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the specs through playwright.config.ts');
  return dir;
};

const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@manobal.test`;

test('enrols a new administrator from the link npm run admin prints, with an authenticator app', async ({ page }) => {
  const code = printEnrolmentCode(dataDir());
  const email = uniqueEmail('first-admin');
  const admin = await enrolThroughPage(page, code, { email, name: 'Asha Admin', roles: ['admin'] });
  expect(admin.recoveryCodes).toHaveLength(10);
  // The code has left the address bar; the console opens on the administrator's first screen.
  expect(new URL(page.url()).hash).toBe('');
  await page.goto('/staff/account');
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  await expect(page.getByText('Asha Admin').first()).toBeVisible();
  // The same link works once.
  await page.goto(`/staff/enrol#${code}`);
  await expect(page.getByRole('alert')).toContainText('This enrolment link has been used or has expired.');
});

test('enrols with a passkey (a virtual authenticator), signs out, and signs in again with the passkey', async ({ page, baseURL }) => {
  // WebAuthn takes a domain as its relying party, never an IP address: this test opens the console on localhost.
  const onLocalhost = (path: string) => `http://localhost:${new URL(baseURL ?? '').port}${path}`;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  const email = uniqueEmail('passkey-admin');
  await page.goto(onLocalhost(`/staff/enrol#${printEnrolmentCode(dataDir())}`));
  const form = page.getByRole('form', { name: 'Set up your console account' });
  await form.getByLabel(/^Your name/).fill('Priya Passkey');
  await form.getByLabel(/^Your e-mail/).fill(email);
  await form.getByLabel(/^Password/).fill(STAFF_TEST_PASSWORD);
  await form.getByLabel(/^Type the password again/).fill(STAFF_TEST_PASSWORD);
  await form.getByLabel(/^A passkey/).check();
  await expect(form.getByTestId('totp-secret')).toHaveCount(0);
  await form.getByRole('button', { name: 'Finish setting up' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved my codes: open the console' }).click();
  await expect(page.getByRole('banner')).toContainText('Priya Passkey');
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);

  await page.goto(onLocalhost('/staff/account'));
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Password/).fill(STAFF_TEST_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  // The passkey is offered first; the recovery codes stay a fallback.
  await expect(page.getByRole('button', { name: 'Use a recovery code instead' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in with my passkey' }).click();
  await expect(page.getByRole('banner')).toContainText('Priya Passkey');
  const used = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(used.credentials[0]?.signCount).toBeGreaterThan(0);
});

for (const width of [375, 1280]) {
  test.describe(`sign-in, enrolment and the account screen at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('pass axe, and sign out leads back to sign-in', async ({ page }) => {
      await page.goto('/staff/sign-in');
      await expect(page.getByRole('heading', { name: 'Sign in to the care console' })).toBeVisible();
      await expectAccessible(page, `console sign-in at ${width} px`);

      const code = printEnrolmentCode(dataDir());
      await page.goto(`/staff/enrol#${code}`);
      await expect(page.getByRole('form', { name: 'Set up your console account' })).toBeVisible();
      await expectAccessible(page, `console enrolment at ${width} px`);

      const person = await signInAs(page, { roles: ['coordinator'] });
      await page.goto('/staff/account');
      await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
      await expectAccessible(page, `console account at ${width} px`);
      await page.getByRole('button', { name: 'Sign out', exact: true }).click();
      await expect(page).toHaveURL(/\/staff\/sign-in$/);
      // The session is gone on the server too: the console's first call is refused.
      await page.goto('/staff/account');
      await expect(page).toHaveURL(/\/staff\/sign-in$/);
      expect(person.email).toContain('@');
    });
  });
}

test('signs in with the keyboard alone', async ({ page }) => {
  const person = await signInAs(page, { roles: ['coordinator'] });
  await page.context().clearCookies();
  await page.goto('/staff/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in to the care console' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^E-mail/)).toBeFocused();
  await page.keyboard.type(person.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Password/)).toBeFocused();
  await page.keyboard.type(STAFF_TEST_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Second factor' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Six-digit code from your authenticator app/)).toBeFocused();
  await page.keyboard.type(await freshTotpCode(page, person.secret));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('banner')).toContainText(person.name);
});

/** An application with its documents, as an applicant sends it (uploads, then the form). */
const applyWithDocuments = async (page: Page, email: string): Promise<void> => {
  const upload = async (name: 'sample.jpg' | 'sample.pdf' | 'sample.png', mimeType: string) => {
    const answer = await page.request.post('/api/v1/careers/upload', { multipart: { file: { name, mimeType, buffer: await readFile(fixtureFile(name)) } } });
    expect(answer.status(), await answer.text()).toBe(201);
    return ((await answer.json()) as { data: { file_url: string } }).data.file_url;
  };
  const links = {
    photograph_link: await upload('sample.jpg', 'image/jpeg'),
    aadhar_document_link: await upload('sample.pdf', 'application/pdf'),
    aadhar_back_document_link: await upload('sample.png', 'image/png'),
    pan_card_document_link: await upload('sample.pdf', 'application/pdf'),
    certification_document_link: await upload('sample.pdf', 'application/pdf'),
  };
  const applied = await page.request.post('/api/v1/careers/apply', { data: aValidCareersApplication({ ...links, email, full_name: 'Nila Raman' }) });
  expect(applied.status(), await applied.text()).toBe(201);
};

test('a recruiter opens a careers document only after confirming their second factor again', async ({ page }) => {
  const email = uniqueEmail('applicant');
  await applyWithDocuments(page, email);
  const recruiter = await signInAs(page, { roles: ['recruiter'] });
  // Five minutes pass since the sign-in (the run's store is told so, as a test clock would): sensitive data closes.
  const db = new Database(join(dataDir(), 'manobal.sqlite'));
  try {
    db.prepare("update staff_sessions set verified_at = ? where person_id = (select id from staff_people where email = ?)").run(new Date(Date.now() - 6 * 60_000).toISOString(), recruiter.email);
  } finally {
    db.close();
  }
  await page.goto('/staff/applications');
  await page.getByRole('link', { name: 'Open details: Nila Raman' }).first().click();
  const details = page.getByRole('article', { name: 'Nila Raman' });
  await details.getByRole('button', { name: 'Download Photograph' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(dialog).toBeVisible();
  const download = page.waitForEvent('download');
  await dialog.getByLabel(/^Six-digit code/).fill(await freshTotpCode(page, recruiter.secret));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  expect((await download).suggestedFilename()).toMatch(/^Photograph/);
  await expect(dialog).toBeHidden();
});
