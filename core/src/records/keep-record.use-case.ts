import type { ResultAsync } from 'neverthrow';
import type { Clock } from '../calendar/clock.port';
import { parseInput, type InputInvalid, type StoreUnavailable } from '../application/domain-errors';
import type { IdGenerator } from '../application/id-generator.port';
import { followUpDueAt } from '../application/follow-up';
import type { RecordKeeper } from './record-keeper.port';
import type { KeptRecord, RecordForm, RecordKind, StoredField } from './record-kind';

/** A new record and its id; or, for a kind kept once per value, a repeat: nothing changed and no id is told. */
export type RecordKept = { readonly kind: 'kept'; readonly id: string } | { readonly kind: 'already-kept' };

/** A ticked consent box is kept as the text 'agreed' (both engines store text alike; the time is the record's). */
const storedValue = (field: StoredField, value: unknown): string | number | null => (field === 'consent' ? 'agreed' : ((value ?? null) as string | number | null));

const storedFields = (kind: RecordKind, payload: Readonly<Record<string, unknown>>): KeptRecord['fields'] =>
  Object.fromEntries(Object.entries(kind.fields).map(([name, field]) => [name, storedValue(field, payload[name])]));

/**
 * Keeps what a visitor sent through a record form (a referral, a contact message, a lead, a newsletter address)
 * for staff, with the time it arrived.
 */
export const keepRecord =
  (form: RecordForm) =>
  (deps: { readonly records: RecordKeeper; readonly ids: IdGenerator; readonly clock: Clock }) =>
  (input: unknown): ResultAsync<RecordKept, InputInvalid | StoreUnavailable> =>
    parseInput(form.schema, input).asyncAndThen((payload) => {
      const receivedAt = deps.clock.now();
      const record: KeptRecord = {
        id: deps.ids.next(),
        receivedAt,
        // What staff follow up is due within the follow-up policy's working days of its arrival.
        dueAt: form.record.followUp ? followUpDueAt(receivedAt) : null,
        fields: storedFields(form.record, payload as Record<string, unknown>),
      };
      return deps.records
        .keep(form.record, record)
        .map((outcome): RecordKept => (outcome === 'kept' ? { kind: 'kept', id: record.id } : { kind: 'already-kept' }));
    });
