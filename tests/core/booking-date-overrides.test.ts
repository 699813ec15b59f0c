import { afterEach, describe, expect, it } from 'vitest';
import { calendarMonthOf, checkSlot, dayPlanOf, freeSlots, shiftMonth, type FreeSlotsInput } from '@manobal/core';
import { aDateOverride, aTimeOff, aWeeklyRule, anAvailability, at } from '../../fixtures/booking/availability';

// 2026-12-01 is a Tuesday, 2026-12-02 a Wednesday. IST is UTC+05:30, so IST midnight of 2026-12-02 is
// 2026-12-01T18:30Z: an override written for the 2nd must govern sessions whose UTC date is still the 1st.
const query = (overrides: Partial<FreeSlotsInput> = {}): FreeSlotsInput => ({ ...anAvailability(), from: '2026-12-01', days: 3, ...overrides });
const startsOn = (input: FreeSlotsInput, date: string): string[] => freeSlots(input).days.find((day) => day.date === date)?.slots.map((slot) => slot.start) ?? [];

describe('date overrides in the slots engine', () => {
  it('closes one IST date and leaves the same weekday of other weeks and the days around it alone', () => {
    const input = query({ days: 9, dateOverrides: [aDateOverride('2026-12-02')] });
    expect(startsOn(input, '2026-12-02')).toEqual([]);
    expect(startsOn(input, '2026-12-01')).not.toEqual([]);
    expect(startsOn(input, '2026-12-03')).not.toEqual([]);
    expect(startsOn(input, '2026-12-09')).toEqual(startsOn(query({ days: 9 }), '2026-12-09'));
  });

  it("replaces the weekday's rules on that date with its own hours, in its own modes", () => {
    const input = query({ dateOverrides: [aDateOverride('2026-12-02', { start: '14:00', end: '16:00', modes: ['video'] })] });
    expect(freeSlots(input).days.find((day) => day.date === '2026-12-02')?.slots).toEqual([
      { start: '2026-12-02T14:00:00+05:30', end: '2026-12-02T15:00:00+05:30', modes: ['video'] },
      { start: '2026-12-02T14:30:00+05:30', end: '2026-12-02T15:30:00+05:30', modes: ['video'] },
      { start: '2026-12-02T15:00:00+05:30', end: '2026-12-02T16:00:00+05:30', modes: ['video'] },
    ]);
  });

  it('puts hours just after IST midnight on the IST date chosen, although their UTC date is the day before', () => {
    const input = query({ rules: [], dateOverrides: [aDateOverride('2026-12-02', { start: '00:00', end: '01:30', modes: ['video'] })] });
    expect(startsOn(input, '2026-12-02')).toEqual(['2026-12-02T00:00:00+05:30', '2026-12-02T00:30:00+05:30']);
    expect(startsOn(input, '2026-12-01')).toEqual([]);
    // The same instants, read in UTC, fall on the 1st: the date is the therapist's IST date, not a UTC one.
    expect(new Date('2026-12-02T00:00:00+05:30').toISOString()).toBe('2026-12-01T18:30:00.000Z');
  });

  it('puts hours just before IST midnight on their own date, not on the next UTC date', () => {
    const input = query({ rules: [], dateOverrides: [aDateOverride('2026-12-01', { start: '22:30', end: '24:00', modes: ['video'] })] });
    expect(startsOn(input, '2026-12-01')).toEqual(['2026-12-01T22:30:00+05:30', '2026-12-01T23:00:00+05:30']);
    expect(startsOn(input, '2026-12-02')).toEqual([]);
  });

  it('joins an override ending at 24:00 with the next date\'s hours from 00:00, and a closed next date cuts the late session', () => {
    const lateTuesday = aWeeklyRule({ weekday: 'tue', start: '22:00', end: '24:00', modes: ['video'] });
    const earlyWednesday = aWeeklyRule({ weekday: 'wed', start: '00:00', end: '02:00', modes: ['video'] });
    const open = query({ rules: [lateTuesday, earlyWednesday] });
    expect(startsOn(open, '2026-12-01')).toContain('2026-12-01T23:30:00+05:30');
    const closedNextDay = query({ rules: [lateTuesday, earlyWednesday], dateOverrides: [aDateOverride('2026-12-02')] });
    expect(startsOn(closedNextDay, '2026-12-01')).toEqual(['2026-12-01T22:00:00+05:30', '2026-12-01T22:30:00+05:30', '2026-12-01T23:00:00+05:30']);
  });

  it('never opens a day of leave, whatever hours the override gives it', () => {
    const input = query({ timeOff: [aTimeOff('2026-12-02')], dateOverrides: [aDateOverride('2026-12-02', { start: '10:00', end: '12:00' })] });
    expect(startsOn(input, '2026-12-02')).toEqual([]);
    expect(dayPlanOf(input, '2026-12-02')).toEqual({ kind: 'leave', leave: { from: '2026-12-02', to: '2026-12-02' } });
  });

  it('makes the hold check agree with the list: a start offered by the override can be held, one it removed cannot', () => {
    const input = query({ dateOverrides: [aDateOverride('2026-12-02', { start: '14:00', end: '16:00', modes: ['video'] })] });
    expect(checkSlot({ ...input, start: at('2026-12-02', '14:00'), mode: 'video' }).isOk()).toBe(true);
    expect(checkSlot({ ...input, start: at('2026-12-02', '10:00'), mode: 'video' })._unsafeUnwrapErr()).toEqual({ kind: 'outside-availability' });
  });
});

describe('a day as the therapist sees it (dayPlanOf)', () => {
  const source = { rules: [aWeeklyRule({ weekday: 'wed', start: '17:00', end: '19:00' }), aWeeklyRule({ weekday: 'wed', start: '10:00', end: '12:00' })], timeOff: [aTimeOff('2026-12-10', '2026-12-12')] };

  it("reads a date's weekday rules, by start, when it has no override", () => {
    expect(dayPlanOf(source, '2026-12-02')).toEqual({
      kind: 'weekly',
      hours: [
        { start: '10:00', end: '12:00', modes: ['in-person', 'video'] },
        { start: '17:00', end: '19:00', modes: ['in-person', 'video'] },
      ],
    });
  });

  it('reads an override, closed or with hours, for its date only', () => {
    const withOverrides = { ...source, dateOverrides: [aDateOverride('2026-12-02'), aDateOverride('2026-12-09', { start: '08:00', end: '09:00' })] };
    expect(dayPlanOf(withOverrides, '2026-12-02')).toEqual({ kind: 'override', hours: [] });
    expect(dayPlanOf(withOverrides, '2026-12-09')).toEqual({ kind: 'override', hours: [{ start: '08:00', end: '09:00', modes: ['in-person', 'video'] }] });
    expect(dayPlanOf(withOverrides, '2026-12-16').kind).toBe('weekly');
  });

  it('reads every day of a leave period, both ends included', () => {
    expect(['2026-12-09', '2026-12-10', '2026-12-11', '2026-12-12', '2026-12-13'].map((date) => dayPlanOf(source, date).kind)).toEqual(['weekly', 'leave', 'leave', 'leave', 'weekly']);
  });
});

describe('dates whatever the time zone of the machine', () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  it('gives the same slots and day plans in Los Angeles, UTC and Kiritimati (UTC+14) as in Kolkata', () => {
    const input = query({ rules: [], dateOverrides: [aDateOverride('2026-12-02', { start: '00:00', end: '01:30', modes: ['video'] }), aDateOverride('2026-12-03')] });
    process.env.TZ = 'Asia/Kolkata';
    const inKolkata = { slots: freeSlots(input), plans: ['2026-12-02', '2026-12-03'].map((date) => dayPlanOf(input, date)) };
    for (const zone of ['America/Los_Angeles', 'UTC', 'Pacific/Kiritimati']) {
      process.env.TZ = zone;
      expect(new Date(2026, 11, 2).getTimezoneOffset(), zone).not.toBe(-330);
      expect({ slots: freeSlots(input), plans: ['2026-12-02', '2026-12-03'].map((date) => dayPlanOf(input, date)) }, zone).toEqual(inKolkata);
    }
  });
});

describe('the calendar month of an IST date', () => {
  it('lists every date of the month with the blanks before the 1st, Monday first, and steps across years', () => {
    const december = calendarMonthOf('2026-12-17');
    expect(december).toMatchObject({ month: '2026-12', leadingBlanks: 1 });
    expect([december.dates[0], december.dates.at(-1), december.dates.length]).toEqual(['2026-12-01', '2026-12-31', 31]);
    expect(calendarMonthOf('2028-02-10').dates).toHaveLength(29);
    expect([shiftMonth('2026-12-17', 1), shiftMonth('2026-01-31', -1), shiftMonth('2026-11-01', 14)]).toEqual(['2027-01-01', '2025-12-01', '2028-01-01']);
  });
});
