import { toAsciiDigits } from './indian-digits.rule';

/** An Indian mobile number: 10 digits starting with 6, 7, 8 or 9. */
export const INDIAN_MOBILE_PATTERN = /^[6-9]\d{9}$/;

/**
 * Removes what people commonly type around a mobile number: spaces, hyphens and a leading +91 or 0, and reads
 * digits typed in an Indian script (Devanagari ९८७६…) as the same digits. Returns the remaining text, which is a
 * valid number only if it matches INDIAN_MOBILE_PATTERN.
 */
export const stripIndianPhoneInput = (raw: string): string => {
  const compact = toAsciiDigits(raw).replace(/[\s-]/g, '');
  if (compact.startsWith('+91')) return compact.slice(3);
  if (compact.startsWith('0')) return compact.slice(1);
  return compact;
};

/** The 10 digits of a valid Indian mobile number, or null. */
export const normaliseIndianPhone = (raw: string): string | null => {
  const digits = stripIndianPhoneInput(raw);
  return INDIAN_MOBILE_PATTERN.test(digits) ? digits : null;
};
