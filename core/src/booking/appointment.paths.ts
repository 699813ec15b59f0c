import { ENDPOINTS, STAFF_PATH } from '../api/endpoints';

/**
 * The appointment calls' paths (issue 14), read from the contract table, plus the staff listing. A reference
 * travels in the path; a manage token never does (it goes in the Authorization header; the website's manage
 * link will carry it in the URL fragment, which browsers do not send).
 */
export const APPOINTMENT_PATHS = {
  holds: ENDPOINTS.holdSlot.path,
  releaseHold: ENDPOINTS.releaseHold.path,
  appointments: ENDPOINTS.confirmAppointment.path,
  /** Contract-style pattern; `appointmentPath(pattern, reference)` fills it. */
  appointment: ENDPOINTS.showAppointment.path,
  cancel: ENDPOINTS.cancelAppointment.path,
  reschedule: ENDPOINTS.rescheduleAppointment.path,
  mine: ENDPOINTS.myAppointments.path,
  lostLink: ENDPOINTS.requestManageLinks.path,
  staff: `${STAFF_PATH}/appointments`,
  logout: ENDPOINTS.logout.path,
} as const;

/** A path of APPOINTMENT_PATHS with the reference filled in (encoded, though a valid one needs no encoding). */
export const appointmentPath = (pattern: string, reference: string): string => pattern.replace('{reference}', encodeURIComponent(reference));
