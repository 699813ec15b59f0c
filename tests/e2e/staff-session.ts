import { createHmac } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

// Staff people for console specs: invited as an administrator invites them, enrolled through the real enrolment
// page with a TOTP app (its codes computed here from the secret the page shows), and signed in through the real
// sign-in screen. Any spec can have a signed-in page for any role:
//
//   const recruiter = await signInAs(page, { roles: ['recruiter'] });      // a new person, enrolled and signed in
//   await signInAs(otherPage, recruiter);                                   // the same person, signing in again
//   const therapist = await signInAs(page, { roles: ['therapist'], therapistId: 'asha-kumar' });

export type StaffRole = 'admin' | 'coordinator' | 'therapist' | 'recruiter';

/** Who to make: roles, and optionally a name, an e-mail and the directory entry a therapist is. */
export interface StaffPersonRequest {
  readonly roles: readonly StaffRole[];
  readonly name?: string;
  readonly email?: string;
  readonly therapistId?: string;
  /** The personal access token of the administrator who invites them: a spec's own server's (default: the run's). */
  readonly adminToken?: string;
}

/** A person who enrolled with a TOTP app: what they would keep (their password, the app's secret, their codes). */
export interface EnrolledStaffPerson {
  readonly email: string;
  readonly name: string;
  readonly roles: readonly StaffRole[];
  readonly password: string;
  /** The base32 secret the enrolment page showed, as an authenticator app keeps it. */
  readonly secret: string;
  readonly recoveryCodes: readonly string[];
}

/** The password every enrolled test person has (not on the common-password list). */
export const STAFF_TEST_PASSWORD = 'a long walk by the river';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const base32Bytes = (text: string): Buffer => {
  let bits = '';
  for (const letter of text.replace(/=+$/, '').toUpperCase()) bits += BASE32.indexOf(letter).toString(2).padStart(5, '0');
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
};

/** The TOTP step (30 seconds) of an instant. */
const stepAt = (at: number): number => Math.floor(at / 30_000);

/** The six-digit code an authenticator app shows for `secret` in the step of `at` (RFC 6238: SHA-1, 30 s). */
export const totpCode = (secret: string, at: number = Date.now()): string => {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(stepAt(at)));
  const mac = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
};

/** The last TOTP step each secret was used in: a code opens once, so the next use waits for a new step. */
const lastStepOf = new Map<string, number>();

/** A code for `secret` that has not been used yet: waits for the next 30-second step when this one is spent. */
export const freshTotpCode = async (page: Page, secret: string): Promise<string> => {
  const last = lastStepOf.get(secret);
  if (last !== undefined && stepAt(Date.now()) <= last) await page.waitForTimeout((last + 1) * 30_000 - Date.now() + 250);
  lastStepOf.set(secret, stepAt(Date.now()));
  return totpCode(secret);
};

const uniqueEmail = (roles: readonly StaffRole[]): string => `${roles.join('-')}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@manobal.test`;

/** The run's administrator's personal access token (playwright.config.ts provisions it with npm run admin). */
const adminToken = (): string => {
  const token = process.env.E2E_STAFF_TOKEN;
  if (!token) throw new Error('E2E_STAFF_TOKEN is not set: run the specs through playwright.config.ts');
  return token;
};

/**
 * An invitation, as an administrator makes it (the staff API of the page's server, with the run's admin token or
 * the request's): the one-time link's code.
 */
export const inviteStaffPerson = async (page: Page, request: StaffPersonRequest & { readonly email: string; readonly name: string }): Promise<string> => {
  const answer = await page.request.post('/api/v1/staff/people/invitations', {
    headers: { authorization: `Bearer ${request.adminToken ?? adminToken()}` },
    data: { email: request.email, name: request.name, roles: request.roles, ...(request.therapistId ? { therapist_id: request.therapistId } : {}) },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const { link } = ((await answer.json()) as { data: { link: string } }).data;
  return link.slice(link.indexOf('#') + 1);
};

/**
 * Walks the enrolment page of a one-time link (`/staff/enrol#code`): a password, the TOTP app set up from the secret
 * shown, the recovery codes saved; the page ends signed in, on the person's first screen. For the first
 * administrator's link (no e-mail in it) `who` gives their name and e-mail.
 */
export const enrolThroughPage = async (page: Page, code: string, who: { readonly email: string; readonly name: string; readonly roles: readonly StaffRole[] }): Promise<EnrolledStaffPerson> => {
  await page.goto(`/staff/enrol#${code}`);
  const form = page.getByRole('form', { name: 'Set up your console account' });
  await expect(form).toBeVisible();
  if (await form.getByLabel(/^Your e-mail/).isVisible()) {
    await form.getByLabel(/^Your name/).fill(who.name);
    await form.getByLabel(/^Your e-mail/).fill(who.email);
  }
  await form.getByLabel(/^Password/).fill(STAFF_TEST_PASSWORD);
  await form.getByLabel(/^Type the password again/).fill(STAFF_TEST_PASSWORD);
  const secret = (await form.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await form.getByLabel(/^Six-digit code from the app/).fill(await freshTotpCode(page, secret));
  await form.getByRole('button', { name: 'Finish setting up' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' });
  await expect(codes).toBeVisible();
  const recoveryCodes = (await codes.getByRole('listitem').allTextContents()).map((text) => text.trim());
  await page.getByRole('button', { name: 'I have saved my codes: open the console' }).click();
  await expect(page.getByRole('banner')).toContainText(who.name);
  return { ...who, password: STAFF_TEST_PASSWORD, secret, recoveryCodes };
};

/** Makes a new person of these roles: invited, then enrolled through the real page (the page ends signed in as them). */
export const enrolStaffPerson = async (page: Page, request: StaffPersonRequest): Promise<EnrolledStaffPerson> => {
  const who = { email: request.email ?? uniqueEmail(request.roles), name: request.name ?? `E2E ${request.roles.join(' and ')}`, roles: request.roles };
  const code = await inviteStaffPerson(page, { ...request, ...who });
  return enrolThroughPage(page, code, who);
};

/** Signs an enrolled person in through the sign-in screen: e-mail and password, then a fresh code from their app. */
export const signInThroughPage = async (page: Page, person: EnrolledStaffPerson): Promise<void> => {
  await page.goto('/staff/sign-in');
  await page.getByLabel(/^E-mail/).fill(person.email);
  await page.getByLabel(/^Password/).fill(person.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const code = page.getByLabel(/^Six-digit code from your authenticator app/);
  await expect(code).toBeVisible();
  await code.fill(await freshTotpCode(page, person.secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('banner')).toContainText(person.name);
};

/**
 * A page signed in to the console as `person`: an enrolled person signs in again; a request makes a new person of
 * those roles (invited, enrolled through the real page) whose page is then signed in. Answers the person, so a
 * spec can sign them in again on another page.
 */
export const signInAs = async (page: Page, person: EnrolledStaffPerson | StaffPersonRequest): Promise<EnrolledStaffPerson> => {
  if ('secret' in person) {
    await signInThroughPage(page, person);
    return person;
  }
  return enrolStaffPerson(page, person);
};
