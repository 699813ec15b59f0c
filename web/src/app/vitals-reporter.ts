import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { VITALS_PATH } from '@manobal/core';

/** One Core Web Vitals measurement as the server's POST /api/v1/vitals receives it. */
export interface VitalsReport {
  name: string;
  value: number;
  id: string;
  route: string;
  rating: string;
}

const send = (report: VitalsReport): void => {
  const body = JSON.stringify(report);
  const url = `${import.meta.env.VITE_API_BASE_URL ?? ''}${VITALS_PATH}`;
  // A plain string goes as text/plain: a "simple" request that never needs a CORS preflight.
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) return;
  void fetch(url, { method: 'POST', body, keepalive: true }).catch(() => undefined);
};

/** Beacons each metric once it is final; `route` is the page the visit started on. */
export const startVitalsReporting = (route: string): void => {
  const report = (metric: Metric) => send({ name: metric.name, value: metric.value, id: metric.id, route, rating: metric.rating });
  onCLS(report);
  onFCP(report);
  onINP(report);
  onLCP(report);
  onTTFB(report);
};
