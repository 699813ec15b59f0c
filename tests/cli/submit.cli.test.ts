import {
  CALL_MESSAGES,
  CAREERS_DOCUMENT_MESSAGES,
  CAREERS_FILES_PATH,
  ENDPOINTS,
  REFER_MESSAGES,
  type CareersApplicationInput,
  formMessageText,
} from '@manobal/core';
import { describe, expect, test } from 'vitest';
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
import { SERVER_MESSAGES } from '../../server/src/http/server.messages';
import { freePort, runBuiltCli, useBuiltServer, writeJson } from './cli-harness';

const server = useBuiltServer();
const { scratch } = server;

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
  certification: 'sample.pdf',
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
    expect(rows.find((row) => row.email === 'refer.cli@example.in')).toMatchObject({ name: referral.name, mobile: '9876543210', age: 34, relationship: 'friend', consent: 'agreed', status: 'waiting' });
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

  test('book-session: a retry with the same --idempotency-key books once', async () => {
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

  test("careers: a file the server refuses shows the server's reason and lists the documents already kept, which a rerun reuses", async () => {
    const payload = careersWithoutLinks({ email: 'careers.fake@example.in' });
    const path = fileFor('careers-fake.json', payload);
    const run = await submit('careers', ['--file', path, ...uploadArgs({ ...REQUIRED_UPLOADS, certification: 'fake.pdf' })]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`The server refused Certification: ${SERVER_MESSAGES.fileTypeNotAllowed}`);
    expect(run.stderr).toContain(`  certification_document_link: ${SERVER_MESSAGES.fileTypeNotAllowed}`);
    expect(run.stderr).not.toContain('Please try again');
    const reuse = [...run.stderr.matchAll(/--field (\w+_link=\S+)/g)].map((match) => match[1] ?? '');
    expect(reuse.map((field) => field.split('=')[0]).sort()).toEqual(
      ['aadhar_back_document_link', 'aadhar_document_link', 'pan_card_document_link', 'photograph_link'],
    );
    expect((await server.staff('applications')).some((r) => r.email === 'careers.fake@example.in')).toBe(false);

    const rerun = await submit('careers', ['--file', path, ...reuse.flatMap((field) => ['--field', field]), ...uploadArgs({ certification: 'sample.pdf' })]);
    expect(rerun.code, rerun.stderr).toBe(0);
    const row = (await server.staff('applications')).find((r) => r.email === 'careers.fake@example.in');
    for (const field of reuse) expect(row?.[field.split('=')[0] ?? '']).toBe(field.split('=')[1]);
  });

  test('careers --json: a refused upload gives the envelope with the field error and the documents kept', async () => {
    const payload = careersWithoutLinks({ email: 'careers.fake.json@example.in' });
    const run = await submit('careers', ['--file', fileFor('careers-fake-json.json', payload), '--json', ...uploadArgs({ ...REQUIRED_UPLOADS, certification: 'fake.pdf' })]);
    expect(run.code).toBe(1);
    const answer = JSON.parse(run.stdout) as { success: boolean; errors: Record<string, string>; uploaded: Record<string, string> };
    expect(answer).toMatchObject({ success: false, errors: { certification_document_link: SERVER_MESSAGES.fileTypeNotAllowed } });
    expect(Object.keys(answer.uploaded)).toHaveLength(4);
    expect(answer).not.toHaveProperty('kind');
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

  test('signup: a second signup with the same email answers as the first (no account enumeration) and stores one account', async () => {
    const signup = aValidSignup({ email: 'twice.cli@example.in' });
    const first = await submit('signup', ['--file', '-'], JSON.stringify(signup));
    const again = await submit('signup', ['--file', '-'], JSON.stringify(signup));
    expect(first.code, first.stderr).toBe(0);
    expect([again.code, again.stdout]).toEqual([first.code, first.stdout]);
    expect(again.stdout + again.stderr).not.toContain(signup.password);
    expect((await server.staff('users')).filter((row) => row.email === 'twice.cli@example.in')).toHaveLength(1);
  });

  test('login: a wrong password exits 1 without echoing it', async () => {
    const run = await submit('login', ['--file', '-'], JSON.stringify(aValidLogin({ email: 'nobody.cli@example.in', password: 'wrong-password-9' })));
    expect(run.code).toBe(1);
    expect(run.stderr).not.toContain('wrong-password-9');
  });

  test('validates before sending: an invalid referral exits 2 and stores nothing', async () => {
    const run = await submit('refer', ['--file', '-'], JSON.stringify(aValidReferral({ email: 'invalid.cli@example.in', mobile: '123' })));
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`mobile: ${formMessageText('en', REFER_MESSAGES.mobileInvalid)}`);
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

  const cases = [
    { form: 'refer', payload: () => aValidReferral(), call: 'referPerson' },
    { form: 'contact', payload: () => aValidContactMessage(), call: 'contactUs' },
    { form: 'book-session', payload: () => aValidBooking(), call: 'bookSession' },
    { form: 'volunteer', payload: () => aValidVolunteerSubmission(), call: 'volunteer' },
    { form: 'careers', payload: () => aValidCareersApplication(), call: 'careersApply' },
    { form: 'signup', payload: () => aValidSignup(), call: 'signup' },
    { form: 'login', payload: () => aValidLogin(), call: 'login' },
  ] as const;
  for (const { form, payload, call } of cases) {
    test(`${form}: exits 1 saying the server at the URL tried could not be reached`, async () => {
      const url = await downUrl();
      const run = await runBuiltCli(['submit', form, '--file', '-', '--api', url], { input: JSON.stringify(payload()) });
      expect(run.code).toBe(1);
      expect(run.stderr).toBe(
        [`The server at ${url}${ENDPOINTS[call].path} could not be reached.`, '  Check --api (or MANOBAL_API_URL) and that the server is running.', ''].join('\n'),
      );
      expect(run.stdout).toBe('');
    });
  }

  test('careers: a document upload to a down server exits 1 naming the upload URL, before any other document is tried', async () => {
    const url = await downUrl();
    const run = await runBuiltCli(['submit', 'careers', '--file', '-', '--api', url, ...uploadArgs(REQUIRED_UPLOADS)], {
      input: JSON.stringify(careersWithoutLinks()),
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      [`The server at ${url}${ENDPOINTS.careersUpload.path} could not be reached.`, '  Check --api (or MANOBAL_API_URL) and that the server is running.', ''].join('\n'),
    );
    expect(run.stdout).toBe('');
  });

  test('refuses an --api that is not an http(s) URL', async () => {
    const run = await runBuiltCli(['submit', 'contact', '--file', '-', '--api', 'ftp://example.in'], { input: JSON.stringify(aValidContactMessage()) });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--api');
  });
});
