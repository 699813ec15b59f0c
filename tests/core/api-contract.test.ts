import { describe, expect, it } from 'vitest';
import {
  API_CONTRACT,
  CALL_MESSAGES,
  ENDPOINTS,
  errorEnvelopeSchema,
  fixedClock,
  FORM_IDS,
  formSchema,
  FORMS,
  type CallContract,
  type CallName,
  SAMPLE_THERAPISTS,
  toPublicTherapist,
} from '@manobal/core';
import {
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
} from '../../fixtures/forms';
import { anAppointmentView } from '../../fixtures/in-memory/in-memory-appointments';

const clock = fixedClock('2025-07-05T08:30:00Z');

/** Spec section 7 and issue 13, copied as literals: every call is a POST on the provider API. */
const SPEC_CALLS: readonly (readonly [CallName, string, 'json' | 'multipart'])[] = [
  ['referPerson', '/api/v1/webpoints/refer_person', 'json'],
  ['contactUs', '/api/v1/webpoints/contact-us', 'json'],
  ['volunteer', '/api/v1/webpoints/volunteer', 'json'],
  ['bookSession', '/api/v1/webpoints/book_session', 'json'],
  ['careersUpload', '/api/v1/careers/upload', 'multipart'],
  ['careersApply', '/api/v1/careers/apply', 'json'],
  ['signup', '/api/v1/signup/', 'json'],
  ['login', '/api/v1/login/', 'json'],
  ['subscribeNewsletter', '/api/v1/webpoints/newsletter', 'json'],
  ['submitLead', '/api/v1/webpoints/leads', 'json'],
];

/** Issue 14's appointment calls: [call, method, path, encoding]; the manage calls carry the manage token as bearer. */
const APPOINTMENT_CALLS: readonly (readonly [CallName, string, string, 'json' | 'query'])[] = [
  ['holdSlot', 'POST', '/api/v1/appointments/holds', 'json'],
  ['releaseHold', 'POST', '/api/v1/appointments/holds/release', 'json'],
  ['confirmAppointment', 'POST', '/api/v1/appointments', 'json'],
  ['showAppointment', 'GET', '/api/v1/appointments/{reference}', 'query'],
  ['cancelAppointment', 'POST', '/api/v1/appointments/{reference}/cancel', 'query'],
  ['rescheduleAppointment', 'POST', '/api/v1/appointments/{reference}/reschedule', 'json'],
  ['myAppointments', 'GET', '/api/v1/me/appointments', 'query'],
  ['logout', 'POST', '/api/v1/logout/', 'query'],
  ['listTherapists', 'GET', '/api/v1/therapists', 'query'],
  ['getTherapist', 'GET', '/api/v1/therapists/{id}', 'query'],
  ['therapistSlots', 'GET', '/api/v1/therapists/{id}/slots', 'query'],
  // Issue 15.
  ['requestCallback', 'POST', '/api/v1/callbacks', 'json'],
  ['requestManageLinks', 'POST', '/api/v1/appointments/lost-link', 'json'],
  ['confirmNewsletter', 'POST', '/api/v1/newsletter/confirm', 'json'],
  ['unsubscribeNewsletter', 'POST', '/api/v1/newsletter/unsubscribe', 'json'],
  ['unsubscribeOneClick', 'POST', '/api/v1/newsletter/one-click', 'query'],
];

const AN_APPOINTMENT = anAppointmentView();
const A_THERAPIST = toPublicTherapist(SAMPLE_THERAPISTS[0]!.therapist);
const A_CONFIRMATION = { hold_id: 'h-1', name: 'Asha Verma', email: 'asha@example.com', phone: '9876543210', age: '29' };

const aFilePart = (overrides: Record<string, unknown> = {}) => ({ name: 'sample.pdf', size: 2048, type: 'application/pdf', ...overrides });

/** [valid request, invalid request, a success answer] per call. */
const SAMPLES: Record<CallName, { valid: unknown; invalid: unknown; answer: unknown }> = {
  referPerson: { valid: aValidReferral(), invalid: aValidReferral({ email: 'not-an-email' }), answer: { success: true, msg: 'Thank you! We will reach out soon.', data: { id: 'r-1' } } },
  contactUs: { valid: aValidContactMessage(), invalid: aValidContactMessage({ message: '' }), answer: { success: true, msg: 'Thank you! Your message has been sent.' } },
  volunteer: { valid: aValidVolunteerSubmission(), invalid: aValidVolunteerSubmission({ name: '' }), answer: { success: true, msg: 'Thank you for volunteering with us!', data: { id: 'v-1' } } },
  bookSession: { valid: aValidBooking({}, clock), invalid: aValidBooking({ phone: '12345' }, clock), answer: { success: true, msg: 'Your free introductory call is booked for Tue 11 Mar, 11:00 AM IST; our care team will call you on 98765 43210. Your reference is CALL-7K2Q9D.', data: { id: 'b-1', reference: 'CALL-7K2Q9D', status: 'waiting', date: '2025-03-11', time: '11:00 AM' } } },
  careersUpload: {
    valid: { file: aFilePart() },
    invalid: { file: aFilePart({ size: 10485761 }) },
    answer: { success: true, msg: 'Uploaded', data: { file_url: '/api/v1/careers/files/f-1' } },
  },
  careersApply: { valid: aValidCareersApplication(), invalid: aValidCareersApplication({ pan_card_number: 'ABC' }), answer: { success: true, msg: 'Profile submitted', data: { id: 'a-1' } } },
  signup: { valid: aValidSignup(), invalid: aValidSignup({ password: '' }), answer: { success: true, msg: 'Signup successful, redirecting to login page' } },
  login: {
    valid: aValidLogin(),
    invalid: aValidLogin({ email: '' }),
    answer: { success: true, msg: 'Login successful', data: { access_token: 'token-1', user: { id: 'u-1', name: 'Nikhil Rao', email: 'nikhil.rao@example.in' } } },
  },
  subscribeNewsletter: {
    valid: aValidNewsletterSubscription(),
    invalid: aValidNewsletterSubscription({ email: 'not-an-email' }),
    answer: { success: true, msg: CALL_MESSAGES.subscribeNewsletter.success },
  },
  holdSlot: {
    valid: { therapist_id: 'ananya-rao', start: '2026-12-01T18:00:00+05:30', mode: 'video' },
    invalid: { therapist_id: 'ananya-rao', start: '1 Dec, 6 pm', mode: 'video' },
    answer: { success: true, msg: 'Held', data: { hold_id: 'h-1', expires_at: '2026-11-30T09:05:00+05:30', phone_channels: ['sms'] } },
  },
  releaseHold: {
    valid: { hold_id: 'h-1' },
    invalid: { hold_id: '' },
    answer: { success: true, msg: 'This time is free again.' },
  },
  confirmAppointment: {
    valid: A_CONFIRMATION,
    invalid: { ...A_CONFIRMATION, phone: '12345' },
    answer: { success: true, msg: 'Confirmed', data: { ...AN_APPOINTMENT, manage_token: 'token-1' } },
  },
  showAppointment: { valid: { reference: 'MNB-7K2Q9D' }, invalid: { reference: '' }, answer: { success: true, msg: 'ok', data: AN_APPOINTMENT } },
  cancelAppointment: { valid: { reference: 'MNB-7K2Q9D' }, invalid: { reference: '' }, answer: { success: true, msg: 'ok', data: { ...AN_APPOINTMENT, status: 'cancelled' } } },
  rescheduleAppointment: {
    valid: { reference: 'MNB-7K2Q9D', start: '2026-12-02T18:00:00+05:30' },
    invalid: { reference: 'MNB-7K2Q9D', start: 'tomorrow' },
    answer: { success: true, msg: 'ok', data: AN_APPOINTMENT },
  },
  requestManageLinks: { valid: { contact: 'asha@example.com' }, invalid: { contact: '12345' }, answer: { success: true, msg: CALL_MESSAGES.requestManageLinks.success } },
  confirmNewsletter: { valid: { token: 'q3JzV1x0b2tlbg' }, invalid: { token: 'not a token' }, answer: { success: true, msg: CALL_MESSAGES.confirmNewsletter.success } },
  unsubscribeNewsletter: { valid: { token: 'q3JzV1x0b2tlbg' }, invalid: { token: '' }, answer: { success: true, msg: CALL_MESSAGES.unsubscribeNewsletter.success } },
  unsubscribeOneClick: { valid: { t: 'q3JzV1x0b2tlbg' }, invalid: {}, answer: { success: true, msg: CALL_MESSAGES.unsubscribeOneClick.success } },
  myAppointments: { valid: {}, invalid: null, answer: { success: true, msg: 'ok', data: { upcoming: [AN_APPOINTMENT], past: [] } } },
  logout: { valid: {}, invalid: null, answer: { success: true, msg: 'You are logged out.' } },
  listTherapists: { valid: { language: 'marathi', concern: 'stress-anxiety', mode: 'video' }, invalid: { language: 'Marathi' }, answer: { success: true, msg: 'ok', data: { items: [A_THERAPIST] } } },
  getTherapist: { valid: { id: 'ananya-rao' }, invalid: { id: 'Ananya Rao' }, answer: { success: true, msg: 'ok', data: A_THERAPIST } },
  therapistSlots: {
    valid: { id: 'ananya-rao', from: '2026-12-01', days: '14', mode: 'video' },
    invalid: { id: 'ananya-rao', days: 32 },
    answer: { success: true, msg: 'ok', data: { timezone: 'Asia/Kolkata', days: [{ date: '2026-12-01', slots: [{ start: '2026-12-01T18:00:00+05:30', end: '2026-12-01T19:00:00+05:30', modes: ['video'] }] }] } },
  },
  requestCallback: {
    valid: aValidCallbackRequest(),
    invalid: aValidCallbackRequest({ consent: false as never }),
    answer: {
      success: true,
      msg: 'Thank you. Our care team is not working just now.',
      data: { id: 'c-1', reason: 'crisis', care_team: { state: 'closed', opens_at: '2026-12-02T03:30:00.000Z' }, hours: { opens: '09:00', closes: '21:00' }, acknowledgement: 'sms' },
    },
  },
  submitLead: {
    valid: aValidLead(),
    invalid: aValidLead({ kind: 'investor' as never }),
    answer: { success: true, msg: 'Thank you. Our team will write to you within two working days.', data: { id: 'l-1' } },
  },
};

describe('the API contract', () => {
  it("holds exactly the eight calls of spec section 7, the two of issue 13, issue 14's appointment calls and issue 15's call-back", () => {
    expect(Object.keys(API_CONTRACT).sort()).toEqual([...SPEC_CALLS, ...APPOINTMENT_CALLS].map(([call]) => call).sort());
  });

  it.each(APPOINTMENT_CALLS)('sends the appointment call %s as %s %s (%s)', (call, method, path, encoding) => {
    expect(API_CONTRACT[call]).toMatchObject({ method, path, encoding });
  });

  it.each(APPOINTMENT_CALLS.map(([call]) => call))('accepts a valid %s request and a sample success answer', (call) => {
    expect(API_CONTRACT[call].request.safeParse(SAMPLES[call].valid).success).toBe(true);
    if (SAMPLES[call].invalid !== null) expect(API_CONTRACT[call].request.safeParse(SAMPLES[call].invalid).success).toBe(false);
    expect(API_CONTRACT[call].response.safeParse(SAMPLES[call].answer).success).toBe(true);
  });

  it.each(SPEC_CALLS)('sends %s as POST %s (%s)', (call, path, encoding) => {
    expect(API_CONTRACT[call]).toMatchObject({ method: 'POST', path, encoding });
    expect(ENDPOINTS[call]).toMatchObject({ method: 'POST', path, encoding });
  });

  it('carries the upload in the multipart field "file"', () => {
    expect(Object.keys(API_CONTRACT.careersUpload.request.shape)).toEqual(['file']);
  });

  it.each(FORM_IDS)('validates the %s form call with the very schema the form uses', (id) => {
    const contract: CallContract = API_CONTRACT[FORMS[id].call];
    expect(contract.request).toBe(FORMS[id].shape);
    expect(contract.form).toBe(id);
  });

  it.each(SPEC_CALLS.map(([call]) => call))('accepts a valid %s request and refuses an invalid one', (call) => {
    const { request } = API_CONTRACT[call];
    expect(request.safeParse(SAMPLES[call].valid).success).toBe(true);
    expect(request.safeParse(SAMPLES[call].invalid).success).toBe(false);
    expect(request.safeParse({}).success).toBe(false);
  });

  it('leaves the booking time rules to the form schema of the moment', () => {
    const yesterday = aValidBooking({ date: '2025-07-04' }, clock);
    expect(API_CONTRACT.bookSession.request.safeParse(yesterday).success).toBe(true);
    expect(formSchema(API_CONTRACT.bookSession.form, clock).safeParse(yesterday).success).toBe(false);
  });

  it.each(SPEC_CALLS.map(([call]) => call))('accepts a sample success envelope of %s', (call) => {
    expect(API_CONTRACT[call].response.safeParse(SAMPLES[call].answer).success).toBe(true);
  });

  it.each(SPEC_CALLS.map(([call]) => call))('refuses a failure envelope as a %s success', (call) => {
    expect(API_CONTRACT[call].response.safeParse({ success: false, msg: 'No' }).success).toBe(false);
  });

  it('requires the data the clients read: file_url of an upload, token and user of a login', () => {
    expect(API_CONTRACT.careersUpload.response.safeParse({ success: true, msg: 'Uploaded' }).success).toBe(false);
    expect(API_CONTRACT.careersUpload.response.safeParse({ success: true, msg: 'Uploaded', data: { file_url: '' } }).success).toBe(false);
    expect(API_CONTRACT.login.response.safeParse({ success: true, msg: 'Login successful', data: { access_token: 'token-1' } }).success).toBe(false);
  });

  it('answers a signup and a newsletter subscription with success and msg only', () => {
    expect(API_CONTRACT.signup.response.safeParse({ success: true, msg: 'Done', data: { id: 'u-1' } }).success).toBe(false);
    expect(API_CONTRACT.subscribeNewsletter.response.safeParse({ success: true, msg: 'Done', data: { id: 'n-1' } }).success).toBe(false);
  });

  it('names one port method per call, each once, the upload as uploadDocument and careers apply as apply', () => {
    const ports = Object.values(ENDPOINTS).map((endpoint) => endpoint.port);
    expect(new Set(ports).size).toBe(ports.length);
    expect(ENDPOINTS.careersUpload.port).toBe('uploadDocument');
    expect(ENDPOINTS.careersApply.port).toBe('apply');
    expect(ENDPOINTS.subscribeNewsletter.port).toBe('subscribeNewsletter');
    expect(ENDPOINTS.submitLead.port).toBe('submitLead');
  });

  it('carries the fallback messages of each call', () => {
    for (const call of SPEC_CALLS.map(([name]) => name)) expect(API_CONTRACT[call].messages.success.length).toBeGreaterThan(0);
  });

  describe('the one error envelope', () => {
    it('carries msg and the field errors of a refused form', () => {
      const answer = { success: false, msg: 'Passwords do not match', errors: { confirmPassword: 'Passwords do not match' } };
      expect(errorEnvelopeSchema.parse(answer)).toEqual(answer);
      expect(errorEnvelopeSchema.safeParse({ success: false, msg: 'Signup failed' }).success).toBe(true);
    });

    it('is never a success', () => {
      expect(errorEnvelopeSchema.safeParse({ success: true, msg: 'Login successful' }).success).toBe(false);
    });
  });
});
