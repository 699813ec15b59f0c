import { describe, expect, it } from 'vitest';
import { checkSlot, type SlotCheckInput } from '@manobal/core';
import { A_TUESDAY, aTakenSession, aTimeOff, aWeeklyRule, anAvailability, at } from '../../fixtures/booking/availability';

const check = (overrides: Partial<SlotCheckInput> = {}) =>
  checkSlot({ ...anAvailability({ rules: [aWeeklyRule({ start: '10:00', end: '13:00', modes: ['video'] })] }), start: at(A_TUESDAY, '10:30'), mode: 'video', ...overrides });
const refusal = (overrides: Partial<SlotCheckInput>) => check(overrides).match(() => 'accepted', (error) => error.kind);

describe('checking one start before holding it', () => {
  it('accepts an offered start and describes the slot as the slot list does', () => {
    expect(check()._unsafeUnwrap()).toEqual({ start: '2026-12-01T10:30:00+05:30', end: '2026-12-01T11:30:00+05:30', modes: ['video'] });
  });

  it('accepts the same instant written in UTC', () => {
    expect(check({ start: new Date('2026-12-01T05:00:00Z') }).isOk()).toBe(true);
  });

  it('refuses a start off the half-hour grid, to the second', () => {
    expect(refusal({ start: at(A_TUESDAY, '10:15') })).toBe('off-grid');
    expect(refusal({ start: new Date(at(A_TUESDAY, '10:30').getTime() + 1000) })).toBe('off-grid');
  });

  it('refuses a start in the past or inside the notice', () => {
    expect(refusal({ now: at(A_TUESDAY, '12:00') })).toBe('too-soon');
    expect(refusal({ now: at(A_TUESDAY, '08:31') })).toBe('too-soon');
    expect(refusal({ now: at(A_TUESDAY, '08:30') })).toBe('accepted');
  });

  it('refuses a start past the horizon', () => {
    expect(refusal({ now: at('2026-10-31', '10:00') })).toBe('beyond-horizon');
  });

  it('refuses a start on a day off', () => {
    expect(refusal({ timeOff: [aTimeOff('2026-11-28', A_TUESDAY)] })).toBe('time-off');
  });

  it('refuses a start outside the rules or in a mode the rules do not offer there', () => {
    expect(refusal({ start: at(A_TUESDAY, '12:30') })).toBe('outside-availability');
    expect(refusal({ mode: 'in-person' })).toBe('outside-availability');
  });

  it('calls a start that collides with a session or its buffer taken, the conflict the server answers with 409', () => {
    expect(refusal({ taken: [aTakenSession(A_TUESDAY, '11:00')] })).toBe('taken');
    expect(refusal({ taken: [aTakenSession(A_TUESDAY, '09:00', 60)], bufferMinutes: 45 })).toBe('taken');
    expect(refusal({ taken: [aTakenSession(A_TUESDAY, '09:00', 60)], bufferMinutes: 30 })).toBe('accepted');
  });
});
