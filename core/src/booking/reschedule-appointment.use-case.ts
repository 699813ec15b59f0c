import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { parseInput, type InputInvalid, type SlotNotOffered, type SlotTaken, type TooLateToChange } from '../application/domain-errors';
import type { Clock } from '../calendar/clock.port';
import { openAppointment, type AccessError, type ManageRequest } from './appointment-access';
import { rescheduleRequestSchema } from './appointment.schema';
import { toAppointmentView, type AppointmentView } from './appointment.types';
import { offeredSlot, type SlotDeps } from './appointment-slot';
import type { ManageTokens, MoveOutcome } from './appointments.port';
import { appointmentOffers } from './appointment-offers';

export type RescheduleAppointmentError = AccessError | InputInvalid | TooLateToChange | SlotTaken | SlotNotOffered;

/**
 * Moves an appointment to another free start in the same mode, up to the change cut-off before its current start
 * (appointmentOffers: after it, the visitor may still cancel, late).
 * The store claims the new time and frees the old in one transaction, so under any contention the appointment
 * ends with exactly one time: the new one when it was won, the old one otherwise (409). A cancelled appointment
 * is not there to move (404).
 */
export const rescheduleAppointment =
  (deps: SlotDeps & { readonly tokens: ManageTokens; readonly clock: Clock; readonly careTeamPhone: string }) =>
  (request: ManageRequest & { readonly payload: unknown }): ResultAsync<AppointmentView, RescheduleAppointmentError> =>
    openAppointment(deps)(request).andThen((appointment): ResultAsync<AppointmentView, RescheduleAppointmentError> => {
      if (appointment.status !== 'confirmed') return errAsync({ kind: 'not-found' });
      const now = deps.clock.now();
      if (appointmentOffers(appointment, now).move !== 'open') return errAsync({ kind: 'too-late-to-change', careTeamPhone: deps.careTeamPhone });
      return parseInput(rescheduleRequestSchema, request.payload)
        .asyncAndThen(({ start }) =>
          offeredSlot(deps, { therapistId: appointment.therapistId, start, mode: appointment.mode, now, exceptOwner: appointment.id }),
        )
        .andThen((slot) => deps.appointments.reschedule(appointment.id, slot.start, slot.end, slot.cells, now))
        .andThen((outcome: MoveOutcome): ResultAsync<AppointmentView, RescheduleAppointmentError> => {
          switch (outcome.kind) {
            case 'moved':
              return okAsync(toAppointmentView(outcome.appointment));
            case 'taken':
              return errAsync({ kind: 'slot-taken' });
            case 'gone':
              return errAsync({ kind: 'not-found' });
          }
        });
    });
