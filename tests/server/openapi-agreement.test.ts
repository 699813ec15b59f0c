import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToIsoDate, FORM_TEXT_LIMITS, FORMS, OPENAPI_PATH, optInOf, RECORD_FORM_IDS, STAFF_SIGN_IN_CONTRACT, todayInKolkata, weekdayOfIsoDate } from '@manobal/core';
import { at } from '../../fixtures/booking/availability';
import { aBookableTherapist, aConfirmRequest, aHoldRequest, createInMemoryAvailabilityReader } from '../../fixtures/in-memory/in-memory-appointments';
import {
  anUploadedFileUrl,
  aValidAadhaar,
  aValidBooking,
  aValidCallbackRequest,
  aValidCareersApplication,
  aValidContactMessage,
  aValidLead,
  aValidLogin,
  aValidNewsletterSubscription,
  aValidReferral,
  aValidSignup,
  aValidVolunteerSubmission,
  VALID_PAYLOADS,
} from '../../fixtures/forms';
import { aCompleteWizardAnswers } from '../../fixtures/wizard';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/test-databases';
import { arrangeLinkedUploads } from './support/linked-uploads';
import { openApiValidator } from './support/openapi-validator';
import { startTestServer, type TestServer } from './support/test-server';
import { FAKE_MAIL_BOUNCE_SECRET, fakePhoneProviderEnv } from '../../fixtures/phone-provider/fake-phone-provider';

type Json = Record<string, unknown>;

/** One payload for one call: `accepted` is what both the document and the server must say about it. */
interface Case {
  readonly call: string;
  readonly what: string;
  readonly body: unknown;
  readonly accepted: boolean;
}

const refuse = (call: string, what: string, body: unknown): Case => ({ call, what, body, accepted: false });
const accept = (call: string, what: string, body: unknown): Case => ({ call, what, body, accepted: true });

const without = <T extends object>(value: T, key: keyof T): Partial<T> => {
  const { [key]: _dropped, ...rest } = value;
  return rest as Partial<T>;
};

let signups = 0;
/** A signup the server has not seen yet, so acceptance is not confused with "already registered". */
const freshSignup = (overrides: Parameters<typeof aValidSignup>[0] = {}) => aValidSignup({ email: `agreement.${(signups += 1)}@example.in`, ...overrides });

/*
 * Payloads the document once let through and the server refused (gender, problem, slot, languages, phone
 * digits, age ranges, age as any text), more of each kind, and the lenient spellings the server accepts.
 * Rules JSON Schema cannot state (Aadhaar's check digit, today-or-later, a common password, language2 equal
 * to language1) are in the operations' descriptions, not here.
 */
/** A free video slot of the fixtures' therapist: 18:00 IST on the first weekday at least two days from now. */
const A_FREE_START = (() => {
  for (let days = 2; ; days += 1) {
    const date = addDaysToIsoDate(todayInKolkata({ now: () => new Date() }), days);
    if (!['sat', 'sun'].includes(weekdayOfIsoDate(date))) return at(date, '18:00');
  }
})();

const CASES: readonly Case[] = [
  refuse('referPerson', '9-digit mobile', aValidReferral({ mobile: '987654321' })),
  refuse('referPerson', '11-digit mobile', aValidReferral({ mobile: '98765432101' })),
  refuse('referPerson', 'mobile starting with 5', aValidReferral({ mobile: '5876543210' })),
  refuse('referPerson', 'mobile with letters', aValidReferral({ mobile: '98765abcde' })),
  refuse('referPerson', 'age 0', aValidReferral({ age: 0 })),
  refuse('referPerson', 'age 121', aValidReferral({ age: 121 })),
  refuse('referPerson', 'age as words', aValidReferral({ age: 'thirty' })),
  refuse('referPerson', 'age as text out of range', aValidReferral({ age: '130' })),
  refuse('referPerson', 'age with a fraction', aValidReferral({ age: 34.5 })),
  refuse('referPerson', 'age as text with a fraction', aValidReferral({ age: '34.5' })),
  refuse('referPerson', 'age as a boolean', { ...aValidReferral(), age: true }),
  refuse('referPerson', 'blank name', aValidReferral({ name: '   ' })),
  refuse('referPerson', 'invalid email', aValidReferral({ email: 'ravi@example' })),
  refuse('referPerson', 'missing email', without(aValidReferral(), 'email')),
  refuse('referPerson', 'unknown field', { ...aValidReferral(), extra: 'x' }),
  accept('referPerson', 'mobile with +91, spaces and hyphens', aValidReferral({ mobile: '+91 98765-43210' })),
  accept('referPerson', 'mobile with a leading 0', aValidReferral({ mobile: '09876543210' })),
  accept('referPerson', 'age as padded text', aValidReferral({ age: ' 42 ' })),
  accept('referPerson', 'age 120', aValidReferral({ age: 120 })),

  refuse('contactUs', 'blank message', aValidContactMessage({ message: ' \n ' })),
  refuse('contactUs', 'message too long', aValidContactMessage({ message: 'x'.repeat(FORM_TEXT_LIMITS.message + 1) })),
  refuse('contactUs', 'name too long', aValidContactMessage({ name: 'x'.repeat(FORM_TEXT_LIMITS.name + 1) })),
  refuse('contactUs', 'not an object', ['a list']),
  accept('contactUs', 'name of one letter', aValidContactMessage({ name: 'M' })),

  refuse('volunteer', 'gender not on its list', aValidVolunteerSubmission({ gender: 'male' as never })),
  refuse('volunteer', 'age 200', aValidVolunteerSubmission({ age: 200 })),
  refuse('volunteer', '9-digit phone', aValidVolunteerSubmission({ phone: '987654321' })),
  refuse('volunteer', 'age as words', aValidVolunteerSubmission({ age: 'old' })),
  refuse('volunteer', 'seven answers', aValidVolunteerSubmission({ questions_and_answers: Array.from({ length: 7 }, () => ({ ques: 'Q?', ans: 'A' })) })),
  refuse('volunteer', 'blank question', aValidVolunteerSubmission({ questions_and_answers: [{ ques: ' ', ans: 'A' }] })),
  accept('volunteer', 'blank phone and age, no gender', aValidVolunteerSubmission({ phone: '', age: '', gender: null as never })),

  refuse('bookSession', 'gender not on its list', aValidBooking({ gender: 'woman' as never })),
  refuse('bookSession', 'problem not on its list', aValidBooking({ problem: 'stress' as never })),
  refuse('bookSession', 'time not a listed slot', aValidBooking({ time: '10:30 AM' as never })),
  refuse('bookSession', 'time spelled differently', aValidBooking({ time: '11 AM' as never })),
  refuse('bookSession', 'age 0 as text', aValidBooking({ age: '0' })),
  refuse('bookSession', 'age 150', aValidBooking({ age: 150 })),
  refuse('bookSession', 'age as words', aValidBooking({ age: 'twenty' })),
  refuse('bookSession', '5-digit phone', aValidBooking({ phone: '12345' })),
  refuse('bookSession', 'date not on the calendar', aValidBooking({ date: '2031-02-30' })),
  refuse('bookSession', 'date written day first', aValidBooking({ date: '31/12/2031' })),
  refuse('bookSession', 'invalid email', aValidBooking({ email: 'sneha at example.in' })),
  accept('bookSession', 'age as a number', aValidBooking({ age: 29 as never })),
  accept('bookSession', 'phone with a leading 0 and spaces', aValidBooking({ phone: '0 98765 43210' })),

  refuse('careersApply', 'language not on the list', aValidCareersApplication({ language1: 'Klingon' as never })),
  refuse('careersApply', 'second language not on the list', aValidCareersApplication({ language2: 'Latin' as never })),
  refuse('careersApply', 'gender spelled as the booking form does', aValidCareersApplication({ gender: 'others' as never })),
  refuse('careersApply', 'age 17', aValidCareersApplication({ age: 17 })),
  refuse('careersApply', 'age 101 as text', aValidCareersApplication({ age: '101' })),
  refuse('careersApply', 'experience 81', aValidCareersApplication({ experience: 81 })),
  refuse('careersApply', 'negative experience', aValidCareersApplication({ experience: '-1' })),
  refuse('careersApply', '9-digit phone', aValidCareersApplication({ phone_number: '987654321' })),
  refuse('careersApply', '11-digit Aadhaar', aValidCareersApplication({ aadhar_number: aValidAadhaar().slice(0, 11) })),
  refuse('careersApply', 'Aadhaar starting with 1', aValidCareersApplication({ aadhar_number: aValidAadhaar('13456789012') })),
  refuse('careersApply', "PAN of a company (fourth letter C)", aValidCareersApplication({ pan_card_number: 'ABCCK1234L' })),
  refuse('careersApply', 'document link that is no upload URL', aValidCareersApplication({ photograph_link: 'https://elsewhere.example/photo.jpg' })),
  refuse('careersApply', 'RCI ticked without its document', aValidCareersApplication({ has_rci: true })),
  refuse('careersApply', 'name of two letters once trimmed', aValidCareersApplication({ full_name: '  Ab  ' })),
  accept('careersApply', 'PAN in lower case with a space', aValidCareersApplication({ pan_card_number: 'abcpk 1234l' })),
  accept('careersApply', 'Aadhaar in groups of four', aValidCareersApplication({ aadhar_number: aValidAadhaar().replace(/(\d{4})(?=\d)/g, '$1 ') })),
  accept('careersApply', 'no second language', aValidCareersApplication({ language2: '' as never })),
  accept('careersApply', 'age and experience as text', aValidCareersApplication({ age: '35', experience: '0' })),
  accept('careersApply', 'RCI ticked with its document', aValidCareersApplication({ has_rci: true, rci_document_link: anUploadedFileUrl('rci-0001.pdf') })),

  refuse('signup', 'invalid email', freshSignup({ email: 'nikhil.example.in' })),
  refuse('signup', 'blank name', freshSignup({ name: '  ' })),
  refuse('signup', 'password of 7 characters', freshSignup({ password: 'x7#kq2m' })),
  refuse('signup', 'password over the limit', freshSignup({ password: 'k'.repeat(FORM_TEXT_LIMITS.password + 1) })),
  accept('signup', 'a new account', freshSignup()),

  refuse('login', 'blank email', aValidLogin({ email: ' ' })),
  refuse('login', 'empty password', aValidLogin({ password: '' })),
  refuse('login', 'unknown field', { ...aValidLogin(), remember: true }),
  accept('login', 'an unknown account (refused by 401, not by validation)', aValidLogin({ email: 'nobody@example.in' })),

  refuse('subscribeNewsletter', 'no address', {}),
  refuse('subscribeNewsletter', 'an address without a domain', aValidNewsletterSubscription({ email: 'reader@' })),
  refuse('subscribeNewsletter', 'unknown field', { ...aValidNewsletterSubscription(), name: 'Reader' }),
  accept('subscribeNewsletter', 'an address in capitals, with spaces around', aValidNewsletterSubscription({ email: '  READER@EXAMPLE.IN ' })),

  refuse('submitLead', 'unknown kind', aValidLead({ kind: 'investor' as never })),
  refuse('submitLead', 'blank organisation', aValidLead({ organisation: '  ' })),
  refuse('submitLead', 'size 0', aValidLead({ size: 0 })),
  refuse('submitLead', 'size over a million', aValidLead({ size: 1_000_001 })),
  refuse('submitLead', 'a landline', aValidLead({ phone: '020 2553 1234' })),
  accept('submitLead', 'size and phone as text, message blank', aValidLead({ size: '1000000', phone: '+91 98765 43210', message: '' })),
  accept('submitLead', 'a school lead with only the required fields', { kind: 'school-demo', name: 'Asha', email: 'asha@gmail.com', organisation: 'Sunrise School' }),

  refuse('requestCallback', 'consent not given', aValidCallbackRequest({ consent: false as never })),
  refuse('requestCallback', 'consent as text', aValidCallbackRequest({ consent: 'true' as never })),
  refuse('requestCallback', 'reason by a label', aValidCallbackRequest({ reason: 'Crisis' as never })),
  refuse('requestCallback', 'mobile starting with 5', aValidCallbackRequest({ phone: '5876543210' })),
  refuse('requestCallback', 'blank name', aValidCallbackRequest({ name: '  ' })),
  refuse('requestCallback', 'unknown field', { ...aValidCallbackRequest(), email: 'asha@example.in' }),
  accept('requestCallback', 'phone with +91 and spaces, help with booking', aValidCallbackRequest({ phone: '+91 98765 43210', reason: 'booking-help' })),

  refuse('holdSlot', 'mode by its label', aHoldRequest(A_FREE_START, { mode: 'Video call' })),
  refuse('holdSlot', 'start without its offset', aHoldRequest(A_FREE_START, { start: '2026-12-01T18:00:00' })),
  refuse('holdSlot', 'therapist id with capitals', aHoldRequest(A_FREE_START, { therapist_id: 'Ananya-Rao' })),
  refuse('holdSlot', 'unknown field', aHoldRequest(A_FREE_START, { notes: 'hi' })),
  accept('holdSlot', 'a free slot of the directory', aHoldRequest(A_FREE_START)),
  refuse('releaseHold', 'no hold id', {}),
  refuse('releaseHold', 'an empty hold id', { hold_id: '' }),
  refuse('releaseHold', 'unknown field', { hold_id: 'h-1', therapist_id: 'ananya-rao' }),
  accept('releaseHold', 'a hold id, whether or not it names a live hold', { hold_id: 'h-1' }),
  refuse('confirmNewsletter', 'no token', {}),
  refuse('confirmNewsletter', 'a token with spaces', { token: 'not a token' }),
  accept('confirmNewsletter', 'a token, whether or not it opens anything (then 410)', { token: 'q3JzV1x0b2tlbg' }),
  refuse('unsubscribeNewsletter', 'an empty token', { token: '' }),
  refuse('unsubscribeNewsletter', 'unknown field', { token: 'q3JzV1x0b2tlbg', email: 'asha@example.in' }),
  accept('unsubscribeNewsletter', 'a token, whether or not it opens anything (then 410)', { token: 'q3JzV1x0b2tlbg' }),
  refuse('requestManageLinks', 'no contact', {}),
  refuse('requestManageLinks', 'a blank contact', { contact: '  ' }),
  refuse('requestManageLinks', 'neither an e-mail address nor a phone number', { contact: '12345' }),
  refuse('requestManageLinks', 'unknown field', { contact: 'asha@example.in', reference: 'MNB-7K2Q9D' }),
  accept('requestManageLinks', 'an e-mail address, whether or not anything is booked under it', { contact: 'asha@example.in' }),
  accept('requestManageLinks', 'a phone number with +91 and spaces', { contact: '+91 98765 43210' }),
  refuse('confirmAppointment', '9-digit phone', aConfirmRequest('h-1', { phone: '987654321' })),
  refuse('confirmAppointment', 'age 0', aConfirmRequest('h-1', { age: '0' })),
  refuse('confirmAppointment', 'no hold', aConfirmRequest('', {})),
  refuse('confirmAppointment', 'notes over the limit', aConfirmRequest('h-1', { notes: 'n'.repeat(FORM_TEXT_LIMITS.message + 1) })),
  accept('confirmAppointment', 'a hold that is not there (refused by 410, not by validation)', aConfirmRequest('not-held')),
  accept('confirmAppointment', "the wizard's answers shared (410: the hold is not there)", aConfirmRequest('not-held', { intake: aCompleteWizardAnswers() })),
  accept('confirmAppointment', 'intake null: not shared (410: the hold is not there)', aConfirmRequest('not-held', { intake: null })),
  refuse('confirmAppointment', 'intake with a language by its label', aConfirmRequest('h-1', { intake: aCompleteWizardAnswers({ languages: ['Marathi' as never] }) })),
  refuse('confirmAppointment', 'intake with an unknown answer', aConfirmRequest('h-1', { intake: { ...aCompleteWizardAnswers(), mood: 'low' } })),
  refuse('confirmAppointment', 'intake as text', aConfirmRequest('h-1', { intake: 'anxiety, evenings' })),
  accept('confirmAppointment', 'an SMS opt-in with the words shown (410: the hold is not there)', aConfirmRequest('not-held', { message_opt_ins: [optInOf('sms')] })),
  refuse('confirmAppointment', 'an opt-in to a channel there is none of', aConfirmRequest('h-1', { message_opt_ins: [{ ...optInOf('sms'), channel: 'telegram' }] })),
  refuse('confirmAppointment', 'opt-ins as one text', aConfirmRequest('h-1', { message_opt_ins: 'sms' })),

  accept('deliveryReceipt', 'a delivered receipt (refused by 401 unsigned, not by validation)', { message_id: 'prov-1', status: 'delivered' }),
  accept('mailBounce', 'a hard bounce (refused by 401 unsigned, not by validation)', { message_id: '<m-1@manobal.outbox>', kind: 'hard', reason: '550 5.1.1 no such user' }),
  // Without its manage token the reschedule is 401 before its body is read, so only an accepted body is compared.
  accept('rescheduleAppointment', 'a new start with its offset (401 without the manage token)', { start: '2026-12-02T18:00:00+05:30' }),

  refuse('reportVital', 'metric not measured', { name: 'FID', value: 12, id: 'v1', route: '/' }),
  refuse('reportVital', 'negative value', { name: 'LCP', value: -1, id: 'v1', route: '/' }),
  refuse('reportVital', 'route without a slash', { name: 'LCP', value: 1, id: 'v1', route: 'home' }),
  accept('reportVital', 'a sample without a rating', { name: 'CLS', value: 0.02, id: 'v1', route: '/therapy' }),

  // Every record form, from its example alone: a later one is held to the document without a line here.
  ...RECORD_FORM_IDS.flatMap((form) => {
    const { call } = FORMS[form];
    return [
      accept(call, 'its example', VALID_PAYLOADS[form]()),
      refuse(call, 'an empty body', {}),
      refuse(call, 'an unknown field', { ...VALID_PAYLOADS[form](), unknownField: 'x' }),
    ];
  }),
];

describeEachEngine('the OpenAPI document and the server agree on payloads', (engine) => {
  let db: TestDatabase;
  let server: TestServer;
  let doc: ReturnType<typeof openApiValidator>;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    // SMS and WhatsApp configured (nothing is sent here): opt-ins are offered and receipts and bounces taken, signed.
    server = await startTestServer(db, { therapists: createInMemoryAvailabilityReader([aBookableTherapist()]), env: fakePhoneProviderEnv('http://127.0.0.1:9', { MAIL_BOUNCE_SECRET: FAKE_MAIL_BOUNCE_SECRET }) });
    doc = openApiValidator((await server.get(OPENAPI_PATH)).json as Json);
    // The careers payloads link to these uploads, as a real applicant's would.
    await arrangeLinkedUploads(server.store, aValidCareersApplication({ rci_document_link: anUploadedFileUrl('rci-0001.pdf') }));
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('covers every JSON call', () => {
    const jsonCalls = doc.operations
      .filter(({ operation }) => Object.keys((operation.requestBody as { content?: Json } | undefined)?.content ?? {}).includes('application/json'))
      // Staff calls need the staff token: tests/server/therapists.test.ts holds their agreement cases. The staff
      // sign-in calls answer only the console's own origin: tests/server/staff-sign-in.test.ts holds theirs.
      .filter(({ operation }) => !JSON.stringify(operation.security ?? []).includes('staffToken'))
      .filter(({ operation }) => !(String(operation.operationId) in STAFF_SIGN_IN_CONTRACT))
      .map(({ operation }) => operation.operationId);
    expect(new Set(CASES.map((c) => c.call))).toEqual(new Set(jsonCalls));
  });

  it.each(CASES.map((c) => [`${c.call}: ${c.what}`, c] as const))('%s', async (_name, { call, body, accepted }) => {
    const byDocument = doc.accepts(call, body);
    const answer = await server.post(doc.operation(call).path, body);
    // Validation refusals are 400; a valid login for an unknown account is 401, a repeated signup 409.
    const byServer = answer.status !== 400;
    expect({ document: byDocument.ok, server: byServer }, `document: ${byDocument.errors || 'accepted'}; server: ${answer.status} ${answer.text}`).toEqual({
      document: accepted,
      server: accepted,
    });
    // A confirm of a hold that is not there is 410: valid, but too late; so is a newsletter link's token that opens nothing.
    const validButGone = ['confirmAppointment', 'confirmNewsletter', 'unsubscribeNewsletter'].includes(call);
    if (accepted) expect([200, 201, 401, ...(validButGone ? [410] : [])]).toContain(answer.status);
  });
});

describe('the documented whole-number patterns', () => {
  it('match exactly the text forms of the range core checks', async () => {
    const db = await createTestDatabase('sqlite');
    const server = await startTestServer(db);
    try {
      const doc = openApiValidator((await server.get(OPENAPI_PATH)).json as Json);
      const texts = ['0', '1', '01', '+7', '-7', '99', '120', '121', '0120', '1e2', '12.0', ' 45 ', '', '0x10', '١٢'];
      for (const age of texts) {
        const byCore = /^\s*[+-]?\d{1,12}\s*$/.test(age) && Number(age) >= 1 && Number(age) <= 120;
        expect(doc.accepts('referPerson', aValidReferral({ age })).ok, JSON.stringify(age)).toBe(byCore);
      }
    } finally {
      await server.close();
      await db.drop();
    }
  });
});
