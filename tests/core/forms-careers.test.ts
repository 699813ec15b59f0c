import { describe, expect, it } from 'vitest';
import {
  CAREERS_DOCUMENTS,
  CAREERS_FORM_TO_WIRE,
  CAREERS_LANGUAGES,
  CAREERS_MESSAGES,
  careersApplicationSchema,
  careersErrorsForForm,
  careersFileIdFromUrl,
  careersFormToPayload,
  validateWith,
  type CareersApplicationInput, formMessageText, formMessageTexts } from '@manobal/core';
import { aValidCareersApplication, aValidCareersFormState, anUploadedFileUrl } from '../../fixtures/forms';

const errorsFor = (input: unknown): Record<string, string> =>
  validateWith(careersApplicationSchema, input).match(
    () => ({}),
    (e) => formMessageTexts('en', e.fieldErrors),
  );
const errorsWith = (overrides: Partial<CareersApplicationInput>) => errorsFor(aValidCareersApplication(overrides));

describe('careers application: the spec messages', () => {
  it('accepts the valid fixture', () => {
    expect(validateWith(careersApplicationSchema, aValidCareersApplication()).isOk()).toBe(true);
  });

  it.each<[string, Partial<CareersApplicationInput>, string, string]>([
    ['an empty name', { full_name: '' }, 'full_name', 'Name is required'],
    ['a blank name', { full_name: '   ' }, 'full_name', 'Name is required'],
    ['a two-letter name', { full_name: 'Al' }, 'full_name', 'Name must be at least 3 characters long'],
    ['an empty age', { age: '' }, 'age', 'Age must be 18 or above'],
    ['age 17', { age: 17 }, 'age', 'Age must be 18 or above'],
    ['age 101', { age: '101' }, 'age', 'Please enter a valid age'],
    ['a phone number of 9 digits', { phone_number: '987654321' }, 'phone_number', 'Please enter a valid 10-digit phone number'],
    ['an email without a domain', { email: 'asha@' }, 'email', 'Please enter a valid email address'],
    ['an empty email', { email: '' }, 'email', 'Please enter a valid email address'],
    ['a PAN with 4 digits missing', { pan_card_number: 'ABCPK' }, 'pan_card_number', 'Please enter a valid PAN Card number'],
    ['an Aadhaar of 10 digits', { aadhar_number: '2345678901' }, 'aadhar_number', 'Please enter a valid 12-digit Aadhar number'],
    ['an empty bio', { bio: '' }, 'bio', 'Bio is required'],
    ['an empty experience', { experience: '' }, 'experience', 'Experience is required'],
    ['an empty address', { address: ' ' }, 'address', 'Location is required'],
    ['no primary language', { language1: '' }, 'language1', 'At least one language is required'],
    ['empty education', { education: '' }, 'education', 'Education details are required'],
    ['RCI ticked without its document', { has_rci: true }, 'rci_document_link', 'RCI document is required when RCI is selected'],
    [
      'ISO ticked without its document',
      { has_iso_certification: true, iso_certification_document_link: '' },
      'iso_certification_document_link',
      'ISO certification is required when ISO is selected',
    ],
  ])('shows the message for %s', (_, overrides, field, message) => {
    const errors = errorsWith(overrides);
    expect(errors[field]).toBe(message);
    expect(Object.keys(errors)).toEqual([field]);
  });

  it.each([18, 100, '18', ' 42 '])('accepts age %j', (age) => {
    expect(errorsWith({ age })).toEqual({});
  });

  it('sends age and experience as integers', () => {
    const payload = validateWith(careersApplicationSchema, aValidCareersApplication({ age: '42', experience: '0' }))._unsafeUnwrap();
    expect(payload.age).toBe(42);
    expect(payload.experience).toBe(0);
  });

  it('rejects a fractional or negative experience', () => {
    expect(errorsWith({ experience: 2.5 }).experience).toBeDefined();
    expect(errorsWith({ experience: -1 }).experience).toBeDefined();
  });

  it.each(['photograph_link', 'aadhar_document_link', 'aadhar_back_document_link', 'pan_card_document_link', 'certification_document_link'] as const)(
    'requires %s, naming the document',
    (field) => {
      const label = CAREERS_DOCUMENTS.find((d) => d.linkField === field)!.label;
      expect(errorsWith({ [field]: '' })[field]).toBe(`${label} is required`);
    },
  );

  it('shows every failing field at once, including the licence rules', () => {
    const errors = errorsWith({ full_name: '', has_rci: true, email: 'nope' });
    expect(errors).toMatchObject({
      full_name: 'Name is required',
      email: 'Please enter a valid email address',
      rci_document_link: 'RCI document is required when RCI is selected',
    });
  });
});

describe('careers application: languages', () => {
  it('sends NA when there is no second language', () => {
    const payload = validateWith(careersApplicationSchema, aValidCareersApplication({ language2: '' }))._unsafeUnwrap();
    expect(payload.language2).toBe('NA');
  });

  it('refuses the same language twice', () => {
    expect(errorsWith({ language1: 'hindi', language2: 'hindi' }).language2).toBe(formMessageText('en', CAREERS_MESSAGES.languagesSame));
  });

  it('refuses a language outside the careers list', () => {
    expect(errorsWith({ language1: 'Klingon' }).language1).toBeDefined();
    expect(errorsWith({ language2: 'Klingon' }).language2).toBeDefined();
  });

  it('takes language ids, not their English names', () => {
    expect(errorsWith({ language1: 'Marathi' }).language1).toBe(formMessageText('en', CAREERS_MESSAGES.languageInvalid));
    expect(errorsWith({ language1: 'marathi', language2: 'English' }).language2).toBe(formMessageText('en', CAREERS_MESSAGES.languageInvalid));
    expect(errorsWith({ language1: 'marathi', language2: 'english' })).toEqual({});
  });

  it('accepts every one of the 23 listed languages as primary', () => {
    for (const language of CAREERS_LANGUAGES) {
      expect(errorsWith({ language1: language, language2: 'NA' }), language).toEqual({});
    }
  });
});

describe('careers application: document links', () => {
  it.each([
    anUploadedFileUrl('abc-123.pdf'),
    `http://127.0.0.1:3000${anUploadedFileUrl('abc_123')}`,
    `https://manobal.example${anUploadedFileUrl('x')}`,
  ])('accepts a link the upload call issues: %s', (url) => {
    expect(errorsWith({ photograph_link: url })).toEqual({});
  });

  it.each([
    'https://evil.example/photo.jpg',
    '/api/v1/careers/files/',
    '/api/v1/careers/files/../../etc/passwd',
    'javascript:alert(1)',
    `ftp://host${anUploadedFileUrl('x')}`,
  ])('refuses a link this server did not issue: %s', (url) => {
    expect(errorsWith({ photograph_link: url }).photograph_link).toBe('Photograph must be a file uploaded with this form');
  });

  it('reads the file id back from an issued link', () => {
    expect(careersFileIdFromUrl(`https://manobal.example${anUploadedFileUrl('f-9.png')}`)).toBe('f-9.png');
    expect(careersFileIdFromUrl('/elsewhere/f-9.png')).toBeNull();
  });

  it('keeps a licence link only while its box is ticked', () => {
    const link = anUploadedFileUrl('rci-1.pdf');
    const ticked = validateWith(careersApplicationSchema, aValidCareersApplication({ has_rci: true, rci_document_link: link }))._unsafeUnwrap();
    const unticked = validateWith(careersApplicationSchema, aValidCareersApplication({ has_rci: false, rci_document_link: link }))._unsafeUnwrap();
    expect(ticked.rci_document_link).toBe(link);
    expect('rci_document_link' in unticked).toBe(false);
  });

  it('refuses unknown fields', () => {
    const errors = errorsFor({ ...aValidCareersApplication(), salary_expectation: '1 crore' });
    expect(errors.salary_expectation).toBe('Unknown field: salary_expectation');
  });

  it('refuses input that is not an object', () => {
    expect(validateWith(careersApplicationSchema, 'full_name=Asha').isErr()).toBe(true);
  });
});

describe('careers form state and wire names', () => {
  it('builds a valid payload from a valid form state', () => {
    const payload = validateWith(careersApplicationSchema, careersFormToPayload(aValidCareersFormState()))._unsafeUnwrap();
    expect(payload).toMatchObject({ full_name: 'Dr. Asha Kulkarni', age: 35, pan_card_number: 'ABCPK1234L', phone_number: '9876543210' });
  });

  it('sends no licence link for an unticked licence even if a file was uploaded', () => {
    const input = careersFormToPayload(aValidCareersFormState({ rci: anUploadedFileUrl('rci.pdf') }));
    expect(input).not.toHaveProperty('rci_document_link');
  });

  it('sends NA when the second language is not chosen', () => {
    expect(careersFormToPayload(aValidCareersFormState({ languages: { first: 'hindi', second: '' } })).language2).toBe('NA');
  });

  it('shows wire errors under the form fields', () => {
    const input = careersFormToPayload(aValidCareersFormState({ name: '', location: '', languages: { first: '', second: '' }, licenses: { rci: true, iso: false } }));
    const wireErrors = errorsFor(input);
    expect(careersErrorsForForm(wireErrors)).toEqual({
      name: 'Name is required',
      location: 'Location is required',
      'languages.first': 'At least one language is required',
      rci: 'RCI document is required when RCI is selected',
    });
  });

  it('maps every wire field of the payload to a form field', () => {
    const wireFields = Object.keys(aValidCareersApplication({ rci_document_link: 'x', iso_certification_document_link: 'y' }));
    expect(new Set(Object.values(CAREERS_FORM_TO_WIRE))).toEqual(new Set(wireFields));
  });
});
