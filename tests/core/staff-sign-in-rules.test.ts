import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  normaliseRecoveryCode,
  RECOVERY_CODE_LENGTH,
  recoveryCodeFromBytes,
  SECOND_FACTOR_METHODS,
  STAFF_CONTRACT,
  STAFF_SIGN_IN_CONTRACT,
  staffSignInIdentifier,
  totpStepAt,
  totpStepIsNew,
} from '@manobal/core';

describe('a TOTP code opens once', () => {
  it('accepts the first step ever used, and any later step', () => {
    expect(totpStepIsNew(null, 100)).toBe(true);
    expect(totpStepIsNew(100, 101)).toBe(true);
  });

  it('refuses the same step again, and any earlier one (a replayed or older code)', () => {
    fc.assert(fc.property(fc.nat(), fc.nat(), (last, back) => !totpStepIsNew(last, last - back)));
  });

  it('counts steps of 30 seconds from the epoch', () => {
    expect(totpStepAt(new Date(59_000))).toBe(1);
    expect(totpStepAt(new Date(60_000))).toBe(2);
  });
});

describe('recovery codes', () => {
  it('are ten characters in two groups, from an alphabet without i, l, o or u', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: RECOVERY_CODE_LENGTH, maxLength: RECOVERY_CODE_LENGTH }), (bytes) => /^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/.test(recoveryCodeFromBytes(bytes))),
    );
  });

  it('read the same however they are typed: capitals, spaces, no hyphen, o for 0, l or i for 1', () => {
    const code = recoveryCodeFromBytes(Uint8Array.from([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]));
    expect(code).toBe('01234-56789');
    expect(normaliseRecoveryCode(' O1234 56789 ')).toBe(code);
    expect(normaliseRecoveryCode('0l234-5678 9')).toBe(code);
    fc.assert(
      fc.property(fc.uint8Array({ minLength: RECOVERY_CODE_LENGTH, maxLength: RECOVERY_CODE_LENGTH }), (bytes) => {
        const printed = recoveryCodeFromBytes(bytes);
        return normaliseRecoveryCode(printed.toUpperCase().replace('-', ' ')) === printed;
      }),
    );
  });

  it('refuses fewer random bytes than characters', () => {
    expect(() => recoveryCodeFromBytes(new Uint8Array(4))).toThrow();
  });
});

describe('staff sign-in counters', () => {
  it('count a staff sign-in apart from a visitor account of the same e-mail', () => {
    expect(staffSignInIdentifier('asha@example.in')).not.toBe('asha@example.in');
  });
});

describe('the sign-in calls', () => {
  it('ask for a known second factor method, and check a TOTP code is six digits before it is sent', () => {
    const factor = STAFF_SIGN_IN_CONTRACT.staffSignInFactor.request;
    expect(factor.safeParse({ sign_in_token: 't', method: 'totp', code: '123 456' }).success).toBe(true);
    expect(factor.safeParse({ sign_in_token: 't', method: 'totp', code: '12345' }).success).toBe(false);
    expect(factor.safeParse({ sign_in_token: 't', method: 'recovery-code', code: 'abcde-12345' }).success).toBe(true);
    expect(factor.safeParse({ sign_in_token: 't', method: 'sms', code: '123456' }).success).toBe(false);
    expect(factor.safeParse({ sign_in_token: 't', method: 'passkey' }).success).toBe(false);
    expect(factor.safeParse({ sign_in_token: 't', method: 'passkey', passkey: { id: 'cred', type: 'public-key', response: { clientDataJSON: 'e30' } } }).success).toBe(true);
    expect(SECOND_FACTOR_METHODS).toEqual(['passkey', 'totp', 'recovery-code']);
  });

  it('let only a console session step up or sign itself out; anyone may end all their sessions', () => {
    const sessionOnly = Object.entries(STAFF_CONTRACT).flatMap(([call, contract]) => ('sessionOnly' in contract ? [call] : []));
    expect(sessionOnly).toEqual(['staffStepUp', 'staffStepUpPasskey', 'staffSignOut']);
  });
});
