import type { ResultAsync } from 'neverthrow';
import { parseInput, type InputInvalid, type StoreUnavailable } from '../application/domain-errors';
import { listedInstantSchema, pageRequestSchema, type Page } from '../application/page-request';
import { followUpListedFields, isOverdue, type FollowUpStatus } from '../application/follow-up';
import type { Clock } from '../calendar/clock.port';
import { RECORD_FORMS } from '../forms/record-forms';
import { z } from '../schema/zod';
import type { RecordLister } from './record-keeper.port';
import type { ListedRecord, RecordKind, StoredField } from './record-kind';

export const RECORD_KINDS: readonly RecordKind[] = Object.values(RECORD_FORMS).map((form) => form.record);
const COLLECTIONS = RECORD_KINDS.map((kind) => kind.collection) as [string, ...string[]];

/** The record kind kept in a collection (the request schemas let only real collections through). */
export const recordKindOf = (collection: string): RecordKind => RECORD_KINDS.find((kind) => kind.collection === collection) as RecordKind;

/** The staff listing's request: which record form's collection, and the page. */
export const staffRecordsRequestSchema = pageRequestSchema.extend({
  collection: z.enum(COLLECTIONS, { error: `collection must be one of ${COLLECTIONS.join(', ')}` }),
});

/** A stored field as staff read it. */
const listedField = (field: StoredField): z.ZodType => {
  switch (field) {
    case 'text':
      return z.string();
    case 'text?':
      return z.string().nullable();
    case 'integer':
      return z.number().int();
    case 'integer?':
      return z.number().int().nullable();
    case 'consent':
      return z.literal('agreed');
    default:
      return z.enum(field);
  }
};

/** A followed-up record as listed at `now`: with whether it is overdue (the store keeps its status and due time). */
export const withOverdue =
  (kind: RecordKind, now: Date) =>
  (record: ListedRecord): ListedRecord =>
    kind.followUp
      ? { ...record, overdue: isOverdue({ status: record['status'] as FollowUpStatus, dueAt: new Date(String(record['due_at'])) }, now) }
      : record;

/**
 * A kind's record as listed: exactly `id`, each declared field and the time received (ISO-8601 UTC), and for a
 * kind staff follow up, its status.
 */
export const listedRecordSchema = (kind: RecordKind) =>
  z.strictObject({
    id: z.string(),
    ...Object.fromEntries(Object.entries(kind.fields).map(([name, field]) => [name, listedField(field)])),
    [kind.receivedColumn]: listedInstantSchema,
    ...(kind.followUp ? followUpListedFields : {}),
  });

/** Any record form's record, as the staff listing answers it. */
export const anyListedRecordSchema = z.union(RECORD_KINDS.map(listedRecordSchema) as unknown as [z.ZodType, ...z.ZodType[]]);

/**
 * One page of a record form's collection for staff, each record as it was kept: newest first, and for a kind staff
 * follow up, the waiting ones before the done ones.
 */
export const listRecords =
  (deps: { readonly records: RecordLister; readonly clock: Clock }) =>
  (input: unknown): ResultAsync<Page<ListedRecord>, InputInvalid | StoreUnavailable> =>
    parseInput(staffRecordsRequestSchema, input).asyncAndThen(({ collection, page, limit }) => {
      const kind = recordKindOf(collection);
      return deps.records.list(kind, { page, limit }).map((listed) => ({ ...listed, items: listed.items.map(withOverdue(kind, deps.clock.now())) }));
    });
