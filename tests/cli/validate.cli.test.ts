import {
  AUTH_MESSAGES,
  BOOKING_MESSAGES,
  CALLBACK_MESSAGES,
  CAREERS_MESSAGES,
  CONTACT_MESSAGES,
  FORM_IDS,
  LEAD_MESSAGES,
  NEWSLETTER_MESSAGES,
  REFER_MESSAGES,
  VOLUNTEER_MESSAGES,
  addDaysToIsoDate,
  fixedClock,
  formSchema,
  todayInKolkata,
  type FormId,
  formMessageText,
} from '@manobal/core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  aValidAadhaar,
  aValidBooking,
  aValidCareersApplication,
  aValidReferral,
  aValidVolunteerSubmission,
  VALID_PAYLOADS,
} from '../../fixtures/forms';
import { buildCli, runBuiltCli, scratchDir, writeJson } from './cli-harness';

const scratch = scratchDir();
beforeAll(buildCli);
afterAll(() => scratch.remove());

/**
 * An empty payload's errors: every required field of each form, with core's message. A form not written out here
 * (a later record form) is held to its schema's own refusal of an empty payload.
 */
const EMPTY_PAYLOAD_ERRORS: Partial<Record<FormId, Record<string, string>>> = {
  refer: { name: REFER_MESSAGES.nameRequired, email: REFER_MESSAGES.emailRequired, age: REFER_MESSAGES.ageRequired },
  contact: { name: CONTACT_MESSAGES.nameRequired, email: CONTACT_MESSAGES.emailRequired, message: CONTACT_MESSAGES.messageRequired },
  volunteer: { name: VOLUNTEER_MESSAGES.nameRequired, email: VOLUNTEER_MESSAGES.emailRequired },
  'book-session': { name: BOOKING_MESSAGES.nameRequired, email: BOOKING_MESSAGES.emailInvalid, phone: BOOKING_MESSAGES.phoneInvalid, age: BOOKING_MESSAGES.ageInvalid, date: BOOKING_MESSAGES.fillAllFields, time: BOOKING_MESSAGES.fillAllFields },
  careers: { full_name: CAREERS_MESSAGES.nameRequired, age: CAREERS_MESSAGES.ageTooLow, bio: CAREERS_MESSAGES.bioRequired, address: CAREERS_MESSAGES.locationRequired, education: CAREERS_MESSAGES.educationRequired, language1: CAREERS_MESSAGES.languageRequired, photograph_link: 'Photograph is required' },
  signup: { name: AUTH_MESSAGES.nameRequired, email: AUTH_MESSAGES.emailRequired, password: AUTH_MESSAGES.passwordRequired },
  login: { email: AUTH_MESSAGES.identifierRequired, password: AUTH_MESSAGES.passwordRequired },
  newsletter: { email: NEWSLETTER_MESSAGES.emailRequired },
  lead: { kind: LEAD_MESSAGES.kindRequired, name: LEAD_MESSAGES.nameRequired, email: LEAD_MESSAGES.emailRequired, organisation: LEAD_MESSAGES.organisationRequired },
  callback: { name: BOOKING_MESSAGES.nameRequired, phone: BOOKING_MESSAGES.phoneInvalid, consent: CALLBACK_MESSAGES.consent, reason: CALLBACK_MESSAGES.reasonRequired },
};

describe('manobal validate', () => {
  for (const form of FORM_IDS) {
    test(`accepts a valid ${form} payload from a file`, async () => {
      const run = await runBuiltCli(['validate', form, '--file', writeJson(scratch.dir, `${form}.json`, VALID_PAYLOADS[form]())]);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout.trim()).toBe('Valid.');
    });

    test(`lists every field error of an empty ${form} payload as "field: message"`, async () => {
      const run = await runBuiltCli(['validate', form, '--file', '-'], { input: '{}' });
      expect(run.code).toBe(2);
      const expected = EMPTY_PAYLOAD_ERRORS[form] ?? Object.fromEntries((formSchema(form, fixedClock('2030-01-01T00:00:00Z')).safeParse({}).error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
      expect(Object.keys(expected).length).toBeGreaterThan(0);
      for (const [field, id] of Object.entries(expected)) {
        expect(run.stderr).toContain(`${field}: ${formMessageText('en', id, field)}`);
      }
      expect(run.stdout).toBe('');
    });
  }

  test('speaks Hindi with --lang hi or MANOBAL_LANG=hi, and English by default', async () => {
    const hindi = await runBuiltCli(['validate', 'contact', '--file', '-', '--lang', 'hi'], { input: '{}' });
    expect(hindi.code).toBe(2);
    expect(hindi.stderr).toContain('name: नाम ज़रूरी है');
    expect(hindi.stderr).toContain('message: संदेश ज़रूरी है');
    const fromEnv = await runBuiltCli(['validate', 'contact', '--file', '-'], { input: '{}', env: { MANOBAL_LANG: 'hi' } });
    expect(fromEnv.stderr).toContain('name: नाम ज़रूरी है');
    const english = await runBuiltCli(['validate', 'contact', '--file', '-'], { input: '{}' });
    expect(english.stderr).toContain('name: Name is required');
  });

  test('refuses a language it does not speak, listing the choices', async () => {
    const run = await runBuiltCli(['validate', 'contact', '--lang', 'xx', '--file', '-'], { input: '{}' });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Unsupported language "xx"');
    expect(run.stderr).toContain('en, hi');
  });

  test('merges --field values over the file', async () => {
    const path = writeJson(scratch.dir, 'bad-mobile.json', aValidReferral({ mobile: '12345' }));
    const bad = await runBuiltCli(['validate', 'refer', '--file', path]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain(`mobile: ${formMessageText('en', REFER_MESSAGES.mobileInvalid)}`);
    const fixed = await runBuiltCli(['validate', 'refer', '--file', path, '--field', 'mobile=9876543210']);
    expect(fixed.code, fixed.stderr).toBe(0);
  });

  test('builds a whole payload from --field pairs, numbers and booleans included', async () => {
    const { rci_document_link: _rci, ...careers } = aValidCareersApplication();
    const fields = Object.entries(careers).map(([key, value]) => `${key}=${String(value)}`);
    const run = await runBuiltCli(['validate', 'careers', ...fields.flatMap((f) => ['--field', f])]);
    expect(run.code, run.stderr).toBe(0);
  });

  test('asks for the RCI document when RCI is ticked with --field has_rci=true', async () => {
    const path = writeJson(scratch.dir, 'careers.json', aValidCareersApplication());
    const run = await runBuiltCli(['validate', 'careers', '--file', path, '--field', 'has_rci=true']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`rci_document_link: ${formMessageText('en', CAREERS_MESSAGES.rciDocumentRequired)}`);
  });

  test('takes JSON values with key:=json, e.g. a list of questions and answers', async () => {
    const run = await runBuiltCli([
      'validate', 'volunteer', '--field', 'name=Kabir', '--field', 'email=kabir@example.in',
      '--field', 'questions_and_answers:=[{"ques":"Any other feedback or suggestions for us?","ans":"More Hindi content"}]',
    ]);
    expect(run.code, run.stderr).toBe(0);
  });

  test('sets a nested value with a dotted --field key', async () => {
    const path = writeJson(scratch.dir, 'volunteer.json', aValidVolunteerSubmission({ questions_and_answers: [{ ques: '', ans: 'Yes' }] }));
    const bad = await runBuiltCli(['validate', 'volunteer', '--file', path]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain(`questions_and_answers.0.ques: ${formMessageText('en', VOLUNTEER_MESSAGES.questionRequired)}`);
    const fixed = await runBuiltCli(['validate', 'volunteer', '--file', path, '--field', 'questions_and_answers.0.ques=Have you attended therapy sessions before?']);
    expect(fixed.code, fixed.stderr).toBe(0);
  });

  test('refuses a booking for yesterday with the date message', async () => {
    const yesterday = addDaysToIsoDate(todayInKolkata({ now: () => new Date() }), -1);
    const run = await runBuiltCli(['validate', 'book-session', '--file', '-'], { input: JSON.stringify(aValidBooking({ date: yesterday })) });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`date: ${formMessageText('en', BOOKING_MESSAGES.datePast)}`);
  });

  test('never prints an Aadhaar number or a password back in its errors', async () => {
    const badAadhaar = aValidAadhaar().slice(0, 11);
    const careers = await runBuiltCli(['validate', 'careers', '--file', '-'], {
      input: JSON.stringify(aValidCareersApplication({ aadhar_number: badAadhaar, unexpected: 'x' } as never)),
    });
    expect(careers.code).toBe(2);
    expect(careers.stderr).toContain(formMessageText('en', CAREERS_MESSAGES.aadharInvalid));
    expect(careers.stderr).not.toContain(badAadhaar);
    const signup = await runBuiltCli(['validate', 'signup', '--field', 'name=Nikhil', '--field', 'email=not-an-email', '--field', 'password=zq7x']);
    expect(signup.code).toBe(2);
    expect(signup.stderr).toContain(formMessageText('en', AUTH_MESSAGES.passwordTooShort));
    expect(signup.stderr).not.toContain('zq7x');
  });

  test('does not echo a --field value that is not valid JSON', async () => {
    const run = await runBuiltCli(['validate', 'login', '--field', 'password:={secret-pass']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--field password:= needs a valid JSON value.');
    expect(run.stderr).not.toContain('secret-pass');
  });

  test('prints { valid, payload } with --json, normalised by core', async () => {
    const run = await runBuiltCli(['validate', 'careers', '--file', '-', '--json'], {
      input: JSON.stringify(aValidCareersApplication({ pan_card_number: 'abcpk1234l' })),
    });
    expect(run.code, run.stderr).toBe(0);
    const printed = JSON.parse(run.stdout);
    expect(printed.valid).toBe(true);
    expect(printed.payload.pan_card_number).toBe('ABCPK1234L');
  });

  test('prints { valid: false, errors } with --json on an invalid payload', async () => {
    const run = await runBuiltCli(['validate', 'contact', '--file', '-', '--json'], { input: '{"name":"Meena"}' });
    expect(run.code).toBe(2);
    expect(JSON.parse(run.stdout)).toMatchObject({ valid: false, errors: { email: formMessageText('en', CONTACT_MESSAGES.emailRequired) } });
  });

  test('--help lists every choice as ids with the labels the website shows, the careers languages included', async () => {
    const run = await runBuiltCli(['validate', '--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Choices take ids');
    expect(run.stdout).toContain('careers language1: hindi = "Hindi", english = "English"');
    expect(run.stdout).toContain('sanskrit = "Sanskrit"');
    expect(run.stdout).toContain('book-session problem: depression = "Depression"');
    expect(run.stdout).toContain('lead kind: corporate-contact = "Get in Touch"');
  });

  test('rejects an unknown form and lists the forms', async () => {
    const run = await runBuiltCli(['validate', 'feedback', '--file', '-'], { input: '{}' });
    expect(run.code).toBe(2);
    for (const form of FORM_IDS) expect(run.stderr).toContain(form);
  });

  test('refuses a payload that is not one JSON object', async () => {
    const run = await runBuiltCli(['validate', 'refer', '--file', '-'], { input: '[1,2]' });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('stdin must hold one JSON object.');
  });

  test('needs a payload: neither --file nor --field is an error', async () => {
    const run = await runBuiltCli(['validate', 'refer']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--file');
  });
});
