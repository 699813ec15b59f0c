// The words of the console's sign-in, enrolment and step-up (English), by id. A module of their own: only those
// screens (each loaded when first opened) read them, so the console's first load does not carry them.

/** The sign-in screen: e-mail and password, then the second factor. */
export const CONSOLE_SIGN_IN_TEXT = {
  email: 'E-mail',
  password: 'Password',
  continue: 'Continue',
  checking: 'Checking…',
  factorHeading: 'Second factor',
  totpCode: 'Six-digit code from your authenticator app',
  totpHint: 'Open the app you set up when you enrolled; each code works once.',
  recoveryCode: 'Recovery code',
  recoveryHint: 'One of the ten codes you saved when you enrolled; each works once.',
  useRecoveryCode: 'Use a recovery code instead',
  useTotp: 'Use my authenticator app instead',
  passkeyIntro: 'Your browser will ask for the passkey you made for this console (your fingerprint, face, screen lock or security key).',
  usePasskey: 'Sign in with my passkey',
  usePasskeyInstead: 'Use my passkey instead',
  passkeyNotUsed: 'The passkey was not used. Try again, or use another way to sign in.',
  signIn: 'Sign in',
  signingIn: 'Signing in…',
  startAgain: 'Start again',
  noAccount: 'Staff accounts are made by an administrator, who sends you a one-time enrolment link.',
} as const;

/** The enrolment page behind a one-time link: a password, a passkey or an authenticator app, then the recovery codes. */
export const CONSOLE_ENROL_TEXT = {
  title: 'Set up your console account',
  opening: 'Opening your enrolment link…',
  noCode: 'This page opens from the one-time link an administrator sent you. Open that link again, or ask for a new one.',
  forWhom: (name: string, email: string): string => `For ${name} (${email})`,
  firstAdmin: 'You are the first administrator of this Manobal server.',
  rolesLabel: 'Roles',
  expires: 'This link works until',
  name: 'Your name',
  email: 'Your e-mail',
  passwordHeading: 'Password',
  password: 'Password',
  passwordHint: 'At least 8 characters, not a common password and not your e-mail.',
  currentPassword: 'Your current password',
  currentPasswordHint: 'Your second factor was reset: type the password you have, then set up a new passkey or app.',
  confirmPassword: 'Type the password again',
  factorHeading: 'Second factor',
  factorChoice: 'How you will prove it is you after your password',
  choosePasskey: 'A passkey (fingerprint, face, screen lock or security key)',
  chooseApp: 'An authenticator app on your phone',
  passkeySteps: 'When you finish, your browser asks you to make a passkey for this console on this device or a security key.',
  passkeyNotMade: 'The passkey was not made. Finish again to retry, or choose an authenticator app.',
  appHeading: 'Authenticator app',
  appSteps: 'Scan this code with an authenticator app (such as Google Authenticator, Microsoft Authenticator or FreeOTP), then type the six-digit code it shows.',
  qrAlt: 'QR code to scan with your authenticator app',
  secretLabel: 'Or type this key into the app',
  code: 'Six-digit code from the app',
  finish: 'Finish setting up',
  finishing: 'Setting up…',
  recoveryHeading: 'Your recovery codes',
  recoveryIntro: 'If you lose your phone, each of these codes signs you in once. Save them somewhere safe now: they are shown only this once.',
  recoveryListLabel: 'Recovery codes',
  saved: 'I have saved my codes: open the console',
} as const;

/** The step-up dialog: the second factor again before sensitive data opens. */
export const CONSOLE_STEP_UP_TEXT = {
  title: 'Confirm it is you',
  intro: 'Documents, Aadhaar numbers and exports open only within five minutes of proving your second factor. Type a new code from your authenticator app.',
  passkeyIntro: 'Documents, Aadhaar numbers and exports open only within five minutes of proving your second factor. Use your passkey, or type a new code from your authenticator app.',
  usePasskey: 'Confirm with my passkey',
  passkeyNotUsed: 'The passkey was not used. Try again, or type a code from your app.',
  code: 'Six-digit code from your authenticator app',
  confirm: 'Confirm',
  confirming: 'Confirming…',
  cancel: 'Cancel',
} as const;
