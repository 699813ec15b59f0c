import { API_PREFIX } from '../api/endpoints';

/**
 * The appointment calls' paths (issue 14), for the server, the CLI and the website. A reference travels in the
 * path; a manage token never does (it goes in the Authorization header; the website's manage link carries it in
 * the URL fragment, which browsers do not send).
 */
export const APPOINTMENT_PATHS = {
  holds: `${API_PREFIX}/appointments/holds`,
  appointments: `${API_PREFIX}/appointments`,
  /** Fastify-style pattern; `appointmentPath(reference)` fills it. */
  appointment: `${API_PREFIX}/appointments/:reference`,
  cancel: `${API_PREFIX}/appointments/:reference/cancel`,
  reschedule: `${API_PREFIX}/appointments/:reference/reschedule`,
  mine: `${API_PREFIX}/me/appointments`,
  staff: `${API_PREFIX}/staff/appointments`,
  /** Ends an access token on the server, for every instance. */
  logout: `${API_PREFIX}/logout/`,
} as const;

/** A path of APPOINTMENT_PATHS with the reference filled in (encoded, though a valid one needs no encoding). */
export const appointmentPath = (pattern: string, reference: string): string => pattern.replace(':reference', encodeURIComponent(reference));
