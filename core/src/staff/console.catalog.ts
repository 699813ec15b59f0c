// The console's own words (English), by id: its screens' names and what its shell says. A language's edition
// is another catalog of the same shape.
import { kolkataMomentOf } from '../calendar/kolkata-time';
import type { ConsoleScreen, InboxSource } from './console-screens';

/** Each screen's name, as the navigation lists it and as its heading and the page title say it. */
export const CONSOLE_SCREEN_LABELS: Readonly<Record<ConsoleScreen, string>> = {
  queue: 'Urgent queue',
  'my-space': 'My space',
  appointments: 'Appointments',
  inbox: 'Inbox',
  applications: 'Applications',
  directory: 'Directory',
  people: 'People',
  messages: 'Messages',
  audit: 'Audit log',
  account: 'My account',
};

/** What the console's frame says around the screens. */
export const CONSOLE_SHELL_TEXT = {
  consoleName: 'Manobal care console',
  pageTitleSuffix: 'Manobal care console',
  skipToContent: 'Skip to content',
  navigation: 'Console',
  openMenu: 'Menu',
  closeMenu: 'Close menu',
  signedInAs: 'Signed in as',
  rolesLabel: 'Roles',
  loading: 'Loading…',
  loadFailed: 'We could not reach the Manobal server.',
  retry: 'Try again',
  signedOutTitle: 'Please sign in',
  signedOutBody: 'Your session has ended or you have not signed in on this device yet.',
  signIn: 'Sign in',
  signInTitle: 'Sign in to the care console',
  forbiddenBody: 'Your roles do not open this screen. An administrator can change your roles.',
  notFoundTitle: 'No such screen',
  notFoundBody: 'This address is not a screen of the console.',
  toFirstScreen: 'Go to your first screen',
  chunkFailed: 'This screen could not be loaded. Please check your connection and try again.',
} as const;

/** What every list of the console says about its pages and its state. */
export const CONSOLE_LIST_TEXT = {
  previous: 'Previous page',
  next: 'Next page',
  pageOf: (page: number, pages: number): string => `Page ${page} of ${pages}`,
  empty: 'Nothing here.',
  loading: 'Loading…',
  total: (count: number): string => (count === 1 ? '1 in all' : `${count} in all`),
} as const;

/** The account screen's labels. */
export const CONSOLE_ACCOUNT_TEXT = {
  name: 'Name',
  roles: 'Roles',
  screens: 'Screens your roles open',
  sessionHeading: 'This session',
  signOut: 'Sign out',
  signOutEverywhere: 'Sign out everywhere',
  signOutEverywhereHint: 'Ends your console sessions on every device, this one too. Your personal access tokens keep working until you revoke them.',
  signingOut: 'Signing out…',
} as const;

/** My personal access tokens, on the account screen: for the CLI (MANOBAL_STAFF_TOKEN) and scripts. */
export const CONSOLE_TOKENS_TEXT = {
  heading: 'My access tokens',
  intro: 'A personal access token lets the manobal command line or a script act as you, with your roles, until it expires or you revoke it. It never opens documents or Aadhaar numbers.',
  name: 'Token name',
  nameHint: 'Say where it will be used, such as "laptop CLI" or "reports script".',
  days: 'Days it lasts',
  create: 'Create token',
  creating: 'Creating…',
  createdHeading: 'Your new token',
  createdUse: 'Set it as MANOBAL_STAFF_TOKEN for the command line, or send it as Authorization: Bearer … from a script.',
  listLabel: 'Your tokens',
  empty: 'You have no access tokens.',
  states: { active: 'Active', expired: 'Expired', revoked: 'Revoked' },
  created: 'Created',
  expires: 'Expires',
  lastUsed: 'Last used',
  never: 'Never',
  revoke: (name: string): string => `Revoke ${name}`,
  revoking: 'Revoking…',
} as const;

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

/** The inbox's words: its lists, the fields of what visitors sent, and where the care team is with each. */
export const INBOX_TEXT = {
  sources: {
    referrals: 'Referrals',
    contacts: 'Contact messages',
    leads: 'Leads',
    'free-calls': 'Free introductory calls',
    volunteers: 'Volunteer feedback',
    newsletter: 'Newsletter sign-ups',
  } satisfies Readonly<Record<InboxSource, string>>,
  sourcesLabel: 'Lists',
  pagesLabel: (source: string): string => `Pages of ${source.toLowerCase()}`,
  fields: {
    name: 'Name',
    email: 'E-mail',
    mobile: 'Mobile',
    phone: 'Phone',
    age: 'Age',
    gender: 'Gender',
    relationship: 'Relationship to the person',
    consent: 'Consent',
    message: 'Message',
    kind: 'Asked for',
    organisation: 'Organisation',
    size: 'Size',
    reference: 'Reference',
    problem: 'What they want help with',
    date: 'Date (IST)',
    time: 'Time (IST)',
    guardian: 'Parent or guardian',
    guardian_check: 'Call the guardian first',
    questions_and_answers: 'Answers',
  } as Readonly<Record<string, string>>,
  received: 'Received',
  due: 'Answer due',
  status: 'Status',
  statuses: { waiting: 'Waiting', called: 'Called', done: 'Done' },
  overdue: 'Overdue',
  markAs: { waiting: 'Mark waiting', called: 'Mark called', done: 'Mark done' },
  marked: (status: string): string => `Marked ${status.toLowerCase()}.`,
  yes: 'Yes',
  empty: 'Nothing has arrived here yet.',
} as const;

/** An instant as the console shows it: the date and the time in India, whatever the browser's time zone. */
export const formatConsoleInstant = (iso: string): string => {
  const { date, minutes } = kolkataMomentOf(new Date(iso));
  return `${date} ${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')} IST`;
};

/** The applications screen's words. */
export const APPLICATIONS_TEXT = {
  open: 'Open details',
  back: 'Back to the applications',
  pagesLabel: 'Pages of applications',
  empty: 'No applications yet.',
  fields: {
    full_name: 'Name',
    email: 'E-mail',
    phone_number: 'Phone',
    age: 'Age',
    gender: 'Gender',
    experience: 'Years of experience',
    education: 'Education',
    language1: 'First language',
    language2: 'Second language',
    address: 'Address',
    bio: 'About them',
    pan_card_number: 'PAN',
    has_rci: 'RCI licence',
    has_iso_certification: 'ISO certification',
  } as Readonly<Record<string, string>>,
  aadhaar: 'Aadhaar number',
  reveal: 'Reveal the number',
  revealing: 'Revealing…',
  reason: 'Why you need it',
  reasonHint: 'Recorded in the audit log with your name.',
  documents: 'Documents',
  openDocument: (label: string): string => `Download ${label}`,
  stepUpNeeded: 'Documents and Aadhaar numbers open only to someone who proved their second factor in the last five minutes.',
  confirmAndRetry: 'Confirm it is you, then try again',
  documentFailed: 'The document could not be opened.',
} as const;
