import { describe, expect, it } from 'vitest';
import {
  CALL_MESSAGES,
  CAREERS_DOCUMENT_MESSAGES,
  CAREERS_FIX_ERRORS_TOAST,
  CAREERS_SUBMIT_FALLBACK,
  careersDocument,
  createHttpApi,
  VOLUNTEER_SUCCESS_TOAST,
  type FetchLike,
} from '@manobal/core';
import { aValidCareersApplication, aValidSignup } from '../../fixtures/forms';

// The texts of spec sections 5 and 8, copied from the spec as literals.

const answering =
  (status: number, body: unknown): FetchLike =>
  async () => ({ ok: status >= 200 && status < 300, status, text: async () => JSON.stringify(body) });
const unreachable: FetchLike = async () => {
  throw new TypeError('fetch failed');
};

describe('the careers messages', () => {
  it("toasts 'Please fix the errors before submitting' on any form error", () => {
    expect(CAREERS_FIX_ERRORS_TOAST).toBe('Please fix the errors before submitting');
  });

  it('names the document in the upload-failure toast', () => {
    expect(CAREERS_DOCUMENT_MESSAGES.uploadFailedToast(careersDocument('aadharDocumentFront').label)).toBe(
      'Failed to upload Aadhar Document (Front). Please try again.',
    );
    expect(CAREERS_DOCUMENT_MESSAGES.uploadFailedToast(careersDocument('rci').label)).toBe('Failed to upload RCI License. Please try again.');
  });

  it("puts 'Upload failed. Please try again.' under the field", () => {
    expect(CAREERS_DOCUMENT_MESSAGES.uploadFailedField).toBe('Upload failed. Please try again.');
  });

  it("says 'Upload failed' internally when an upload does not succeed", () => {
    expect(CALL_MESSAGES.careersUpload.failure).toBe('Upload failed');
  });

  it("falls back to 'Failed to submit profile. Please try again.' when a submission fails without a server msg", async () => {
    expect(CAREERS_SUBMIT_FALLBACK).toBe('Failed to submit profile. Please try again.');
    const result = await createHttpApi({ baseUrl: '', fetchFn: unreachable }).apply(aValidCareersApplication() as never);
    expect(result._unsafeUnwrapErr().message).toBe('Failed to submit profile. Please try again.');
  });

  it("says 'Submission failed' when the server refuses without a msg", async () => {
    const result = await createHttpApi({ baseUrl: '', fetchFn: answering(200, { success: false, msg: '' }) }).apply(aValidCareersApplication() as never);
    expect(result._unsafeUnwrapErr().message).toBe('Submission failed');
  });
});

describe('the signup messages', () => {
  it("says 'Signup failed' when the server refuses without a msg", async () => {
    const result = await createHttpApi({ baseUrl: '', fetchFn: answering(400, { success: false, msg: '' }) }).signup(aValidSignup() as never);
    expect(result._unsafeUnwrapErr().message).toBe('Signup failed');
  });

  it("toasts 'Signup successful, redirecting to login page' when the server gives no msg", async () => {
    const result = await createHttpApi({ baseUrl: '', fetchFn: answering(201, { success: true, msg: '' }) }).signup(aValidSignup() as never);
    expect(result._unsafeUnwrap().msg).toBe('Signup successful, redirecting to login page');
  });
});

describe('the volunteer messages', () => {
  it("thanks the volunteer with 'Thank you for volunteering with us!'", () => {
    expect(VOLUNTEER_SUCCESS_TOAST).toBe('Thank you for volunteering with us!');
    expect(CALL_MESSAGES.volunteer.success).toBe('Thank you for volunteering with us!');
  });
});
