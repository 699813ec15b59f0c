import { z } from '../schema/zod';
import { FREE_CALL_STATUSES } from '../free-call/free-call.types';
import { appointmentViewSchema, confirmedAppointmentDataSchema, heldSlotDataSchema, myAppointmentsDataSchema } from '../booking/appointment-wire.schema';
import { callbackRequestedDataSchema } from '../callbacks/callback-requested';
import { publicTherapistDataSchema, slotCalendarDataSchema, therapistListDataSchema } from '../booking/therapist-wire.schema';

/** Every answer of the API has this shape. */
export const envelopeSchema = z.object({
  success: z.boolean(),
  msg: z.string(),
  data: z.unknown().optional(),
  /** Each refused field's message, in the request's language. */
  errors: z.record(z.string(), z.string()).optional(),
  /** Each refused field's message id (form-messages.catalog.ts), for clients that word it themselves. */
  error_ids: z.record(z.string(), z.string()).optional(),
  /** A failure's id ('validation', 'slot-taken', a booking cap's 'device-holds', …): what a client acts on, never the status. */
  kind: z.string().optional(),
});
export type Envelope = z.infer<typeof envelopeSchema>;

export const uploadDataSchema = z.object({ file_url: z.string().min(1) });
export type UploadData = z.infer<typeof uploadDataSchema>;

export const publicUserSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type PublicUser = z.infer<typeof publicUserSchema>;

export const loginDataSchema = z.object({ access_token: z.string().min(1), user: publicUserSchema });
export type LoginData = z.infer<typeof loginDataSchema>;

/**
 * What a form call answers with in `data`. The spec does not show it and no client reads it, so it may be
 * absent; Manobal's server sends the stored record's id.
 */
export const createdDataSchema = z.object({ id: z.string().min(1) });
export type CreatedData = z.infer<typeof createdDataSchema>;

/** The free introductory call's answer: its id, the reference the person is given, the hour and the care team's status. */
export const freeCallDataSchema = createdDataSchema.extend({
  reference: z.string().min(1),
  status: z.enum(FREE_CALL_STATUSES),
  date: z.string(),
  time: z.string(),
});
export type FreeCallData = z.infer<typeof freeCallDataSchema>;

/**
 * Each kind of success `data` (ENDPOINTS' `data`), as the server sends it and the client checks it. Small on
 * purpose: the fetch client loads these, never the form schemas. 'none': success and msg only (spec section 3
 * for signup; the newsletter discloses nothing).
 */
export const CALL_DATA = {
  heldSlot: heldSlotDataSchema,
  confirmedAppointment: confirmedAppointmentDataSchema,
  appointment: appointmentViewSchema,
  myAppointments: myAppointmentsDataSchema,
  therapists: therapistListDataSchema,
  therapist: publicTherapistDataSchema,
  slotCalendar: slotCalendarDataSchema,
  created: createdDataSchema.optional(),
  callbackRequested: callbackRequestedDataSchema,
  freeCall: freeCallDataSchema,
  none: z.never().optional(),
  login: loginDataSchema,
  upload: uploadDataSchema,
} as const;
