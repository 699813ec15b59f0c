import type { ResultAsync } from 'neverthrow';
import type { StoreUnavailable } from '../application/domain-errors';
import type { Page, PageRequest } from '../application/page-request';
import type { NewStaffEvent } from '../staff/staff-events';
import type { QueueState, QueueStanding } from '../staff/queue-standing';
import type { CallbackRequest } from './callback.types';

/** Which call-backs a listing shows: the open ones (waiting or claimed), the closed ones, or all. */
export const CALLBACK_QUEUE_VIEWS = ['open', 'closed', 'all'] as const;
export type CallbackQueueView = (typeof CALLBACK_QUEUE_VIEWS)[number];

/** Where a request was when it was read: a change applies only if nobody moved it since. */
export interface QueueExpectation {
  readonly state: QueueState;
  /** The person who had claimed it (null when waiting). */
  readonly claimedBy: string | null;
  readonly attempts: number;
}

/**
 * Keeps call-back requests and the care team's queue. Every change is kept together with the event that tells the
 * open consoles of it (one commit), so a console that reconnects reads exactly what it missed.
 */
export interface CallbackStore {
  add(request: CallbackRequest, event: NewStaffEvent): ResultAsync<void, StoreUnavailable>;
  find(id: string): ResultAsync<CallbackRequest | null, StoreUnavailable>;
  /**
   * Moves a request to `standing` only if it is still where `expected` says (one conditional update: of two people
   * racing, one moves it); 'stale' when someone else moved it first, 'missing' when no request has this id.
   */
  move(id: string, expected: QueueExpectation, standing: QueueStanding, event: NewStaffEvent): ResultAsync<'moved' | 'stale' | 'missing', StoreUnavailable>;
  /** One page in the queue's order (compareQueued): open first, a crisis before booking help, then the oldest first. */
  page(request: PageRequest & { readonly view: CallbackQueueView }): ResultAsync<Page<CallbackRequest>, StoreUnavailable>;
}
