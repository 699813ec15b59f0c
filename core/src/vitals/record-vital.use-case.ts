import type { ResultAsync } from 'neverthrow';
import type { Clock } from '../calendar/clock.port';
import { parseInput, type InputInvalid, type StoreUnavailable } from '../application/domain-errors';
import type { IdGenerator } from '../application/id-generator.port';
import { vitalBeaconSchema } from '../api/vital-beacon.schema';
import type { VitalSamples } from './vitals.port';

/** Keeps one beacon from the site's web-vitals reporter. */
export const recordVital =
  (deps: { readonly vitals: VitalSamples; readonly ids: IdGenerator; readonly clock: Clock }) =>
  (input: unknown): ResultAsync<void, InputInvalid | StoreUnavailable> =>
    parseInput(vitalBeaconSchema, input).asyncAndThen(({ name, value, id, route, rating }) =>
      deps.vitals.add({ id: deps.ids.next(), name, value, metricId: id, route, rating: rating ?? null, recordedAt: deps.clock.now() }),
    );
