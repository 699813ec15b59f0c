import { describe, expect, it } from 'vitest';
import { callbackDueAt, careTeamAvailability, DEFAULT_CARE_TEAM_HOURS, FOLLOW_UP_CATALOG_EN, FOLLOW_UP_POLICY, followUpDueAt, isOverdue } from '@manobal/core';

const ist = (date: string, time: string): Date => new Date(`${date}T${time}:00+05:30`);
/** The end of an IST day: the next midnight in IST. */
const endOf = (date: string): Date => new Date(ist(date, '00:00').getTime() + 86_400_000);

describe('the follow-up due time: two working days, Monday to Saturday in IST', () => {
  it('is the end of the second working day after the day something arrived', () => {
    // Monday 30 November 2026: Tuesday and Wednesday.
    expect(followUpDueAt(ist('2026-11-30', '10:00'))).toEqual(endOf('2026-12-02'));
    // Thursday: Friday and Saturday, which is a working day.
    expect(followUpDueAt(ist('2026-12-03', '18:00'))).toEqual(endOf('2026-12-05'));
  });

  it('skips Sunday', () => {
    // Friday: Saturday and Monday.
    expect(followUpDueAt(ist('2026-12-04', '09:00'))).toEqual(endOf('2026-12-07'));
    // Saturday and Sunday: Monday and Tuesday.
    expect(followUpDueAt(ist('2026-12-05', '12:00'))).toEqual(endOf('2026-12-08'));
    expect(followUpDueAt(ist('2026-12-06', '12:00'))).toEqual(endOf('2026-12-08'));
  });

  it("counts from the IST day, not the UTC one, at the day's edges", () => {
    // 00:05 IST on Monday is still Sunday in UTC; 23:59 IST on Sunday is Sunday.
    expect(followUpDueAt(ist('2026-11-30', '00:05'))).toEqual(endOf('2026-12-02'));
    expect(followUpDueAt(ist('2026-11-29', '23:59'))).toEqual(endOf('2026-12-01'));
  });

  it('is worded as the policy keeps it', () => {
    expect(FOLLOW_UP_POLICY.workingDays).toBe(2);
    expect(FOLLOW_UP_POLICY.workingWeekdays).toEqual([1, 2, 3, 4, 5, 6]);
    expect(FOLLOW_UP_CATALOG_EN.within).toBe('within two working days (Monday to Saturday)');
  });

  it('is overdue only while waiting after the due time', () => {
    const dueAt = endOf('2026-12-02');
    expect(isOverdue({ status: 'waiting', dueAt }, dueAt)).toBe(false);
    expect(isOverdue({ status: 'waiting', dueAt }, new Date(dueAt.getTime() + 1))).toBe(true);
    expect(isOverdue({ status: 'done', dueAt }, new Date(dueAt.getTime() + 1))).toBe(false);
  });
});

describe('a call-back request is due', () => {
  const at = (instant: Date) => careTeamAvailability(DEFAULT_CARE_TEAM_HOURS, instant);

  it('for a crisis, within the hour while the care team works', () => {
    const received = ist('2026-12-01', '20:30');
    expect(callbackDueAt('crisis', at(received), received)).toEqual(ist('2026-12-01', '21:30'));
  });

  it('for a crisis outside the hours, within the hour of the team opening', () => {
    const received = ist('2026-12-01', '23:00');
    expect(callbackDueAt('crisis', at(received), received)).toEqual(ist('2026-12-02', '10:00'));
  });

  it('for help with booking, within two working days', () => {
    const received = ist('2026-12-05', '23:00');
    expect(callbackDueAt('booking-help', at(received), received)).toEqual(endOf('2026-12-08'));
  });
});
