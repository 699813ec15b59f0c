import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_POLICY,
  addDaysToIsoDate,
  checkSlot,
  clockTimeToMinutes,
  freeSlots,
  kolkataMomentOf,
  weekdayOfIsoDate,
  type BookingMode,
  type FreeSlot,
  type FreeSlotsInput,
} from '@manobal/core';
import { at } from '../../fixtures/booking/availability';
import { aSlotScenarioArbitrary } from '../../fixtures/booking/availability.arbitraries';

const MINUTE = 60_000;
const ms = (iso: string): number => new Date(iso).getTime();
const allSlots = (input: FreeSlotsInput): FreeSlot[] => freeSlots(input).days.flatMap((day) => day.slots);

/** An independent reading of "inside the rules": the rule intervals of the nearby dates cover the whole session. */
const coveredByRules = (input: FreeSlotsInput, slot: FreeSlot, mode: BookingMode): boolean => {
  const date = kolkataMomentOf(new Date(slot.start)).date;
  const intervals = [-1, 0, 1].flatMap((offset) => {
    const day = addDaysToIsoDate(date, offset);
    return input.rules
      .filter((rule) => rule.weekday === weekdayOfIsoDate(day) && rule.modes.includes(mode))
      .map((rule) => [at(day, '00:00').getTime() + (clockTimeToMinutes(rule.start) ?? NaN) * MINUTE, at(day, '00:00').getTime() + (clockTimeToMinutes(rule.end) ?? NaN) * MINUTE] as const);
  });
  let reached = ms(slot.start);
  for (let progressed = true; progressed && reached < ms(slot.end); ) {
    progressed = false;
    for (const [start, end] of intervals) {
      if (start <= reached && end > reached) {
        reached = end;
        progressed = true;
      }
    }
  }
  return reached >= ms(slot.end);
};

const RUNS = { numRuns: 300 };

describe('free slots, for any rules, time off, taken time and now', () => {
  it('never overlap a taken interval, counting the buffer after every session', () => {
    fc.assert(
      fc.property(aSlotScenarioArbitrary, (input) => {
        const buffer = input.bufferMinutes * MINUTE;
        for (const slot of allSlots(input)) {
          for (const taken of input.taken) {
            const apart = ms(slot.end) + buffer <= taken.start.getTime() || taken.end.getTime() + buffer <= ms(slot.start);
            expect(apart, `${slot.start} against ${taken.start.toISOString()}`).toBe(true);
          }
        }
      }),
      RUNS,
    );
  });

  it('lie wholly inside the weekly rules for every mode they offer', () => {
    fc.assert(
      fc.property(aSlotScenarioArbitrary, (input) => {
        for (const slot of allSlots(input)) {
          expect(slot.modes.length).toBeGreaterThan(0);
          for (const mode of slot.modes) expect(coveredByRules(input, slot, mode), `${slot.start} ${mode}`).toBe(true);
          if (input.mode !== undefined) expect(slot.modes).toEqual([input.mode]);
        }
      }),
      RUNS,
    );
  });

  it('never start before now + the minimum notice, nor past the horizon, and are one session long on the half-hour grid', () => {
    fc.assert(
      fc.property(aSlotScenarioArbitrary, (input) => {
        const lastDate = addDaysToIsoDate(kolkataMomentOf(input.now).date, BOOKING_POLICY.horizonDays);
        for (const slot of allSlots(input)) {
          expect(ms(slot.start)).toBeGreaterThanOrEqual(input.now.getTime() + BOOKING_POLICY.minNoticeMinutes * MINUTE);
          expect(kolkataMomentOf(new Date(slot.start)).date <= lastDate).toBe(true);
          expect(ms(slot.end) - ms(slot.start)).toBe(BOOKING_POLICY.sessionMinutes * MINUTE);
          expect(kolkataMomentOf(new Date(slot.start)).minutes % 30).toBe(0);
          expect(slot.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:[03]0:00\+05:30$/);
        }
      }),
      RUNS,
    );
  });

  it('never touch a day off', () => {
    fc.assert(
      fc.property(aSlotScenarioArbitrary, (input) => {
        for (const slot of allSlots(input)) {
          const startDate = kolkataMomentOf(new Date(slot.start)).date;
          const lastMinuteDate = kolkataMomentOf(new Date(ms(slot.end) - MINUTE)).date;
          for (const off of input.timeOff) {
            expect(startDate >= off.from && startDate <= off.to).toBe(false);
            expect(lastMinuteDate >= off.from && lastMinuteDate <= off.to).toBe(false);
          }
        }
      }),
      RUNS,
    );
  });

  it('list every asked-for day once, in order, each slot under the IST date it starts on, sorted and never twice', () => {
    fc.assert(
      fc.property(aSlotScenarioArbitrary, (input) => {
        const calendar = freeSlots(input);
        expect(calendar.timezone).toBe('Asia/Kolkata');
        expect(calendar.days.map((day) => day.date)).toEqual(Array.from({ length: input.days }, (_, i) => addDaysToIsoDate(input.from, i)));
        let previous = -Infinity;
        for (const day of calendar.days) {
          expect(new Set(day.slots.map((slot) => slot.start)).size).toBe(day.slots.length);
          for (const slot of day.slots) {
            expect(kolkataMomentOf(new Date(slot.start)).date).toBe(day.date);
            expect(ms(slot.start)).toBeGreaterThan(previous);
            previous = ms(slot.start);
          }
        }
      }),
      RUNS,
    );
  });

  it('leave out no start that every rule allows', () => {
    fc.assert(
      fc.property(aSlotScenarioArbitrary, (input) => {
        const listed = new Map(allSlots(input).map((slot) => [slot.start, slot.modes]));
        const buffer = input.bufferMinutes * MINUTE;
        const lastDate = addDaysToIsoDate(kolkataMomentOf(input.now).date, BOOKING_POLICY.horizonDays);
        for (const day of freeSlots(input).days) {
          for (let minutes = 0; minutes < 24 * 60; minutes += 30) {
            const start = at(day.date, '00:00').getTime() + minutes * MINUTE;
            const end = start + BOOKING_POLICY.sessionMinutes * MINUTE;
            const candidate: FreeSlot = { start: new Date(start).toISOString(), end: new Date(end).toISOString(), modes: [] };
            const allowed =
              start >= input.now.getTime() + BOOKING_POLICY.minNoticeMinutes * MINUTE &&
              day.date <= lastDate &&
              input.timeOff.every((off) => at(addDaysToIsoDate(off.to, 1), '00:00').getTime() <= start || end <= at(off.from, '00:00').getTime()) &&
              input.taken.every((taken) => end + buffer <= taken.start.getTime() || taken.end.getTime() + buffer <= start);
            const modes = (['in-person', 'video'] as const).filter(
              (mode) => allowed && (input.mode === undefined || input.mode === mode) && coveredByRules(input, candidate, mode),
            );
            const key = `${day.date}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}:00+05:30`;
            expect(listed.get(key) ?? [], key).toEqual(modes);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('are exactly the starts that checkSlot accepts, so whatever is listed can be held', () => {
    fc.assert(
      fc.property(aSlotScenarioArbitrary, (input) => {
        const listed = new Map(allSlots(input).map((slot) => [ms(slot.start), slot.modes]));
        const first = at(input.from, '00:00').getTime();
        for (let start = first; start < first + input.days * 24 * 60 * MINUTE; start += 30 * MINUTE) {
          for (const mode of ['in-person', 'video'] as const) {
            const offered = (input.mode === undefined || input.mode === mode) && (listed.get(start)?.includes(mode) ?? false);
            const accepted = checkSlot({ ...input, start: new Date(start), mode }).isOk();
            if (input.mode === undefined || input.mode === mode) expect(accepted, new Date(start).toISOString()).toBe(offered);
          }
        }
      }),
      { numRuns: 100 },
    );
  });
});
