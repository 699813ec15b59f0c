import { randomBytes, timingSafeEqual } from 'node:crypto';
import { decodeBase32IgnorePadding, encodeBase32NoPadding } from '@oslojs/encoding';
import { createTOTPKeyURI, generateHOTP } from '@oslojs/otp';
import { okAsync, ResultAsync } from 'neverthrow';
import QRCode from 'qrcode';
import { TOTP_ISSUER, TOTP_PERIOD_SECONDS, totpStepAt, type TotpAuthenticator } from '@manobal/core';

const DIGITS = 6;
/** 20 bytes (160 bits), RFC 4226's recommended HMAC-SHA-1 key length. */
const SECRET_BYTES = 20;

/**
 * Core's TotpAuthenticator over @oslojs/otp: SHA-1, six digits, 30 seconds, as every authenticator app computes.
 * A code one step either side of now is accepted (a phone's clock a little off, a code typed as it turns over);
 * which step matched is answered, so the store can refuse that step a second time.
 */
export const createTotpAuthenticator = (): TotpAuthenticator => ({
  newSecret: () => encodeBase32NoPadding(randomBytes(SECRET_BYTES)),
  keyUri: (secret, account) => createTOTPKeyURI(TOTP_ISSUER, account, decodeBase32IgnorePadding(secret), TOTP_PERIOD_SECONDS, DIGITS),
  qrCode: (uri) =>
    ResultAsync.fromSafePromise(QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })).andThen((svg) =>
      okAsync(`data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`),
    ),
  matchingStep: (secret, code, now) => {
    if (!/^\d{6}$/.test(code)) return null;
    const key = decodeBase32IgnorePadding(secret);
    const current = totpStepAt(now);
    const given = Buffer.from(code);
    let matched: number | null = null;
    // Every candidate is compared (no early return), in constant time each.
    for (const step of [current - 1, current, current + 1]) {
      if (timingSafeEqual(Buffer.from(generateHOTP(key, BigInt(step), DIGITS)), given)) matched = step;
    }
    return matched;
  },
});

/** The code of `secret` at `at`: what an authenticator app shows (tests and the e2e helper compute codes with it). */
export const totpCodeAt = (secret: string, at: Date): string => generateHOTP(decodeBase32IgnorePadding(secret), BigInt(totpStepAt(at)), DIGITS);
