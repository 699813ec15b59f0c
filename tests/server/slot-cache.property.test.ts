import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SAMPLE_THERAPISTS, createFreeSlotCache, therapistSlots, type FreeSlotCalendar } from '@manobal/core';
import { at } from '../../fixtures/booking/availability';
import { someRulesArbitrary } from '../../fixtures/booking/availability.arbitraries';
import { aCalendarAction, playCalendar } from '../../fixtures/booking/calendar-actions';
import { aMovableClock } from '../../fixtures/in-memory/in-memory-services';
import type { Store } from '../../server/src/store/store.port';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/test-databases';

const SAMPLE = SAMPLE_THERAPISTS[0]!;
const START = at('2026-11-30', '07:10');

describeEachEngine('the slot lists of two instances on one database, each with its own cache', (engine) => {
  let db: TestDatabase;
  // Two stores on one database stand for two server instances behind a load balancer.
  let one: Store;
  let two: Store;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    one = await db.open();
    two = await db.open();
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await db?.drop();
  });

  it('answer exactly what a fresh computation answers, whichever instance claimed, freed or changed the rules', async () => {
    let worlds = 0;
    await fc.assert(
      fc.asyncProperty(someRulesArbitrary, fc.array(aCalendarAction, { minLength: 1, maxLength: 30 }), async (rules, actions) => {
        worlds += 1;
        // A therapist of its own per run: runs share the database and never see each other's claims.
        const therapistId = `prop-${engine}-${worlds}`;
        const clock = aMovableClock(START.toISOString());
        expect((await one.therapists.add({ therapist: { ...SAMPLE.therapist, id: therapistId }, availability: { ...SAMPLE.availability, rules } }, START))._unsafeUnwrap()).toBe('added');
        const slotPolicy = { minNoticeMinutes: 60, horizonDays: 10 };
        const listsOf = (store: Store) => therapistSlots({ directory: store.therapists, therapists: store.therapists, appointments: store.appointments, clock, slotPolicy, slotCache: createFreeSlotCache(50) });
        const cachedOne = listsOf(one);
        const cachedTwo = listsOf(two);
        const fresh = therapistSlots({ directory: one.therapists, therapists: one.therapists, appointments: one.appointments, clock, slotPolicy });
        await playCalendar(
          {
            therapistId,
            // Each change is made on one instance or the other.
            appointments: (step) => (step % 3 === 0 ? two : one).appointments,
            directory: worlds % 2 === 0 ? one.therapists : two.therapists,
            clock,
            prefix: `${engine}${worlds}`,
            offered: async () => {
              const calendar: FreeSlotCalendar | null = (await fresh({ id: therapistId, days: 14 })).unwrapOr(null);
              return (calendar?.days ?? []).flatMap((day) => day.slots.map((slot) => ({ start: slot.start, mode: slot.modes[0]! })));
            },
            read: async (query) => {
              // The same list, or the same refusal (a retired therapist is not found).
              const expected = await fresh(query);
              expect(await cachedOne(query)).toEqual(expected);
              expect(await cachedTwo(query)).toEqual(expected);
            },
          },
          '2026-11-30',
          actions,
        );
      }),
      { numRuns: 25 },
    );
  });
});
