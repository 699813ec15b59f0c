import type { ResultAsync } from 'neverthrow';
import type { StoreUnavailable } from '../application/domain-errors';
import { VITAL_NAMES, type VitalName } from '../api/vital-beacon.schema';
import type { VitalSample, VitalSamples } from './vitals.port';

/** How many recent samples the staff summary looks at: enough for a steady p75, bounded in memory. */
export const VITALS_SUMMARY_SAMPLE_LIMIT = 50_000;

export interface MetricSummary {
  readonly p75: number;
  readonly samples: number;
}

export interface RouteVitals {
  readonly route: string;
  readonly metrics: Partial<Record<VitalName, MetricSummary>>;
}

/** The 75th percentile by the nearest-rank method (what web-vitals dashboards report). */
export const percentile75 = (values: readonly number[]): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1] ?? Number.NaN;
};

/** p75 of each metric per route, routes in alphabetical order. */
export const summarizeVitalSamples = (samples: readonly Pick<VitalSample, 'name' | 'value' | 'route'>[]): RouteVitals[] => {
  const byRoute = new Map<string, Map<VitalName, number[]>>();
  for (const sample of samples) {
    // Rows written before a metric was retired may still be stored; they are not summarised.
    if (!(VITAL_NAMES as readonly string[]).includes(sample.name)) continue;
    const metrics = byRoute.get(sample.route) ?? new Map<VitalName, number[]>();
    byRoute.set(sample.route, metrics);
    const values = metrics.get(sample.name) ?? [];
    metrics.set(sample.name, values);
    values.push(sample.value);
  }
  return [...byRoute.keys()].sort().map((route) => {
    const metrics: Partial<Record<VitalName, MetricSummary>> = {};
    for (const [name, values] of byRoute.get(route) ?? []) metrics[name] = { p75: percentile75(values), samples: values.length };
    return { route, metrics };
  });
};

/** The staff summary: p75 per metric per route over the most recent samples. */
export const summarizeVitals =
  (deps: { readonly vitals: VitalSamples }) =>
  (): ResultAsync<RouteVitals[], StoreUnavailable> =>
    deps.vitals.recent(VITALS_SUMMARY_SAMPLE_LIMIT).map(summarizeVitalSamples);
