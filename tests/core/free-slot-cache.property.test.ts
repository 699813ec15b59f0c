import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SAMPLE_THERAPISTS, calendarDatesTouched, createFreeSlotCache, therapistSlots, type FreeSlotCalendar } from '@manobal/core';
import { at } from '../../fixtures/booking/availability';
import { someRulesArbitrary } from '../../fixtures/booking/availability.arbitraries';
import { aCalendarAction, playCalendar } from '../../fixtures/booking/calendar-actions';
import { createInMemoryAppointmentStore } from '../../fixtures/in-memory/in-memory-appointments';
import { aMovableClock } from '../../fixtures/in-memory/in-memory-services';
import { createInMemoryTherapistDirectory } from '../../fixtures/in-memory/in-memory-therapists';

const THERAPIST = SAMPLE_THERAPISTS[0]!;
const START = at('2026-11-30', '07:10');

describe('the slot lists read through the cache', () => {
  it.each([
    ['keeps the entry while its version stands', true],
    ['reads the entry every time (a store without entry versions)', false],
  ])('answer exactly what a fresh computation answers, after any claims, cancels, moves, rule edits and waiting: %s', async (_, keepsEntry) => {
    await fc.assert(
      fc.asyncProperty(someRulesArbitrary, fc.array(aCalendarAction, { minLength: 1, maxLength: 40 }), async (rules, actions) => {
        const directory = createInMemoryTherapistDirectory([{ ...THERAPIST, availability: { ...THERAPIST.availability, rules } }]);
        const appointments = createInMemoryAppointmentStore(undefined, keepsEntry ? directory.entryVersion : undefined);
        const clock = aMovableClock(START.toISOString());
        const deps = { directory, therapists: directory, appointments, clock, slotPolicy: { minNoticeMinutes: 60, horizonDays: 10 } };
        const cached = therapistSlots({ ...deps, slotCache: createFreeSlotCache(50) });
        const fresh = therapistSlots(deps);
        await playCalendar(
          {
            therapistId: THERAPIST.therapist.id,
            appointments: () => appointments,
            directory,
            clock,
            prefix: 'm',
            offered: async () => {
              const calendar: FreeSlotCalendar | null = (await fresh({ id: THERAPIST.therapist.id, days: 14 })).unwrapOr(null);
              return (calendar?.days ?? []).flatMap((day) => day.slots.map((slot) => ({ start: slot.start, mode: slot.modes[0]! })));
            },
            read: async (query) => {
              // The same list, or the same refusal (a retired therapist is not found).
              expect(await cached(query)).toEqual(await fresh(query));
            },
          },
          '2026-11-30',
          actions,
        );
      }),
      { numRuns: 100 },
    );
  });

  it('a taken interval changes the dates whose slots can reach it, and only those', () => {
    // A 23:30 session runs past midnight; with the longest buffer, a slot up to two hours after it still collides.
    expect(calendarDatesTouched(at('2026-12-01', '23:30'), at('2026-12-02', '00:30'))).toEqual(['2026-12-01', '2026-12-02']);
    // A session at 01:00 can be reached by a slot of the evening before (a 23:30 slot plus a long buffer).
    expect(calendarDatesTouched(at('2026-12-02', '01:00'), at('2026-12-02', '02:00'))).toEqual(['2026-12-01', '2026-12-02']);
    expect(calendarDatesTouched(at('2026-12-02', '12:00'), at('2026-12-02', '13:00'))).toEqual(['2026-12-02']);
  });

  it('keeps only as many dates as it is given room for, forgetting the least recently read first', () => {
    const cache = createFreeSlotCache(2);
    const day = { version: 0, availabilityKey: 'k', validUntilMs: Infinity, candidates: [] };
    cache.remember('t', '2026-12-01', day);
    cache.remember('t', '2026-12-02', day);
    expect(cache.fresh('t', '2026-12-01', 0, 'k', 0)).toBe(day);
    cache.remember('t', '2026-12-03', day);
    expect(cache.size).toBe(2);
    expect(cache.fresh('t', '2026-12-02', 0, 'k', 0)).toBeUndefined();
    expect(cache.fresh('t', '2026-12-01', 1, 'k', 0)).toBeUndefined();
  });
});
