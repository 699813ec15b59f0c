import type { ResultAsync } from 'neverthrow';
import { parseInput, type InputInvalid, type StoreUnavailable } from '../application/domain-errors';
import { addDaysToIsoDate } from '../calendar/kolkata-time';
import type { Clock } from '../calendar/clock.port';
import { staffAppointmentFilterSchema } from './appointment.schema';
import { toAppointmentView, type Appointment, type AppointmentView } from './appointment.types';
import type { AppointmentStore } from './appointments.port';
import { kolkataInstantOf } from './kolkata-instant';

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

/** One appointment as staff list it: the view, the person's contact details and whether an account booked it. */
export interface StaffAppointment extends AppointmentView {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly age: number;
  readonly linked_to_account: boolean;
  readonly created_at: string;
}

const toStaffAppointment = (appointment: Appointment): StaffAppointment => ({
  ...toAppointmentView(appointment),
  name: appointment.person.name,
  email: appointment.person.email,
  phone: appointment.person.phone,
  age: appointment.person.age,
  linked_to_account: appointment.userId !== null,
  created_at: appointment.createdAt.toISOString(),
});

/** GET /staff/appointments?therapist=&from=&to=&status=: IST dates, both ends included, by start. Notes stay sealed. */
export const listStaffAppointments =
  (deps: { readonly appointments: AppointmentStore }) =>
  (query: unknown): ResultAsync<readonly StaffAppointment[], InputInvalid | StoreUnavailable> =>
    parseInput(staffAppointmentFilterSchema, query).asyncAndThen((filter) =>
      deps.appointments
        .listForStaff({
          ...(filter.therapist ? { therapistId: filter.therapist } : {}),
          ...(filter.from ? { from: kolkataInstantOf(filter.from, 0) } : {}),
          ...(filter.to ? { to: kolkataInstantOf(addDaysToIsoDate(filter.to, 1), 0) } : {}),
          ...(filter.status ? { status: filter.status } : {}),
        })
        .map((appointments) => appointments.map(toStaffAppointment)),
    );
