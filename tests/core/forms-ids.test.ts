import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CAREERS_MESSAGES,
  careersApplicationSchema,
  hasValidVerhoeffCheckDigit,
  isValidAadhaar,
  isValidIndividualPan,
  normaliseIndianPhone,
  normalisePanInput,
  validateWith,
  verhoeffCheckDigit, formMessageText, formMessageTexts } from '@manobal/core';
import { aValidAadhaar, aValidCareersApplication } from '../../fixtures/forms';

const careersErrors = (overrides: Parameters<typeof aValidCareersApplication>[0]) =>
  validateWith(careersApplicationSchema, aValidCareersApplication(overrides)).match(
    () => ({}) as Record<string, string>,
    (e) => formMessageTexts('en', e.fieldErrors),
  );

describe('Indian mobile numbers', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    [' 6000000000 ', '6000000000'],
  ])('accepts %j as %s', (typed, digits) => {
    expect(normaliseIndianPhone(typed)).toBe(digits);
  });

  it.each([
    ['5876543210', 'starts with 5'],
    ['987654321', 'nine digits'],
    ['98765432101', 'eleven digits'],
    ['919876543210', '91 without the plus'],
    ['+9198765432', '+91 then eight digits'],
    ['98765.43210', 'a dot'],
    ['98765abcde', 'letters'],
    ['', 'nothing'],
  ])('rejects %j (%s)', (typed) => {
    expect(normaliseIndianPhone(typed)).toBeNull();
  });

  it('normalises any accepted spelling of a valid number to its 10 digits', () => {
    const validNumber = fc
      .tuple(fc.constantFrom('6', '7', '8', '9'), fc.array(fc.constantFrom(...'0123456789'), { minLength: 9, maxLength: 9 }))
      .map(([first, rest]) => first + rest.join(''));
    fc.assert(
      fc.property(validNumber, fc.constantFrom('', '+91', '0', '+91 ', '+91-'), fc.constantFrom(' ', '-', ''), (digits, prefix, sep) => {
        const typed = `${prefix}${digits.slice(0, 5)}${sep}${digits.slice(5)}`;
        expect(normaliseIndianPhone(typed)).toBe(digits);
      }),
    );
  });

  it('sends the normalised digits in the careers payload', () => {
    const result = validateWith(careersApplicationSchema, aValidCareersApplication({ phone_number: '+91 98765-43210' }));
    expect(result._unsafeUnwrap().phone_number).toBe('9876543210');
  });

  it('shows the spec message for a phone number that is not 10 digits', () => {
    expect(careersErrors({ phone_number: '12345' }).phone_number).toBe('Please enter a valid 10-digit phone number');
  });
});

describe('Aadhaar numbers', () => {
  it('accepts a 12-digit number with a correct Verhoeff check digit', () => {
    expect(isValidAadhaar(aValidAadhaar())).toBe(true);
    // A published Verhoeff example: 236 has check digit 3.
    expect(verhoeffCheckDigit('236')).toBe(3);
    expect(hasValidVerhoeffCheckDigit('2363')).toBe(true);
  });

  it('rejects every number one digit away from a valid one', () => {
    const valid = aValidAadhaar('98765432109');
    for (let position = 0; position < valid.length; position += 1) {
      for (let digit = 0; digit <= 9; digit += 1) {
        const changed = valid.slice(0, position) + String(digit) + valid.slice(position + 1);
        if (changed !== valid) expect(isValidAadhaar(changed), changed).toBe(false);
      }
    }
  });

  it('rejects any swap of two different neighbouring digits', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 10, maxLength: 10 }),
        fc.integer({ min: 2, max: 9 }),
        fc.integer({ min: 0, max: 10 }),
        (rest, first, at) => {
          const valid = aValidAadhaar(`${first}${rest.join('')}`);
          const a = valid[at]!;
          const b = valid[at + 1]!;
          fc.pre(a !== b && (at > 0 || b !== '0' && b !== '1'));
          const swapped = valid.slice(0, at) + b + a + valid.slice(at + 2);
          expect(isValidAadhaar(swapped)).toBe(false);
        },
      ),
    );
  });

  it('rejects numbers starting with 0 or 1 even with a correct check digit', () => {
    expect(isValidAadhaar(aValidAadhaar('12345678901'))).toBe(false);
    expect(isValidAadhaar(aValidAadhaar('02345678901'))).toBe(false);
  });

  it('accepts the number typed in groups of four and sends it without spaces', () => {
    const grouped = aValidAadhaar().replace(/(\d{4})(?=\d)/g, '$1 ');
    const result = validateWith(careersApplicationSchema, aValidCareersApplication({ aadhar_number: grouped }));
    expect(result._unsafeUnwrap().aadhar_number).toBe(aValidAadhaar());
  });

  it.each([
    ['a one-digit-off number', () => `${aValidAadhaar().slice(0, 11)}${(Number(aValidAadhaar()[11]) + 1) % 10}`],
    ['eleven digits', () => aValidAadhaar().slice(0, 11)],
    ['letters', () => '2345ABCD9012'],
    ['nothing', () => ''],
  ])('shows the spec message for %s', (_, make) => {
    expect(careersErrors({ aadhar_number: make() }).aadhar_number).toBe('Please enter a valid 12-digit Aadhar number');
  });
});

describe('PAN', () => {
  it('upper-cases what the user types', () => {
    expect(normalisePanInput('abcpk1234l')).toBe('ABCPK1234L');
    expect(normalisePanInput('abcpk 1234l')).toBe('ABCPK1234L');
  });

  it('accepts an individual PAN in any case and sends it upper case', () => {
    const result = validateWith(careersApplicationSchema, aValidCareersApplication({ pan_card_number: 'abcpk1234l' }));
    expect(result._unsafeUnwrap().pan_card_number).toBe('ABCPK1234L');
  });

  it('rejects a PAN whose fourth letter is not P', () => {
    expect(isValidIndividualPan('ABCCK1234L')).toBe(false);
    expect(careersErrors({ pan_card_number: 'ABCFK1234L' }).pan_card_number).toBe(formMessageText('en', CAREERS_MESSAGES.panInvalid));
  });

  it.each(['ABCP1234L', 'ABCPK12345', '1BCPK1234L', 'ABCPK1234', ''])('rejects the malformed PAN %j with the spec message', (pan) => {
    expect(careersErrors({ pan_card_number: pan }).pan_card_number).toBe('Please enter a valid PAN Card number');
  });
});
