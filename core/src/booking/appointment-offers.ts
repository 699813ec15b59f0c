import type { AppointmentStatus } from './appointment.types';
import { canChangeAppointment } from './booking.policy';

/**
 * What a person may still do with their appointment, decided once: the manage page and the profile show only the
 * buttons this allows, and the cancel and reschedule use cases refuse whatever it does not.
 * - cancel: 'free' up to BOOKING_POLICY.changeCutoffHours before the start, 'late' after that until the start (the
 *   policy's late-cancel consequence applies), 'none' once it has started or when it is cancelled already;
 * - move: 'open' up to the cut-off, 'too-late' after it (the care team can still help), 'none' once started or cancelled.
 */
export type CancelOffer = 'free' | 'late' | 'none';
export type MoveOffer = 'open' | 'too-late' | 'none';

export interface AppointmentOffers {
  readonly cancel: CancelOffer;
  readonly move: MoveOffer;
}

const NOTHING: AppointmentOffers = { cancel: 'none', move: 'none' };

export const appointmentOffers = (appointment: { readonly status: AppointmentStatus; readonly start: Date | string }, now: Date): AppointmentOffers => {
  const start = typeof appointment.start === 'string' ? new Date(appointment.start) : appointment.start;
  if (appointment.status !== 'confirmed' || Number.isNaN(start.getTime()) || now.getTime() >= start.getTime()) return NOTHING;
  return canChangeAppointment(start, now) ? { cancel: 'free', move: 'open' } : { cancel: 'late', move: 'too-late' };
};
