import type { PasskeyAnswerInput, PasskeyOptions } from '@manobal/core';

// The browser's WebAuthn calls, through @simplewebauthn/browser. It loads only when a person makes or uses a
// passkey (enrolment, sign-in, step-up), so the console's first load never carries it.

/** Makes a passkey for the server's registration options; null when the person or the browser did not. */
export const makePasskey = async (options: PasskeyOptions): Promise<PasskeyAnswerInput | null> => {
  const { startRegistration } = await import('@simplewebauthn/browser');
  try {
    const answer = await startRegistration({ optionsJSON: options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'] });
    return { ...answer, response: { ...answer.response } };
  } catch {
    return null;
  }
};

/** Answers the server's authentication options with one of the allowed passkeys; null when none was used. */
export const answerWithPasskey = async (options: PasskeyOptions): Promise<PasskeyAnswerInput | null> => {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  try {
    const answer = await startAuthentication({ optionsJSON: options as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'] });
    return { ...answer, response: { ...answer.response } };
  } catch {
    return null;
  }
};
