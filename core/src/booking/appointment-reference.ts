import { err, ok, type Result } from 'neverthrow';
import { z } from '../schema/zod';
import { APPOINTMENT_MESSAGES } from './booking.catalog';

/**
 * Booking references people read aloud and type: 'MNB-' and six Crockford base32 characters (30 bits, about a
 * billion values). Crockford's alphabet has no I, L, O or U, so a reference survives a phone call; when
 * reading one back, I and L are taken as 1 and O as 0, case and hyphens do not matter. A reference is not a
 * secret (the manage token is) and not unique by construction: the store's unique constraint is, and a
 * clash is answered by drawing again.
 */
export const APPOINTMENT_REFERENCE_PREFIX = 'MNB';
export const APPOINTMENT_REFERENCE_LENGTH = 6;
const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const BITS_PER_CHARACTER = 5;
/** 30 bits: the first four bytes, less two bits of the fourth. */
export const APPOINTMENT_REFERENCE_RANDOM_BYTES = 4;

/** Randomness enters core through this port (the server passes crypto.getRandomValues; tests pass fixed bytes). */
export type RandomBytes = (length: number) => Uint8Array;

export const APPOINTMENT_REFERENCE_PATTERN = new RegExp(`^${APPOINTMENT_REFERENCE_PREFIX}-[${CROCKFORD_ALPHABET}]{${APPOINTMENT_REFERENCE_LENGTH}}$`);

/** A reference from at least four random bytes. Fewer is a bug in the caller, so it throws. */
export const appointmentReferenceFromBytes = (bytes: Uint8Array): string => {
  const [b0, b1, b2, b3] = bytes;
  if (b0 === undefined || b1 === undefined || b2 === undefined || b3 === undefined) {
    throw new RangeError(`A reference needs ${APPOINTMENT_REFERENCE_RANDOM_BYTES} random bytes, got ${bytes.length}`);
  }
  // Plain multiplication, not <<, keeps the 30-bit value positive.
  let value = b0 * 2 ** 22 + b1 * 2 ** 14 + b2 * 2 ** 6 + (b3 >> 2);
  let code = '';
  for (let i = 0; i < APPOINTMENT_REFERENCE_LENGTH; i += 1) {
    code = `${CROCKFORD_ALPHABET[value % 32] ?? ''}${code}`;
    value = Math.floor(value / 2 ** BITS_PER_CHARACTER);
  }
  return `${APPOINTMENT_REFERENCE_PREFIX}-${code}`;
};

export const newAppointmentReference = (randomBytes: RandomBytes): string =>
  appointmentReferenceFromBytes(randomBytes(APPOINTMENT_REFERENCE_RANDOM_BYTES));

export interface InvalidReference {
  readonly kind: 'invalid-reference';
}

/** Room for spaces and hyphens a person adds, not for a paragraph. */
const MAX_TYPED_LENGTH = 32;

const READ_ALIKES: Readonly<Record<string, string>> = { I: '1', L: '1', O: '0' };

/** A reference as typed or spoken ('mnb 7k2q9d', 'MNB-7K2Q9O') in its one stored form ('MNB-7K2Q90'), or an error. */
export const parseAppointmentReference = (text: string): Result<string, InvalidReference> => {
  if (text.length > MAX_TYPED_LENGTH) return err({ kind: 'invalid-reference' });
  const compact = text.toUpperCase().replace(/[\s-]/g, '');
  if (!compact.startsWith(APPOINTMENT_REFERENCE_PREFIX)) return err({ kind: 'invalid-reference' });
  const code = [...compact.slice(APPOINTMENT_REFERENCE_PREFIX.length)].map((c) => READ_ALIKES[c] ?? c).join('');
  const reference = `${APPOINTMENT_REFERENCE_PREFIX}-${code}`;
  return APPOINTMENT_REFERENCE_PATTERN.test(reference) ? ok(reference) : err({ kind: 'invalid-reference' });
};

/** The same rule for a route parameter or a CLI argument, normalising to the stored form. */
export const appointmentReferenceSchema = z.string().transform((text, ctx) =>
  parseAppointmentReference(text).match(
    (reference) => reference,
    () => {
      ctx.addIssue({ code: 'custom', message: APPOINTMENT_MESSAGES.invalidReference });
      return z.NEVER;
    },
  ),
);
