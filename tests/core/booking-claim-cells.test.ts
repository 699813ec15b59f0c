import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOKING_POLICY, claimCells } from '@manobal/core';
import { at } from '../../fixtures/booking/availability';

const STEP = 30 * 60_000;
const origin = at('2026-12-01', '00:00').getTime();

describe('claim cells: what the store makes unique per therapist', () => {
  it('cover the session and its buffer in half-hour cells from the start', () => {
    expect(claimCells(at('2026-12-01', '10:00'), 0)).toEqual([at('2026-12-01', '10:00'), at('2026-12-01', '10:30')]);
    expect(claimCells(at('2026-12-01', '10:00'), 10)).toEqual([at('2026-12-01', '10:00'), at('2026-12-01', '10:30'), at('2026-12-01', '11:00')]);
  });

  it('are shared by two sessions exactly when their sessions-plus-buffer overlap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: BOOKING_POLICY.maxBufferMinutes }),
        (stepA, stepB, buffer) => {
          const a = new Date(origin + stepA * STEP);
          const b = new Date(origin + stepB * STEP);
          const occupancy = (BOOKING_POLICY.sessionMinutes + buffer) * 60_000;
          const overlap = a.getTime() < b.getTime() + occupancy && b.getTime() < a.getTime() + occupancy;
          const cellsOfA = new Set(claimCells(a, buffer).map((cell) => cell.getTime()));
          const share = claimCells(b, buffer).some((cell) => cellsOfA.has(cell.getTime()));
          expect(share).toBe(overlap);
        },
      ),
    );
  });
});
