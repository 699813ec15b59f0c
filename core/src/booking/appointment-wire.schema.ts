import { z } from '../schema/zod';
import { APPOINTMENT_STATUSES } from './appointment.types';
import { BOOKING_MODES } from './booking-mode';
import { MESSAGE_CHANNELS, PHONE_CHANNELS } from '../notifications/notification.types';

/**
 * What the appointment calls answer with in `data` (the contract's CALL_DATA kinds), as the server sends it and
 * clients check it. Instants carry IST's offset ('2026-12-01T18:00:00+05:30').
 */
export const appointmentViewSchema = z.object({
  reference: z.string(),
  therapist_id: z.string(),
  start: z.string(),
  end: z.string(),
  mode: z.enum(BOOKING_MODES),
  fee_inr: z.number().int(),
  status: z.enum(APPOINTMENT_STATUSES),
  sequence: z.number().int().min(0).describe('Bumped by each reschedule and the cancel: the calendar file\'s SEQUENCE.'),
  cancelled_late: z.boolean().describe('Cancelled within the change cut-off (12 hours) of the start.'),
  room: z
    .object({
      path: z.string().describe("The video room's page on this site: /session/<reference>"),
      opens_at: z.string().describe('When the room lets people in: 10 minutes before the start'),
      closes_at: z.string().describe('When it stops: 30 minutes after the planned end'),
    })
    .nullable()
    .describe('A confirmed video appointment\'s room; null for an in-person or cancelled one'),
  message_channels: z.array(z.enum(MESSAGE_CHANNELS)),
});

export const heldSlotDataSchema = z.object({
  hold_id: z.string().min(1),
  expires_at: z.string(),
  phone_channels: z.array(z.enum(PHONE_CHANNELS)),
});

/** The confirm answer: the appointment and its manage token, shown this once. */
export const confirmedAppointmentDataSchema = appointmentViewSchema.extend({ manage_token: z.string().min(1) });

export const myAppointmentsDataSchema = z.object({ upcoming: z.array(appointmentViewSchema), past: z.array(appointmentViewSchema) });

export type HeldSlotData = z.output<typeof heldSlotDataSchema>;
export type ConfirmedAppointmentData = z.output<typeof confirmedAppointmentDataSchema>;
