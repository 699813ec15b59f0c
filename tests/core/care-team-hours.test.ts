import { describe, expect, it } from 'vitest';
import { careTeamAvailability, DEFAULT_CARE_TEAM_HOURS, parseCareTeamHours } from '@manobal/core';

/** An instant from its IST wall clock on a date in December 2026 (IST is UTC+05:30 all year). */
const ist = (date: string, time: string): Date => new Date(`${date}T${time}:00+05:30`);

describe('when the care team is working', () => {
  const hours = DEFAULT_CARE_TEAM_HOURS;

  it('is 09:00 to 21:00 IST every day unless a deployment says otherwise', () => {
    expect(hours).toEqual({ opens: 9 * 60, closes: 21 * 60 });
  });

  it('is open from the minute it opens, and says until when', () => {
    expect(careTeamAvailability(hours, ist('2026-12-01', '09:00'))).toEqual({ state: 'open', closesAt: ist('2026-12-01', '21:00') });
    expect(careTeamAvailability(hours, ist('2026-12-01', '14:30'))).toEqual({ state: 'open', closesAt: ist('2026-12-01', '21:00') });
    expect(careTeamAvailability(hours, new Date(ist('2026-12-01', '20:59').getTime() + 59_000)).state).toBe('open');
  });

  it('before opening, opens later the same day in IST', () => {
    expect(careTeamAvailability(hours, ist('2026-12-01', '08:59'))).toEqual({ state: 'closed', opensAt: ist('2026-12-01', '09:00') });
    // 00:10 IST is still the previous day in UTC: the day is IST's.
    expect(careTeamAvailability(hours, ist('2026-12-01', '00:10'))).toEqual({ state: 'closed', opensAt: ist('2026-12-01', '09:00') });
  });

  it('from the minute it closes, opens the next day, also across a month and a year', () => {
    expect(careTeamAvailability(hours, ist('2026-12-01', '21:00'))).toEqual({ state: 'closed', opensAt: ist('2026-12-02', '09:00') });
    expect(careTeamAvailability(hours, ist('2026-11-30', '23:59'))).toEqual({ state: 'closed', opensAt: ist('2026-12-01', '09:00') });
    expect(careTeamAvailability(hours, ist('2026-12-31', '22:00'))).toEqual({ state: 'closed', opensAt: ist('2027-01-01', '09:00') });
  });

  it('works the same on a Sunday: the hours are every day', () => {
    expect(careTeamAvailability(hours, ist('2026-12-06', '10:00')).state).toBe('open');
  });

  it('follows hours a deployment sets, up to midnight', () => {
    const late = parseCareTeamHours('07:30-24:00')!;
    expect(late).toEqual({ opens: 450, closes: 1440 });
    expect(careTeamAvailability(late, ist('2026-12-01', '23:59')).state).toBe('open');
    expect(careTeamAvailability(late, ist('2026-12-01', '07:29'))).toEqual({ state: 'closed', opensAt: ist('2026-12-01', '07:30') });
  });

  it.each(['9-21', '21:00-09:00', '09:00-09:00', '09:00-25:00', '24:00-24:00', 'always'])('refuses hours written %s', (text) => {
    expect(parseCareTeamHours(text)).toBeNull();
  });
});
