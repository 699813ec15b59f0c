import { describe, expect, it } from 'vitest';
import { percentile75, recordVital, summarizeVitals, VITAL_MESSAGES } from '@manobal/core';
import { anOutage } from '../../../fixtures/in-memory/in-memory-submission-stores';
import { aMovableClock, sequentialIds } from '../../../fixtures/in-memory/in-memory-services';
import { createInMemoryVitalSamples } from '../../../fixtures/in-memory/in-memory-vital-samples';

const NOW = '2025-03-10T05:30:00.000Z';

describe('record a web-vitals beacon', () => {
  it('keeps the sample with a new id, the reporter’s metric id and the time it arrived', async () => {
    const vitals = createInMemoryVitalSamples();
    const record = recordVital({ vitals, ids: sequentialIds('vital'), clock: aMovableClock(NOW) });
    const result = await record({ name: 'LCP', value: 1800, id: 'v4-1', route: '/about' });
    expect(result.isOk()).toBe(true);
    expect(vitals.items).toEqual([
      { id: 'vital-1', name: 'LCP', value: 1800, metricId: 'v4-1', route: '/about', rating: null, recordedAt: new Date(NOW) },
    ]);
  });

  it('refuses a beacon the schema refuses, with its message, and keeps nothing', async () => {
    const vitals = createInMemoryVitalSamples();
    const result = await recordVital({ vitals, ids: sequentialIds(), clock: aMovableClock(NOW) })({ name: 'XYZ', value: 1, id: 'a', route: '/' });
    expect(result._unsafeUnwrapErr()).toMatchObject({ kind: 'validation', msg: VITAL_MESSAGES.name });
    expect(vitals.items).toEqual([]);
  });

  it('answers store-unavailable while the store is down', async () => {
    const outage = anOutage();
    outage.down = true;
    const result = await recordVital({ vitals: createInMemoryVitalSamples(outage), ids: sequentialIds(), clock: aMovableClock(NOW) })({
      name: 'CLS',
      value: 0.1,
      id: 'a',
      route: '/',
    });
    expect(result._unsafeUnwrapErr()).toEqual({ kind: 'store-unavailable' });
  });
});

describe('summarise web vitals for staff', () => {
  it('reports the p75 and sample count of each metric per route, routes in alphabetical order', async () => {
    const vitals = createInMemoryVitalSamples();
    const clock = aMovableClock(NOW);
    const record = recordVital({ vitals, ids: sequentialIds(), clock });
    for (const [route, value] of [['/b', 100], ['/a', 4], ['/a', 1], ['/a', 3], ['/a', 2]] as const) {
      await record({ name: 'INP', value, id: `m-${value}`, route });
    }
    const summary = await summarizeVitals({ vitals })();
    expect(summary._unsafeUnwrap()).toEqual([
      { route: '/a', metrics: { INP: { p75: 3, samples: 4 } } },
      { route: '/b', metrics: { INP: { p75: 100, samples: 1 } } },
    ]);
    expect(percentile75([10])).toBe(10);
  });

  it('answers store-unavailable while the store is down', async () => {
    const outage = anOutage();
    outage.down = true;
    expect((await summarizeVitals({ vitals: createInMemoryVitalSamples(outage) })())._unsafeUnwrapErr()).toEqual({ kind: 'store-unavailable' });
  });
});
