// The care team's side of appointments: list by tab and filter, open one, read the shared intake answers (a
// sensitive read of its own, with a reason unless it is the appointment's own therapist), cancel with a reason,
// move to another free time, mark attended or no-show. Every use case takes the caller's reach (reachOf of the
// call's `allow`): a therapist reaches only their own appointments, whatever they ask for.
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { parseInput, type AppointmentNotChangeable, type InputInvalid, type NotFound, type SlotNotOffered, type SlotTaken, type StoreUnavailable } from '../application/domain-errors';
import type { Page } from '../application/page-request';
import { addDaysToIsoDate, kolkataMomentOf } from '../calendar/kolkata-time';
import type { Clock } from '../calendar/clock.port';
import { requiredText } from '../forms/shared-fields';
import { z } from '../schema/zod';
import { AUDIT_READ_REASONS, type AuditReadReason } from '../staff/audit-chain';
import type { StaffForbidden } from '../staff/staff-errors';
import { STAFF_FORBIDDEN, therapistFilterWithin, withinReach } from '../staff/staff-reach';
import type { StaffReach } from '../staff/staff-roles';
import { roomPresenceAt } from '../room/room.policy';
import type { WizardAnswers } from '../wizard/wizard-answers';
import { wizardAnswersSchema } from '../wizard/wizard-answers.schema';
import { openIntake, type FieldOpener } from './appointment-intake';
import { appointmentReferenceSchema } from './appointment-reference';
import { offeredSlot, type SlotDeps } from './appointment-slot';
import { staffAppointmentFilterSchema, staffAppointmentSchema } from './appointment.schema';
import { toAppointmentView, type Appointment } from './appointment.types';
import type { StaffAppointmentFilter } from './appointments.port';
import { instantSchema } from './availability.schema';
import { kolkataWeekOf } from './booking-caps';
import { kolkataInstantOf } from './kolkata-instant';
import { appointmentPhaseOf, ATTENDANCE_MARKS, attendanceRefusal, staffActionsOf, staffCancelRefusal, staffMoveRefusal, type AttendanceMark } from './staff-appointment.rules';
import { therapistIdSchema } from './therapist.schema';

/** The staff calls' own words for a refused request; what a refused change means is STAFF_APPOINTMENT_TEXT's. */
export const STAFF_APPOINTMENT_MESSAGES = {
  reason: 'Please say why this appointment is cancelled (at most 500 characters).',
  readReason: 'Please choose why you are opening these answers.',
  attendance: `Please mark ${ATTENDANCE_MARKS.join(' or ')}.`,
} as const;

const M = STAFF_APPOINTMENT_MESSAGES;

/**
 * Why a sensitive read of a visitor's intake answers may be made: the audit log's reasons that fit an
 * appointment (assessing a job application does not).
 */
export const INTAKE_READ_REASONS = AUDIT_READ_REASONS.filter((reason) => reason !== 'recruitment');
export type IntakeReadReason = Exclude<AuditReadReason, 'recruitment'>;

const referenceField = { reference: appointmentReferenceSchema };
export const staffAppointmentRequestSchema = z.object(referenceField);
export const staffIntakeRequestSchema = z.object({
  ...referenceField,
  reason: z
    .enum(INTAKE_READ_REASONS as [IntakeReadReason, ...IntakeReadReason[]], { error: M.readReason })
    .optional()
    .describe("Why the answers are opened (kept in the audit log). Required of everyone but the appointment's own therapist"),
});
export const staffCancelRequestSchema = z.object({ ...referenceField, reason: requiredText(M.reason, 500, M.reason).describe('Kept with the appointment (cancel_reason)') });
export const staffMoveRequestSchema = z.object({ ...referenceField, start: instantSchema.describe("One of the same therapist's free slots in the appointment's mode, as GET /therapists/{id}/slots lists them") });
export const staffAttendanceRequestSchema = z.object({ ...referenceField, attendance: z.enum(ATTENDANCE_MARKS, { error: M.attendance }) });
export const staffAgendaRequestSchema = z.object({ id: therapistIdSchema });

/** One appointment as staff see it: contact details, whether answers were shared (never the answers), phase, mark and what may be done now. */
export type StaffAppointment = z.output<typeof staffAppointmentSchema>;

export const toStaffAppointment =
  (now: Date) =>
  (appointment: Appointment): StaffAppointment => ({
    ...toAppointmentView(appointment),
    name: appointment.person.name,
    email: appointment.person.email,
    phone: appointment.person.phone,
    age: appointment.person.age,
    linked_to_account: appointment.userId !== null,
    intake_shared: appointment.person.intakeSealed !== null,
    guardian_check: appointment.person.guardian !== null,
    guardian: appointment.person.guardian,
    created_at: appointment.createdAt.toISOString(),
    made_from: appointment.madeFrom ?? null,
    cancel_reason: appointment.cancelReason ?? null,
    phase: appointmentPhaseOf(appointment, now),
    attendance: appointment.attendance ?? null,
    in_room: roomPresenceAt(appointment, now),
    can: staffActionsOf(appointment, now),
  });

/** What GET /staff/appointments/{reference}/intake answers: the shared answers (null when none were shared), and why they were read. */
export const staffIntakeSchema = z.object({
  reference: z.string(),
  email: z.string().describe("Whose answers these are (the booking's e-mail and phone), so the read's audit row names the visitor"),
  phone: z.string(),
  shared: z.boolean(),
  intake: wizardAnswersSchema.nullable().describe("The therapy-match answers (ids) the visitor shared with their therapist; null when they did not share them"),
  reason: z.enum(AUDIT_READ_REASONS).nullable().describe("The reason recorded with this read; null for the appointment's own therapist, who needs none"),
});
export interface StaffIntake {
  readonly reference: string;
  readonly email: string;
  readonly phone: string;
  readonly shared: boolean;
  readonly intake: WizardAnswers | null;
  readonly reason: IntakeReadReason | null;
}

/** A staff call on appointments: the caller's reach beside what the transport carried. */
export interface StaffAppointmentCall {
  readonly reach: StaffReach;
  readonly input: unknown;
}

export interface StaffAppointmentDeps extends SlotDeps {
  readonly clock: Clock;
  readonly opener: FieldOpener;
}

type StaffAppointmentError = InputInvalid | StoreUnavailable | NotFound | StaffForbidden;
const NOT_FOUND: NotFound = { kind: 'not-found' };
const notChangeable = (why: AppointmentNotChangeable['why']): AppointmentNotChangeable => ({ kind: 'appointment-not-changeable', why });

/** The store's filter for a tab: what is still to come soonest first; what ended, or was cancelled, latest first. */
const phaseFilter = (when: 'upcoming' | 'past' | 'cancelled' | undefined, now: Date): StaffAppointmentFilter => {
  switch (when) {
    case 'upcoming':
      return { status: 'confirmed', endsAfter: now, order: 'soonest-first' };
    case 'past':
      return { status: 'confirmed', endedBy: now, order: 'latest-first' };
    case 'cancelled':
      return { status: 'cancelled', order: 'latest-first' };
    case undefined:
      return {};
  }
};
const statusFilter = (status: 'confirmed' | 'cancelled' | AttendanceMark | undefined): StaffAppointmentFilter => {
  if (status === undefined) return {};
  if (status === 'confirmed' || status === 'cancelled') return { status };
  return { status: 'confirmed', attendance: status };
};

/**
 * GET /staff/appointments?when=&therapist=&from=&to=&status=&page=&limit=: IST dates, both ends included, a page
 * at a time. A therapist's reach narrows the list to their own appointments whatever `therapist` says; a tab
 * and a status that cannot both hold list nothing.
 */
export const listStaffAppointments =
  (deps: Pick<StaffAppointmentDeps, 'appointments' | 'clock'>) =>
  ({ reach, input }: StaffAppointmentCall): ResultAsync<Page<StaffAppointment>, StaffAppointmentError> =>
    parseInput(staffAppointmentFilterSchema, input).asyncAndThen((query) =>
      therapistFilterWithin(reach, query.therapist).asyncAndThen((therapistId) => {
        const now = deps.clock.now();
        const byTab = phaseFilter(query.when, now);
        const byStatus = statusFilter(query.status);
        if (byTab.status !== undefined && byStatus.status !== undefined && byTab.status !== byStatus.status) {
          return okAsync<Page<StaffAppointment>, StaffAppointmentError>({ items: [], page: query.page, limit: query.limit, total: 0 });
        }
        const filter: StaffAppointmentFilter = {
          ...byTab,
          ...byStatus,
          ...(therapistId !== undefined ? { therapistId } : {}),
          ...(query.from ? { from: kolkataInstantOf(query.from, 0) } : {}),
          ...(query.to ? { to: kolkataInstantOf(addDaysToIsoDate(query.to, 1), 0) } : {}),
        };
        return deps.appointments.listForStaff(filter, { page: query.page, limit: query.limit }).map((page) => ({ ...page, items: page.items.map(toStaffAppointment(now)) }));
      }),
    );

/** The appointment a reference names, within the caller's reach: another therapist's is forbidden, an unknown one not found. */
const openWithin = (deps: Pick<StaffAppointmentDeps, 'appointments'>, reach: StaffReach, reference: string): ResultAsync<Appointment, StoreUnavailable | NotFound | StaffForbidden> =>
  deps.appointments.findByReference(reference).andThen((appointment) => {
    if (appointment === null) return errAsync<Appointment, NotFound>(NOT_FOUND);
    return withinReach(reach, appointment.therapistId).asyncMap(async () => appointment);
  });

/** GET /staff/appointments/{reference}: one appointment, without the intake answers (a read of its own). */
export const showStaffAppointment =
  (deps: Pick<StaffAppointmentDeps, 'appointments' | 'clock'>) =>
  ({ reach, input }: StaffAppointmentCall): ResultAsync<StaffAppointment, StaffAppointmentError> =>
    parseInput(staffAppointmentRequestSchema, input).asyncAndThen(({ reference }) =>
      openWithin(deps, reach, reference).map((appointment) => toStaffAppointment(deps.clock.now())(appointment)),
    );

/**
 * GET /staff/appointments/{reference}/intake?reason=: the answers a visitor shared, for the appointment's own
 * therapist ('intake.own'), or for someone who reaches every appointment ('intake.with-reason') and says why.
 * Every read, shared or not, is one audit row with its reason.
 */
export const readStaffIntake =
  (deps: Pick<StaffAppointmentDeps, 'appointments' | 'opener'>) =>
  ({ reach, input }: StaffAppointmentCall): ResultAsync<StaffIntake, StaffAppointmentError> =>
    parseInput(staffIntakeRequestSchema, input).asyncAndThen(({ reference, reason }) => {
      if (reach.kind === 'none') return errAsync<StaffIntake, StaffAppointmentError>(STAFF_FORBIDDEN);
      if (reach.kind === 'all' && reason === undefined) {
        return errAsync<StaffIntake, StaffAppointmentError>({ kind: 'validation', msg: M.readReason, fieldErrors: { reason: M.readReason } });
      }
      return openWithin(deps, reach, reference).map((appointment) => {
        const intake = openIntake(deps.opener, appointment.person.intakeSealed);
        const { email, phone } = appointment.person;
        return { reference: appointment.reference, email, phone, shared: intake !== null, intake, reason: reason ?? null };
      });
    });

/** POST /staff/appointments/{reference}/cancel: frees the time at once, keeps the reason; only before the session ends. */
export const cancelStaffAppointment =
  (deps: Pick<StaffAppointmentDeps, 'appointments' | 'clock'>) =>
  ({ reach, input }: StaffAppointmentCall): ResultAsync<StaffAppointment, StaffAppointmentError | AppointmentNotChangeable> =>
    parseInput(staffCancelRequestSchema, input).asyncAndThen(({ reference, reason }) =>
      openWithin(deps, reach, reference).andThen((appointment) => {
        const now = deps.clock.now();
        const refusal = staffCancelRefusal(appointment, now);
        if (refusal !== null) return errAsync(notChangeable(refusal));
        return deps.appointments.cancelMany({ references: [appointment.reference] }, reason, now).andThen(([cancelled]) =>
          cancelled === undefined ? errAsync(notChangeable('cancelled')) : okAsync(toStaffAppointment(now)(cancelled)),
        );
      }),
    );

/**
 * POST /staff/appointments/{reference}/move: to another free start of the same therapist in the same mode, as
 * the slots engine offers it (notice, horizon, hours, leave, date overrides, buffer), the appointment's own time
 * left out. The database decides a contested time as it does for a booking: the old time is freed only if the
 * new one is won (409 slot-taken otherwise). Staff are not held to the visitors' 12-hour cut-off.
 */
export const moveStaffAppointment =
  (deps: StaffAppointmentDeps) =>
  ({ reach, input }: StaffAppointmentCall): ResultAsync<StaffAppointment, StaffAppointmentError | AppointmentNotChangeable | SlotTaken | SlotNotOffered> =>
    parseInput(staffMoveRequestSchema, input).asyncAndThen(({ reference, start }) =>
      openWithin(deps, reach, reference).andThen((appointment) => {
        const now = deps.clock.now();
        const refusal = staffMoveRefusal(appointment, now);
        if (refusal !== null) return errAsync(notChangeable(refusal));
        return offeredSlot(deps, { therapistId: appointment.therapistId, start, mode: appointment.mode, now, exceptOwner: appointment.id })
          .andThen((slot) => deps.appointments.reschedule(appointment.id, slot.start, slot.end, slot.cells, now))
          .andThen((outcome): ResultAsync<StaffAppointment, SlotTaken | AppointmentNotChangeable> => {
            switch (outcome.kind) {
              case 'moved':
                return okAsync(toStaffAppointment(now)(outcome.appointment));
              case 'taken':
                return errAsync({ kind: 'slot-taken' });
              case 'gone':
                return errAsync(notChangeable('cancelled'));
            }
          });
      }),
    );

/** PUT /staff/appointments/{reference}/attendance: attended or no-show, once the session has ended; never on a cancelled one. */
export const markStaffAttendance =
  (deps: Pick<StaffAppointmentDeps, 'appointments' | 'clock'>) =>
  ({ reach, input }: StaffAppointmentCall): ResultAsync<StaffAppointment, StaffAppointmentError | AppointmentNotChangeable> =>
    parseInput(staffAttendanceRequestSchema, input).asyncAndThen(({ reference, attendance }) =>
      openWithin(deps, reach, reference).andThen((appointment) => {
        const now = deps.clock.now();
        const refusal = attendanceRefusal(appointment, now);
        if (refusal !== null) return errAsync(notChangeable(refusal));
        return deps.appointments
          .markAttendance(appointment.id, attendance, now)
          .andThen((outcome) => (outcome.kind === 'marked' ? okAsync(toStaffAppointment(now)(outcome.appointment)) : errAsync(notChangeable('cancelled'))));
      }),
    );

/** One IST date of a therapist's agenda: its appointments still on, by start. */
export interface AgendaDay {
  readonly date: string;
  readonly appointments: readonly StaffAppointment[];
}

/** Today and this week (Monday to Sunday, IST), as the therapist's agenda shows them. */
export interface TherapistAgenda {
  readonly therapist_id: string;
  readonly today: string;
  readonly week: readonly AgendaDay[];
}

export const therapistAgendaSchema = z.object({
  therapist_id: z.string(),
  today: z.string().describe('Today in IST, YYYY-MM-DD'),
  week: z.array(z.object({ date: z.string(), appointments: z.array(staffAppointmentSchema) })).describe('Monday to Sunday of this week in IST, each with its confirmed appointments by start'),
});

/** The most appointments a week can hold for one therapist, with room: sessions are an hour on a half-hour grid. */
const AGENDA_WEEK_LIMIT = 7 * 48;

/** GET /staff/therapists/{id}/agenda: today and this week in IST, the appointments still on (cancelled ones left out). */
export const therapistAgenda =
  (deps: Pick<StaffAppointmentDeps, 'appointments' | 'clock'>) =>
  ({ reach, input }: StaffAppointmentCall): ResultAsync<TherapistAgenda, StaffAppointmentError> =>
    parseInput(staffAgendaRequestSchema, input).asyncAndThen(({ id }) =>
      withinReach(reach, id).asyncAndThen(() => {
        const now = deps.clock.now();
        const today = kolkataMomentOf(now).date;
        const week = kolkataWeekOf(now);
        return deps.appointments
          .listForStaff({ therapistId: id, status: 'confirmed', from: week.from, to: week.to, order: 'soonest-first' }, { page: 1, limit: AGENDA_WEEK_LIMIT })
          .map((page) => {
            const items = page.items.map(toStaffAppointment(now));
            const dates = Array.from({ length: 7 }, (_, offset) => addDaysToIsoDate(week.firstDate, offset));
            return {
              therapist_id: id,
              today,
              week: dates.map((date) => ({ date, appointments: items.filter((item) => item.start.slice(0, 10) === date) })),
            };
          });
      }),
    );

/** The staff appointment use cases over one store, as an adapter composes them. */
export const staffAppointmentUseCases = (deps: StaffAppointmentDeps) => ({
  listStaffAppointments: listStaffAppointments(deps),
  showStaffAppointment: showStaffAppointment(deps),
  readStaffIntake: readStaffIntake(deps),
  cancelStaffAppointment: cancelStaffAppointment(deps),
  moveStaffAppointment: moveStaffAppointment(deps),
  markStaffAttendance: markStaffAttendance(deps),
  therapistAgenda: therapistAgenda(deps),
});
