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
  newsletter: 'Newsletter',
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
