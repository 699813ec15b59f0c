import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { okAsync, ResultAsync } from 'neverthrow';
import { TOTP_ISSUER, type PasskeyAuthenticator, type StaffPasskey } from '@manobal/core';

const transportsOf = (passkey: StaffPasskey) => passkey.transports as AuthenticatorTransportFuture[];

/** Whatever the library throws about an answer (a wrong origin, challenge or signature, a counter gone back) refuses it. */
const orNull = <T>(work: () => Promise<T | null>): ResultAsync<T | null, never> => ResultAsync.fromPromise(work(), () => null).orElse(() => okAsync(null));

/**
 * Core's PasskeyAuthenticator over @simplewebauthn/server for one origin (the console's own): the relying party id
 * is its host. Attestation is not asked for (any authenticator may hold a staff passkey); the password is the
 * first factor, so the passkey proves possession and user verification is preferred, not required.
 */
export const createPasskeyAuthenticator = (origin: string): PasskeyAuthenticator => {
  const rpID = new URL(origin).hostname;
  return {
    registrationOptions: (account, existing) =>
      ResultAsync.fromSafePromise(
        generateRegistrationOptions({
          rpName: TOTP_ISSUER,
          rpID,
          userName: account,
          attestationType: 'none',
          excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: transportsOf(passkey) })),
          authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
        }),
      ).map((options) => ({ options: { ...options }, challenge: options.challenge })),
    verifyRegistration: (answer, challenge) =>
      orNull(async () => {
        const response = answer as unknown as RegistrationResponseJSON;
        const verified = await verifyRegistrationResponse({ response, expectedChallenge: challenge, expectedOrigin: origin, expectedRPID: rpID, requireUserVerification: false });
        if (!verified.verified) return null;
        const { credential } = verified.registrationInfo;
        return { id: credential.id, publicKey: isoBase64URL.fromBuffer(credential.publicKey), counter: credential.counter, transports: credential.transports ?? response.response.transports ?? [] };
      }),
    authenticationOptions: (allowed) =>
      ResultAsync.fromSafePromise(
        generateAuthenticationOptions({ rpID, userVerification: 'preferred', allowCredentials: allowed.map((passkey) => ({ id: passkey.id, transports: transportsOf(passkey) })) }),
      ).map((options) => ({ options: { ...options }, challenge: options.challenge })),
    verifyAuthentication: (answer, challenge, passkey) =>
      orNull(async () => {
        const verified = await verifyAuthenticationResponse({
          response: answer as unknown as AuthenticationResponseJSON,
          expectedChallenge: challenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          credential: { id: passkey.id, publicKey: isoBase64URL.toBuffer(passkey.publicKey), counter: passkey.counter, transports: transportsOf(passkey) },
          requireUserVerification: false,
        });
        return verified.verified ? { counter: verified.authenticationInfo.newCounter } : null;
      }),
  };
};
