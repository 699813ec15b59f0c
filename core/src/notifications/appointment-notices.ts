import type { Appointment } from '../booking/appointment.types';
import type { CallbackRequest } from '../callbacks/callback.types';
import { dedupeKey, reminderRunAt } from './notification.rules';
import { notificationCatalogOf } from './notification.catalog';
import { REMINDER_TEMPLATE_IDS, type MessageChannel, type MessageTemplateId, type MessageVariables, type NewOutboxMessage, type PhoneChannel } from './notification.types';
import { phoneRecipientOf } from './message-opt-in';
import { SHORT_MESSAGE_CATALOG_EN, shortMessageCatalogOf } from './short-message.catalog';

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
}

/** The version of the words a row is written from: the e-mail template's, or the short text's for a phone. */
const versionOf = (templateId: MessageTemplateId, channel: MessageChannel = 'email', locale = 'en'): number =>
  channel === 'email'
    ? notificationCatalogOf(locale).templates[templateId].version
    : ((shortMessageCatalogOf(locale).templates[templateId] ?? SHORT_MESSAGE_CATALOG_EN.templates[templateId])?.version ?? 0);

/** Whether a message has a short text, so it can go to a phone at all. */
const hasShortText = (templateId: MessageTemplateId): boolean => SHORT_MESSAGE_CATALOG_EN.templates[templateId] !== undefined;

/** A phone channel's copy of a message: the same row but for the channel, recipient and key (the key names the channel). */
const phoneCopy = (message: NewOutboxMessage, channel: PhoneChannel, phone: string, newId: () => string): NewOutboxMessage => ({
  ...message,
  id: newId(),
  dedupeKey: `${message.dedupeKey}:${channel}`,
  channel,
  recipient: phoneRecipientOf(phone),
  templateVersion: versionOf(message.templateId, channel, message.locale),
});

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
  // The visitor's messages are in the language they booked in, whoever causes the change (a staff cancel or move too).
  const locale = appointment.person.locale;
  const message = (
    templateId: MessageTemplateId,
    recipient: string,
    key: string,
    variables: MessageVariables,
    runAt: Date,
    appointmentStart: Date | null,
    // The therapist's notices stay English, as the console does, whatever the visitor's language.
    messageLocale: string = locale,
  ): NewOutboxMessage => ({
    id: context.newId(),
    dedupeKey: key,
    channel: 'email',
    recipient,
    templateId,
    templateVersion: versionOf(templateId, 'email', messageLocale),
    locale: messageLocale,
    variables,
    runAt,
    appointmentId: appointment.id,
    appointmentStart,
  });
  const now = context.now;
  const toVisitor = (templateId: MessageTemplateId, variables: MessageVariables, ...keyParts: (string | number | Date)[]) =>
    message(templateId, appointment.person.email, dedupeKey(templateId, appointment.id, ...keyParts), variables, now, null);
  const toTherapist = (templateId: MessageTemplateId, variables: MessageVariables, ...keyParts: (string | number | Date)[]) =>
    context.therapist.email === null ? [] : [message(templateId, context.therapist.email, dedupeKey(templateId, appointment.id, ...keyParts), variables, now, null, 'en')];
  const reminders = (): NewOutboxMessage[] =>
    REMINDER_TEMPLATE_IDS.flatMap((templateId) => {
      const runAt = reminderRunAt(templateId, appointment.start, now);
      return runAt === null ? [] : [message(templateId, appointment.person.email, dedupeKey(templateId, appointment.id, appointment.start), base, runAt, appointment.start)];
    });

  const emails = ((): NewOutboxMessage[] => {
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
  })();
  // The visitor's messages also go to their phone by each channel they opted in to, in the same short words.
  // Only the visitor's messages have short texts; the therapist's stay e-mail.
  const toPhone = emails.filter((message) => hasShortText(message.templateId));
  const phones = (appointment.optIns ?? []).flatMap((optIn) => toPhone.map((message) => phoneCopy(message, optIn.channel, appointment.person.phone, context.newId)));
  return [...emails, ...phones];
};

/** A care-team member who is alerted of a crisis call-back: by e-mail, and by phone when they have one. */
export interface AlertedPerson {
  readonly personId: string;
  readonly name: string;
  readonly email: string;
  readonly phone?: string | null;
}

/**
 * A crisis call-back request alerts each coordinator on duty by e-mail at once, besides the console's queue, and by
 * the request's phone channel (SMS when configured) those with a phone. The message names no one and carries no
 * phone number: the console shows those to whoever claims the call.
 */
export const callbackAlerts = (request: CallbackRequest, people: readonly AlertedPerson[], newId: () => string): NewOutboxMessage[] => {
  if (request.reason !== 'crisis') return [];
  const alert = (person: AlertedPerson, channel: MessageChannel, recipient: string): NewOutboxMessage => ({
    id: newId(),
    dedupeKey: [dedupeKey('crisis-callback-alert', request.id, person.personId), ...(channel === 'email' ? [] : [channel])].join(':'),
    channel,
    recipient,
    templateId: 'crisis-callback-alert',
    templateVersion: versionOf('crisis-callback-alert', channel),
    locale: 'en',
    variables: { coordinatorName: person.name, receivedAt: request.receivedAt.toISOString() },
    runAt: request.receivedAt,
    appointmentId: null,
    appointmentStart: null,
  });
  const channel = request.phoneChannel ?? null;
  return [
    ...people.map((person) => alert(person, 'email', person.email)),
    ...(channel === null ? [] : people.flatMap((person) => (person.phone ? [alert(person, channel, phoneRecipientOf(person.phone))] : []))),
  ];
};

/**
 * The acknowledgement of a call-back request, to the number given, by the request's phone channel (none without
 * one): with the helplines, at once, day or night, since it answers the person's own action, in the language of the
 * page they asked from.
 */
export const callbackAcknowledgement = (request: CallbackRequest, newId: () => string): NewOutboxMessage[] => {
  const { locale } = request;
  const channel = request.phoneChannel ?? null;
  if (channel === null) return [];
  return [
    {
      id: newId(),
      dedupeKey: [dedupeKey('callback-acknowledged', request.id), channel].join(':'),
      channel,
      recipient: phoneRecipientOf(request.phone),
      templateId: 'callback-acknowledged',
      templateVersion: versionOf('callback-acknowledged', channel, locale),
      locale,
      variables: { visitorName: request.name, receivedAt: request.receivedAt.toISOString() },
      runAt: request.receivedAt,
      appointmentId: null,
      appointmentStart: null,
    },
  ];
};
