// Pure rules of staff sign-in: which TOTP time step a code may still use, what a recovery code looks like, and
// whom the password counters of a staff sign-in count against.

/** A TOTP code opens at most once: its time step must come after the last one used (a replayed code is refused). */
export const totpStepIsNew = (lastStep: number | null, step: number): boolean => lastStep === null || step > lastStep;

/** The 30-second TOTP time step of an instant (RFC 6238's T). */
export const TOTP_PERIOD_SECONDS = 30;
export const totpStepAt = (now: Date): number => Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);

/** Crockford's base32 (no i, l, o, u): 32 characters, so a byte maps to one without bias; o, i and l read as 0 and 1. */
const RECOVERY_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
/** Characters of a recovery code (two groups of five): 50 bits, ample behind per-account and per-address limits. */
export const RECOVERY_CODE_LENGTH = 10;

/** A recovery code from random bytes (one byte per character), written in two groups: 'abcde-fghjk'. */
export const recoveryCodeFromBytes = (bytes: Uint8Array): string => {
  if (bytes.length < RECOVERY_CODE_LENGTH) throw new Error(`a recovery code needs ${RECOVERY_CODE_LENGTH} random bytes`);
  const letters = [...bytes.slice(0, RECOVERY_CODE_LENGTH)].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
};

/** A recovery code as typed (spaces, a missing hyphen, capitals) in the one form that is hashed and compared. */
export const normaliseRecoveryCode = (typed: string): string => {
  const letters = typed.toLowerCase().replace(/[^a-z0-9]/g, '').replace(/o/g, '0').replace(/[il]/g, '1');
  return letters.length === RECOVERY_CODE_LENGTH ? `${letters.slice(0, 5)}-${letters.slice(5)}` : letters;
};

/** A TOTP code as typed ('123 456') in the six digits compared. */
export const normaliseTotpCode = (typed: string): string => typed.replace(/\s+/g, '');

/**
 * The identifier staff sign-ins are counted under in the login counters: apart from a visitor account of the same
 * e-mail, so neither locks the other.
 */
export const staffSignInIdentifier = (normalisedEmail: string): string => `staff:${normalisedEmail}`;
