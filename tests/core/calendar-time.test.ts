import { describe, expect, it } from 'vitest';
import { addDaysToIsoDate, fixedClock, isIsoDate, kolkataMomentOf, todayInKolkata } from '@manobal/core';

describe('time in Asia/Kolkata', () => {
  it('is still the same day at 18:29 UTC and the next day at 18:31 UTC', () => {
    expect(todayInKolkata(fixedClock('2025-07-04T18:29:00Z'))).toBe('2025-07-04');
    expect(todayInKolkata(fixedClock('2025-07-04T18:31:00Z'))).toBe('2025-07-05');
  });

  it('reads the wall clock at +05:30', () => {
    expect(kolkataMomentOf(new Date('2025-07-05T08:30:00Z'))).toEqual({ date: '2025-07-05', minutes: 14 * 60 });
    expect(kolkataMomentOf(new Date('2025-12-31T18:30:00Z'))).toEqual({ date: '2026-01-01', minutes: 0 });
  });

  it('adds days across month, year and leap-day ends', () => {
    expect(addDaysToIsoDate('2025-07-31', 1)).toBe('2025-08-01');
    expect(addDaysToIsoDate('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDaysToIsoDate('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDaysToIsoDate('2025-03-01', -1)).toBe('2025-02-28');
  });

  it('knows real dates from look-alikes', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-13-01')).toBe(false);
    expect(isIsoDate('2025-7-5')).toBe(false);
  });
});
