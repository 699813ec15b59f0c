import type { WebVitalRow } from '../store/store.port';
import { VITAL_NAMES, type VitalName } from '@manobal/core';

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
export const summarizeVitals = (rows: readonly Pick<WebVitalRow, 'name' | 'value' | 'route'>[]): RouteVitals[] => {
  const byRoute = new Map<string, Map<VitalName, number[]>>();
  for (const row of rows) {
    if (!(VITAL_NAMES as readonly string[]).includes(row.name)) continue;
    const metrics = byRoute.get(row.route) ?? new Map<VitalName, number[]>();
    byRoute.set(row.route, metrics);
    const values = metrics.get(row.name as VitalName) ?? [];
    metrics.set(row.name as VitalName, values);
    values.push(row.value);
  }
  return [...byRoute.keys()].sort().map((route) => {
    const metrics: Partial<Record<VitalName, MetricSummary>> = {};
    for (const [name, values] of byRoute.get(route) ?? []) metrics[name] = { p75: percentile75(values), samples: values.length };
    return { route, metrics };
  });
};
