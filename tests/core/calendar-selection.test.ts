import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_MESSAGES,
  BOOKING_POLICY,
  bookingFlowReducer,
  calendarDays,
  canBook,
  countdownText,
  defaultBookingMode,
  fixedClock,
  holdDeadline,
  holdSecondsLeft,
  initialBookingFlow,
  type BookingFlow,
  type BookingFlowEvent,
} from '@manobal/core';

const run = (...events: BookingFlowEvent[]): BookingFlow => events.reduce(bookingFlowReducer, initialBookingFlow('video'));

const chosen: BookingFlowEvent[] = [
  { type: 'chooseDate', date: '2030-03-11' },
  { type: 'chooseTime', start: '2030-03-11T10:30:00+05:30' },
];
const hold = { id: 'hold-1', expiresAtMs: Date.parse('2030-03-11T03:35:00Z') };

describe('the session calendar booking flow', () => {
  it('starts on video when the therapist offers it, else on their one mode', () => {
    expect(defaultBookingMode(['in-person', 'video'])).toBe('video');
    expect(defaultBookingMode(['in-person'])).toBe('in-person');
    expect(initialBookingFlow('video')).toMatchObject({ step: 'choosing', mode: 'video', date: null, start: null });
  });

  it('can book once a date and a time are chosen, and a new date or mode needs a new time', () => {
    expect(canBook(run(...chosen))).toBe(true);
    expect(canBook(run(chosen[0]!))).toBe(false);
    expect(run(...chosen, { type: 'chooseDate', date: '2030-03-12' }).start).toBeNull();
    expect(run(...chosen, { type: 'chooseDate', date: '2030-03-11' }).start).toBe('2030-03-11T10:30:00+05:30');
    expect(run(...chosen, { type: 'chooseMode', mode: 'in-person' }).start).toBeNull();
  });

  it('holds, then reaches booked only when the server confirms', () => {
    const holding = run(...chosen, { type: 'book' });
    expect(holding.step).toBe('holding');
    // Choices are frozen while the hold is asked for.
    expect(bookingFlowReducer(holding, { type: 'chooseDate', date: '2030-03-12' }).date).toBe('2030-03-11');
    const held = bookingFlowReducer(holding, { type: 'held', hold });
    expect(held).toMatchObject({ step: 'held', hold });
    expect(bookingFlowReducer(held, { type: 'confirmed', booking: { reference: 'MNB-7K2Q9D' } })).toMatchObject({
      step: 'booked',
      booking: { reference: 'MNB-7K2Q9D' },
    });
    expect(run(...chosen, { type: 'confirmed', booking: {} }).step).toBe('choosing');
  });

  it('sends the visitor back to choose another time when the slot was just taken', () => {
    const taken = run(...chosen, { type: 'book' }, { type: 'holdRefused', notice: { kind: 'slot-taken', message: APPOINTMENT_MESSAGES.slotTaken } });
    expect(taken).toMatchObject({ step: 'choosing', date: '2030-03-11', start: null, notice: { message: APPOINTMENT_MESSAGES.slotTaken } });
    expect(bookingFlowReducer(taken, { type: 'chooseTime', start: '2030-03-11T11:00:00+05:30' }).notice).toBeNull();
  });

  it('keeps the choice after a failure that was not about the slot, so the visitor can try again', () => {
    const failed = run(...chosen, { type: 'book' }, { type: 'holdRefused', notice: { kind: 'failed', message: 'We could not reach the booking service.' } });
    expect(failed.start).toBe('2030-03-11T10:30:00+05:30');
    expect(canBook(failed)).toBe(true);
  });

  it('says so when the hold runs out, and lets the visitor pick again', () => {
    const expired = run(...chosen, { type: 'book' }, { type: 'held', hold }, { type: 'expired', message: APPOINTMENT_MESSAGES.holdExpired });
    expect(expired).toMatchObject({ step: 'choosing', hold: null, start: null, notice: { kind: 'hold-expired', message: APPOINTMENT_MESSAGES.holdExpired } });
  });

  it('counts the hold down from when it was asked for, by the device clock', () => {
    const askedAt = new Date('2030-03-11T03:30:00Z');
    const deadline = holdDeadline(askedAt);
    expect(deadline - askedAt.getTime()).toBe(BOOKING_POLICY.holdMinutes * 60_000);
    const held = { id: 'h', expiresAtMs: deadline };
    expect(countdownText(holdSecondsLeft(held, new Date(askedAt.getTime() + 1_000)))).toBe('4:59');
    expect(countdownText(holdSecondsLeft(held, new Date(deadline - 7_000)))).toBe('0:07');
    expect(holdSecondsLeft(held, new Date(deadline + 60_000))).toBe(0);
  });
});

describe('the calendar days', () => {
  const slot = (start: string, modes: ('in-person' | 'video')[] = ['video']) => ({ start, end: start, modes });
  const slots = {
    days: [
      { date: '2030-03-10', slots: [slot('2030-03-10T09:00:00+05:30'), slot('2030-03-10T14:30:00+05:30', ['in-person'])] },
      { date: '2030-03-11', slots: [] },
      { date: '2030-03-12', slots: [slot('2030-03-12T11:30:00+05:30'), slot('2030-03-12T12:00:00+05:30'), slot('2030-03-12T17:00:00+05:30')] },
    ],
  };
  // 9:30 AM in Kolkata on 10 March.
  const clock = fixedClock('2030-03-10T04:00:00Z');

  it('shows only dates with a free slot in the chosen mode, labelled Today or with the weekday like Tue 12 Mar, and never a slot already past', () => {
    expect(calendarDays(slots, 'video', clock).map((d) => d.label)).toEqual(['Tue 12 Mar']);
    expect(calendarDays(slots, 'in-person', clock).map((d) => d.label)).toEqual(['Today']);
  });

  it('groups the slots into Morning, Afternoon and Evening in IST, written like 2:30 PM', () => {
    const [day] = calendarDays(slots, 'video', clock);
    expect(day!.groups.map((g) => [g.period, g.slots.map((s) => s.label)])).toEqual([
      ['Morning', ['11:30 AM']],
      ['Afternoon', ['12:00 PM']],
      ['Evening', ['5:00 PM']],
    ]);
    expect(day!.groups[0]!.slots[0]!.start).toBe('2030-03-12T11:30:00+05:30');
  });

  it('shows at most six dates', () => {
    const many = { days: Array.from({ length: 10 }, (_, i) => ({ date: `2030-04-${String(i + 1).padStart(2, '0')}`, slots: [slot(`2030-04-${String(i + 1).padStart(2, '0')}T10:00:00+05:30`)] })) };
    expect(calendarDays(many, 'video', clock)).toHaveLength(6);
  });
});
