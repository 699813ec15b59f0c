// How far a staff call reaches (reachOf), applied to what it touches: one therapist's entry, or the therapist an
// appointment belongs to. The server computes the reach from the call's `allow`; these rules decide the rest.
import { err, ok, type Result } from 'neverthrow';
import type { StaffForbidden } from './staff-errors';
import type { StaffReach } from './staff-roles';

export const STAFF_FORBIDDEN: StaffForbidden = { kind: 'forbidden' };

/** Whether the reach covers this therapist's entry (their hours, leave, profile, appointments). */
export const reachesTherapist = (reach: StaffReach, therapistId: string): boolean =>
  reach.kind === 'all' || (reach.kind === 'own' && reach.therapistId === therapistId);

export const withinReach = (reach: StaffReach, therapistId: string): Result<void, StaffForbidden> =>
  reachesTherapist(reach, therapistId) ? ok(undefined) : err(STAFF_FORBIDDEN);

/**
 * The therapist a listing is narrowed to: whatever was asked when the reach is everything; a therapist's own
 * entry whatever they asked for (a filter naming someone else still lists only their own); nothing at all
 * when the person reaches nothing.
 */
export const therapistFilterWithin = (reach: StaffReach, asked: string | undefined): Result<string | undefined, StaffForbidden> => {
  switch (reach.kind) {
    case 'all':
      return ok(asked);
    case 'own':
      return ok(reach.therapistId);
    case 'none':
      return err(STAFF_FORBIDDEN);
  }
};
