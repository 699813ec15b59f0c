import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { TooLateToChange } from '../application/domain-errors';
import type { Clock } from '../calendar/clock.port';
import { openAppointment, type AccessError, type ManageRequest } from './appointment-access';
import { toAppointmentView, type AppointmentView } from './appointment.types';
import type { AppointmentStore, ManageTokens, MoveOutcome } from './appointments.port';
import { appointmentOffers } from './appointment-offers';

export type CancelAppointmentError = AccessError | TooLateToChange;

/**
 * Cancels an appointment and frees its time, until it starts (appointmentOffers): within
 * BOOKING_POLICY.changeCutoffHours of the start the cancel is stored as late, so the policy's late-cancel
 * consequence is on record. Once the session has started the care team takes over. Cancelling a cancelled
 * appointment answers as the first cancel did.
 */
export const cancelAppointment =
  (deps: { readonly appointments: AppointmentStore; readonly tokens: ManageTokens; readonly clock: Clock; readonly careTeamPhone: string }) =>
  (request: ManageRequest): ResultAsync<AppointmentView, CancelAppointmentError> =>
    openAppointment(deps)(request).andThen((appointment): ResultAsync<AppointmentView, CancelAppointmentError> => {
      if (appointment.status === 'cancelled') return okAsync(toAppointmentView(appointment));
      const now = deps.clock.now();
      const offer = appointmentOffers(appointment, now).cancel;
      if (offer === 'none') return errAsync({ kind: 'too-late-to-change', careTeamPhone: deps.careTeamPhone });
      return deps.appointments.cancel(appointment.id, now, offer === 'late').andThen((outcome: MoveOutcome): ResultAsync<AppointmentView, CancelAppointmentError> =>
        outcome.kind === 'moved'
          ? okAsync(toAppointmentView(outcome.appointment))
          : // Cancelled by a twin request in the meantime: the same answer.
            okAsync({ ...toAppointmentView(appointment), status: 'cancelled' }),
      );
    });
