import type { ResultAsync } from 'neverthrow';
import type { Clock } from '../calendar/clock.port';
import { parseInput, type InputInvalid, type StoreUnavailable } from '../application/domain-errors';
import type { IdGenerator } from '../application/id-generator.port';
import type { RecordKeeper } from './record-keeper.port';
import type { KeptRecord, RecordForm, RecordKind } from './record-kind';

/** A new record and its id; or, for a kind kept once per value, a repeat: nothing changed and no id is told. */
export type RecordKept = { readonly kind: 'kept'; readonly id: string } | { readonly kind: 'already-kept' };

const storedFields = (kind: RecordKind, payload: Readonly<Record<string, unknown>>): KeptRecord['fields'] =>
  Object.fromEntries(Object.keys(kind.fields).map((field) => [field, (payload[field] ?? null) as string | number | null]));

/**
 * Keeps what a visitor sent through a record form (a referral, a contact message, a lead, a newsletter address)
 * for staff, with the time it arrived.
 */
export const keepRecord =
  (form: RecordForm) =>
  (deps: { readonly records: RecordKeeper; readonly ids: IdGenerator; readonly clock: Clock }) =>
  (input: unknown): ResultAsync<RecordKept, InputInvalid | StoreUnavailable> =>
    parseInput(form.schema, input).asyncAndThen((payload) => {
      const record: KeptRecord = { id: deps.ids.next(), receivedAt: deps.clock.now(), fields: storedFields(form.record, payload as Record<string, unknown>) };
      return deps.records
        .keep(form.record, record)
        .map((outcome): RecordKept => (outcome === 'kept' ? { kind: 'kept', id: record.id } : { kind: 'already-kept' }));
    });
