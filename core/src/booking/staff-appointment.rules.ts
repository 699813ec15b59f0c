// What the care team may do with one appointment, decided from its state and the time alone: the server refuses
// what these rules refuse, and the console offers only what they allow.
import type { AppointmentNotChangeable } from '../application/domain-errors';
import { ATTENDANCE_MARKS, type AppointmentStatus } from './appointment.types';

export { ATTENDANCE_MARKS, type AttendanceMark } from './appointment.types';

/** The console's tabs: still to come (or under way), ended, cancelled. */
export const APPOINTMENT_PHASES = ['upcoming', 'past', 'cancelled'] as const;
export type AppointmentPhase = (typeof APPOINTMENT_PHASES)[number];

/** What the staff filter's `status` narrows to: still on, cancelled, or ended and marked one way. */
export const STAFF_APPOINTMENT_STATUSES = ['confirmed', 'cancelled', ...ATTENDANCE_MARKS] as const;
export type StaffAppointmentStatus = (typeof STAFF_APPOINTMENT_STATUSES)[number];

interface AppointmentState {
  readonly status: AppointmentStatus;
  readonly start: Date;
  readonly end: Date;
}

/** A cancelled appointment is cancelled whenever it was; a confirmed one is past once its session has ended. */
export const appointmentPhaseOf = (appointment: AppointmentState, now: Date): AppointmentPhase => {
  if (appointment.status === 'cancelled') return 'cancelled';
  return appointment.end.getTime() <= now.getTime() ? 'past' : 'upcoming';
};

type Refusal = AppointmentNotChangeable['why'] | null;

/** Why staff may not cancel it now (null: they may): only an appointment still to come, or under way, is cancelled. */
export const staffCancelRefusal = (appointment: AppointmentState, now: Date): Refusal => {
  const phase = appointmentPhaseOf(appointment, now);
  return phase === 'cancelled' ? 'cancelled' : phase === 'past' ? 'ended' : null;
};

/** Why staff may not move it now: a session that has begun stays where it is. */
export const staffMoveRefusal = (appointment: AppointmentState, now: Date): Refusal => {
  const cancel = staffCancelRefusal(appointment, now);
  if (cancel !== null) return cancel;
  return appointment.start.getTime() <= now.getTime() ? 'started' : null;
};

/**
 * Why attendance may not be marked now: only once the session has ended, and never on a cancelled appointment
 * (it cannot have been attended, and it can never be a no-show). A mark may be changed afterwards.
 */
export const attendanceRefusal = (appointment: AppointmentState, now: Date): Refusal => {
  const phase = appointmentPhaseOf(appointment, now);
  return phase === 'cancelled' ? 'cancelled' : phase === 'upcoming' ? 'not-ended' : null;
};

/** What the console offers on one appointment now. */
export interface StaffAppointmentActions {
  readonly cancel: boolean;
  readonly move: boolean;
  readonly mark_attendance: boolean;
}

export const staffActionsOf = (appointment: AppointmentState, now: Date): StaffAppointmentActions => ({
  cancel: staffCancelRefusal(appointment, now) === null,
  move: staffMoveRefusal(appointment, now) === null,
  mark_attendance: attendanceRefusal(appointment, now) === null,
});
