import { describe, expect, it } from 'vitest';
import {
  contactPayloadSchema,
  FORM_TEXT_LIMITS,
  referPayloadSchema,
  toVolunteerPayload,
  validateWith,
  VOLUNTEER_CATALOG_EN,
  VOLUNTEER_FEATURE_OPTIONS,
  VOLUNTEER_GENDER_OPTIONS,
  VOLUNTEER_QUESTIONS,
  volunteerPayloadSchema, formMessageTexts } from '@manobal/core';
import { aValidContactMessage, aValidReferral, aValidVolunteerForm, aValidVolunteerSubmission } from '../../fixtures/forms';

const errorsOf = (schema: Parameters<typeof validateWith>[0], input: unknown): Record<string, string> =>
  validateWith(schema, input).match(
    () => ({}),
    (e) => formMessageTexts('en', e.fieldErrors),
  );

describe('refer a person', () => {
  it('accepts the valid fixture and sends age as a number', () => {
    expect(validateWith(referPayloadSchema, aValidReferral({ age: '34' }))._unsafeUnwrap().age).toBe(34);
  });

  it.each(['name', 'email', 'mobile', 'age'] as const)('requires %s', (field) => {
    expect(errorsOf(referPayloadSchema, aValidReferral({ [field]: '' }))[field]).toBeDefined();
    const { [field]: _, ...without } = aValidReferral();
    expect(errorsOf(referPayloadSchema, without)[field]).toBeDefined();
  });

  it.each([0, -2, 12.5, '3 years', 121])('refuses age %j', (age) => {
    expect(errorsOf(referPayloadSchema, aValidReferral({ age })).age).toBe('Please enter a valid age');
  });

  it('normalises the mobile number', () => {
    expect(validateWith(referPayloadSchema, aValidReferral({ mobile: '0 98765-43210' }))._unsafeUnwrap().mobile).toBe('9876543210');
  });

  it('refuses a mobile number that is not Indian', () => {
    expect(errorsOf(referPayloadSchema, aValidReferral({ mobile: '+44 7700 900123' })).mobile).toBe('Please enter a valid 10-digit mobile number');
  });
});

describe('contact us', () => {
  it('accepts the valid fixture and trims the fields', () => {
    expect(validateWith(contactPayloadSchema, aValidContactMessage({ name: '  Meena  ' }))._unsafeUnwrap().name).toBe('Meena');
  });

  it.each([
    ['name', 'Name is required'],
    ['email', 'Email is required'],
    ['message', 'Message is required'],
  ] as const)('requires %s', (field, message) => {
    expect(errorsOf(contactPayloadSchema, aValidContactMessage({ [field]: ' ' }))).toEqual({ [field]: message });
  });

  it('bounds the message length', () => {
    const tooLong = 'a'.repeat(FORM_TEXT_LIMITS.message + 1);
    expect(errorsOf(contactPayloadSchema, aValidContactMessage({ message: tooLong })).message).toBe('Message must be at most 2000 characters');
    expect(errorsOf(contactPayloadSchema, aValidContactMessage({ message: 'a'.repeat(FORM_TEXT_LIMITS.message) }))).toEqual({});
  });

  it('refuses unknown fields', () => {
    expect(errorsOf(contactPayloadSchema, { ...aValidContactMessage(), subject: 'hi', cc: 'x' })).toMatchObject({ subject: 'Unknown field: subject', cc: 'Unknown field: cc' });
  });
});

describe('volunteer feedback', () => {
  it('accepts only name and email', () => {
    const result = validateWith(volunteerPayloadSchema, { name: 'Kabir', email: 'kabir@example.in' })._unsafeUnwrap();
    expect(result).toMatchObject({ name: 'Kabir', email: 'kabir@example.in', questions_and_answers: [] });
    expect(result.phone).toBeUndefined();
  });

  it('requires name and email', () => {
    expect(errorsOf(volunteerPayloadSchema, aValidVolunteerSubmission({ name: '', email: '' }))).toEqual({
      name: 'Name is required',
      email: 'Email is required',
    });
  });

  it('checks a phone number only when one is given', () => {
    expect(errorsOf(volunteerPayloadSchema, aValidVolunteerSubmission({ phone: '' }))).toEqual({});
    expect(errorsOf(volunteerPayloadSchema, aValidVolunteerSubmission({ phone: '12345' })).phone).toBe(
      'Please enter a valid 10-digit phone number',
    );
  });

  it('takes age as a number when given', () => {
    expect(validateWith(volunteerPayloadSchema, aValidVolunteerSubmission({ age: '27' }))._unsafeUnwrap().age).toBe(27);
    expect(errorsOf(volunteerPayloadSchema, aValidVolunteerSubmission({ age: 'abc' })).age).toBe('Please enter a valid age');
  });

  it('accepts Male, Female and Other only', () => {
    expect(errorsOf(volunteerPayloadSchema, aValidVolunteerSubmission({ gender: 'Other' }))).toEqual({});
    expect(errorsOf(volunteerPayloadSchema, aValidVolunteerSubmission({ gender: 'male' as 'Male' })).gender).toBeDefined();
  });

  it('builds the six questions with their answers from the form', () => {
    const payload = validateWith(volunteerPayloadSchema, toVolunteerPayload(aValidVolunteerForm()))._unsafeUnwrap();
    expect(payload.questions_and_answers.map((qa) => qa.ques)).toEqual(VOLUNTEER_QUESTIONS.map((q) => q.question));
    expect(payload.questions_and_answers[4]!.ans).toBe('Chatbot, Community');
    expect(payload.phone).toBe('9876543210');
  });

  it('offers the five features, as ids with the spec’s names in the catalog', () => {
    expect(VOLUNTEER_FEATURE_OPTIONS.map((id) => VOLUNTEER_CATALOG_EN.features[id])).toEqual([
      'Chatbot', 'Sleep and Fitness Tracking', 'Nutrition Tracking', 'Community', 'Personalized Reports',
    ]);
    for (const id of VOLUNTEER_FEATURE_OPTIONS) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(Object.keys(VOLUNTEER_CATALOG_EN.features).sort()).toEqual([...VOLUNTEER_FEATURE_OPTIONS].sort());
    expect(Object.keys(VOLUNTEER_CATALOG_EN.genders)).toEqual([...VOLUNTEER_GENDER_OPTIONS]);
  });

  it('bounds the list of answers', () => {
    const seven = Array.from({ length: 7 }, () => ({ ques: 'Q', ans: 'A' }));
    expect(errorsOf(volunteerPayloadSchema, aValidVolunteerSubmission({ questions_and_answers: seven })).questions_and_answers).toBe('Too many answers');
    const asText = aValidVolunteerSubmission({ questions_and_answers: 'Yes' as unknown as [] });
    expect(errorsOf(volunteerPayloadSchema, asText).questions_and_answers).toBe('Answers must be a list of questions and answers');
  });
});
