import { describe, expect, it } from 'vitest';
import { freeSlots, type FreeSlotsInput } from '@manobal/core';
import { A_TUESDAY, aTakenSession, aTimeOff, aWeeklyRule, anAvailability, at } from '../../fixtures/booking/availability';

const query = (overrides: Partial<FreeSlotsInput> = {}): FreeSlotsInput => ({ ...anAvailability(), from: A_TUESDAY, days: 1, ...overrides });
const startsOn = (input: FreeSlotsInput, date = input.from): string[] =>
  freeSlots(input).days.find((day) => day.date === date)?.slots.map((slot) => slot.start.slice(11, 16)) ?? [];

describe('free slots', () => {
  it('start on the hour and the half hour and end a full session later, inside the rule window', () => {
    const calendar = freeSlots(query({ rules: [aWeeklyRule({ start: '10:00', end: '12:00', modes: ['video'] })] }));
    expect(calendar).toEqual({
      timezone: 'Asia/Kolkata',
      days: [
        {
          date: '2026-12-01',
          slots: [
            { start: '2026-12-01T10:00:00+05:30', end: '2026-12-01T11:00:00+05:30', modes: ['video'] },
            { start: '2026-12-01T10:30:00+05:30', end: '2026-12-01T11:30:00+05:30', modes: ['video'] },
            { start: '2026-12-01T11:00:00+05:30', end: '2026-12-01T12:00:00+05:30', modes: ['video'] },
          ],
        },
      ],
    });
  });

  it('lists every asked-for day, with no slots when there are no rules', () => {
    const calendar = freeSlots(query({ rules: [], days: 3 }));
    expect(calendar.days).toEqual([
      { date: '2026-12-01', slots: [] },
      { date: '2026-12-02', slots: [] },
      { date: '2026-12-03', slots: [] },
    ]);
  });

  it('follows the weekday of each IST date', () => {
    const calendar = freeSlots(query({ rules: [aWeeklyRule({ weekday: 'thu', start: '09:00', end: '10:00' })], days: 7 }));
    expect(calendar.days.filter((day) => day.slots.length > 0).map((day) => day.date)).toEqual(['2026-12-03']);
  });

  describe('around midnight in Asia/Kolkata', () => {
    it("offers 23:00 but not 23:30 when the rule ends at '24:00' and nothing follows", () => {
      expect(startsOn(query({ rules: [aWeeklyRule({ start: '22:00', end: '24:00' })] }))).toEqual(['22:00', '22:30', '23:00']);
    });

    it('offers 23:30 when the next day has a rule from 00:00, ending the session on the next date', () => {
      const rules = [aWeeklyRule({ start: '22:00', end: '24:00' }), aWeeklyRule({ weekday: 'wed', start: '00:00', end: '01:00' })];
      const [tuesday, wednesday] = freeSlots(query({ rules, days: 2 })).days;
      expect(tuesday?.slots.at(-1)).toEqual({ start: '2026-12-01T23:30:00+05:30', end: '2026-12-02T00:30:00+05:30', modes: ['in-person', 'video'] });
      expect(wednesday?.slots.map((slot) => slot.start)).toEqual(['2026-12-02T00:00:00+05:30']);
    });

    it('files a 00:30 IST slot under its IST date although its UTC date is the day before', () => {
      const calendar = freeSlots(query({ rules: [aWeeklyRule({ weekday: 'wed', start: '00:00', end: '02:00' })], days: 2 }));
      expect(calendar.days[0]).toEqual({ date: '2026-12-01', slots: [] });
      const early = calendar.days[1]?.slots[1];
      expect(early?.start).toBe('2026-12-02T00:30:00+05:30');
      expect(new Date(early?.start ?? '').toISOString()).toBe('2026-12-01T19:00:00.000Z');
    });

    it('keeps a 23:30 session out when the next day is a day off', () => {
      const rules = [aWeeklyRule({ start: '22:00', end: '24:00' }), aWeeklyRule({ weekday: 'wed', start: '00:00', end: '01:00' })];
      expect(startsOn(query({ rules, timeOff: [aTimeOff('2026-12-02')] }))).toEqual(['22:00', '22:30', '23:00']);
    });

    it('reads "now" in IST: at 19:00 UTC on 30 Nov it is already 1 Dec in Kolkata, past the morning', () => {
      const rules = [aWeeklyRule({ start: '00:00', end: '04:00', modes: ['video'] })];
      expect(startsOn(query({ rules, now: new Date('2026-11-30T19:00:00Z') }))).toEqual(['02:30', '03:00']);
    });
  });

  describe('minimum notice', () => {
    const rules = [aWeeklyRule({ start: '09:00', end: '12:00' })];

    it('offers a slot starting exactly two hours from now', () => {
      expect(startsOn(query({ rules, now: at(A_TUESDAY, '08:00') }))[0]).toBe('10:00');
    });

    it('drops it a millisecond later', () => {
      const now = new Date(at(A_TUESDAY, '08:00').getTime() + 1);
      expect(startsOn(query({ rules, now }))[0]).toBe('10:30');
    });

    it('never offers a slot in the past', () => {
      expect(startsOn(query({ rules, now: at(A_TUESDAY, '13:00') }))).toEqual([]);
    });

    it('takes a deployment policy instead of the default', () => {
      expect(startsOn(query({ rules, now: at(A_TUESDAY, '08:59'), policy: { minNoticeMinutes: 0 } }))[0]).toBe('09:00');
    });
  });

  describe('taken time and buffers', () => {
    const rules = [aWeeklyRule({ start: '09:00', end: '15:00' })];

    it('blocks every slot overlapping a confirmed session or live hold, and nothing else', () => {
      expect(startsOn(query({ rules, taken: [aTakenSession(A_TUESDAY, '11:00')] }))).toEqual(['09:00', '09:30', '10:00', '12:00', '12:30', '13:00', '13:30', '14:00']);
    });

    it('keeps the buffer after each session free: before a taken session and after it', () => {
      expect(startsOn(query({ rules, taken: [aTakenSession(A_TUESDAY, '11:00')], bufferMinutes: 15 }))).toEqual([
        '09:00', '09:30', '12:30', '13:00', '13:30', '14:00',
      ]);
    });

    it('blocks around taken time that is off the grid', () => {
      expect(startsOn(query({ rules, taken: [aTakenSession(A_TUESDAY, '10:15')] }))).toEqual(['09:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00']);
    });

    it('lets the last session of a window have its buffer after the window closes', () => {
      expect(startsOn(query({ rules: [aWeeklyRule({ start: '09:00', end: '10:00' })], bufferMinutes: 30 }))).toEqual(['09:00']);
    });
  });

  it('offers nothing on days off, both ends included', () => {
    const calendar = freeSlots(query({ rules: [aWeeklyRule({ weekday: 'tue' }), aWeeklyRule({ weekday: 'wed' }), aWeeklyRule({ weekday: 'thu' }), aWeeklyRule({ weekday: 'fri' })], days: 4, timeOff: [aTimeOff('2026-12-02', '2026-12-03')] }));
    expect(calendar.days.map((day) => day.slots.length)).toEqual([5, 0, 0, 5]);
  });

  it('offers nothing past the horizon: thirty days after today in IST', () => {
    const rules = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((weekday) => aWeeklyRule({ weekday: weekday as 'mon' }));
    const calendar = freeSlots(query({ rules, now: at(A_TUESDAY, '09:00'), from: '2026-12-30', days: 3 }));
    expect(calendar.days.map((day) => [day.date, day.slots.length])).toEqual([
      ['2026-12-30', 5],
      ['2026-12-31', 5],
      ['2027-01-01', 0],
    ]);
  });

  it('offers each slot in the modes of the rules it lies in, narrowed to the mode asked for', () => {
    const rules = [aWeeklyRule({ start: '10:00', end: '12:00', modes: ['video'] }), aWeeklyRule({ start: '11:00', end: '13:00', modes: ['in-person'] })];
    const modesAt = (input: FreeSlotsInput) => Object.fromEntries(freeSlots(input).days[0]?.slots.map((slot) => [slot.start.slice(11, 16), slot.modes]) ?? []);
    expect(modesAt(query({ rules }))).toEqual({ '10:00': ['video'], '10:30': ['video'], '11:00': ['in-person', 'video'], '11:30': ['in-person'], '12:00': ['in-person'] });
    expect(modesAt(query({ rules, mode: 'in-person' }))).toEqual({ '11:00': ['in-person'], '11:30': ['in-person'], '12:00': ['in-person'] });
  });

  it('joins overlapping rules of one mode into one window', () => {
    const rules = [aWeeklyRule({ start: '10:00', end: '11:00', modes: ['video'] }), aWeeklyRule({ start: '10:30', end: '12:00', modes: ['video'] })];
    expect(startsOn(query({ rules }))).toEqual(['10:00', '10:30', '11:00']);
  });

  it('refuses a malformed range as a bug', () => {
    expect(() => freeSlots(query({ days: 0 }))).toThrow(RangeError);
    expect(() => freeSlots(query({ days: 32 }))).toThrow(RangeError);
    expect(() => freeSlots(query({ from: '2026-02-30' }))).toThrow(RangeError);
  });
});
