import type { ResultAsync } from 'neverthrow';
import { parseInput, type InputInvalid, type StoreUnavailable } from '../application/domain-errors';
import { listedInstantSchema, pageRequestSchema, type Page } from '../application/page-request';
import { FOLLOW_UP_STATUSES } from '../application/follow-up';
import { FORMS, RECORD_FORM_IDS } from '../forms/form-registry';
import { z } from '../schema/zod';
import type { RecordLister } from './record-keeper.port';
import type { ListedRecord, RecordKind, StoredField } from './record-kind';

export const RECORD_KINDS: readonly RecordKind[] = RECORD_FORM_IDS.map((id) => FORMS[id].record);
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
    default:
      return z.enum(field);
  }
};

/** Where staff are with a record of a kind they follow up. */
const followUpFields = {
  status: z.enum(FOLLOW_UP_STATUSES).describe('waiting ones first'),
  marked_at: listedInstantSchema.nullable().describe('ISO-8601 UTC; when staff last set the status'),
};

/**
 * A kind's record as listed: exactly `id`, each declared field and the time received (ISO-8601 UTC), and for a
 * kind staff follow up, its status.
 */
export const listedRecordSchema = (kind: RecordKind) =>
  z.strictObject({
    id: z.string(),
    ...Object.fromEntries(Object.entries(kind.fields).map(([name, field]) => [name, listedField(field)])),
    [kind.receivedColumn]: listedInstantSchema,
    ...(kind.followUp ? followUpFields : {}),
  });

/** Any record form's record, as the staff listing answers it. */
export const anyListedRecordSchema = z.union(RECORD_KINDS.map(listedRecordSchema) as unknown as [z.ZodType, ...z.ZodType[]]);

/**
 * One page of a record form's collection for staff, each record as it was kept: newest first, and for a kind staff
 * follow up, the waiting ones before the done ones.
 */
export const listRecords =
  (deps: { readonly records: RecordLister }) =>
  (input: unknown): ResultAsync<Page<ListedRecord>, InputInvalid | StoreUnavailable> =>
    parseInput(staffRecordsRequestSchema, input).asyncAndThen(({ collection, page, limit }) =>
      deps.records.list(recordKindOf(collection), { page, limit }),
    );
