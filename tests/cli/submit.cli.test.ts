import {
  CALL_MESSAGES,
  CAREERS_DOCUMENT_MESSAGES,
  CAREERS_FILES_PATH,
  REFER_MESSAGES,
  type CareersApplicationInput,
} from '@manobal/core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  aValidBooking,
  aValidCareersApplication,
  aValidContactMessage,
  aValidLogin,
  aValidReferral,
  aValidSignup,
  aValidVolunteerSubmission,
  fixtureFile,
  type SampleFileName,
} from '../../fixtures/forms';
import { buildCli, buildServer, freePort, runBuiltCli, scratchDir, startBuiltServer, writeJson, type RunningServer } from './cli-harness';

const scratch = scratchDir();
let server: RunningServer;

beforeAll(async () => {
  await Promise.all([buildCli(), buildServer()]);
  server = await startBuiltServer();
});
afterAll(async () => {
  await server?.stop();
  scratch.remove();
});

const submit = (form: string, args: readonly string[], input?: string) =>
  runBuiltCli(['submit', form, '--api', server.url, ...args], input === undefined ? {} : { input });

const fileFor = (name: string, value: unknown) => writeJson(scratch.dir, name, value);

/** The careers payload without its document links: the CLI fills them from the uploads. */
const careersWithoutLinks = (overrides: Partial<CareersApplicationInput> = {}) => {
  const {
    photograph_link: _p,
    aadhar_document_link: _a,
    aadhar_back_document_link: _b,
    pan_card_document_link: _c,
    certification_document_link: _d,
    ...rest
  } = aValidCareersApplication(overrides);
  return rest;
};

const REQUIRED_UPLOADS: Record<string, SampleFileName> = {
  photograph: 'sample.jpg',
  aadharDocumentFront: 'sample.pdf',
  aadharDocumentBack: 'sample.png',
  panCardDocument: 'sample.pdf',
  certification: 'sample.docx',
};

const uploadArgs = (files: Record<string, SampleFileName>): string[] =>
  Object.entries(files).flatMap(([key, name]) => ['--upload', `${key}=${fixtureFile(name)}`]);

describe('manobal submit against a real server', () => {
  test('refer: sends the referral, prints the success message, and the row is stored', async () => {
    const referral = aValidReferral({ email: 'refer.cli@example.in' });
    const run = await submit('refer', ['--file', fileFor('refer.json', referral)]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.trim()).toBe(CALL_MESSAGES.referPerson.success);
    const rows = await server.staff('referrals');
    expect(rows.find((row) => row.email === 'refer.cli@example.in')).toMatchObject({ name: referral.name, mobile: '9876543210', age: 34 });
  });

  test('contact: builds the payload from --field pairs', async () => {
    const message = aValidContactMessage({ email: 'contact.cli@example.in' });
    const run = await submit('contact', Object.entries(message).flatMap(([k, v]) => ['--field', `${k}=${v}`]));
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.trim()).toBe(CALL_MESSAGES.contactUs.success);
    expect((await server.staff('contacts')).find((row) => row.email === 'contact.cli@example.in')).toMatchObject({ message: message.message });
  });

  test('volunteer: sends the questions and answers read from stdin', async () => {
    const submission = aValidVolunteerSubmission({ email: 'volunteer.cli@example.in' });
    const run = await submit('volunteer', ['--file', '-'], JSON.stringify(submission));
    expect(run.code, run.stderr).toBe(0);
    const row = (await server.staff('volunteers')).find((r) => r.email === 'volunteer.cli@example.in');
    expect(row?.questions_and_answers).toEqual(submission.questions_and_answers);
  });

  test('book-session: a retry with the same Idempotency-Key books once', async () => {
    const booking = aValidBooking({ email: 'booking.cli@example.in' });
    const path = fileFor('booking.json', booking);
    const first = await submit('book-session', ['--file', path, '--idempotency-key', 'cli-test-booking-0001']);
    const retry = await submit('book-session', ['--file', path, '--idempotency-key', 'cli-test-booking-0001']);
    expect(first.code, first.stderr).toBe(0);
    expect(retry.code, retry.stderr).toBe(0);
    expect(first.stdout.trim().length).toBeGreaterThan(0);
    const rows = (await server.staff('bookings')).filter((row) => row.email === 'booking.cli@example.in');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ date: booking.date, time: booking.time, problem: 'anxiety' });
  });

  test('book-session: prints the JSON envelope with --json', async () => {
    const run = await submit('book-session', ['--file', '-', '--json'], JSON.stringify(aValidBooking({ email: 'booking.json@example.in' })));
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ success: true, msg: expect.any(String) });
  });

  test('careers: uploads every document, fills the links and stores a masked application', async () => {
    const payload = careersWithoutLinks({ email: 'careers.cli@example.in' });
    const run = await submit('careers', ['--file', fileFor('careers.json', payload), ...uploadArgs(REQUIRED_UPLOADS)]);
    expect(run.code, run.stderr).toBe(0);
    const row = (await server.staff('applications')).find((r) => r.email === 'careers.cli@example.in');
    expect(row).toBeDefined();
    for (const field of ['photograph_link', 'aadhar_document_link', 'aadhar_back_document_link', 'pan_card_document_link', 'certification_document_link']) {
      expect(String(row?.[field])).toContain(`${CAREERS_FILES_PATH}/`);
    }
    expect(row?.aadhar_number).not.toBe(payload.aadhar_number);
    expect(run.stdout + run.stderr).not.toContain(String(payload.aadhar_number));
  });

  test('careers: uploads the RCI licence when RCI is ticked', async () => {
    const payload = careersWithoutLinks({ email: 'careers.rci@example.in', has_rci: true });
    const run = await submit('careers', ['--file', fileFor('careers-rci.json', payload), ...uploadArgs({ ...REQUIRED_UPLOADS, rci: 'sample.pdf' })]);
    expect(run.code, run.stderr).toBe(0);
    const row = (await server.staff('applications')).find((r) => r.email === 'careers.rci@example.in');
    expect(row).toMatchObject({ has_rci: true });
    expect(String(row?.rci_document_link)).toContain(`${CAREERS_FILES_PATH}/`);
  });

  test('careers: refuses a PDF photograph before uploading anything', async () => {
    const payload = careersWithoutLinks({ email: 'careers.badtype@example.in' });
    const run = await submit('careers', ['--file', fileFor('careers-bad.json', payload), ...uploadArgs({ ...REQUIRED_UPLOADS, photograph: 'sample.pdf' })]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`photograph_link: ${CAREERS_DOCUMENT_MESSAGES.wrongType.images('Photograph')}`);
    expect((await server.staff('applications')).some((r) => r.email === 'careers.badtype@example.in')).toBe(false);
  });

  test('careers: lists every missing document and field error at once (exit 2)', async () => {
    const payload = careersWithoutLinks({ email: 'careers.missing@example.in', full_name: 'A' });
    const run = await submit('careers', ['--file', fileFor('careers-missing.json', payload), ...uploadArgs({ photograph: 'sample.jpg' })]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('full_name: Name must be at least 3 characters long');
    expect(run.stderr).toContain(`certification_document_link: ${CAREERS_DOCUMENT_MESSAGES.required('Certification')}`);
    expect(run.stderr).toContain(`aadhar_document_link: ${CAREERS_DOCUMENT_MESSAGES.required('Aadhar Document (Front)')}`);
  });

  test('careers: exits 1 when the server refuses a file whose content is not a PDF', async () => {
    const payload = careersWithoutLinks({ email: 'careers.fake@example.in' });
    const run = await submit('careers', ['--file', fileFor('careers-fake.json', payload), ...uploadArgs({ ...REQUIRED_UPLOADS, certification: 'fake.pdf' })]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(CAREERS_DOCUMENT_MESSAGES.uploadFailedToast('Certification'));
    expect((await server.staff('applications')).some((r) => r.email === 'careers.fake@example.in')).toBe(false);
  });

  test('signup stores the account (email lower-cased, no password) and login then prints the name, never the token', async () => {
    const signup = aValidSignup({ email: 'Signup.CLI@Example.in', name: 'Nikhil Rao' });
    const created = await submit('signup', ['--file', '-'], JSON.stringify(signup));
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout.trim()).toBe(CALL_MESSAGES.signup.success);
    const account = (await server.staff('users')).find((row) => row.email === 'signup.cli@example.in');
    expect(account).toEqual({ id: expect.any(String), name: 'Nikhil Rao', email: 'signup.cli@example.in', created_at: expect.any(String) });
    expect(JSON.stringify(account)).not.toContain(signup.password);
    const login = await submit('login', ['--field', 'email=signup.cli@example.in', '--field', `password=${signup.password}`]);
    expect(login.code, login.stderr).toBe(0);
    expect(login.stdout).toContain('Logged in as Nikhil Rao.');
    expect(login.stdout).not.toMatch(/eyJ|access_token/);
    expect(login.stdout + login.stderr).not.toContain(signup.password);
    const json = await submit('login', ['--file', '-', '--json'], JSON.stringify(aValidLogin({ email: 'signup.cli@example.in', password: signup.password })));
    expect(json.code, json.stderr).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({ success: true, data: { access_token: expect.any(String), user: { name: 'Nikhil Rao' } } });
  });

  test('signup: a second account with the same email is refused by the server (exit 1 with its msg)', async () => {
    const signup = aValidSignup({ email: 'twice.cli@example.in' });
    expect((await submit('signup', ['--file', '-'], JSON.stringify(signup))).code).toBe(0);
    const again = await submit('signup', ['--file', '-'], JSON.stringify(signup));
    expect(again.code).toBe(1);
    expect(again.stderr.trim().length).toBeGreaterThan(0);
    expect(again.stderr).not.toContain(signup.password);
  });

  test('login: a wrong password exits 1 without echoing it', async () => {
    const run = await submit('login', ['--file', '-'], JSON.stringify(aValidLogin({ email: 'nobody.cli@example.in', password: 'wrong-password-9' })));
    expect(run.code).toBe(1);
    expect(run.stderr).not.toContain('wrong-password-9');
  });

  test('validates before sending: an invalid referral exits 2 and stores nothing', async () => {
    const run = await submit('refer', ['--file', '-'], JSON.stringify(aValidReferral({ email: 'invalid.cli@example.in', mobile: '123' })));
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`mobile: ${REFER_MESSAGES.mobileInvalid}`);
    expect((await server.staff('referrals')).some((row) => row.email === 'invalid.cli@example.in')).toBe(false);
  });

  test('uses MANOBAL_API_URL when --api is not given', async () => {
    const run = await runBuiltCli(['submit', 'contact', '--file', '-'], {
      input: JSON.stringify(aValidContactMessage({ email: 'env.cli@example.in' })),
      env: { MANOBAL_API_URL: server.url },
    });
    expect(run.code, run.stderr).toBe(0);
    expect((await server.staff('contacts')).some((row) => row.email === 'env.cli@example.in')).toBe(true);
  });
});

describe('manobal submit when the server is down', () => {
  const downUrl = async () => `http://127.0.0.1:${await freePort()}`;

  // Each message twice: core's constant (one source of truth) and the literal text of spec section 8.
  const cases = [
    { form: 'refer', payload: () => aValidReferral(), message: CALL_MESSAGES.referPerson.network, spec: 'An error occurred while submitting the form. Please try again.' },
    { form: 'contact', payload: () => aValidContactMessage(), message: CALL_MESSAGES.contactUs.network, spec: 'An error occurred while submitting the form. Please try again.' },
    { form: 'book-session', payload: () => aValidBooking(), message: CALL_MESSAGES.bookSession.network, spec: 'An error occurred while booking the session.' },
    { form: 'volunteer', payload: () => aValidVolunteerSubmission(), message: CALL_MESSAGES.volunteer.network, spec: 'Unable to submit your response. Please try again.' },
    { form: 'careers', payload: () => aValidCareersApplication(), message: CALL_MESSAGES.careersApply.network, spec: 'Failed to submit profile. Please try again.' },
    { form: 'signup', payload: () => aValidSignup(), message: CALL_MESSAGES.signup.network, spec: 'An error occurred while signing up.' },
    { form: 'login', payload: () => aValidLogin(), message: CALL_MESSAGES.login.network, spec: 'An error occurred while logging in.' },
  ] as const;
  for (const { form, payload, message, spec } of cases) {
    test(`${form}: exits 1 with the spec's network message`, async () => {
      const run = await runBuiltCli(['submit', form, '--file', '-', '--api', await downUrl()], { input: JSON.stringify(payload()) });
      expect(run.code).toBe(1);
      expect(message).toBe(spec);
      expect(run.stderr).toBe(`${spec}\n`);
      expect(run.stdout).toBe('');
    });
  }

  test("careers: a document upload to a down server exits 1 with the spec's upload-failure toast and field error", async () => {
    const run = await runBuiltCli(['submit', 'careers', '--file', '-', '--api', await downUrl(), ...uploadArgs(REQUIRED_UPLOADS)], {
      input: JSON.stringify(careersWithoutLinks()),
    });
    expect(run.code).toBe(1);
    expect(CAREERS_DOCUMENT_MESSAGES.uploadFailedToast('Photograph')).toBe('Failed to upload Photograph. Please try again.');
    expect(CAREERS_DOCUMENT_MESSAGES.uploadFailedField).toBe('Upload failed. Please try again.');
    // The first document fails, so nothing else is tried: the toast and its field error, once (the call's own
    // network message, 'Upload failed', would only repeat the field line).
    expect(run.stderr).toBe(['Failed to upload Photograph. Please try again.', '  photograph_link: Upload failed. Please try again.', ''].join('\n'));
    expect(run.stdout).toBe('');
  });

  test('refuses an --api that is not an http(s) URL', async () => {
    const run = await runBuiltCli(['submit', 'contact', '--file', '-', '--api', 'ftp://example.in'], { input: JSON.stringify(aValidContactMessage()) });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--api');
  });
});
