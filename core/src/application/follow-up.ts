import { z } from '../schema/zod';

/**
 * Where the care team is with something a visitor asked of them (a call-back, a referral, a message, a lead):
 * 'waiting' until someone has acted on it, then 'done'. Listings show the waiting ones first.
 */
export const FOLLOW_UP_STATUSES = ['waiting', 'done'] as const;
export type FollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number];

const ID_LIMIT = 100;

/** What a staff call that marks one item sends: the item's id (from the path) and its new status. */
export const followUpMarkFields = {
  id: z.string().min(1).max(ID_LIMIT, `An id is at most ${ID_LIMIT} characters.`),
  status: z.enum(FOLLOW_UP_STATUSES, { error: `Use a status: ${FOLLOW_UP_STATUSES.join(' or ')}.` }),
};
