import { COMMON_PASSWORDS } from './common-passwords.data';

let common: ReadonlySet<string> | null = null;

/**
 * Whether a password is among the most common ones (any capitalisation), or is one character repeated
 * ('aaaaaaaa', eight spaces): both are guessed first by anyone trying accounts.
 *
 * The list is only reachable through this module and signup-payload.schema.ts, so a bundle that never
 * imports them (the website) never carries it. The set is built on first use, not at import.
 */
export const isCommonPassword = (password: string): boolean => {
  if (/^(.)\1*$/su.test(password) || password.trim() === '') return true;
  common ??= new Set(COMMON_PASSWORDS);
  return common.has(password.toLowerCase());
};
