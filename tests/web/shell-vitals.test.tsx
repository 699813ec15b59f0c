import { describe, expect, it, vi } from 'vitest';
import { VITALS_PATH } from '@manobal/core';

type Report = (metric: { name: string; value: number; id: string; rating: string }) => void;
const reporters: Report[] = [];

vi.mock('web-vitals', () => {
  const capture = (report: Report) => {
    reporters.push(report);
  };
  return { onCLS: capture, onFCP: capture, onINP: capture, onLCP: capture, onTTFB: capture };
});

describe('web vitals reporting', () => {
  it('beacons each metric to the vitals endpoint with its name, value, id, route and rating', async () => {
    const sendBeacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    const { startVitalsReporting } = await import('../../web/src/app/vitals-reporter');

    startVitalsReporting('/anxiety');
    expect(reporters).toHaveLength(5);
    reporters[0]!({ name: 'LCP', value: 1834.5, id: 'v5-1', rating: 'good' });

    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] as unknown as [string, string];
    expect(url).toBe(VITALS_PATH);
    expect(JSON.parse(body)).toEqual({ name: 'LCP', value: 1834.5, id: 'v5-1', route: '/anxiety', rating: 'good' });
  });
});
