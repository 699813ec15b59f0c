import type { ResultAsync } from 'neverthrow';
import { parseInput, type InputInvalid, type StoreUnavailable } from '../application/domain-errors';
import { addDaysToIsoDate } from '../calendar/kolkata-time';
import type { Clock } from '../calendar/clock.port';
import type { z } from '../schema/zod';
import { staffAppointmentFilterSchema, type staffAppointmentSchema } from './appointment.schema';
import { toAppointmentView, type Appointment, type AppointmentView } from './appointment.types';
import type { AppointmentStore } from './appointments.port';
import type { Page } from '../application/page-request';
import { kolkataInstantOf } from './kolkata-instant';
import { openIntake, type FieldOpener } from './appointment-intake';

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

/**
 * One appointment as staff list it: the view, the person's contact details, whether an account booked it and the
 * therapy-match answers the visitor shared (null when not shared). Its schema is the OpenAPI document's.
 */
export type StaffAppointment = z.output<typeof staffAppointmentSchema>;

const toStaffAppointment = (opener: FieldOpener) => (appointment: Appointment): StaffAppointment => ({
  ...toAppointmentView(appointment),
  name: appointment.person.name,
  email: appointment.person.email,
  phone: appointment.person.phone,
  age: appointment.person.age,
  linked_to_account: appointment.userId !== null,
  intake: openIntake(opener, appointment.person.intakeSealed),
  guardian_check: appointment.person.guardian !== null,
  guardian: appointment.person.guardian,
  created_at: appointment.createdAt.toISOString(),
  made_from: appointment.madeFrom ?? null,
  cancel_reason: appointment.cancelReason ?? null,
});

/**
 * GET /staff/appointments?therapist=&from=&to=&status=&page=&limit=: IST dates, both ends included, by start, a page at a time. Notes stay sealed;
 * an intake the visitor shared is opened, for the therapist and the care team.
 */
export const listStaffAppointments =
  (deps: { readonly appointments: AppointmentStore; readonly opener: FieldOpener }) =>
  (query: unknown): ResultAsync<Page<StaffAppointment>, InputInvalid | StoreUnavailable> =>
    parseInput(staffAppointmentFilterSchema, query).asyncAndThen((filter) =>
      deps.appointments
        .listForStaff({
          ...(filter.therapist ? { therapistId: filter.therapist } : {}),
          ...(filter.from ? { from: kolkataInstantOf(filter.from, 0) } : {}),
          ...(filter.to ? { to: kolkataInstantOf(addDaysToIsoDate(filter.to, 1), 0) } : {}),
          ...(filter.status ? { status: filter.status } : {}),
        }, { page: filter.page, limit: filter.limit })
        .map((page) => ({ ...page, items: page.items.map(toStaffAppointment(deps.opener)) })),
    );
