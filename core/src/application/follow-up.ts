import { z } from '../schema/zod';
import { KOLKATA_UTC_OFFSET_MINUTES, kolkataMomentOf } from '../calendar/kolkata-time';
import { listedInstantSchema } from './page-request';

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

/**
 * How soon the care team answers what a visitor left with them (a referral, a message, a lead, a call-back that is
 * not a crisis, a careers application): within `workingDays` working days, counted in IST, a working day being
 * Monday to Saturday (`workingWeekdays`, 0 = Sunday). No holiday calendar is kept: the team works every such day.
 */
export const FOLLOW_UP_POLICY = { workingDays: 2, workingWeekdays: [1, 2, 3, 4, 5, 6] } as const;
export type FollowUpPolicy = { readonly workingDays: number; readonly workingWeekdays: readonly number[] };

const MS_PER_DAY = 86_400_000;

/**
 * When something received at `receivedAt` must have been answered: the end (IST midnight) of the last of the
 * working days that follow the day it arrived. Received on a Thursday: due by the end of Saturday; on a Saturday
 * or a Sunday: by the end of Tuesday.
 */
export const followUpDueAt = (receivedAt: Date, policy: FollowUpPolicy = FOLLOW_UP_POLICY): Date => {
  const { date } = kolkataMomentOf(receivedAt);
  let day = Date.parse(`${date}T00:00:00Z`);
  for (let counted = 0; counted < policy.workingDays; ) {
    day += MS_PER_DAY;
    if (policy.workingWeekdays.includes(new Date(day).getUTCDay())) counted += 1;
  }
  return new Date(day + MS_PER_DAY - KOLKATA_UTC_OFFSET_MINUTES * 60_000);
};

/** Whether the care team is late with it: still waiting after its due time. */
export const isOverdue = (item: { readonly status: FollowUpStatus; readonly dueAt: Date }, now: Date): boolean =>
  item.status === 'waiting' && now.getTime() > item.dueAt.getTime();

/** Where staff are with an item they follow up, as every staff listing shows it. */
export const followUpListedFields = {
  status: z.enum(FOLLOW_UP_STATUSES).describe('waiting ones first'),
  marked_at: listedInstantSchema.nullable().describe('ISO-8601 UTC; when staff last set the status'),
  due_at: listedInstantSchema.describe('ISO-8601 UTC; by when the care team should have answered'),
  overdue: z.boolean().describe('still waiting after due_at'),
};

/** An item's follow-up fields as listed at `now`. */
export const listedFollowUp = (item: { readonly status: FollowUpStatus; readonly markedAt: Date | null; readonly dueAt: Date }, now: Date) => ({
  status: item.status,
  marked_at: item.markedAt === null ? null : item.markedAt.toISOString(),
  due_at: item.dueAt.toISOString(),
  overdue: isOverdue(item, now),
});
