import { describe, expect, it } from 'vitest';
import {
  BOOKING_GENDERS,
  BOOKING_PROBLEMS,
  BOOKING_TIME_SLOTS,
  bookingDetailsSchema,
  bookingPayloadSchema,
  createBookingSubmitSchema,
  fixedClock,
  validateWith,
  type BookingInput,
  type Clock, formMessageTexts } from '@manobal/core';
import { aValidBooking } from '../../fixtures/forms';

const errorsOf = (schema: Parameters<typeof validateWith>[0], input: unknown): Record<string, string> =>
  validateWith(schema, input).match(
    () => ({}),
    (e) => formMessageTexts('en', e.fieldErrors),
  );

// 2025-07-04 18:29 UTC is 23:59 on 4 July in Kolkata; 18:31 UTC is 00:01 on 5 July.
const justBeforeKolkataMidnight = fixedClock('2025-07-04T18:29:00Z');
const justAfterKolkataMidnight = fixedClock('2025-07-04T18:31:00Z');
// 08:30 UTC is 14:00 in Kolkata.
const twoPmInKolkata = fixedClock('2025-07-05T08:30:00Z');

const submit = (clock: Clock, overrides: Partial<BookingInput>) =>
  errorsOf(createBookingSubmitSchema(clock), aValidBooking(overrides, clock));

describe('booking step 1: personal details', () => {
  const details = { name: 'Sneha Patil', email: 'sneha@example.in', phone: '9876543210', age: '29' };

  it('lets a visitor with valid details go on to step 2', () => {
    expect(validateWith(bookingDetailsSchema, details).isOk()).toBe(true);
  });

  it.each([
    ['name', '', 'Name is required'],
    ['name', '   ', 'Name is required'],
    ['email', 'sneha.example.in', 'Valid email is required'],
    ['email', '', 'Valid email is required'],
    ['phone', '12345', 'Valid phone number is required'],
    ['phone', '5876543210', 'Valid phone number is required'],
    ['age', '', 'Valid age is required'],
    ['age', '0', 'Valid age is required'],
    ['age', '-3', 'Valid age is required'],
    ['age', 'twenty', 'Valid age is required'],
  ])('refuses %s %j with %j', (field, value, message) => {
    expect(errorsOf(bookingDetailsSchema, { ...details, [field]: value })).toEqual({ [field]: message });
  });

  it('accepts a phone typed with +91 and spaces and keeps the 10 digits', () => {
    const result = validateWith(bookingDetailsSchema, { ...details, phone: '+91 98765 43210' });
    expect(result._unsafeUnwrap().phone).toBe('9876543210');
  });

  it('keeps the age as text, as the payload is all strings', () => {
    expect(validateWith(bookingDetailsSchema, { ...details, age: 29 })._unsafeUnwrap().age).toBe('29');
  });
});

describe('booking submit: all fields', () => {
  it.each(['gender', 'problem', 'date', 'time'] as const)('asks to fill in all fields when %s is missing', (field) => {
    expect(submit(twoPmInKolkata, { [field]: '' })).toEqual({ [field]: 'Please fill in all fields' });
  });

  it('accepts every listed gender and problem', () => {
    for (const value of BOOKING_GENDERS) expect(submit(twoPmInKolkata, { gender: value })).toEqual({});
    for (const value of BOOKING_PROBLEMS) expect(submit(twoPmInKolkata, { problem: value })).toEqual({});
  });

  it('refuses a value outside the lists', () => {
    expect(Object.keys(submit(twoPmInKolkata, { gender: 'unknown', problem: 'stress', time: '10:30 AM' }))).toEqual([
      'gender',
      'problem',
      'time',
    ]);
  });

  it('refuses a date that does not exist', () => {
    expect(submit(twoPmInKolkata, { date: '2025-02-30' }).date).toBe('Please choose a valid date');
    expect(submit(twoPmInKolkata, { date: '05/07/2025' }).date).toBe('Please choose a valid date');
  });

  it('refuses unknown fields', () => {
    expect(errorsOf(bookingPayloadSchema, { ...aValidBooking({}, twoPmInKolkata), doctor: 'x' }).doctor).toBe('Unknown field: doctor');
  });

  it('offers the twelve hourly slots from 10:00 AM to 9:00 PM', () => {
    expect(BOOKING_TIME_SLOTS).toHaveLength(12);
    expect(BOOKING_TIME_SLOTS[0]).toBe('10:00 AM');
    expect(BOOKING_TIME_SLOTS[11]).toBe('9:00 PM');
  });
});

describe('booking submit: dates and times in Asia/Kolkata', () => {
  it('takes 4 July as today one minute before Kolkata midnight', () => {
    expect(submit(justBeforeKolkataMidnight, { date: '2025-07-04', time: '9:00 PM' }).time).toBe(
      'This time has already passed today. Please choose a later time',
    );
    expect(submit(justBeforeKolkataMidnight, { date: '2025-07-03' }).date).toBe('Please choose today or a later date');
    expect(submit(justBeforeKolkataMidnight, { date: '2025-07-05', time: '10:00 AM' })).toEqual({});
  });

  it('refuses 4 July one minute after Kolkata midnight, though it is still 4 July in UTC', () => {
    expect(submit(justAfterKolkataMidnight, { date: '2025-07-04' }).date).toBe('Please choose today or a later date');
  });

  it('accepts every slot of today one minute after Kolkata midnight', () => {
    for (const time of BOOKING_TIME_SLOTS) expect(submit(justAfterKolkataMidnight, { date: '2025-07-05', time })).toEqual({});
  });

  it('refuses a slot already past today and the current one, accepts the next', () => {
    expect(submit(twoPmInKolkata, { date: '2025-07-05', time: '1:00 PM' }).time).toBeDefined();
    expect(submit(twoPmInKolkata, { date: '2025-07-05', time: '2:00 PM' }).time).toBeDefined();
    expect(submit(twoPmInKolkata, { date: '2025-07-05', time: '3:00 PM' })).toEqual({});
  });

  it('accepts any slot on a later day', () => {
    expect(submit(twoPmInKolkata, { date: '2025-07-06', time: '10:00 AM' })).toEqual({});
  });

  it('shows the date rule together with the other missing fields', () => {
    expect(submit(twoPmInKolkata, { name: '', date: '2025-07-01' })).toEqual({
      name: 'Name is required',
      date: 'Please choose today or a later date',
    });
  });

  it('checks shape only in the clock-free schema', () => {
    expect(errorsOf(bookingPayloadSchema, aValidBooking({ date: '2000-01-01' }, twoPmInKolkata))).toEqual({});
  });
});
