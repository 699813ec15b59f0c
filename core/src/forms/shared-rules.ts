/*
 * Limits, patterns and messages more than one form uses. No zod here: pages import these at once,
 * while the schemas built from them (shared-fields.ts) load only when a form is checked.
 */
import { toAsciiDigits } from './indian-digits.rule';
import { formMessageIds } from './form-message-ids';

/** Upper bounds on every free-text field, so no payload is unbounded. */
export const FORM_TEXT_LIMITS = {
  name: 100,
  email: 254,
  /** Raw phone/ID input before spaces, hyphens and prefixes are removed. */
  idInput: 20,
  message: 2000,
  bio: 2000,
  address: 300,
  education: 500,
  question: 300,
  answer: 2000,
  password: 128,
  loginIdentifier: 254,
  fileUrl: 2048,
} as const;

/** The "basic pattern" of the forms: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Text is text: no C0 control character except tab, line feed and carriage return (a textarea sends CRLF line
 * breaks). Nobody types the others; NUL in particular cannot be stored in PostgreSQL's text type, so one
 * engine would refuse what the other keeps. Every free-text field of every form checks this one pattern.
 */
// eslint-disable-next-line no-control-regex -- naming the control characters is the point of this pattern.
export const PLAIN_TEXT_PATTERN = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F]*$/;

export const isPlainText = (text: string): boolean => PLAIN_TEXT_PATTERN.test(text);

/**
 * Message ids more than one form uses (form-messages.catalog.ts has their words per language); each form's
 * `messages` const points here for them.
 */
export const SHARED_MESSAGES = formMessageIds('shared', [
  'nameRequired',
  'nameTooLong',
  'emailRequired',
  'emailInvalid',
  'phoneInvalid',
  'ageInvalid',
  'notAnObject',
  'unknownField',
  'messageTooLong',
  'controlCharacters',
  'emailInvisible',
  'emailMixedScripts',
  'indianDigitsInvalid',
]);

/**
 * 'missing' for blank input, 'invalid' for anything not a whole number, else the number. Digits typed in an
 * Indian script ('४२') are the same digits.
 */
export const parseWholeNumber = (raw: number | string): number | 'missing' | 'invalid' => {
  if (typeof raw === 'number') return Number.isInteger(raw) ? raw : 'invalid';
  const text = toAsciiDigits(raw).trim();
  if (text === '') return 'missing';
  return /^[+-]?\d{1,12}$/.test(text) ? Number(text) : 'invalid';
};
