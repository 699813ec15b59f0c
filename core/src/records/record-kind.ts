import type { z } from '../schema/zod';
import type { CallName } from '../api/endpoints';

/**
 * How one field of a kept record is stored and listed to staff: text, a whole number, or one of a list of ids
 * (stored as text). '?' marks a field the form may leave out: stored as null. 'consent': a box that must be ticked
 * (the schema's `true`), kept and listed as the text 'agreed'.
 */
export type StoredField = 'text' | 'text?' | 'integer' | 'integer?' | 'consent' | readonly [string, ...string[]];

/** The stored kind a payload field of type V must declare: the compiler holds the declaration to the schema. */
type StoredFieldOf<V> =
  [V] extends [true] ? 'consent'
  : [Exclude<V, undefined>] extends [number] ? (undefined extends V ? 'integer?' : 'integer')
  : undefined extends V ? 'text?'
  : 'text' | readonly [string, ...string[]];

/** Every field of the payload, with how it is stored. */
export type RecordFields<Payload> = { readonly [K in keyof Payload]-?: StoredFieldOf<Payload[K]> };

/**
 * A call that keeps what a visitor sent as one record, listed to staff: the payload's fields become the
 * table's columns under the same names, beside `id` and the time it was received. Everything else (the
 * use case, the server's route, its store, the staff listing and their OpenAPI description) follows from it.
 */
export interface RecordKind {
  /** The staff listing: GET /api/v1/staff/{collection}. */
  readonly collection: string;
  /** The table a migration made for it: id, one column per field, and `receivedColumn`. */
  readonly table: string;
  /** What staff read there, as the OpenAPI document says it. */
  readonly summary: string;
  readonly fields: Readonly<Record<string, StoredField>>;
  /** The column holding when the record was received (ISO-8601 UTC text); listings are newest first by it. */
  readonly receivedColumn: 'created_at' | 'consented_at';
  /**
   * A field that keeps one record per value (a unique index on its column): a repeat changes nothing and is
   * answered like the first, without its id, so the answer never tells who is already there.
   */
  readonly onceBy?: string;
  /** The call's description for the OpenAPI document. */
  readonly about?: string;
  /**
   * Staff act on each record (a referral, a message, a lead): it is 'waiting' until they mark it 'done', and
   * listed waiting first, with the time it is due (followUpDueAt) and whether it is overdue. Its table has
   * `status`, `marked_at` and `due_at` columns.
   */
  readonly followUp?: boolean;
}

/** A form whose call keeps one record: its title, its schema, the call that submits it, the record it keeps. */
export interface RecordForm<Schema extends z.ZodType = z.ZodType> {
  readonly title: string;
  readonly schema: Schema;
  readonly shape: Schema;
  readonly call: CallName;
  readonly record: RecordKind;
}

/** Declares a record form; the compiler checks `record.fields` names every field of the schema's output. */
export const recordForm = <const Call extends CallName, Schema extends z.ZodType>(form: {
  readonly title: string;
  readonly schema: Schema;
  readonly call: Call;
  readonly record: Omit<RecordKind, 'fields' | 'onceBy' | 'receivedColumn'> & {
    readonly fields: RecordFields<z.output<Schema>>;
    readonly onceBy?: keyof z.output<Schema> & string;
    readonly receivedColumn?: RecordKind['receivedColumn'];
  };
}): RecordForm<Schema> & { readonly call: Call } => ({
  ...form,
  shape: form.schema,
  record: { ...form.record, receivedColumn: form.record.receivedColumn ?? 'created_at' },
});

/** A kept record: its id, when it was received (and is due, for a kind staff follow up), and each declared field's value (null when left out). */
export interface KeptRecord {
  readonly id: string;
  readonly receivedAt: Date;
  readonly dueAt: Date | null;
  readonly fields: Readonly<Record<string, string | number | null>>;
}

/**
 * A kept record as staff read it: `id`, each declared field, and the time received under its column's name; for a
 * kind with `followUp`, also `status`, `marked_at` (ISO-8601 UTC, null until first marked), `due_at` (ISO-8601 UTC)
 * and `overdue` (listRecords adds it from the clock).
 */
export type ListedRecord = Readonly<Record<string, string | number | boolean | null>>;
