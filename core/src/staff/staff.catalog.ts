// The console's words for the staff side's ids (English). A language's edition is another catalog of the same shape.
import type { AuditAction, AuditReadReason, AuditSubject } from './audit-chain';
import type { StaffRole } from './staff-roles';
import type { CallbackOutcome } from './urgent-queue';

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
};
