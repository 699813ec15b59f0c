// Who on the care team may do what: one table, read by the server on every staff call (never only by a screen).
/** The roles a staff person can hold; ids on the wire and in the store, labels in the staff catalog. */
export const STAFF_ROLES = ['admin', 'coordinator', 'therapist', 'recruiter'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * What a staff call needs. A permission ending in `.own` is scoped: it reaches only what belongs to the person's
 * own directory entry (their appointments, hours, leave, profile, their own clients' shared intake answers).
 */
export const STAFF_PERMISSIONS = [
  /** Invite, change roles, deactivate, reset a second factor. */
  'people.manage',
  /** Read and export the audit log, verify its chain. */
  'audit.read',
  /** Add, edit, activate or retire therapists; link one to a staff person; set anyone's hours and leave. */
  'directory.manage',
  /** The urgent queue: call-backs, claims and outcomes. */
  'callbacks.work',
  /** Every therapist's appointments: list, open, cancel, move, mark attended or no-show, book on someone's behalf. */
  'appointments.all',
  /** A therapist's own appointments and agenda. */
  'appointments.own',
  /** A therapist's own weekly hours, date overrides, leave and directory profile. */
  'availability.own',
  /** Shared intake answers of the therapist's own clients. */
  'intake.own',
  /** Shared intake answers of any appointment, with a recorded reason. */
  'intake.with-reason',
  /** Referrals, contact messages, leads, newsletter sign-ups, volunteer feedback, free introductory calls. */
  'records.work',
  /** Careers applications and their documents. */
  'applications.work',
  /** Visitors' accounts (never their password hashes). */
  'accounts.read',
  /** The messages the product sent (the local mailbox) and the deliveries that failed for good: retry or drop them. */
  'messages.manage',
  /** Write and send a letter to the newsletter's confirmed subscribers. */
  'newsletter.send',
  /** One's own person: who am I, one's own sessions and access tokens. */
  'self',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/** The role table. An admin holds every permission. */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  admin: STAFF_PERMISSIONS,
  coordinator: ['callbacks.work', 'appointments.all', 'intake.with-reason', 'records.work', 'self'],
  therapist: ['appointments.own', 'availability.own', 'intake.own', 'self'],
  recruiter: ['applications.work', 'self'],
};

/** Every permission the roles give together. */
export const permissionsOf = (roles: readonly StaffRole[]): ReadonlySet<StaffPermission> => new Set(roles.flatMap((role) => ROLE_PERMISSIONS[role]));

/** Whether any of the roles gives any of the permissions a call accepts. */
export const rolesAllow = (roles: readonly StaffRole[], accepted: readonly StaffPermission[]): boolean => {
  const held = permissionsOf(roles);
  return accepted.some((permission) => held.has(permission));
};

/**
 * How far a call reaches for this person: everything, or only one directory entry's own things. A call that
 * accepts an `.all` permission the person holds reaches everything; one reached only through an `.own`
 * permission reaches the person's own therapist entry, or nothing when no entry is linked to them.
 */
export type StaffReach = { readonly kind: 'all' } | { readonly kind: 'own'; readonly therapistId: string } | { readonly kind: 'none' };

export const reachOf = (actor: { readonly roles: readonly StaffRole[]; readonly therapistId: string | null }, accepted: readonly StaffPermission[]): StaffReach => {
  const held = permissionsOf(actor.roles);
  const granted = accepted.filter((permission) => held.has(permission));
  if (granted.some((permission) => !permission.endsWith('.own'))) return { kind: 'all' };
  if (granted.length > 0 && actor.therapistId !== null) return { kind: 'own', therapistId: actor.therapistId };
  return { kind: 'none' };
};

/** A role id from outside (a CLI option, a stored row): null when it is not one. */
export const parseStaffRole = (value: string): StaffRole | null => ((STAFF_ROLES as readonly string[]).includes(value) ? (value as StaffRole) : null);
