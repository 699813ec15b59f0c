import type { ResultAsync } from 'neverthrow';
import type { StoreUnavailable } from '../application/domain-errors';
import type { VitalName } from '../api/vital-beacon.schema';

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

/** One web-vitals measurement as kept: `metricId` is the reporter's own id for the page view's metric. */
export interface VitalSample {
  readonly id: string;
  readonly name: VitalName;
  readonly value: number;
  readonly metricId: string;
  readonly route: string;
  readonly rating: VitalRating | null;
  readonly recordedAt: Date;
}

export interface VitalSamples {
  add(sample: VitalSample): ResultAsync<void, StoreUnavailable>;
  /** The most recent samples, newest first, at most `limit`, for aggregation. */
  recent(limit: number): ResultAsync<readonly VitalSample[], StoreUnavailable>;
}
