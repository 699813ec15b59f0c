/**
 * Where the care team is with something a visitor asked of them (a call-back, a referral, a message, a lead):
 * 'waiting' until someone has acted on it, then 'done'. Listings show the waiting ones first.
 */
export const FOLLOW_UP_STATUSES = ['waiting', 'done'] as const;
export type FollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number];
