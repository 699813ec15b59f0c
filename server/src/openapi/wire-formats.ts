import {
  BOOKING_AGE_LIMITS,
  CAREERS_FILE_URL_PATTERN,
  CAREERS_LANGUAGES,
  CAREERS_MAX_EXPERIENCE_YEARS,
  FORM_TEXT_LIMITS,
  LIMITS,
  NO_SECOND_LANGUAGE,
  EMAIL_PATTERN,
  REFER_LIMITS,
  VOLUNTEER_AGE_LIMITS,
  type FormId,
  type WireFormat,
} from '@manobal/core';
import { integerRangePattern } from './integer-range-pattern';

export type JsonSchema = Record<string, unknown>;

/*
 * JSON Schema for the form fields whose zod rules JSON Schema cannot carry by itself: the fields core normalises
 * before it checks them (a phone with +91 and spaces, an age sent as text, a PAN in lower case) and the ones
 * checked by a function (refine). Each schema here describes exactly what the server accepts, built from the
 * same patterns and limits core checks with; where a rule is beyond JSON Schema (Aadhaar's check digit, the
 * date being today or later) the description says so. tests/server/openapi-agreement.test.ts sends payloads
 * to the real server to hold this table to it.
 */

/** Whitespace the server trims (JavaScript's trim and `\s` are the same set). */
const around = (core: string): string => `^\\s*${core}\\s*$`;
const withoutAnchors = (pattern: RegExp): string => pattern.source.replace(/^\^/, '').replace(/\$$/, '');
const BLANK: JsonSchema = { type: 'string', pattern: '^\\s*$' };

/**
 * Text the server trims before it counts: its trimmed length is from min to max. JSON Schema counts the raw
 * text, so the pattern does the counting; minLength/maxLength stay for tools that build form inputs from them.
 */
export const trimmedLengthPattern = (min: number, max: number): string => {
  if (max < 1) return '^\\s*$';
  const inner = (lo: number, hi: number) => `[\\s\\S]{${Math.max(lo, 0)},${hi}}`;
  const longer = max >= 2 ? `\\S${inner(min - 2, max - 2)}\\S` : null;
  if (min <= 1) return around(longer ? `\\S(?:${inner(0, max - 2)}\\S)?` : '\\S');
  return around(longer ?? '\\S');
};

/** A mobile number as people type it: 10 digits from 6–9, optionally after +91 or 0, spaces and hyphens anywhere. */
const PHONE_PATTERN = '^[\\s-]*(?:\\+[\\s-]*9[\\s-]*1[\\s-]*|0[\\s-]*)?[6-9](?:[\\s-]*\\d){9}[\\s-]*$';
const phone: JsonSchema = {
  type: 'string',
  maxLength: FORM_TEXT_LIMITS.idInput,
  pattern: PHONE_PATTERN,
  description: 'An Indian mobile number: 10 digits starting with 6–9; a leading +91 or 0, spaces and hyphens are accepted and removed.',
  examples: ['9876543210', '+91 98765 43210'],
};
const optionalPhone: JsonSchema = { anyOf: [phone, BLANK, { type: 'null' }], description: `${String(phone.description)} Blank or null means none.` };

/** Core's whole-number fields take a JSON number or its text ('29'): signs, spaces and up to 12 digits. */
const wholeNumber = (min: number, max: number, what: string): JsonSchema => ({
  anyOf: [
    { type: 'integer', minimum: min, maximum: max },
    { type: 'string', pattern: around(`\\+?(?=\\d{1,12}\\s*$)0*${integerRangePattern(min, max)}`) },
  ],
  description: `${what}: a whole number from ${min} to ${max}, as a JSON number or as text (e.g. "${Math.min(max, Math.max(min, 29))}").`,
});
const optionalWholeNumber = (min: number, max: number, what: string): JsonSchema => {
  const required = wholeNumber(min, max, what);
  return { anyOf: [...(required.anyOf as JsonSchema[]), BLANK, { type: 'null' }], description: `${String(required.description)} Blank or null means not given.` };
};

/** An address as the server reads it: trimmed (and lower-cased) before the basic pattern is checked. */
const trimmedEmail: JsonSchema = {
  type: 'string',
  maxLength: FORM_TEXT_LIMITS.email,
  pattern: around(withoutAnchors(EMAIL_PATTERN)),
  description: 'An e-mail address; spaces around it are removed and it is kept lower-cased.',
};

const aadhaar: JsonSchema = {
  type: 'string',
  maxLength: FORM_TEXT_LIMITS.idInput,
  pattern: around(`[2-9](?:\\s*\\d){11}`),
  description: 'A 12-digit Aadhaar number, not starting with 0 or 1, spaces allowed; the server also checks its Verhoeff check digit.',
};
const pan: JsonSchema = {
  type: 'string',
  maxLength: FORM_TEXT_LIMITS.idInput,
  pattern: around('[A-Za-z](?:\\s*[A-Za-z]){2}\\s*[Pp]\\s*[A-Za-z](?:\\s*\\d){4}\\s*[A-Za-z]'),
  description: "An individual's PAN (fourth letter P), any case, spaces allowed; stored upper-cased.",
};

const fileLink: JsonSchema = {
  type: 'string',
  minLength: 1,
  maxLength: FORM_TEXT_LIMITS.fileUrl,
  pattern: around(withoutAnchors(CAREERS_FILE_URL_PATTERN)),
  description: 'The file_url an upload to /api/v1/careers/upload answered with; the server checks the file exists and is of a kind this document takes.',
};
const optionalFileLink: JsonSchema = {
  anyOf: [fileLink, BLANK, { type: 'null' }],
  description: 'Like the other links; only read when its licence box is ticked. Blank or null means none.',
};

const isoDate: JsonSchema = {
  type: 'string',
  format: 'date',
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  description: 'YYYY-MM-DD, today or later in Asia/Kolkata; when today, the time slot must still be ahead.',
};

/**
 * The schema of a shared field core registered a format for (WIRE_FORMATS): every form built from the shared
 * fields is described exactly, with no entry of its own below.
 */
export const wireFormatSchema = (format: WireFormat): JsonSchema => {
  switch (format.kind) {
    case 'indian-phone':
      return phone;
    case 'optional-indian-phone':
      return optionalPhone;
    case 'email':
      return trimmedEmail;
    case 'aadhaar':
      return aadhaar;
    case 'pan':
      return pan;
    case 'whole-number':
      return wholeNumber(format.min, format.max, 'A number');
    case 'optional-whole-number':
      return optionalWholeNumber(format.min, format.max, 'A number');
    case 'query-integer':
      return { type: 'integer', minimum: format.min, maximum: format.max, default: format.default };
  }
};

/** Per form, the fields whose schema replaces the one generated from zod: a description of its own, or a rule no shared field has. */
/** Per form, the fields whose schema replaces the one generated from zod. */
export const FIELD_FORMATS: Partial<Record<FormId, Readonly<Record<string, JsonSchema>>>> = {
  refer: { mobile: phone, age: wholeNumber(REFER_LIMITS.minAge, REFER_LIMITS.maxAge, 'Age of the person referred') },
  volunteer: { phone: optionalPhone, age: optionalWholeNumber(VOLUNTEER_AGE_LIMITS.min, VOLUNTEER_AGE_LIMITS.max, 'Age') },
  'book-session': { phone, age: wholeNumber(BOOKING_AGE_LIMITS.min, BOOKING_AGE_LIMITS.max, 'Age'), date: isoDate },

  careers: {
    age: wholeNumber(LIMITS.applicantMinAge, LIMITS.applicantMaxAge, 'Age'),
    experience: wholeNumber(0, CAREERS_MAX_EXPERIENCE_YEARS, 'Years of experience'),
    phone_number: phone,
    language2: {
      anyOf: [{ type: 'string', enum: [...CAREERS_LANGUAGES, NO_SECOND_LANGUAGE] }, BLANK, { type: 'null' }],
      description: `A second language, different from language1; "${NO_SECOND_LANGUAGE}", blank or null for none.`,
    },
    aadhar_number: aadhaar,
    pan_card_number: pan,
    photograph_link: fileLink,
    aadhar_document_link: fileLink,
    aadhar_back_document_link: fileLink,
    pan_card_document_link: fileLink,
    certification_document_link: fileLink,
    rci_document_link: optionalFileLink,
    iso_certification_document_link: optionalFileLink,
  },
};

/** Cross-field rules of the careers form that JSON Schema can state. */
export const CAREERS_CROSS_FIELD_RULES: JsonSchema[] = [
  { if: { required: ['has_rci'], properties: { has_rci: { const: true } } }, then: { required: ['rci_document_link'], properties: { rci_document_link: fileLink } } },
  {
    if: { required: ['has_iso_certification'], properties: { has_iso_certification: { const: true } } },
    then: { required: ['iso_certification_document_link'], properties: { iso_certification_document_link: fileLink } },
  },
];
