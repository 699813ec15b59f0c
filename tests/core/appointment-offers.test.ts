import { describe, expect, it } from 'vitest';
import { appointmentOffers, BOOKING_POLICY } from '@manobal/core';

const START = new Date('2026-12-01T12:30:00Z');
const HOUR = 3_600_000;
const before = (ms: number) => new Date(START.getTime() - ms);

describe('appointmentOffers', () => {
  it('offers a free cancel and a move up to and including the cut-off', () => {
    expect(appointmentOffers({ status: 'confirmed', start: START }, before(3 * 24 * HOUR))).toEqual({ cancel: 'free', move: 'open' });
    expect(appointmentOffers({ status: 'confirmed', start: START }, before(BOOKING_POLICY.changeCutoffHours * HOUR))).toEqual({ cancel: 'free', move: 'open' });
  });

  it('offers only a late cancel after the cut-off until the start, so a move is never offered and then refused', () => {
    expect(appointmentOffers({ status: 'confirmed', start: START }, before(BOOKING_POLICY.changeCutoffHours * HOUR - 1))).toEqual({ cancel: 'late', move: 'too-late' });
    expect(appointmentOffers({ status: 'confirmed', start: '2026-12-01T18:00:00+05:30' }, before(1))).toEqual({ cancel: 'late', move: 'too-late' });
  });

  it('offers nothing once the session has started, or when it is cancelled', () => {
    expect(appointmentOffers({ status: 'confirmed', start: START }, START)).toEqual({ cancel: 'none', move: 'none' });
    expect(appointmentOffers({ status: 'cancelled', start: START }, before(3 * 24 * HOUR))).toEqual({ cancel: 'none', move: 'none' });
  });
});
