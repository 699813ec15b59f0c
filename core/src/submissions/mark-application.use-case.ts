import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Clock } from '../calendar/clock.port';
import { parseInput, type InputInvalid, type RecordNotFound, type StoreUnavailable } from '../application/domain-errors';
import { followUpMarkFields } from '../application/follow-up';
import { z } from '../schema/zod';
import type { CareerApplicationStore } from './submissions.port';
import type { CareerApplication } from './submissions.types';

/** The staff call's request: the application's id (from the path) and its new status. */
export const markApplicationRequestSchema = z.object(followUpMarkFields);

/**
 * Staff mark a careers application done once someone has answered the applicant (or waiting again), as they mark
 * referrals and messages, so what still waits for an answer stays at the top of the list.
 */
export const markApplication =
  (deps: { readonly applications: Pick<CareerApplicationStore, 'mark'>; readonly clock: Clock }) =>
  (input: unknown): ResultAsync<CareerApplication, InputInvalid | RecordNotFound | StoreUnavailable> =>
    parseInput(markApplicationRequestSchema, input).asyncAndThen(({ id, status }) =>
      deps.applications
        .mark(id, status, deps.clock.now())
        .andThen((marked) => (marked === null ? errAsync<CareerApplication, RecordNotFound>({ kind: 'record-not-found' }) : okAsync(marked))),
    );
