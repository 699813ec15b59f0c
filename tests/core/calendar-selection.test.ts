import { describe, expect, it } from 'vitest';
import {
  bookingSelectionMessage,
  bookingSelectionReducer,
  calendarCard,
  canBook,
  initialBookingSelection,
  type BookingSelection,
  type BookingSelectionAction,
} from '@manobal/core';

const run = (...actions: BookingSelectionAction[]): BookingSelection =>
  actions.reduce(bookingSelectionReducer, initialBookingSelection);

const chosen: BookingSelectionAction[] = [
  { type: 'chooseDate', date: '2025-07-05' },
  { type: 'chooseTime', time: '10:30 AM' },
];

describe('the session calendar selection', () => {
  it('starts on Video call with nothing else chosen and cannot book', () => {
    expect(initialBookingSelection).toEqual({ mode: 'Video call', date: null, time: null, status: 'idle' });
    expect(canBook(initialBookingSelection)).toBe(false);
  });

  it('can book once a date and a time are chosen', () => {
    expect(canBook(run(...chosen))).toBe(true);
    expect(canBook(run({ type: 'chooseDate', date: '2025-07-05' }))).toBe(false);
  });

  it('clears the time when the date changes', () => {
    const state = run(...chosen, { type: 'chooseDate', date: '2025-07-06' });
    expect(state.time).toBeNull();
    expect(canBook(state)).toBe(false);
  });

  it('keeps the time when the same date is chosen again', () => {
    expect(run(...chosen, { type: 'chooseDate', date: '2025-07-05' }).time).toBe('10:30 AM');
  });

  it('switches mode without losing date and time', () => {
    expect(run(...chosen, { type: 'chooseMode', mode: 'In-person' })).toMatchObject({ mode: 'In-person', date: '2025-07-05', time: '10:30 AM' });
  });

  it('shows Processing... then the success message, and cannot book twice while processing', () => {
    const processing = run(...chosen, { type: 'book' });
    expect(bookingSelectionMessage(processing)).toBe('Processing...');
    expect(canBook(processing)).toBe(false);
    expect(bookingSelectionReducer(processing, { type: 'book' })).toBe(processing);
    const booked = bookingSelectionReducer(processing, { type: 'processed' });
    expect(bookingSelectionMessage(booked)).toBe('Session booked successfully! 🎉');
    const after = bookingSelectionReducer(booked, { type: 'dismissed' });
    expect(bookingSelectionMessage(after)).toBeNull();
  });

  it('ignores book when the selection is incomplete', () => {
    const state = run({ type: 'book' });
    expect(state.status).toBe('idle');
  });

  it('freezes the choices while processing', () => {
    const processing = run(...chosen, { type: 'book' });
    expect(bookingSelectionReducer(processing, { type: 'chooseDate', date: '2025-07-09' })).toBe(processing);
    expect(bookingSelectionReducer(processing, { type: 'chooseMode', mode: 'In-person' })).toBe(processing);
  });
});

describe('the calendar card', () => {
  it('shows the defaults without a doctor: Therapist, Professional Therapist, ₹1600 for 60 minutes', () => {
    expect(calendarCard()).toEqual({ doctorName: 'Therapist', specialization: 'Professional Therapist', price: '₹1600', durationMinutes: 60 });
  });

  it("shows the doctor's own charges when given", () => {
    expect(calendarCard({ name: 'Dr. Ananya Rao', specialization: 'Clinical Psychologist', charges: '₹1200 per session' })).toEqual({
      doctorName: 'Dr. Ananya Rao',
      specialization: 'Clinical Psychologist',
      price: '₹1200 per session',
      durationMinutes: 60,
    });
  });

  it('falls back to the default price when charges are blank', () => {
    expect(calendarCard({ name: 'Dr. X', specialization: 'Y', charges: ' ' }).price).toBe('₹1600');
  });
});
