import { describe, expect, it } from 'vitest';
import {
  ageBandOf,
  bookingDetailsSchema,
  confirmAppointmentSchema,
  createBookingSubmitSchema,
  validateWith,
  YOUNG_PERSON_MESSAGES,
  type Clock,
} from '@manobal/core';
import { A_GUARDIAN, aValidBooking } from '../../fixtures/forms';

const clock: Clock = { now: () => new Date('2025-03-10T04:30:00.000Z') };
const details = { name: 'Sneha Patil', email: 'sneha.patil@example.in', phone: '9876543210' };
const M = YOUNG_PERSON_MESSAGES;

describe('the age rule of every form that books', () => {
  it.each([
    [15, 'too-young'],
    [16, 'with-guardian'],
    [17, 'with-guardian'],
    [18, 'adult'],
  ] as const)('puts age %i under %s', (age, band) => {
    expect(ageBandOf(age)).toBe(band);
  });

  it('refuses 15 at the age, with words that say online booking starts at 16', () => {
    expect(validateWith(bookingDetailsSchema, { ...details, age: '15' })._unsafeUnwrapErr().fieldErrors).toEqual({ age: M.tooYoung });
  });

  it.each(['16', '17'])('asks a %s-year-old for the guardian, field by field, and for the tick that the guardian knows', (age) => {
    expect(validateWith(bookingDetailsSchema, { ...details, age })._unsafeUnwrapErr().fieldErrors).toEqual({
      guardian_name: M.guardianNameRequired,
      guardian_relationship: M.guardianRelationship,
      guardian_phone: M.guardianPhone,
      guardian_knows: M.guardianKnows,
    });
    expect(validateWith(bookingDetailsSchema, { ...details, age, ...A_GUARDIAN, guardian_knows: false })._unsafeUnwrapErr().fieldErrors).toEqual({
      guardian_knows: M.guardianKnows,
    });
    expect(validateWith(bookingDetailsSchema, { ...details, age, ...A_GUARDIAN }).isOk()).toBe(true);
  });

  it('refuses a guardian phone that is not 10 digits with its own words', () => {
    expect(validateWith(bookingDetailsSchema, { ...details, age: '17', ...A_GUARDIAN, guardian_phone: '12345' })._unsafeUnwrapErr().fieldErrors).toEqual({
      guardian_phone: M.guardianPhone,
    });
  });

  it('leaves 18 as it was: no guardian asked', () => {
    expect(validateWith(bookingDetailsSchema, { ...details, age: '18' }).isOk()).toBe(true);
  });

  it('holds on the free call and on the appointment confirm alike', () => {
    expect(validateWith(createBookingSubmitSchema(clock), aValidBooking({ age: '15' }, clock))._unsafeUnwrapErr().fieldErrors).toEqual({ age: M.tooYoung });
    expect(validateWith(confirmAppointmentSchema, { hold_id: 'h', ...details, age: '17' })._unsafeUnwrapErr().fieldErrors).toMatchObject({
      guardian_name: M.guardianNameRequired,
    });
    expect(validateWith(confirmAppointmentSchema, { hold_id: 'h', ...details, age: '17', ...A_GUARDIAN }).isOk()).toBe(true);
    expect(validateWith(confirmAppointmentSchema, { hold_id: 'h', ...details, age: '15' })._unsafeUnwrapErr().fieldErrors).toEqual({ age: M.tooYoung });
  });
});
