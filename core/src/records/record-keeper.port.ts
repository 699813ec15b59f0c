import type { ResultAsync } from 'neverthrow';
import type { StoreUnavailable } from '../application/domain-errors';
import type { FollowUpStatus } from '../application/follow-up';
import type { Page, PageRequest } from '../application/page-request';
import type { KeptRecord, ListedRecord, RecordKind } from './record-kind';

/** 'already-kept': the kind keeps one record per `onceBy` value and one was there (also when two race); nothing changed. */
export type KeepOutcome = 'kept' | 'already-kept';

/** Keeps records of every record kind, each in its kind's table. */
export interface RecordKeeper {
  keep(kind: RecordKind, record: KeptRecord): ResultAsync<KeepOutcome, StoreUnavailable>;
}

/** Reads a kind's records back for staff, newest first, as they were kept. */
export interface RecordLister {
  list(kind: RecordKind, page: PageRequest): ResultAsync<Page<ListedRecord>, StoreUnavailable>;
}

/** Sets a followed-up record's status at `at`; null when the kind has no record with this id. */
export interface RecordMarker {
  mark(kind: RecordKind, id: string, status: FollowUpStatus, at: Date): ResultAsync<ListedRecord | null, StoreUnavailable>;
}
