import { CALL_MESSAGES } from '../api/api-error';
import { SHARED_MESSAGES } from './shared-rules';
import { formMessageIds } from './form-message-ids';

// Zod-free, so the corporate and student pages can name kinds, limits and hints without downloading schemas.

/**
 * The corporate and student pages' buttons (issue 13): each opens the one short lead form with its kind.
 * The ids are stored and sent; the buttons' own labels stay with the pages.
 */
export const LEAD_KINDS = [
  'corporate-contact',
  'corporate-demo',
  'corporate-consultation',
  'school-demo',
  'school-contact',
  'school-free-session',
] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** Whether a kind comes from the corporate page (size counts employees) or the student page (students). */
export const isCorporateLead = (kind: LeadKind): boolean => kind.startsWith('corporate-');

/** size: employees of a company or students of a school. */
export const LEAD_LIMITS = { minSize: 1, maxSize: 1_000_000 } as const;

export const LEAD_MESSAGES = {
  nameRequired: SHARED_MESSAGES.nameRequired,
  nameTooLong: SHARED_MESSAGES.nameTooLong,
  emailRequired: SHARED_MESSAGES.emailRequired,
  emailInvalid: SHARED_MESSAGES.emailInvalid,
  phoneInvalid: SHARED_MESSAGES.phoneInvalid,
  messageTooLong: SHARED_MESSAGES.messageTooLong,
  ...formMessageIds('lead', ['kindRequired', 'kindInvalid', 'organisationRequired', 'organisationTooLong', 'sizeInvalid']),
  /** Words, not an id: the call's success, and the page's hint (staff read the listing; the team writes back by e-mail). */
  received: CALL_MESSAGES.submitLead.success,
} as const;

/** Personal mail services common in India: a work address is asked for, but one of these is still accepted. */
export const FREE_MAIL_DOMAINS: readonly string[] = [
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.co.in',
  'yahoo.in',
  'ymail.com',
  'outlook.com',
  'outlook.in',
  'hotmail.com',
  'live.com',
  'msn.com',
  'rediffmail.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'zoho.com',
  'zohomail.in',
  'gmx.com',
  'mail.com',
];

/**
 * Whether a corporate lead gets the gentle hint for a personal address (the FormFieldCatalog's leadPersonalMail).
 * Never a refusal: the address works. Schools often use personal addresses, so their kinds get no hint.
 */
export const suggestsWorkEmail = (email: string, kind: LeadKind): boolean => {
  if (!isCorporateLead(kind)) return false;
  const domain = email.trim().toLowerCase().split('@').pop() ?? '';
  return FREE_MAIL_DOMAINS.includes(domain);
};
