// The care console's screens and who sees each one in its navigation. The server still decides every call
// (STAFF_CONTRACT's `allow`); this only spares a person a screen whose calls would all be refused.
import { rolesAllow, type StaffPermission, type StaffRole } from './staff-roles';

/**
 * The screens, in the order the navigation lists them; a person's first screen is the first they may open
 * (a coordinator's is the urgent queue, a therapist's their own space, a recruiter's the applications).
 */
export const CONSOLE_SCREENS = ['queue', 'my-space', 'appointments', 'inbox', 'applications', 'directory', 'people', 'messages', 'newsletter', 'audit', 'account'] as const;
export type ConsoleScreen = (typeof CONSOLE_SCREENS)[number];

/** The permissions that open a screen (any one of them). */
export const CONSOLE_SCREEN_ACCESS: Readonly<Record<ConsoleScreen, readonly StaffPermission[]>> = {
  queue: ['callbacks.work'],
  'my-space': ['availability.own'],
  appointments: ['appointments.all', 'appointments.own'],
  inbox: ['records.work'],
  applications: ['applications.work'],
  directory: ['directory.manage'],
  people: ['people.manage'],
  messages: ['messages.manage'],
  newsletter: ['newsletter.send'],
  audit: ['audit.read'],
  account: ['self'],
};

/** The screens these roles open, in navigation order. */
export const consoleScreensFor = (roles: readonly StaffRole[]): readonly ConsoleScreen[] =>
  CONSOLE_SCREENS.filter((screen) => rolesAllow(roles, CONSOLE_SCREEN_ACCESS[screen]));

/** Where the console opens for these roles. Everyone has their own account, so there is always one. */
export const consoleHomeFor = (roles: readonly StaffRole[]): ConsoleScreen => consoleScreensFor(roles)[0] ?? 'account';

/**
 * What the inbox gathers, one list each: the record forms' collections staff follow up or keep (referrals,
 * contact messages, leads, newsletter sign-ups), volunteer feedback and the free introductory calls.
 */
export const INBOX_SOURCES = ['referrals', 'contacts', 'leads', 'free-calls', 'volunteers', 'newsletter'] as const;
export type InboxSource = (typeof INBOX_SOURCES)[number];
