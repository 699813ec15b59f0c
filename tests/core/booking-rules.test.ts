import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_MESSAGES,
  BOOKING_POLICY,
  canChangeAppointment,
  holdExpiresAt,
  instantSchema,
  slotQuerySchema,
  takenIntervalSchema,
  therapistAvailabilitySchema,
  timeOffSchema,
  weeklyRuleSchema,
  weeklyRulesSchema,
} from '@manobal/core';
import { aWeekOfRules, aWeeklyRule, at } from '../../fixtures/booking/availability';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }): string[] =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('booking policy', () => {
  it('holds the values the issue fixes, once', () => {
    expect(BOOKING_POLICY).toMatchObject({
      timeZone: 'Asia/Kolkata',
      sessionMinutes: 60,
      slotStepMinutes: 30,
      defaultBufferMinutes: 0,
      minNoticeMinutes: 120,
      horizonDays: 30,
      holdMinutes: 5,
      changeCutoffHours: 12,
      maxSlotQueryDays: 31,
    });
  });

  it('lets a hold live five minutes', () => {
    expect(holdExpiresAt(at('2026-12-01', '10:00'))).toEqual(at('2026-12-01', '10:05'));
  });

  it('allows cancelling or rescheduling up to exactly twelve hours before the start, not after', () => {
    const start = at('2026-12-01', '18:00');
    expect(canChangeAppointment(start, at('2026-12-01', '06:00'))).toBe(true);
    expect(canChangeAppointment(start, new Date(at('2026-12-01', '06:00').getTime() + 1))).toBe(false);
  });
});

describe('weekly rules', () => {
  it('accepts a week of rules and a rule ending at 24:00', () => {
    expect(weeklyRulesSchema.safeParse(aWeekOfRules()).success).toBe(true);
    expect(weeklyRuleSchema.safeParse(aWeeklyRule({ start: '22:00', end: '24:00' })).success).toBe(true);
  });

  it('refuses a rule that wraps past midnight and says how to write it', () => {
    expect(messagesOf(weeklyRuleSchema.safeParse(aWeeklyRule({ start: '22:00', end: '02:00' })))).toEqual([APPOINTMENT_MESSAGES.ruleEndsBeforeStart]);
    expect(messagesOf(weeklyRuleSchema.safeParse(aWeeklyRule({ start: '10:00', end: '10:00' })))).toEqual([APPOINTMENT_MESSAGES.ruleEndsBeforeStart]);
  });

  it('refuses times that are not HH:MM within a day, or off the half-hour grid', () => {
    for (const time of ['9:00', '24:30', '25:00', '10:60', 'noon']) {
      expect(messagesOf(weeklyRuleSchema.safeParse(aWeeklyRule({ start: time })))).toContain(APPOINTMENT_MESSAGES.clockTime);
    }
    expect(messagesOf(weeklyRuleSchema.safeParse(aWeeklyRule({ start: '10:15' })))).toEqual([APPOINTMENT_MESSAGES.clockTimeOffGrid]);
  });

  it('needs at least one mode, each once, and stores modes in one order', () => {
    expect(messagesOf(weeklyRuleSchema.safeParse(aWeeklyRule({ modes: [] })))).toEqual([APPOINTMENT_MESSAGES.ruleModes]);
    expect(messagesOf(weeklyRuleSchema.safeParse(aWeeklyRule({ modes: ['video', 'video'] })))).toEqual([APPOINTMENT_MESSAGES.repeatedMode]);
    expect(weeklyRuleSchema.parse(aWeeklyRule({ modes: ['video', 'in-person'] })).modes).toEqual(['in-person', 'video']);
    expect(weeklyRuleSchema.safeParse({ ...aWeeklyRule(), modes: ['phone'] }).success).toBe(false);
    expect(weeklyRuleSchema.safeParse({ ...aWeeklyRule(), weekday: 'monday' }).success).toBe(false);
  });

  it('caps how many rules a therapist may have', () => {
    expect(weeklyRulesSchema.safeParse(Array.from({ length: 71 }, () => aWeeklyRule())).success).toBe(false);
  });
});

describe('time off, taken time and availability', () => {
  it('takes whole days, both ends included, the last not before the first', () => {
    expect(timeOffSchema.safeParse({ from: '2026-12-24', to: '2026-12-24' }).success).toBe(true);
    expect(messagesOf(timeOffSchema.safeParse({ from: '2026-12-25', to: '2026-12-24' }))).toEqual([APPOINTMENT_MESSAGES.timeOffEndsBeforeStart]);
    expect(messagesOf(timeOffSchema.safeParse({ from: '2026-02-30', to: '2026-03-01' }))).toEqual([APPOINTMENT_MESSAGES.isoDate]);
  });

  it('reads instants only with an offset, so no machine zone ever guesses', () => {
    expect(instantSchema.parse('2026-12-01T18:00:00+05:30')).toEqual(new Date('2026-12-01T12:30:00Z'));
    expect(instantSchema.parse('2026-12-01T12:30:00Z')).toEqual(new Date('2026-12-01T12:30:00Z'));
    expect(messagesOf(instantSchema.safeParse('2026-12-01T18:00:00'))).toEqual([APPOINTMENT_MESSAGES.instant]);
    expect(instantSchema.safeParse('2026-12-01 18:00').success).toBe(false);
  });

  it('refuses a taken interval that ends before it starts', () => {
    expect(takenIntervalSchema.safeParse({ start: '2026-12-01T18:00:00+05:30', end: '2026-12-01T17:00:00+05:30' }).success).toBe(false);
  });

  it('defaults the buffer to none and caps it', () => {
    expect(therapistAvailabilitySchema.parse({ rules: [], timeOff: [] }).bufferMinutes).toBe(0);
    expect(messagesOf(therapistAvailabilitySchema.safeParse({ rules: [], timeOff: [], bufferMinutes: 121 }))).toEqual([APPOINTMENT_MESSAGES.bufferMinutes]);
  });
});

describe('a slot query from a URL', () => {
  it('reads days from text, defaults to a week and caps at 31', () => {
    expect(slotQuerySchema.parse({ from: '2026-12-01', days: '31', mode: 'video' })).toEqual({ from: '2026-12-01', days: 31, mode: 'video' });
    expect(slotQuerySchema.parse({})).toEqual({ days: 7 });
    expect(messagesOf(slotQuerySchema.safeParse({ days: '32' }))).toEqual([APPOINTMENT_MESSAGES.slotDays]);
    expect(messagesOf(slotQuerySchema.safeParse({ days: '0' }))).toEqual([APPOINTMENT_MESSAGES.slotDays]);
    expect(slotQuerySchema.safeParse({ days: '7.5' }).success).toBe(false);
    expect(slotQuerySchema.safeParse({ from: '01-12-2026' }).success).toBe(false);
    expect(slotQuerySchema.safeParse({ mode: 'phone' }).success).toBe(false);
  });
});
