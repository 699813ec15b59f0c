// The console's words for appointments and a therapist's own space (English), by id. A language's edition is
// another catalog of the same shape.
import type { AppointmentNotChangeable } from '../application/domain-errors';
import type { AppointmentPhase, AttendanceMark, StaffAppointmentStatus } from '../booking/staff-appointment.rules';

export const STAFF_APPOINTMENT_TEXT = {
  /** Why a change was refused (409, kind appointment-not-changeable), by `why`. */
  refusals: {
    cancelled: 'This appointment is cancelled: it cannot be changed, and a cancelled appointment is never a no-show.',
    ended: 'This session has ended: it can no longer be cancelled or moved.',
    started: 'This session has already begun: it can no longer be moved.',
    'not-ended': 'Attendance can be marked only once the session has ended.',
  } satisfies Readonly<Record<AppointmentNotChangeable['why'], string>>,
  phases: { upcoming: 'Upcoming', past: 'Past', cancelled: 'Cancelled' } satisfies Readonly<Record<AppointmentPhase, string>>,
  attendance: { attended: 'Attended', 'no-show': 'No-show' } satisfies Readonly<Record<AttendanceMark, string>>,
  statuses: { confirmed: 'Confirmed', cancelled: 'Cancelled', attended: 'Attended', 'no-show': 'No-show' } satisfies Readonly<Record<StaffAppointmentStatus, string>>,
} as const;
