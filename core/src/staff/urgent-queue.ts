// The care team's urgent queue: which call-back comes first, and when an unclaimed crisis is overdue.
import type { CallbackReason } from '../callbacks/callback.types';
import type { QueueState } from './queue-standing';

const MINUTE = 60_000;

export const URGENT_QUEUE_POLICY = {
  /** A crisis request nobody has claimed for this long is marked overdue. */
  crisisClaimWithinMs: 15 * MINUTE,
  /** A console that lost its stream shows that it did, and reconnects at most this often. */
  reconnectMs: 2_000,
} as const;

/** What the queue's order reads of a request. */
export interface QueuedCallback {
  readonly id: string;
  readonly reason: CallbackReason;
  readonly receivedAt: Date;
  readonly queueState: QueueState;
}

const stateRank: Readonly<Record<QueueState, number>> = { waiting: 0, claimed: 1, closed: 2 };
const reasonRank: Readonly<Record<CallbackReason, number>> = { crisis: 0, 'booking-help': 1 };

/** Open requests first (waiting before claimed), crisis before booking help, then the one asked longest ago; ties by id. */
export const compareQueued = (a: QueuedCallback, b: QueuedCallback): number =>
  stateRank[a.queueState] - stateRank[b.queueState] ||
  reasonRank[a.reason] - reasonRank[b.reason] ||
  a.receivedAt.getTime() - b.receivedAt.getTime() ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** A crisis request still unclaimed 15 minutes after it was asked. */
export const isQueueOverdue = (request: QueuedCallback, now: Date, policy = URGENT_QUEUE_POLICY): boolean =>
  request.reason === 'crisis' && request.queueState === 'waiting' && now.getTime() - request.receivedAt.getTime() >= policy.crisisClaimWithinMs;

