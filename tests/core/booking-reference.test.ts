import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_MESSAGES,
  APPOINTMENT_REFERENCE_PATTERN,
  appointmentReferenceFromBytes,
  appointmentReferenceSchema,
  newAppointmentReference,
  parseAppointmentReference,
} from '@manobal/core';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Reads a reference's six characters back into the 30-bit number they encode. */
const valueOf = (reference: string): number => [...reference.slice(4)].reduce((value, c) => value * 32 + CROCKFORD.indexOf(c), 0);

describe('appointment references', () => {
  it('are MNB- and six Crockford base32 characters drawn from the given bytes', () => {
    expect(appointmentReferenceFromBytes(new Uint8Array([0, 0, 0, 0]))).toBe('MNB-000000');
    expect(appointmentReferenceFromBytes(new Uint8Array([255, 255, 255, 255]))).toBe('MNB-ZZZZZZ');
    expect(newAppointmentReference((length) => new Uint8Array(length).fill(0x5a))).toMatch(APPOINTMENT_REFERENCE_PATTERN);
  });

  it('use 30 bits of four bytes, so different draws give different references', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 4, maxLength: 4 }), (bytes) => {
        const reference = appointmentReferenceFromBytes(bytes);
        expect(reference).toMatch(APPOINTMENT_REFERENCE_PATTERN);
        const [b0 = 0, b1 = 0, b2 = 0, b3 = 0] = bytes;
        expect(valueOf(reference)).toBe(b0 * 2 ** 22 + b1 * 2 ** 14 + b2 * 2 ** 6 + (b3 >> 2));
        expect(parseAppointmentReference(reference)._unsafeUnwrap()).toBe(reference);
        expect(parseAppointmentReference(reference.toLowerCase().replace('-', ' '))._unsafeUnwrap()).toBe(reference);
      }),
    );
  });

  it('refuses too few random bytes as a bug', () => {
    expect(() => appointmentReferenceFromBytes(new Uint8Array(3))).toThrow(RangeError);
  });

  it('read back as typed or spoken: any case, spaces or hyphens, I and L as 1, O as 0', () => {
    expect(parseAppointmentReference(' mnb-7k2q9d ')._unsafeUnwrap()).toBe('MNB-7K2Q9D');
    expect(parseAppointmentReference('MNB 7K2-Q9D')._unsafeUnwrap()).toBe('MNB-7K2Q9D');
    expect(parseAppointmentReference('MNB-IL0O00')._unsafeUnwrap()).toBe('MNB-110000');
  });

  it('refuse anything else', () => {
    for (const text of ['', 'MNB-', 'MNB-7K2Q9', 'MNB-7K2Q9DD', 'MNB-7K2Q9U', 'ABC-7K2Q9D', '7K2Q9D', `MNB-${'0'.repeat(40)}`]) {
      expect(parseAppointmentReference(text).isErr(), text).toBe(true);
    }
    expect(appointmentReferenceSchema.safeParse('MNB-7K2Q9U').error?.issues.map((issue) => issue.message)).toEqual([APPOINTMENT_MESSAGES.invalidReference]);
    expect(appointmentReferenceSchema.parse('mnb-7k2q9d')).toBe('MNB-7K2Q9D');
  });
});
