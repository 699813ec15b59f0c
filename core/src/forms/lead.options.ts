import { CALL_MESSAGES } from '../api/api-error';
import { FORM_TEXT_LIMITS, SHARED_MESSAGES } from './shared-rules';

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
  kindRequired: 'Please choose what you would like from us',
  kindInvalid: `kind must be one of ${LEAD_KINDS.join(', ')}`,
  nameRequired: SHARED_MESSAGES.nameRequired,
  nameTooLong: SHARED_MESSAGES.tooLong('Name', FORM_TEXT_LIMITS.name),
  emailRequired: SHARED_MESSAGES.emailRequired,
  emailInvalid: SHARED_MESSAGES.emailInvalid,
  organisationRequired: 'Organisation is required',
  organisationTooLong: SHARED_MESSAGES.tooLong('Organisation', FORM_TEXT_LIMITS.name),
  phoneInvalid: SHARED_MESSAGES.phoneInvalid,
  sizeInvalid: `Please enter a whole number from ${LEAD_LIMITS.minSize} to ${LEAD_LIMITS.maxSize}`,
  messageTooLong: SHARED_MESSAGES.tooLong('Message', FORM_TEXT_LIMITS.message),
  /** Staff read the listing; the team writes back by e-mail. Nothing more is promised. */
  received: CALL_MESSAGES.submitLead.success,
  freeMail: 'This looks like a personal address. A work email helps us reach the right team, but this one works too.',
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
 * The gentle hint a corporate lead gets for a personal address, or null. Never a refusal: the address works.
 * Schools often use personal addresses, so their kinds get no hint.
 */
export const freeMailHint = (email: string, kind: LeadKind): string | null => {
  if (!isCorporateLead(kind)) return null;
  const domain = email.trim().toLowerCase().split('@').pop() ?? '';
  return FREE_MAIL_DOMAINS.includes(domain) ? LEAD_MESSAGES.freeMail : null;
};
