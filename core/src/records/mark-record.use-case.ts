import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Clock } from '../calendar/clock.port';
import { parseInput, type InputInvalid, type RecordNotFound, type StoreUnavailable } from '../application/domain-errors';
import { followUpMarkFields } from '../application/follow-up';
import { z } from '../schema/zod';
import { RECORD_KINDS, recordKindOf, withOverdue } from './list-records.use-case';
import type { RecordMarker } from './record-keeper.port';
import type { ListedRecord } from './record-kind';

/** The collections staff mark done or waiting: those whose record kind says `followUp`. */
export const FOLLOWED_UP_COLLECTIONS = RECORD_KINDS.filter((kind) => kind.followUp).map((kind) => kind.collection) as [string, ...string[]];

/** The staff call's request: a collection staff follow up, the record's id (both from the path) and its new status. */
export const markRecordRequestSchema = z.object({
  collection: z.enum(FOLLOWED_UP_COLLECTIONS, { error: `Only these are marked: ${FOLLOWED_UP_COLLECTIONS.join(', ')}.` }),
  ...followUpMarkFields,
});

/**
 * Staff mark a referral, a message or a lead done once someone has acted on it (or waiting again), so what still
 * waits for the care team stays at the top of its list.
 */
export const markRecord =
  (deps: { readonly records: RecordMarker; readonly clock: Clock }) =>
  (input: unknown): ResultAsync<ListedRecord, InputInvalid | RecordNotFound | StoreUnavailable> =>
    parseInput(markRecordRequestSchema, input).asyncAndThen(({ collection, id, status }) => {
      const kind = recordKindOf(collection);
      const now = deps.clock.now();
      return deps.records
        .mark(kind, id, status, now)
        .andThen((marked) => (marked === null ? errAsync<ListedRecord, RecordNotFound>({ kind: 'record-not-found' }) : okAsync(withOverdue(kind, now)(marked))));
    });
