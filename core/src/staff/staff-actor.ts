import { z } from '../schema/zod';
import { permissionsOf, STAFF_PERMISSIONS, STAFF_ROLES, type StaffRole } from './staff-roles';

/** How the person behind a staff call proved who they are. */
export const STAFF_CREDENTIALS = ['session', 'access-token', 'operator'] as const;
export type StaffCredential = (typeof STAFF_CREDENTIALS)[number];

/**
 * The person behind one staff call, as the server established it before the call's use case runs: a console
 * session (cookie), a personal access token (bearer), or the server operator on the server's own machine
 * (`npm run admin`). Every audit row names one.
 */
export interface StaffActor {
  /** The staff person's id; 'operator' for the server operator's commands. */
  readonly personId: string;
  readonly name: string;
  readonly roles: readonly StaffRole[];
  /** The directory entry linked to this person when they are a therapist; null otherwise. */
  readonly therapistId: string | null;
  readonly credential: StaffCredential;
  /** When the person last proved their password and second factor (a session's sign-in or step-up); null for a token. */
  readonly verifiedAt: Date | null;
}

export const OPERATOR_ACTOR: StaffActor = { personId: 'operator', name: 'Server operator', roles: ['admin'], therapistId: null, credential: 'operator', verifiedAt: null };

/** What `GET /staff/me` answers: the person behind the credential and what their roles let them do. */
export const staffWhoamiSchema = z.strictObject({
  person_id: z.string(),
  name: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  therapist_id: z.string().nullable().describe('The directory entry linked to this person, when they are a therapist'),
  credential: z.enum(STAFF_CREDENTIALS).describe('How this request proved who it is'),
  verified_at: z.string().nullable().describe('ISO-8601 UTC: when the password and second factor were last proved (null for a token)'),
  permissions: z.array(z.enum(STAFF_PERMISSIONS)),
});
export type StaffWhoami = z.output<typeof staffWhoamiSchema>;

export const toStaffWhoami = (actor: StaffActor): StaffWhoami => ({
  person_id: actor.personId,
  name: actor.name,
  roles: [...actor.roles],
  therapist_id: actor.therapistId,
  credential: actor.credential,
  verified_at: actor.verifiedAt === null ? null : actor.verifiedAt.toISOString(),
  permissions: [...permissionsOf(actor.roles)],
});
