import {
  AUTH_MESSAGES,
  FORM_FIELDS_EN,
  FORM_FIELDS_HI,
  CALL_MESSAGES,
  CONTACT_MESSAGES,
  REFER_MESSAGES,
  CAREERS_DOCUMENT_MESSAGES,
  IDEMPOTENCY_HEADER,
  VOLUNTEER_QUESTIONS,
  createHttpApi,
  type BookingPayload,
  type FetchLike,
  type ManobalApi,
  type UploadTransport,
  formMessageText,
} from '@manobal/core';
import { describe, expect, test } from 'vitest';
import { aValidBooking, aValidCareersApplication, aValidContactMessage, fixtureFile } from '../../fixtures/forms';
import { bookingIdempotencyKey } from '../../cli/src/booking-submission';
import type { CliExitError } from '../../cli/src/exit-error';
import { runSubmit, type SubmitOptions } from '../../cli/src/commands/submit.command';
import { runCli } from '../../cli/src/program';
import { aTestContext } from './cli-test-context';

interface SentRequest {
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body: unknown;
}

/** The real HTTP client, on the base URL the CLI chose, over a fetch that records each request and answers like the API would. */
/** What the server answers a booked free call with. */
const FREE_CALL_BOOKED = {
  status: 201,
  body: { success: true, msg: 'Your free introductory call is booked.', data: { id: 'b-1', reference: 'CALL-7K2Q9D', status: 'waiting', date: '2025-07-04', time: '11:00 AM' } },
};

const aRecordingApi = (answer: { status: number; body: unknown } = { status: 200, body: { success: true, msg: 'Saved' } }) => {
  const sent: SentRequest[] = [];
  const uploads: string[] = [];
  const fetchFn: FetchLike = (url, init) => {
    sent.push({ url, headers: init.headers, body: JSON.parse(init.body ?? 'null') });
    return Promise.resolve({ ok: answer.status < 300, status: answer.status, text: () => Promise.resolve(JSON.stringify(answer.body)) });
  };
  const uploadTransport: UploadTransport = (_url, file, onProgress) => {
    uploads.push(file.name);
    onProgress(100);
    const body = { success: true, msg: 'Uploaded', data: { file_url: `/api/v1/careers/files/upload-${uploads.length}` } };
    return Promise.resolve({ ok: true, status: 201, text: () => Promise.resolve(JSON.stringify(body)) });
  };
  const createApi = (baseUrl: string): ManobalApi => createHttpApi({ baseUrl, fetchFn, uploadTransport });
  return { sent, uploads, createApi };
};

const options = (form: string, extra: Partial<SubmitOptions> = {}): SubmitOptions => ({
  form,
  field: [],
  upload: [],
  api: 'http://api.test',
  timeout: 30,
  yes: false,
  json: false,
  ...extra,
});

describe('manobal submit (interactive, through the prompt seam)', () => {
  test('asks in Hindi with --lang hi: Hindi labels, Hindi choices sent as ids, and a Hindi message for a bad answer', async () => {
    const api = aRecordingApi();
    const { ctx, prompts, output } = aTestContext({ answers: ['मीना', 'meena-at-example', 'meena@example.in', 'क्या आप तमिल में सेशन देते हैं?'], createApi: api.createApi });
    expect(await runCli(['submit', 'contact', '--lang', 'hi', '--api', 'http://api.test'], ctx), output.stderr()).toBe(0);
    expect(prompts.transcript.map((entry) => entry.message)).toEqual(['नाम', 'ईमेल', 'संदेश']);
    expect(prompts.transcript[1]!.rejected).toEqual([formMessageText('hi', CONTACT_MESSAGES.emailInvalid)]);
    expect(api.sent[0]!.body).toEqual({ name: 'मीना', email: 'meena@example.in', message: 'क्या आप तमिल में सेशन देते हैं?' });

    const refer = aRecordingApi({ status: 201, body: { success: true, msg: 'ok', data: { id: 'r-1' } } });
    const hindi = aTestContext({ answers: ['रवि', 'ravi@example.in', '9876543210', '34', 'colleague', true], createApi: refer.createApi, env: { MANOBAL_LANG: 'hi' } });
    expect(await runCli(['submit', 'refer', '--api', 'http://api.test'], hindi.ctx), hindi.output.stderr()).toBe(0);
    const relationship = hindi.prompts.transcript.find((entry) => entry.message === FORM_FIELDS_HI.refer.relationship.label);
    expect(relationship?.choices).toContain('साथ काम करने वाले या उनकी कंपनी');
    expect(refer.sent[0]!.body).toMatchObject({ relationship: 'colleague', consent: true });
  });

  test('asks for each contact field, re-asking with core message for a bad email', async () => {
    const api = aRecordingApi();
    const { ctx, output, prompts } = aTestContext({ answers: ['Meena', 'meena-at-example', 'meena@example.in', 'Do you offer Tamil sessions?'], createApi: api.createApi });
    await runSubmit(options('contact'), ctx);
    expect(prompts.transcript.map((entry) => entry.message)).toEqual(['Name', 'Email', 'Message']);
    expect(prompts.transcript[1]!.rejected).toEqual([formMessageText('en', CONTACT_MESSAGES.emailInvalid)]);
    expect(api.sent).toHaveLength(1);
    expect(api.sent[0]!.url).toBe('http://api.test/api/v1/webpoints/contact-us');
    expect(api.sent[0]!.body).toEqual({ name: 'Meena', email: 'meena@example.in', message: 'Do you offer Tamil sessions?' });
    expect(output.stdout()).toContain(CALL_MESSAGES.contactUs.success);
  });

  test('newsletter asks for the address with core\'s label and sends it lower-cased to the newsletter call', async () => {
    const api = aRecordingApi({ status: 201, body: { success: true, msg: CALL_MESSAGES.subscribeNewsletter.success } });
    const { ctx, output, prompts } = aTestContext({ answers: ['Meena@Example.in'], createApi: api.createApi });
    await runSubmit(options('newsletter'), ctx);
    expect(prompts.transcript.map((entry) => entry.message)).toEqual(['Email address']);
    expect(api.sent[0]!.url).toBe('http://api.test/api/v1/webpoints/newsletter');
    expect(api.sent[0]!.body).toEqual({ email: 'meena@example.in' });
    expect(output.stdout()).toContain(CALL_MESSAGES.subscribeNewsletter.success);
  });

  test('lead offers the six kinds by their button names and sends the chosen id', async () => {
    const api = aRecordingApi({ status: 201, body: { success: true, msg: CALL_MESSAGES.submitLead.success, data: { id: 'l-1' } } });
    const { ctx, prompts } = aTestContext({
      answers: ['school-demo', 'Meena Iyer', 'meena@sunrise.example', 'Sunrise School', '', '800', ''],
      createApi: api.createApi,
    });
    await runSubmit(options('lead'), ctx);
    const kind = prompts.transcript.find((entry) => entry.message === 'What would you like?');
    expect(kind?.choices).toHaveLength(6);
    expect(api.sent[0]!.url).toBe('http://api.test/api/v1/webpoints/leads');
    expect(api.sent[0]!.body).toMatchObject({ kind: 'school-demo', name: 'Meena Iyer', organisation: 'Sunrise School', size: 800 });
  });

  test('refer asks how the referrer knows the person and for their agreement, and sends neither a child nor a referral without it', async () => {
    const api = aRecordingApi({ status: 201, body: { success: true, msg: CALL_MESSAGES.referPerson.success, data: { id: 'r-1' } } });
    const { ctx, output, prompts } = aTestContext({ answers: ['Ravi Deshmukh', 'ravi@example.in', '9876543210', '34', 'colleague', true], createApi: api.createApi });
    await runSubmit(options('refer'), ctx);
    expect(prompts.transcript.find((entry) => entry.message === 'How do you know them?')?.choices).toHaveLength(8);
    expect(api.sent[0]!.body).toEqual({ name: 'Ravi Deshmukh', email: 'ravi@example.in', mobile: '9876543210', age: 34, relationship: 'colleague', consent: true });
    expect(output.stdout()).toContain('within two working days (Monday to Saturday)');

    const refused = aRecordingApi();
    const unticked = aTestContext({ answers: ['Ravi Deshmukh', 'ravi@example.in', '9876543210', '34', 'colleague', false], createApi: refused.createApi });
    const error = await runSubmit(options('refer'), unticked.ctx).then(() => null, (thrown: unknown) => thrown as CliExitError);
    expect(error?.exitCode).toBe(2);
    expect(JSON.stringify(error)).toContain(formMessageText('en', REFER_MESSAGES.consent));
    expect(refused.sent).toEqual([]);
  });

  test('asks only for the fields --field did not give', async () => {
    const api = aRecordingApi();
    const { ctx, prompts } = aTestContext({ answers: ['Hello there'], createApi: api.createApi });
    await runSubmit(options('contact', { field: ['name=Meena', 'email=meena@example.in'] }), ctx);
    expect(prompts.transcript.map((entry) => entry.message)).toEqual(['Message']);
  });

  test('signup asks to confirm the password and refuses a mismatch with "Passwords do not match"', async () => {
    const api = aRecordingApi({ status: 201, body: { success: true, msg: 'Signup successful' } });
    const { ctx, prompts } = aTestContext({
      answers: ['Nikhil Rao', 'Nikhil.Rao@Example.in', 'quiet-river-42', 'quiet-river-24', 'quiet-river-42'],
      createApi: api.createApi,
    });
    await runSubmit(options('signup'), ctx);
    const confirm = prompts.transcript.find((entry) => entry.message === 'Confirm password');
    expect(confirm?.kind).toBe('password');
    expect(confirm?.rejected).toEqual([formMessageText('en', AUTH_MESSAGES.passwordsDoNotMatch)]);
    expect(api.sent[0]!.body).toEqual({ name: 'Nikhil Rao', email: 'nikhil.rao@example.in', password: 'quiet-river-42' });
  });

  test('book-session offers only the slots still ahead today and sends the Idempotency-Key derived from the booking', async () => {
    const api = aRecordingApi(FREE_CALL_BOOKED);
    const { ctx, prompts } = aTestContext({
      answers: ['Sneha Patil', 'sneha@example.in', '9876543210', '29', 'female', 'anxiety', undefined, '11:00 AM', true],
      createApi: api.createApi,
    });
    await runSubmit(options('book-session'), ctx);
    const time = prompts.transcript.find((entry) => entry.message === 'Time');
    expect(time?.choices?.[0]).toBe('11:00 AM');
    expect(time?.choices).not.toContain('10:00 AM');
    expect(api.sent[0]!.body).toMatchObject({ date: '2025-07-04', time: '11:00 AM', age: '29' });
    expect(api.sent[0]!.headers[IDEMPOTENCY_HEADER]).toBe(bookingIdempotencyKey(api.sent[0]!.body as BookingPayload));
  });

  test('book-session: the same booking always gets the same key, whatever the field order; another booking another key', () => {
    const booking = aValidBooking() as BookingPayload;
    const reordered = Object.fromEntries(Object.entries(booking).reverse()) as BookingPayload;
    expect(bookingIdempotencyKey(reordered)).toBe(bookingIdempotencyKey(booking));
    expect(bookingIdempotencyKey({ ...booking, time: '5:00 PM' })).not.toBe(bookingIdempotencyKey(booking));
    expect(bookingIdempotencyKey(booking)).toMatch(/^manobal-cli-[0-9a-f]{64}$/);
    expect(bookingIdempotencyKey(booking)).not.toContain(booking.phone);
  });

  test('book-session on a terminal shows a summary (labels, not ids) and sends nothing when the booking is declined', async () => {
    const api = aRecordingApi();
    const booking = aValidBooking({ date: '2025-07-05', time: '11:00 AM' });
    const { ctx, output, prompts } = aTestContext({ answers: [false], stdin: JSON.stringify(booking), createApi: api.createApi });
    await expect(runSubmit(options('book-session', { file: '-' }), ctx)).rejects.toMatchObject({ exitCode: 1, message: 'Not booked: nothing was sent.' });
    expect(prompts.transcript.map((entry) => [entry.kind, entry.message])).toEqual([['confirm', 'Book this free call?']]);
    const gender = (FORM_FIELDS_EN.optionLabels.bookingGenders as Readonly<Record<string, string>>)[booking.gender];
    expect(output.stderr()).toContain('You are about to book this free introductory call:');
    expect(output.stderr()).toContain(`  Gender: ${gender}`);
    expect(output.stderr()).toContain('  Time: 11:00 AM');
    expect(output.stdout()).toBe('');
    expect(api.sent).toHaveLength(0);
  });

  test('book-session: --yes skips the question on a terminal, and without a terminal it is never asked', async () => {
    const booking = JSON.stringify(aValidBooking({ date: '2025-07-05' }));
    const onTerminal = aRecordingApi(FREE_CALL_BOOKED);
    const withYes = aTestContext({ answers: [], stdin: booking, createApi: onTerminal.createApi });
    await runSubmit(options('book-session', { file: '-', yes: true }), withYes.ctx);
    expect(withYes.prompts.transcript).toHaveLength(0);
    expect(onTerminal.sent).toHaveLength(1);

    const piped = aRecordingApi(FREE_CALL_BOOKED);
    const noTerminal = aTestContext({ interactive: false, answers: [], stdin: booking, createApi: piped.createApi });
    await runSubmit(options('book-session', { file: '-' }), noTerminal.ctx);
    expect(noTerminal.prompts.transcript).toHaveLength(0);
    expect(piped.sent).toHaveLength(1);
  });

  test('careers asks for each required document file, re-asking when core refuses the type', async () => {
    const api = aRecordingApi({ status: 201, body: { success: true, msg: 'Application received' } });
    const { rci_document_link: _r, photograph_link: _p, aadhar_document_link: _a, aadhar_back_document_link: _b, pan_card_document_link: _c, certification_document_link: _d, ...application } =
      aValidCareersApplication();
    const { ctx, output } = aTestContext({
      answers: [fixtureFile('sample.pdf'), fixtureFile('sample.jpg'), fixtureFile('sample.pdf'), fixtureFile('sample.png'), fixtureFile('sample.pdf'), fixtureFile('sample.docx'), fixtureFile('sample.pdf')],
      createApi: api.createApi,
      stdin: JSON.stringify(application),
    });
    await runSubmit(options('careers', { file: '-' }), ctx);
    expect(output.stderr()).toContain(CAREERS_DOCUMENT_MESSAGES.wrongType.images('Photograph'));
    expect(output.stderr()).toContain(CAREERS_DOCUMENT_MESSAGES.wrongType.pdf('Certification'));
    expect(api.uploads).toEqual(['sample.jpg', 'sample.pdf', 'sample.png', 'sample.pdf', 'sample.pdf']);
    expect(api.sent[0]!.body).toMatchObject({ photograph_link: '/api/v1/careers/files/upload-1', certification_document_link: '/api/v1/careers/files/upload-5' });
    expect(output.stdout()).toContain('Application received');
  });

  test('careers: an application refused after its uploads lists every document kept, with the --field to reuse it', async () => {
    const api = aRecordingApi({ status: 500, body: { success: false, msg: 'Something went wrong on our side.' } });
    const { photograph_link: _p, aadhar_document_link: _a, aadhar_back_document_link: _b, pan_card_document_link: _c, certification_document_link: _d, ...application } =
      aValidCareersApplication();
    const { ctx } = aTestContext({ interactive: false, stdin: JSON.stringify(application), createApi: api.createApi });
    const upload = [
      `photograph=${fixtureFile('sample.jpg')}`,
      `aadharDocumentFront=${fixtureFile('sample.pdf')}`,
      `aadharDocumentBack=${fixtureFile('sample.png')}`,
      `panCardDocument=${fixtureFile('sample.pdf')}`,
      `certification=${fixtureFile('sample.pdf')}`,
    ];
    const failure = await runSubmit(options('careers', { file: '-', upload }), ctx).then(
      () => expect.unreachable('the application was refused'),
      (error: unknown) => error as CliExitError,
    );
    expect(failure).toMatchObject({ exitCode: 1, message: 'Something went wrong on our side.' });
    expect(failure.details).toContain('  --field photograph_link=/api/v1/careers/files/upload-1');
    expect(failure.details).toContain('  --field certification_document_link=/api/v1/careers/files/upload-5');
  });

  test('volunteer asks the six feedback questions and sends them as questions_and_answers', async () => {
    const api = aRecordingApi();
    const { ctx, prompts } = aTestContext({
      answers: ['Kabir Singh', 'kabir@example.in', '', '', '', 'Yes', 'A meditation app', 'Short exercises', 'A real person', ['chatbot', 'community'], ''],
      createApi: api.createApi,
    });
    await runSubmit(options('volunteer'), ctx);
    expect(prompts.transcript.slice(5).map((entry) => entry.message)).toEqual(VOLUNTEER_QUESTIONS.map((q) => q.question));
    const body = api.sent[0]!.body as { questions_and_answers: { ques: string; ans: string }[] };
    expect(body.questions_and_answers[4]).toEqual({ ques: VOLUNTEER_QUESTIONS[4].question, ans: 'Chatbot, Community' });
    expect(body).not.toHaveProperty('phone');
  });

  test('login prints the name and never the token', async () => {
    const api = aRecordingApi({ status: 200, body: { success: true, msg: 'Login successful', data: { access_token: 'tok.en.value', user: { id: 'u1', name: 'Nikhil Rao', email: 'n@example.in' } } } });
    const { ctx, output } = aTestContext({ answers: ['n@example.in', 'quiet-river-42'], createApi: api.createApi });
    await runSubmit(options('login'), ctx);
    expect(output.stdout()).toContain('Logged in as Nikhil Rao.');
    expect(output.stdout() + output.stderr()).not.toContain('tok.en.value');
  });

  test('never prompts without a terminal: no payload is an exit-2 error and nothing is sent', async () => {
    const api = aRecordingApi();
    const { ctx, prompts } = aTestContext({ interactive: false, answers: ['Meena'], createApi: api.createApi });
    await expect(runSubmit(options('contact'), ctx)).rejects.toMatchObject({ exitCode: 2 });
    expect(prompts.transcript).toHaveLength(0);
    expect(api.sent).toHaveLength(0);
  });
});

describe('manobal submit: which API it sends to', () => {
  const contactOnStdin = (api: ReturnType<typeof aRecordingApi>, env: Record<string, string> = {}) =>
    aTestContext({ interactive: false, stdin: JSON.stringify(aValidContactMessage()), createApi: api.createApi, env });

  test('with neither --api nor MANOBAL_API_URL, sends to http://127.0.0.1:3000', async () => {
    const api = aRecordingApi();
    const { ctx, output } = contactOnStdin(api);
    expect(await runCli(['submit', 'contact', '--file', '-'], ctx), output.stderr()).toBe(0);
    expect(api.sent.map((request) => request.url)).toEqual(['http://127.0.0.1:3000/api/v1/webpoints/contact-us']);
  });

  test('MANOBAL_API_URL replaces the default, and --api wins over both', async () => {
    const fromEnv = aRecordingApi();
    const withEnv = contactOnStdin(fromEnv, { MANOBAL_API_URL: 'https://env.manobal.test' });
    expect(await runCli(['submit', 'contact', '--file', '-'], withEnv.ctx), withEnv.output.stderr()).toBe(0);
    expect(fromEnv.sent.map((request) => request.url)).toEqual(['https://env.manobal.test/api/v1/webpoints/contact-us']);

    const fromFlag = aRecordingApi();
    const withFlag = contactOnStdin(fromFlag, { MANOBAL_API_URL: 'https://env.manobal.test' });
    expect(await runCli(['submit', 'contact', '--file', '-', '--api', 'https://flag.manobal.test'], withFlag.ctx), withFlag.output.stderr()).toBe(0);
    expect(fromFlag.sent.map((request) => request.url)).toEqual(['https://flag.manobal.test/api/v1/webpoints/contact-us']);
  });
});
