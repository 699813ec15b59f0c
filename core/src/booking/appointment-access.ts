import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { NotFound, StoreUnavailable, Unauthorized } from '../application/domain-errors';
import { parseAppointmentReference } from './appointment-reference';
import { toAppointmentView, type Appointment, type AppointmentView } from './appointment.types';
import type { AppointmentStore, ManageTokens } from './appointments.port';

/**
 * A manage call: the reference from the path, the bearer token from the Authorization header (never the URL). The
 * token is the appointment's manage token, or the access token of the account the appointment is linked to.
 */
export interface ManageRequest {
  readonly reference: unknown;
  /** The bearer token, or undefined when the request carried none. */
  readonly token: string | undefined;
  /** The account that token names when it is a valid access token (the adapter checks it), else null or absent. */
  readonly userId?: string | null;
}

export type AccessError = NotFound | Unauthorized | StoreUnavailable;

const NOT_FOUND: NotFound = { kind: 'not-found' };

/** Whether the signed-in account owns the appointment: a booking linked to it opens without the manage token. */
const ownedBy = (appointment: Appointment, userId: string | null | undefined): boolean =>
  userId !== undefined && userId !== null && appointment.userId === userId;

/**
 * The appointment a manage token, or the access token of the account it is linked to, opens. No token is 401; an
 * unknown reference, a wrong token and someone else's account are one and the same 404, so nobody learns which
 * references exist.
 */
export const openAppointment =
  (deps: { readonly appointments: AppointmentStore; readonly tokens: ManageTokens }) =>
  (request: ManageRequest): ResultAsync<Appointment, AccessError> => {
    if (request.token === undefined || request.token === '') return errAsync({ kind: 'unauthorized' });
    const tokenHash = deps.tokens.hashOf(request.token);
    const reference = typeof request.reference === 'string' ? parseAppointmentReference(request.reference) : null;
    if (reference === null || reference.isErr()) return errAsync(NOT_FOUND);
    return deps.appointments
      .findByReference(reference.value)
      .andThen((found) =>
        found !== null && (ownedBy(found, request.userId) || found.manageTokenHash === tokenHash) ? okAsync(found) : errAsync(NOT_FOUND),
      );
  };

/** GET /appointments/{reference}. */
export const showAppointment =
  (deps: { readonly appointments: AppointmentStore; readonly tokens: ManageTokens }) =>
  (request: ManageRequest): ResultAsync<AppointmentView, AccessError> =>
    openAppointment(deps)(request).map(toAppointmentView);
