import { z } from '../schema/zod';
import type { Clock } from '../calendar/clock.port';
import { isIsoDate, todayInKolkata } from '../calendar/kolkata-time';
import { BOOKING_TIME_SLOTS, isSlotAhead } from '../calendar/slots';
import {
  BOOKING_AGE_LIMITS,
  BOOKING_GENDERS,
  BOOKING_MESSAGES,
  BOOKING_PROBLEMS,
} from './booking.options';
import { choiceField, emailField, indianPhoneField, requiredText, wholeNumberField, wireObject } from './shared-fields';
import { FORM_TEXT_LIMITS } from './shared-rules';
import { guardianFields, withAgeRule } from './young-person.rule';

// The free introductory call's form (spec sections 3, 4, 5, 8: book_session): step 1 personal details (and a
// 16- or 17-year-old's parent or guardian), step 2 the hour. Messages and choices live in booking.options.ts;
// the age rule, shared with every form that books, in young-person.rule.ts.

const detailFields = {
  name: requiredText(BOOKING_MESSAGES.nameRequired, FORM_TEXT_LIMITS.name, BOOKING_MESSAGES.nameTooLong),
  email: emailField(BOOKING_MESSAGES.emailInvalid, BOOKING_MESSAGES.emailInvalid),
  phone: indianPhoneField(BOOKING_MESSAGES.phoneInvalid),
  // The payload is all strings (spec section 3): the age goes out as text, e.g. '29'.
  age: wholeNumberField({
    missing: BOOKING_MESSAGES.ageInvalid,
    invalid: BOOKING_MESSAGES.ageInvalid,
    min: [BOOKING_AGE_LIMITS.min, BOOKING_MESSAGES.ageInvalid],
    max: [BOOKING_AGE_LIMITS.max, BOOKING_MESSAGES.ageInvalid],
  }).transform(String),
  ...guardianFields,
};

/**
 * Step 1 (on Next), and the calendar's details: name, email, phone, age, under the age rule (under 16 refused;
 * 16 and 17 name a parent or guardian who knows). Extra form fields are ignored here; a schema that spreads its
 * shape applies withAgeRule again.
 */
export const bookingDetailsSchema = withAgeRule(z.object(detailFields));
export type BookingDetails = z.output<typeof bookingDetailsSchema>;

/** The whole payload, shape and the age rule: no rule about "now". Unknown fields are refused. */
export const bookingPayloadSchema = withAgeRule(wireObject({
  ...detailFields,
  gender: choiceField(BOOKING_GENDERS, BOOKING_MESSAGES.fillAllFields, BOOKING_MESSAGES.genderInvalid),
  problem: choiceField(BOOKING_PROBLEMS, BOOKING_MESSAGES.fillAllFields, BOOKING_MESSAGES.problemInvalid),
  date: z
    .string({ error: BOOKING_MESSAGES.fillAllFields })
    .trim()
    .min(1, BOOKING_MESSAGES.fillAllFields)
    .refine(isIsoDate, BOOKING_MESSAGES.dateInvalid),
  time: choiceField(BOOKING_TIME_SLOTS, BOOKING_MESSAGES.fillAllFields, BOOKING_MESSAGES.timeInvalid),
}));

export type BookingInput = z.input<typeof bookingPayloadSchema>;
export type BookingPayload = z.output<typeof bookingPayloadSchema>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The submit rules: the shape, plus the date is today or later in Asia/Kolkata and, when it is
 * today, the slot is still ahead of the current Kolkata time. Runs even when other fields fail,
 * so every field shows its message at once.
 */
export const createBookingSubmitSchema = (clock: Clock) =>
  bookingPayloadSchema.superRefine(
    (payload, ctx) => {
      const { date, time } = payload as Record<string, unknown>;
      if (typeof date !== 'string' || !isIsoDate(date)) return;
      const today = todayInKolkata(clock);
      if (date < today) {
        ctx.addIssue({ code: 'custom', path: ['date'], message: BOOKING_MESSAGES.datePast });
        return;
      }
      if (typeof time === 'string' && (BOOKING_TIME_SLOTS as readonly string[]).includes(time) && !isSlotAhead(time, date, clock)) {
        ctx.addIssue({ code: 'custom', path: ['time'], message: BOOKING_MESSAGES.timePast });
      }
    },
    { when: (parse) => isRecord(parse.value) },
  );
