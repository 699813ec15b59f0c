// Verhoeff's dihedral-group tables: UIDAI makes the 12th Aadhaar digit a Verhoeff check digit,
// which catches every single-digit error and every swap of neighbouring digits.
const D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
] as const;
const P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
] as const;
const INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9] as const;

const at = (table: readonly (readonly number[])[], row: number, col: number): number => table[row]![col]!;

/** Runs Verhoeff over digits, treating the rightmost as position `firstPosition`. */
const verhoeffChecksum = (digits: string, firstPosition: number): number => {
  let c = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits[digits.length - 1 - i]);
    c = at(D, c, at(P, (i + firstPosition) % 8, digit));
  }
  return c;
};

/** The Verhoeff check digit to append to a string of digits. */
export const verhoeffCheckDigit = (digits: string): number => INV[verhoeffChecksum(digits, 1)]!;

/** Whether a string of digits ends in a correct Verhoeff check digit. */
export const hasValidVerhoeffCheckDigit = (digits: string): boolean =>
  /^\d+$/.test(digits) && verhoeffChecksum(digits, 0) === 0;

/** 12 digits, not starting with 0 or 1, ending in a valid Verhoeff check digit. */
export const AADHAAR_PATTERN = /^[2-9]\d{11}$/;

/** People write Aadhaar numbers in groups of four ('2345 6789 0123'); the spaces carry nothing. */
export const normaliseAadhaarInput = (raw: string): string => raw.replace(/\s/g, '');

export const isValidAadhaar = (digits: string): boolean => AADHAAR_PATTERN.test(digits) && hasValidVerhoeffCheckDigit(digits);
