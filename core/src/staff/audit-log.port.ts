import type { ResultAsync } from 'neverthrow';
import type { StoreUnavailable } from '../application/domain-errors';
import type { Page, PageRequest } from '../application/page-request';
import type { AuditAction, AuditEntry, AuditEvent, AuditSubject } from './audit-chain';

/** An entry as listed for people: with the name of the person who acted (null for the server operator). */
export interface ListedAuditEntry extends AuditEntry {
  readonly personName: string | null;
}

/** What an admin filters the log by. */
export interface AuditFilter {
  readonly personId?: string;
  readonly subject?: AuditSubject;
  readonly subjectId?: string;
  readonly action?: AuditAction;
  readonly from?: Date;
  readonly to?: Date;
  /** Entries touching this visitor (a keyed hash of their e-mail or phone). */
  readonly visitorKey?: string;
}

/**
 * The append-only log. There is no update and no delete here: the store numbers and chains each entry in the
 * same transaction that appends it, so two appends racing still form one chain.
 */
export interface AuditLog {
  append(event: AuditEvent): ResultAsync<AuditEntry, StoreUnavailable>;
  /** Newest first, one page at a time. */
  page(filter: AuditFilter, page: PageRequest): ResultAsync<Page<ListedAuditEntry>, StoreUnavailable>;
  /** Every entry, oldest first, for a walk of the chain. */
  walk(): AsyncIterable<AuditEntry>;
}
