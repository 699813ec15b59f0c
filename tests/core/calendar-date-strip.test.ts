import { describe, expect, it } from 'vitest';
import { dateLabelFor, dateStrip, fixedClock, shortDateLabel } from '@manobal/core';

describe('the date strip', () => {
  it('shows Today then the next five days as two-digit day and short month', () => {
    expect(dateStrip(fixedClock('2025-07-04T06:00:00Z'))).toEqual([
      { date: '2025-07-04', label: 'Today', isToday: true },
      { date: '2025-07-05', label: '05 Jul', isToday: false },
      { date: '2025-07-06', label: '06 Jul', isToday: false },
      { date: '2025-07-07', label: '07 Jul', isToday: false },
      { date: '2025-07-08', label: '08 Jul', isToday: false },
      { date: '2025-07-09', label: '09 Jul', isToday: false },
    ]);
  });

  it('crosses a month end with real dates', () => {
    expect(dateStrip(fixedClock('2025-01-29T06:00:00Z')).map((d) => d.label)).toEqual([
      'Today', '30 Jan', '31 Jan', '01 Feb', '02 Feb', '03 Feb',
    ]);
  });

  it('crosses a year end', () => {
    expect(dateStrip(fixedClock('2025-12-29T06:00:00Z')).map((d) => d.date)).toEqual([
      '2025-12-29', '2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02', '2026-01-03',
    ]);
  });

  it('starts from the Kolkata date, not the UTC date', () => {
    const strip = dateStrip(fixedClock('2025-07-31T18:31:00Z'));
    expect(strip[0]).toEqual({ date: '2025-08-01', label: 'Today', isToday: true });
    expect(strip[1]!.label).toBe('02 Aug');
  });

  it('labels a date Today only when it is today in Kolkata', () => {
    const clock = fixedClock('2025-07-04T18:31:00Z');
    expect(dateLabelFor('2025-07-05', clock)).toBe('Today');
    expect(dateLabelFor('2025-07-04', clock)).toBe('04 Jul');
    expect(shortDateLabel('2025-11-09')).toBe('09 Nov');
  });
});
