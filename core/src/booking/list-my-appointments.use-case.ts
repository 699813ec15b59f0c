import type { ResultAsync } from 'neverthrow';
import type { StoreUnavailable } from '../application/domain-errors';
import type { Clock } from '../calendar/clock.port';
import { toAppointmentView, type AppointmentView } from './appointment.types';
import type { AppointmentStore } from './appointments.port';

export interface MyAppointments {
  /** Not yet ended, soonest first. */
  readonly upcoming: readonly AppointmentView[];
  /** Ended, most recent first. */
  readonly past: readonly AppointmentView[];
}

/** GET /me/appointments: the signed-in person's appointments, cancelled ones included with their status. */
export const listMyAppointments =
  (deps: { readonly appointments: AppointmentStore; readonly clock: Clock }) =>
  (userId: string): ResultAsync<MyAppointments, StoreUnavailable> =>
    deps.appointments.listForUser(userId).map((appointments) => {
      const now = deps.clock.now().getTime();
      const byStart = [...appointments].sort((a, b) => a.start.getTime() - b.start.getTime());
      return {
        upcoming: byStart.filter((a) => a.end.getTime() > now).map(toAppointmentView),
        past: byStart
          .filter((a) => a.end.getTime() <= now)
          .reverse()
          .map(toAppointmentView),
      };
    });
