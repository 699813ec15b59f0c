import { CALL_MESSAGES, type Clock, type PayloadCallName } from '@manobal/core';
// The document's examples are the test suite's Object Mothers, so an example the server would refuse fails the
// tests (tests/server/openapi-examples.test.ts sends every one of them) instead of misleading a client.
import {
  anUploadedFileUrl,
  aValidBooking,
  aValidCareersApplication,
  aValidContactMessage,
  aValidLead,
  aValidLogin,
  aValidNewsletterSubscription,
  aValidReferral,
  aValidSignup,
  aValidVolunteerSubmission,
} from '../../../fixtures/forms';

type JsonCall = PayloadCallName;

/** An id as the server issues them (randomUUID). */
const EXAMPLE_ID = '3f0c9a52-7d1e-4b8a-9c3e-5a6b7c8d9e0f';

export interface CallExample {
  readonly request: unknown;
  readonly response: unknown;
}

const created = (call: JsonCall): unknown => ({ success: true, msg: CALL_MESSAGES[call].success, data: { id: EXAMPLE_ID } });

/** One valid request of each JSON call and the server's answer to it; the booking is for tomorrow as `clock` sees it. */
export const callExamples = (clock: Clock): Readonly<Record<JsonCall, CallExample>> => {
  const signup = aValidSignup();
  return {
    referPerson: { request: aValidReferral(), response: created('referPerson') },
    contactUs: { request: aValidContactMessage(), response: created('contactUs') },
    volunteer: { request: aValidVolunteerSubmission(), response: created('volunteer') },
    bookSession: { request: aValidBooking({}, clock), response: created('bookSession') },
    careersApply: {
      // Its links name files uploaded before (the fixture's ids); the server checks they exist.
      request: aValidCareersApplication(),
      response: created('careersApply'),
    },
    signup: { request: signup, response: { success: true, msg: CALL_MESSAGES.signup.success } },
    login: {
      request: aValidLogin({ email: signup.email, password: signup.password }),
      response: {
        success: true,
        msg: CALL_MESSAGES.login.success,
        data: {
          access_token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIzZjBjOWE1MiJ9.c2lnbmF0dXJl',
          user: { id: EXAMPLE_ID, name: signup.name, email: signup.email },
        },
      },
    },
    subscribeNewsletter: { request: aValidNewsletterSubscription(), response: { success: true, msg: CALL_MESSAGES.subscribeNewsletter.success } },
    submitLead: { request: aValidLead(), response: created('submitLead') },
  };
};

export const uploadExampleResponse = { success: true, msg: CALL_MESSAGES.careersUpload.success, data: { file_url: anUploadedFileUrl(EXAMPLE_ID) } };
export const EXAMPLE_FILE_ID = EXAMPLE_ID;
