import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_MODES,
  SAMPLE_THERAPISTS,
  addDaysToIsoDate,
  calendarDatesTouched,
  claimCells,
  createFreeSlotCache,
  therapistSlots,
  type ConfirmLimits,
  type FreeSlotCalendar,
  type HoldLimits,
} from '@manobal/core';
import { at } from '../../fixtures/booking/availability';
import { someRulesArbitrary } from '../../fixtures/booking/availability.arbitraries';
import { aBookingClient, createInMemoryAppointmentStore } from '../../fixtures/in-memory/in-memory-appointments';
import { aMovableClock } from '../../fixtures/in-memory/in-memory-services';
import { createInMemoryTherapistDirectory } from '../../fixtures/in-memory/in-memory-therapists';

const THERAPIST = SAMPLE_THERAPISTS[0]!;
const START = at('2026-11-30', '07:10');
const LOOSE_HOLDS: HoldLimits = {
  holdsPerDevice: 1e6,
  holdsPerDeviceAndTherapist: 1e6,
  holdsPerAddress: 1e6,
  addressTherapistWeek: { from: new Date(0), to: new Date(0), max: 1e6 },
  releasedAfter: new Date(8.64e15),
};
const looseConfirm = (now: Date): ConfirmLimits => ({ since: now, bookingsPerContact: 1e6, bookingsPerAddress: 1e6, phoneKey: 'p', emailKey: 'e' });

/** What a visitor or the care team can do to the calendar between two reads of it. */
const anAction = fc.oneof(
  fc.record({ kind: fc.constant('hold' as const), pick: fc.nat(), confirm: fc.boolean(), holdMinutes: fc.integer({ min: 1, max: 30 }) }),
  fc.record({ kind: fc.constant('release' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), to: fc.nat() }),
  fc.record({ kind: fc.constant('rules' as const), rules: someRulesArbitrary, buffer: fc.constantFrom(0, 15, 30, 120) }),
  fc.record({ kind: fc.constant('wait' as const), minutes: fc.integer({ min: 1, max: 36 * 60 }) }),
  fc.record({ kind: fc.constant('read' as const), offset: fc.integer({ min: -1, max: 6 }), days: fc.integer({ min: 1, max: 14 }), mode: fc.option(fc.constantFrom(...BOOKING_MODES), { nil: undefined }) }),
);

describe('the slot lists read through the cache', () => {
  it('answer exactly what a fresh computation answers, after any claims, cancels, moves, rule edits and waiting', async () => {
    await fc.assert(
      fc.asyncProperty(someRulesArbitrary, fc.array(anAction, { minLength: 1, maxLength: 40 }), async (rules, actions) => {
        const directory = createInMemoryTherapistDirectory([{ ...THERAPIST, availability: { ...THERAPIST.availability, rules } }]);
        const appointments = createInMemoryAppointmentStore();
        const clock = aMovableClock(START.toISOString());
        const deps = { directory, therapists: directory, appointments, clock, slotPolicy: { minNoticeMinutes: 60, horizonDays: 10 } };
        const cached = therapistSlots({ ...deps, slotCache: createFreeSlotCache(50) });
        const fresh = therapistSlots(deps);
        const offered = async (): Promise<{ start: string; mode: (typeof BOOKING_MODES)[number] }[]> => {
          const calendar: FreeSlotCalendar = (await fresh({ id: THERAPIST.therapist.id, days: 14 }))._unsafeUnwrap();
          return calendar.days.flatMap((day) => day.slots.map((slot) => ({ start: slot.start, mode: slot.modes[0]! })));
        };
        const bufferNow = async () => (await directory.bookable(THERAPIST.therapist.id))._unsafeUnwrap()!.availability.bufferMinutes;
        let made = 0;
        for (const action of actions) {
          const now = clock.now();
          if (action.kind === 'hold') {
            const slots = await offered();
            const slot = slots[action.pick % Math.max(1, slots.length)];
            if (slot === undefined) continue;
            made += 1;
            const start = new Date(slot.start);
            const end = new Date(start.getTime() + 3_600_000);
            const hold = {
              id: `hold-${made}`,
              therapistId: THERAPIST.therapist.id,
              start,
              end,
              mode: slot.mode,
              feeInr: 1200,
              cells: claimCells(start, await bufferNow()),
              expiresAt: new Date(now.getTime() + action.holdMinutes * 60_000),
              createdAt: now,
              client: aBookingClient(),
            };
            expect((await appointments.hold(hold, now, LOOSE_HOLDS))._unsafeUnwrap()).toBe('held');
            if (action.confirm) {
              const person = { name: 'A', email: 'a@example.in', phone: '9876543210', age: 30, notesSealed: null, intakeSealed: null, guardian: null, locale: 'en' as const };
              const confirmation = { id: `appt-${made}`, reference: `MNB-${made}`, person, manageTokenHash: 'h', userId: null, idempotency: null, createdAt: now, client: hold.client };
              await appointments.confirm(hold.id, confirmation, now, looseConfirm(now));
            }
          } else if (action.kind === 'release') {
            const holds = [...appointments.holds.keys()];
            const id = holds[action.pick % Math.max(1, holds.length)];
            if (id !== undefined) await appointments.release(id);
          } else if (action.kind === 'cancel') {
            const live = appointments.appointments.filter((a) => a.status === 'confirmed');
            const chosen = live[action.pick % Math.max(1, live.length)];
            if (chosen) await appointments.cancel(chosen.id, now, false);
          } else if (action.kind === 'move') {
            const live = appointments.appointments.filter((a) => a.status === 'confirmed');
            const chosen = live[action.pick % Math.max(1, live.length)];
            const slots = await offered();
            const target = slots[action.to % Math.max(1, slots.length)];
            if (chosen && target) {
              const start = new Date(target.start);
              await appointments.reschedule(chosen.id, start, new Date(start.getTime() + 3_600_000), claimCells(start, await bufferNow()), now);
            }
          } else if (action.kind === 'rules') {
            await directory.changeAvailability(THERAPIST.therapist.id, (current) => ({ ...current, rules: action.rules, bufferMinutes: action.buffer }), now);
          } else if (action.kind === 'wait') {
            clock.set(new Date(now.getTime() + action.minutes * 60_000).toISOString());
          } else {
            const query = { id: THERAPIST.therapist.id, from: addDaysToIsoDate('2026-11-30', action.offset), days: action.days, ...(action.mode ? { mode: action.mode } : {}) };
            expect((await cached(query))._unsafeUnwrap()).toEqual((await fresh(query))._unsafeUnwrap());
          }
        }
        const last = { id: THERAPIST.therapist.id, from: '2026-11-30', days: 14 };
        expect((await cached(last))._unsafeUnwrap()).toEqual((await fresh(last))._unsafeUnwrap());
      }),
      { numRuns: 150 },
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
