import type { Appointment } from '../booking/appointment.types';
import type { CallbackRequest } from '../callbacks/callback.types';
import { dedupeKey, reminderRunAt } from './notification.rules';
import { NOTIFICATION_CATALOG_EN } from './notification.catalog';
import { REMINDER_TEMPLATE_IDS, type MessageTemplateId, type MessageVariables, type NewOutboxMessage } from './notification.types';

/** A change to an appointment that people are told of. */
export type AppointmentChange =
  | { readonly kind: 'confirmed'; readonly appointment: Appointment }
  | { readonly kind: 'moved'; readonly appointment: Appointment; readonly previousStart: Date }
  | { readonly kind: 'cancelled'; readonly appointment: Appointment; readonly by: 'visitor' | 'staff'; readonly reason: string | null }
  | { readonly kind: 'missed'; readonly appointment: Appointment };

/** Who else is told: the therapist by name, and by e-mail when a staff person with an address is linked to them. */
export interface NoticeContext {
  readonly now: Date;
  readonly therapist: { readonly name: string; readonly email: string | null };
  readonly newId: () => string;
  /** The visitor's language; English until the booking form asks. */
  readonly locale?: string;
}

const versionOf = (templateId: MessageTemplateId): number => NOTIFICATION_CATALOG_EN.templates[templateId].version;

const appointmentVariables = (appointment: Appointment, therapistName: string): Record<string, string> => ({
  visitorName: appointment.person.name,
  therapistName,
  reference: appointment.reference,
  start: appointment.start.toISOString(),
  end: appointment.end.toISOString(),
  mode: appointment.mode,
  feeInr: String(appointment.feeInr),
  sequence: String(appointment.sequence),
  ...(appointment.person.timeZone ? { timeZone: appointment.person.timeZone } : {}),
});

/**
 * The messages an appointment change causes, to be written in the change's own transaction: the visitor's answer and
 * the therapist's notice go at once, day or night; the reminders of a confirmed (or moved) appointment wait for their
 * time, outside quiet hours, and only those whose time is still to come are written at all.
 */
export const appointmentNotices = (change: AppointmentChange, context: NoticeContext): NewOutboxMessage[] => {
  const { appointment } = change;
  const base = appointmentVariables(appointment, context.therapist.name);
  const locale = context.locale ?? 'en';
  const message = (templateId: MessageTemplateId, recipient: string, key: string, variables: MessageVariables, runAt: Date, appointmentStart: Date | null): NewOutboxMessage => ({
    id: context.newId(),
    dedupeKey: key,
    channel: 'email',
    recipient,
    templateId,
    templateVersion: versionOf(templateId),
    locale,
    variables,
    runAt,
    appointmentId: appointment.id,
    appointmentStart,
  });
  const now = context.now;
  const toVisitor = (templateId: MessageTemplateId, variables: MessageVariables, ...keyParts: (string | number | Date)[]) =>
    message(templateId, appointment.person.email, dedupeKey(templateId, appointment.id, ...keyParts), variables, now, null);
  const toTherapist = (templateId: MessageTemplateId, variables: MessageVariables, ...keyParts: (string | number | Date)[]) =>
    context.therapist.email === null ? [] : [message(templateId, context.therapist.email, dedupeKey(templateId, appointment.id, ...keyParts), variables, now, null)];
  const reminders = (): NewOutboxMessage[] =>
    REMINDER_TEMPLATE_IDS.flatMap((templateId) => {
      const runAt = reminderRunAt(templateId, appointment.start, now);
      return runAt === null ? [] : [message(templateId, appointment.person.email, dedupeKey(templateId, appointment.id, appointment.start), base, runAt, appointment.start)];
    });

  switch (change.kind) {
    case 'confirmed':
      return [toVisitor('booking-confirmed', base), ...toTherapist('therapist-booked', base), ...reminders()];
    case 'moved': {
      const variables = { ...base, previousStart: change.previousStart.toISOString() };
      return [toVisitor('appointment-moved', variables, appointment.sequence), ...toTherapist('therapist-moved', variables, appointment.sequence), ...reminders()];
    }
    case 'cancelled': {
      const variables = { ...base, cancelledBy: change.by, reason: change.reason ?? '' };
      return [toVisitor('appointment-cancelled', variables), ...toTherapist('therapist-cancelled', variables)];
    }
    case 'missed':
      return [toVisitor('session-missed', base)];
  }
};

/** A care-team member who is alerted of a crisis call-back. */
export interface AlertedPerson {
  readonly personId: string;
  readonly name: string;
  readonly email: string;
}

/**
 * A crisis call-back request alerts each coordinator on duty by e-mail at once, besides the console's queue. The
 * message names no one and carries no phone number: the console shows those to whoever claims the call.
 */
export const callbackAlerts = (request: CallbackRequest, people: readonly AlertedPerson[], newId: () => string): NewOutboxMessage[] =>
  request.reason !== 'crisis'
    ? []
    : people.map((person) => ({
        id: newId(),
        dedupeKey: dedupeKey('crisis-callback-alert', request.id, person.personId),
        channel: 'email',
        recipient: person.email,
        templateId: 'crisis-callback-alert',
        templateVersion: versionOf('crisis-callback-alert'),
        locale: 'en',
        variables: { coordinatorName: person.name, receivedAt: request.receivedAt.toISOString() },
        runAt: request.receivedAt,
        appointmentId: null,
        appointmentStart: null,
      }));
