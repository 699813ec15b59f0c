import type { ResultAsync } from 'neverthrow';
import type { StoreUnavailable } from '../application/domain-errors';
import type { Page, PageRequest } from '../application/page-request';
import type { SubmissionStore } from '../submissions/submissions.port';
import type { CallbackRequest, CallbackStatus } from './callback.types';

/** Keeps call-back requests; staff read the waiting ones first (urgent first), then newest first. */
export interface CallbackStore extends SubmissionStore<CallbackRequest> {
  /** Sets a request's status at `at`; null when no request has this id. */
  mark(id: string, status: CallbackStatus, at: Date): ResultAsync<CallbackRequest | null, StoreUnavailable>;
  /** One page of requests: waiting before done, urgent before normal, then newest first. */
  page(request: PageRequest): ResultAsync<Page<CallbackRequest>, StoreUnavailable>;
}
