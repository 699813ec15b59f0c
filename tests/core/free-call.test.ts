import { describe, expect, it } from 'vitest';
import {
  appointmentReferenceFromBytes,
  DEFAULT_FREE_CALL_POLICY,
  freeCallBookedMessage,
  freeCallDayLabel,
  freeCallHourKey,
  freeCallHoursBetween,
  FREE_CALL_MESSAGES,
  FREE_CALL_REFERENCE_PATTERN,
  hasPlace,
  newFreeCallReference,
  nextFreeHour,
  type Clock,
} from '@manobal/core';

// 10:30 in Kolkata on Monday 10 March 2025.
const clock: Clock = { now: () => new Date('2025-03-10T05:00:00.000Z') };

describe('the free introductory call', () => {
  it('has room in an hour until its calls per hour are taken', () => {
    expect(hasPlace({ ...DEFAULT_FREE_CALL_POLICY, callsPerHour: 2 }, 1)).toBe(true);
    expect(hasPlace({ ...DEFAULT_FREE_CALL_POLICY, callsPerHour: 2 }, 2)).toBe(false);
  });

  it('offers the form’s slots between two hours, both included', () => {
    expect(freeCallHoursBetween(10, 12)).toEqual(['10:00 AM', '11:00 AM', '12:00 PM']);
    expect(freeCallHoursBetween(21, 21)).toEqual(['9:00 PM']);
  });

  it('finds the next hour with a place, never one already past today', () => {
    const policy = { callsPerHour: 1, hours: freeCallHoursBetween(10, 12) };
    const taken = new Map([[freeCallHourKey({ date: '2025-03-10', time: '12:00 PM' }), 1]]);
    // 10:00 AM today is past and 12:00 PM is full: the next is 10:00 AM tomorrow.
    expect(nextFreeHour(policy, { date: '2025-03-10', time: '11:00 AM' }, taken, clock)).toEqual({ date: '2025-03-11', time: '10:00 AM' });
    expect(nextFreeHour(policy, { date: '2025-03-10', time: '10:00 AM' }, new Map(), clock)).toEqual({ date: '2025-03-10', time: '11:00 AM' });
  });

  it('finds none when the whole week ahead is full', () => {
    const policy = { callsPerHour: 1, hours: freeCallHoursBetween(10, 10) };
    const full = new Map(Array.from({ length: 9 }, (_, i) => [freeCallHourKey({ date: `2025-03-${String(10 + i).padStart(2, '0')}`, time: '10:00 AM' }), 1]));
    expect(nextFreeHour(policy, { date: '2025-03-10', time: '10:00 AM' }, full, clock)).toBeNull();
    expect(FREE_CALL_MESSAGES.hourFull(null)).toContain('call you back');
  });

  it('gives a reference people read aloud, never an appointment’s', () => {
    const reference = newFreeCallReference(() => new Uint8Array([1, 2, 3, 4]));
    expect(reference).toMatch(FREE_CALL_REFERENCE_PATTERN);
    expect(reference.slice(5)).toBe(appointmentReferenceFromBytes(new Uint8Array([1, 2, 3, 4])).slice(4));
  });

  it('says when the care team will call and on which number, with the weekday', () => {
    expect(freeCallDayLabel('2030-12-03')).toBe('Tue 3 Dec');
    const msg = freeCallBookedMessage({ id: 'x', reference: 'CALL-7K2Q9D', status: 'waiting', date: '2030-12-03', time: '11:00 AM', phone: '9876543210', guardianCheck: false, replayed: false });
    expect(msg).toBe('Your free introductory call is booked for Tue 3 Dec, 11:00 AM IST; our care team will call you on 98765 43210. Your reference is CALL-7K2Q9D.');
    expect(FREE_CALL_MESSAGES.hourFull({ date: '2030-12-03', time: '12:00 PM' })).toBe(
      'That hour is full. The next free hour is Tue 3 Dec, 12:00 PM IST. Please choose it or another time.',
    );
  });
});
