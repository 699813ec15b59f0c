// The console's words for the staff side's ids (English). A language's edition is another catalog of the same shape.
import type { AuditAction, AuditReadReason, AuditSubject } from './audit-chain';
import type { StaffRole } from './staff-roles';
import type { CallbackOutcome, QueueEventType, QueueState } from './queue-standing';
import type { QueueRefusal } from './staff-errors';

export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  admin: 'Administrator',
  coordinator: 'Care coordinator',
  therapist: 'Therapist',
  recruiter: 'Recruiter',
};

export const CALLBACK_OUTCOME_LABELS: Readonly<Record<CallbackOutcome, string>> = {
  reached: 'Reached',
  'no-answer': 'No answer',
  'referred-emergency': 'Referred to emergency services (112)',
  'referred-tele-manas': 'Referred to Tele-MANAS (14416)',
  closed: 'Closed',
};

export const QUEUE_STATE_LABELS: Readonly<Record<QueueState, string>> = {
  waiting: 'Waiting',
  claimed: 'Someone is calling',
  closed: 'Closed',
};

/**
 * The urgent queue's words: the screen, its buttons, its alerts, and the refusals the server words (who has a claimed
 * call-back is named, so nobody calls twice).
 */
export const URGENT_QUEUE_TEXT = {
  title: 'Urgent queue',
  intro: 'People who asked the care team to call them: a crisis first, then the one who has waited longest.',
  claim: "I'm calling",
  release: 'Let someone else call',
  outcomeHeading: 'What did the call come to?',
  empty: 'Nobody is waiting for a call.',
  showClosed: 'Closed call-backs',
  overdue: 'Overdue: nobody has claimed this crisis for 15 minutes',
  pastDue: 'Past the time we gave',
  crisis: 'Crisis',
  bookingHelp: 'Help with booking',
  asked: (since: string) => `Asked ${since}`,
  callingNow: (name: string) => `${name} is calling`,
  youAreCalling: 'You are calling',
  closedBy: (name: string, outcome: string) => `${outcome}, by ${name}`,
  attempts: (count: number) => (count === 1 ? '1 call with no answer' : `${count} calls with no answer`),
  risk: (answer: string) => `Risk answer: ${answer}`,
  language: (name: string) => `Language: ${name}`,
  mute: 'Mute the alert sound',
  unmute: 'Play a sound for a new call-back',
  live: 'Live: new call-backs appear here at once',
  reconnecting: 'Connection lost: reconnecting. The list may be out of date until it is back.',
  newAlert: (reason: string) => `New call-back: ${reason}`,
  claimedByOther: (name: string) => `${name} is already calling this person.`,
  notClaimed: "Claim this call-back ('I'm calling') before recording what the call came to.",
  closedAlready: 'This call-back is already closed.',
  pagesLabel: 'Pages of the urgent queue',
  fresh: 'New',
  call: (phone: string) => `Call ${phone}`,
  riskAnswers: { yes: 'Yes', no: 'No' },
  claimed: 'You are calling this person. Record what the call came to when you are done.',
  released: 'Released: someone else can call.',
  recorded: (outcome: string) => `Recorded: ${outcome}.`,
  soundOn: 'Alert sound on',
  soundOff: 'Alert sound off',
} as const;

/** Minutes and hours since a moment, in the queue's words ('just now', '4 min ago', '2 h 5 min ago'). */
export const timeSinceAsked = (asked: Date, now: Date): string => {
  const minutes = Math.max(0, Math.floor((now.getTime() - asked.getTime()) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 === 0 ? `${hours} h ago` : `${hours} h ${minutes % 60} min ago`;
  return `${Math.floor(hours / 24)} days ago`;
};

export const QUEUE_EVENT_LABELS: Readonly<Record<QueueEventType, string>> = {
  'callback-requested': 'New call-back',
  'callback-claimed': 'Claimed',
  'callback-released': 'Released',
  'callback-outcome': 'Outcome recorded',
};

/** The words of a queue refusal (the server's `msg`). */
export const queueRefusalText = (refusal: QueueRefusal): string => {
  switch (refusal.kind) {
    case 'claimed-by-other':
      return URGENT_QUEUE_TEXT.claimedByOther(refusal.claimedBy.name);
    case 'callback-not-claimed':
      return URGENT_QUEUE_TEXT.notClaimed;
    case 'callback-closed':
      return URGENT_QUEUE_TEXT.closedAlready;
  }
};

export const AUDIT_READ_REASON_LABELS: Readonly<Record<AuditReadReason, string>> = {
  'client-care': 'Care of this client',
  'safety-concern': 'A safety concern',
  'visitor-request': 'The person asked us',
  recruitment: 'Assessing an application',
  'complaint-or-legal': 'A complaint or a legal duty',
};

export const AUDIT_ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  list: 'Listed',
  read: 'Opened',
  'read-sensitive': 'Opened sensitive data',
  change: 'Changed',
  export: 'Exported',
  'sign-in': 'Signed in',
  'sign-in-refused': 'Sign-in refused',
  'sign-out': 'Signed out',
  'people-change': 'Changed a staff person',
};

export const AUDIT_SUBJECT_LABELS: Readonly<Record<AuditSubject, string>> = {
  appointment: 'Appointment',
  callback: 'Call-back',
  record: 'Record',
  'free-call': 'Free introductory call',
  'volunteer-feedback': 'Volunteer feedback',
  application: 'Careers application',
  document: 'Careers document',
  account: 'Visitor account',
  therapist: 'Therapist',
  'staff-person': 'Staff person',
  'access-token': 'Access token',
  'audit-log': 'Audit log',
  message: 'Message',
  newsletter: 'Newsletter',
};
