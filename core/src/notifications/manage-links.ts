import type { Appointment } from '../booking/appointment.types';
import { phoneRecipientOf } from './message-opt-in';
import { notificationCatalogOf } from './notification.catalog';
import { dedupeKey } from './notification.rules';
import type { MessageVariables, NewOutboxMessage } from './notification.types';
import { SHORT_MESSAGE_CATALOG_EN, shortMessageCatalogOf } from './short-message.catalog';

/** One booking a 'manage-links' message opens: the ids its link is made from at send time, and when it starts. */
export interface LinkedBooking {
  readonly appointmentId: string;
  readonly reference: string;
  readonly start: Date;
}

/**
 * How many 'manage-links' messages one address is sent in an hour, whoever asks: past it a request is answered the
 * same and nothing is written, so the form cannot be used to fill someone's inbox.
 */
export const MANAGE_LINK_LIMITS = { perRecipientPerHour: 3, windowMinutes: 60 } as const;

/** The variable that carries the bookings: ids, references and instants only, never a token (links are made at send time). */
const BOOKINGS_VARIABLE = 'bookings';

export const linkedBookingsOf = (variables: MessageVariables): LinkedBooking[] => {
  const text = variables[BOOKINGS_VARIABLE];
  if (text === undefined) return [];
  const parsed = JSON.parse(text) as { id: string; reference: string; start: string }[];
  return parsed.map((booking) => ({ appointmentId: booking.id, reference: booking.reference, start: new Date(booking.start) }));
};

const bookingsVariable = (appointments: readonly Appointment[]): string =>
  JSON.stringify(appointments.map((appointment) => ({ id: appointment.id, reference: appointment.reference, start: appointment.start.toISOString() })));

/** What writing the manage-link messages needs: the time and ids. Their language is each booking's own. */
interface ManageLinkContext {
  readonly now: Date;
  readonly newId: () => string;
}

/**
 * The messages answering a request for lost manage links: one to each e-mail address the person's upcoming confirmed
 * bookings were made with (a phone may have booked under more than one), listing those bookings soonest first, in the
 * language of the latest booking made (whose name it greets). Nothing when there are none, so the answer on screen is
 * the same for an address that never booked.
 */
export const manageLinkNotices = (upcoming: readonly Appointment[], context: ManageLinkContext): NewOutboxMessage[] => {
  const byRecipient = new Map<string, Appointment[]>();
  for (const appointment of [...upcoming].sort((a, b) => a.start.getTime() - b.start.getTime())) {
    const recipient = appointment.person.email.trim().toLowerCase();
    byRecipient.set(recipient, [...(byRecipient.get(recipient) ?? []), appointment]);
  }
  return [...byRecipient.entries()].map(([recipient, bookings]) => {
    const id = context.newId();
    const latest = [...bookings].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    const locale = latest?.person.locale ?? 'en';
    return {
      id,
      // A fresh key per request: asking again is a new message (the hourly limit bounds how many).
      dedupeKey: dedupeKey('manage-links', id),
      channel: 'email',
      recipient,
      templateId: 'manage-links',
      templateVersion: notificationCatalogOf(locale).templates['manage-links'].version,
      locale,
      variables: { visitorName: latest?.person.name ?? '', [BOOKINGS_VARIABLE]: bookingsVariable(bookings) },
      // It answers the person's own request: it goes at once, day or night.
      runAt: context.now,
      appointmentId: null,
      appointmentStart: null,
    };
  });
};

/**
 * The texts answering a request made with a phone number, when SMS is configured: one SMS to that phone for each
 * upcoming confirmed booking made with it, soonest first, each with the link that opens it (a text carries one link),
 * in the language that booking was made in. Never to the booking's e-mail: the links go to the address that was
 * asked with. Nothing when there are none.
 */
export const manageLinkTexts = (upcoming: readonly Appointment[], phone: string, context: ManageLinkContext): NewOutboxMessage[] =>
  [...upcoming]
    .sort((a, b) => a.start.getTime() - b.start.getTime())
    .map((appointment) => {
      const id = context.newId();
      const { locale } = appointment.person;
      return {
        id,
        dedupeKey: dedupeKey('manage-links', id, 'sms'),
        channel: 'sms',
        recipient: phoneRecipientOf(phone),
        templateId: 'manage-links',
        templateVersion: (shortMessageCatalogOf(locale).templates['manage-links'] ?? SHORT_MESSAGE_CATALOG_EN.templates['manage-links'])?.version ?? 0,
        locale,
        // The link is made at send time from the appointment's id and reference; the row holds no token.
        variables: { reference: appointment.reference, start: appointment.start.toISOString() },
        runAt: context.now,
        appointmentId: appointment.id,
        appointmentStart: null,
      };
    });
