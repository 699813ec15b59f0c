// Who may read the therapy-match answers a visitor shares when booking, as the visitor is told it: each role's
// words in the visitor's sentence (CALENDAR_TEXT.shareIntakeHint), held to the role table by a test, so the
// promise under 'Share my answers' cannot drift from what the server allows.
import type { StaffPermission, StaffRole } from './staff-roles';

/** The permissions that open shared intake answers. */
export const INTAKE_PERMISSIONS = ['intake.own', 'intake.with-reason'] as const satisfies readonly StaffPermission[];

/** How the visitor's sentence names each role that may read the answers; null for a role that never may. */
export const INTAKE_READER_WORDS: Readonly<Record<StaffRole, string | null>> = {
  therapist: 'Your therapist',
  coordinator: 'care coordinators',
  admin: 'administrators',
  recruiter: null,
};

/** The words the sentence uses to say that a reader without 'intake.own' must record why, and that reads are logged. */
export const INTAKE_READ_CONDITION_WORDS = { withReason: 'only when they record why', logged: 'every opening is logged' } as const;
