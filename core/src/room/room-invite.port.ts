import type { ResultAsync } from 'neverthrow';
import type { StoreUnavailable } from '../application/domain-errors';
import type { PresenceEvent } from './room.port';

/**
 * A coordinator asked into one appointment's room by its therapist: who invited whom and when, and when it was
 * withdrawn. Kept after it is withdrawn, so the appointment's history says who could have been in its room.
 */
export interface RoomInvite {
  readonly id: string;
  readonly appointmentId: string;
  readonly reference: string;
  readonly coordinatorId: string;
  /** The staff person (the appointment's therapist) who invited them. */
  readonly invitedBy: string;
  readonly invitedAt: Date;
  readonly withdrawnAt: Date | null;
  /** When the coordinator first came into the room and last left it. */
  readonly joinedAt: Date | null;
  readonly leftAt: Date | null;
}

export interface RoomInvites {
  /** The appointment's invite that has not been withdrawn (at most one), or null. */
  current(appointmentId: string): ResultAsync<RoomInvite | null, StoreUnavailable>;
  add(invite: RoomInvite): ResultAsync<void, StoreUnavailable>;
  /** Withdraws the appointment's current invite; nothing when there is none. */
  withdraw(appointmentId: string, at: Date): ResultAsync<void, StoreUnavailable>;
  /** The coordinator's invites not withdrawn, of every appointment. */
  ofCoordinator(coordinatorId: string): ResultAsync<readonly RoomInvite[], StoreUnavailable>;
  /** 'joined' keeps the first join and clears the leave; 'left' keeps the latest leave (on the current invite). */
  recordPresence(inviteId: string, event: PresenceEvent, at: Date): ResultAsync<void, StoreUnavailable>;
}
