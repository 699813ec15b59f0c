/**
 * Why an invite was refused (409), by kind: the person is not an active coordinator, the therapist named
 * themself, another coordinator is invited already (withdraw that invite first), or the appointment has no room
 * to invite anyone into (in person, cancelled, or its room has closed).
 */
export const ROOM_INVITE_REFUSALS = ['not-a-coordinator', 'self-invite', 'already-invited', 'no-room'] as const;
export type RoomInviteRefusalKind = (typeof ROOM_INVITE_REFUSALS)[number];
export interface RoomInviteRefused {
  readonly kind: RoomInviteRefusalKind;
}
