import { z } from '../schema/zod';
import { bookingDetailsSchema } from '../forms/booking.schema';
import { optionalText, wireObject } from '../forms/shared-fields';
import { FORM_TEXT_LIMITS, PLAIN_TEXT_PATTERN, SHARED_MESSAGES } from '../forms/shared-rules';
import { isKnownTimeZone } from '../calendar/time-zone-name';
import { GUARDIAN_RELATIONSHIPS } from '../forms/young-person.options';
import { withAgeRule } from '../forms/young-person.rule';
import { wizardAnswersSchema } from '../wizard/wizard-answers.schema';
import { instantSchema, isoDateSchema } from './availability.schema';
import { BOOKING_MODES } from './booking-mode';
import { THERAPIST_ID_PATTERN, therapistIdSchema } from './therapist.schema';
import { APPOINTMENT_PHASES, ATTENDANCE_MARKS, STAFF_APPOINTMENT_STATUSES } from './staff-appointment.rules';
import { appointmentViewSchema } from './appointment-wire.schema';
import { listedInstantSchema, pageRequestSchema } from '../application/page-request';
import { messageOptInsSchema } from '../notifications/message-opt-in';
import { formMessageIds } from '../forms/form-message-ids';

/** The appointment calls' own words; the slot and hold answers are in BOOKING_CATALOG_EN.messages. */
export const APPOINTMENT_FORM_MESSAGES = formMessageIds('appointment', ['therapist', 'mode', 'holdId', 'notesTooLong', 'status', 'when']);

const M = APPOINTMENT_FORM_MESSAGES;

/**
 * The visitor's own time zone as their browser reports it. A name the runtime does not know as an IANA zone is
 * ignored (absent), never refused: the booking must not fail over a device's odd setting. Control characters are
 * refused like in every text.
 */
export const visitorTimeZoneSchema = z
  .string({ error: SHARED_MESSAGES.controlCharacters })
  .trim()
  .max(64)
  .regex(PLAIN_TEXT_PATTERN, SHARED_MESSAGES.controlCharacters)
  .nullish()
  .transform((zone) => (zone && isKnownTimeZone(zone) ? zone : undefined));

/** POST /appointments/holds. */
export const holdRequestSchema = wireObject({
  therapist_id: z.string({ error: M.therapist }).min(2, M.therapist).max(60, M.therapist).regex(THERAPIST_ID_PATTERN, M.therapist),
  start: instantSchema,
  mode: z.enum(BOOKING_MODES, { error: M.mode }),
});
export type HoldRequest = z.output<typeof holdRequestSchema>;

/**
 * POST /appointments: the hold, and the booking form's rules for name, email, 10-digit phone and age, under the age
 * rule (under 16 refused; 16 and 17 name a parent or guardian who knows, and the care team checks with them). `intake` is
 * the therapy-match wizard's answers (ids, as wizardAnswersSchema reads them), sent only when the visitor ticked
 * sharing them with their therapist; absent or null means not shared.
 */
export const confirmAppointmentSchema = withAgeRule(wireObject({
  hold_id: z.string({ error: M.holdId }).trim().min(1, M.holdId).max(100, M.holdId),
  ...bookingDetailsSchema.shape,
  // Optional on both sides of the schema, so a client may leave either out of its payload.
  notes: optionalText(FORM_TEXT_LIMITS.message, M.notesTooLong).optional(),
  intake: wizardAnswersSchema
    .nullable()
    .transform((answers) => answers ?? undefined)
    .optional()
    .describe(
      "The therapy-match wizard's answers (ids), only when the visitor ticked sharing them with their therapist; absent or null when not. Stored encrypted; read only through GET /api/v1/staff/appointments/{reference}/intake, by the appointment's own therapist or by staff who record a reason (each read is in the audit log); never shown to the manage link.",
    ),
  time_zone: visitorTimeZoneSchema
    .optional()
    .describe("The browser's IANA zone, for the visitor's clock in messages; an unknown one is ignored"),
  message_opt_ins: messageOptInsSchema.optional(),
}));
export type ConfirmAppointmentRequest = z.output<typeof confirmAppointmentSchema>;

/** POST /appointments/holds/release: the hold's id is its own key, so it travels in the body, never the URL. */
export const releaseHoldRequestSchema = wireObject({
  hold_id: z.string({ error: M.holdId }).trim().min(1, M.holdId).max(100, M.holdId),
});

/** The path parameter of the manage calls: a reference as typed; the use case reads it leniently (parseAppointmentReference). */
export const appointmentReferenceRequestSchema = z.object({ reference: z.string().min(1).max(32) });

/** POST /appointments/{reference}/reschedule. */
export const rescheduleRequestSchema = wireObject({ start: instantSchema });

/** GET /staff/appointments: every filter optional; dates are IST dates, both ends included; a page at a time. */
export const staffAppointmentFilterSchema = z.object({
  ...pageRequestSchema.shape,
  when: z.enum(APPOINTMENT_PHASES, { error: M.when }).optional().describe('upcoming (soonest first), past (ended, latest first) or cancelled (latest first); all when absent'),
  therapist: therapistIdSchema.optional().describe("One therapist; a therapist's own token lists only their own, whatever this says"),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  status: z.enum(STAFF_APPOINTMENT_STATUSES, { error: M.status }).optional(),
});
export type StaffAppointmentFilterInput = z.output<typeof staffAppointmentFilterSchema>;

/** One item of GET /staff/appointments (StaffAppointment), as the OpenAPI document describes it. */
export const staffAppointmentSchema = appointmentViewSchema.extend({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  age: z.number().int(),
  linked_to_account: z.boolean(),
  intake_shared: z
    .boolean()
    .describe('The visitor shared their therapy-match answers with their therapist; each reading of them is a call of its own (staffAppointmentIntake), recorded in the audit log'),
  guardian_check: z.boolean().describe('A 16- or 17-year-old booked: the care team confirms with the guardian before the session'),
  guardian: z
    .object({ name: z.string(), relationship: z.enum(GUARDIAN_RELATIONSHIPS), phone: z.string() })
    .nullable()
    .describe('The parent or guardian a 16- or 17-year-old named; null for an adult'),
  created_at: listedInstantSchema,
  made_from: z
    .object({ device: z.string(), address: z.string() })
    .nullable()
    .describe('The device (its cookie id) and address it was booked from, as a bulk cancel names them; null when not kept'),
  cancel_reason: z.string().nullable().describe('Why staff cancelled it, when they did'),
  phase: z.enum(APPOINTMENT_PHASES).describe("Which tab it is on at the server's now: upcoming (not yet ended), past (ended) or cancelled"),
  attendance: z.enum(ATTENDANCE_MARKS).nullable().describe('attended or no-show once marked (only after the session ended, never on a cancelled one); null until then'),
  in_room: z
    .object({ visitor: z.boolean(), therapist: z.boolean() })
    .nullable()
    .describe("Who is in the video room now, from its join and leave records (the visitor waiting, the therapist in); null when it has no room or the room is not open at the server's now"),
  can: z
    .object({ cancel: z.boolean(), move: z.boolean(), mark_attendance: z.boolean() })
    .describe("What staff may do with it at the server's now: cancel and move before it ends (move only before it starts), mark attendance after it ends"),
});
