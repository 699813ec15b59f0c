import { appointmentIcs, appointmentIcsFileName, APPOINTMENT_ICS_MIME_TYPE } from '../booking/appointment-ics';
import { formatInstantForPeople } from '../booking/appointment-time.format';
import { BOOKING_MODES, type BookingMode } from '../booking/booking-mode';
import { isoDateParts, kolkataMomentOf } from '../calendar/kolkata-time';
import { BOOKING_CATALOG_EN } from '../booking/booking.catalog';
import { weekdayOfIsoDate } from '../booking/weekday';
import { TELE_MANAS } from '../callbacks/callback.catalog';
import { PRODUCT_NAME, type ContactDetails } from '../catalog/product';
import { NOTIFICATION_CATALOG_EN, NOTIFICATION_CATALOGS, placeholdersOf, type NotificationCatalog } from './notification.catalog';
import type { OutboxMessage } from './notification.types';
import { linkedBookingsOf } from './manage-links';

/** Links a message carries, made by the server (its public origin, the appointment's manage token). */
export interface MessageLinks {
  /** The page that opens this appointment with its manage token (in the fragment, never sent to a server). */
  manage(appointmentId: string, reference: string): string;
  /** The care console's urgent queue. */
  urgentQueue(): string;
  /** A video appointment's room page (no token in it: the visitor enters with their manage link or account). */
  room?(reference: string): string;
}

export interface RenderContext {
  readonly contact: ContactDetails;
  readonly links: MessageLinks;
  readonly now: Date;
}

export interface MessageAttachment {
  readonly fileName: string;
  readonly contentType: string;
  readonly content: string;
}

/** A message ready for a channel: subject, the plain-text part and the HTML part made from the same words. */
export interface RenderedMessage {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly attachments: readonly MessageAttachment[];
}

/** What a template renders from: a row's id, template, language, appointment and variables. */
export type RenderableMessage = Pick<OutboxMessage, 'templateId' | 'locale' | 'variables' | 'appointmentId'>;

const pad2 = (n: number): string => String(n).padStart(2, '0');

const dayText = (instant: Date): string => {
  const { date } = kolkataMomentOf(instant);
  const { monthIndex, day } = isoDateParts(date);
  return `${BOOKING_CATALOG_EN.weekdaysShort[weekdayOfIsoDate(date)]} ${day} ${BOOKING_CATALOG_EN.monthsShort[monthIndex] ?? ''}`;
};

const timeText = (instant: Date): string => {
  const { minutes } = kolkataMomentOf(instant);
  const hours = Math.floor(minutes / 60);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${pad2(minutes % 60)} ${hours < 12 ? BOOKING_CATALOG_EN.am : BOOKING_CATALOG_EN.pm} ${BOOKING_CATALOG_EN.timeZoneLabel}`;
};

const whenText = (catalog: NotificationCatalog, instant: Date, timeZone: string | undefined): string => {
  const people = formatInstantForPeople(instant, timeZone === undefined ? {} : { deviceTimeZone: timeZone });
  return people.device === null ? people.ist : catalog.alsoIn(people.ist, people.device);
};

const fill = (text: string, values: Readonly<Record<string, string>>): string =>
  text.replace(/\{([A-Za-z]+)\}/g, (_whole, name: string) => {
    const value = values[name];
    // A template naming a variable its message never has is a bug in the catalog, not a delivery failure to retry.
    if (value === undefined) throw new Error(`Message variable {${name}} has no value`);
    return value;
  });

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const htmlParagraph = (text: string): string =>
  `<p>${escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)}</p>`;

const PARAGRAPH_BREAK = '\n\n';

/** {manageLinks}: each booking of the message on a paragraph of its own, with the link that opens it. */
const manageLinksText = (catalog: NotificationCatalog, variables: RenderableMessage['variables'], context: RenderContext): string =>
  linkedBookingsOf(variables)
    .map((booking) => catalog.manageLinkLine(whenText(catalog, booking.start, variables.timeZone), booking.reference, context.links.manage(booking.appointmentId, booking.reference)))
    .join(PARAGRAPH_BREAK);

const isMode = (mode: string | undefined): mode is BookingMode => (BOOKING_MODES as readonly string[]).includes(mode ?? '');

/**
 * A row of the outbox in words, for e-mail: its template in the row's language (English when that language has no
 * catalog yet), the variables filled in, times in IST (and the visitor's zone when known), the manage link, the
 * footer every message carries, and the appointment's calendar file where the message changes the calendar.
 */
export const renderMessage = (message: RenderableMessage, context: RenderContext): RenderedMessage => {
  const catalog = NOTIFICATION_CATALOGS[message.locale] ?? NOTIFICATION_CATALOG_EN;
  const template = catalog.templates[message.templateId];
  const variables = message.variables;
  const instantText = variables.start ?? variables.receivedAt;
  const instant = instantText === undefined ? null : new Date(instantText);
  const derived: Record<string, string> = {
    product: PRODUCT_NAME,
    careTeamPhone: context.contact.phone,
    careTeamEmail: context.contact.email,
    teleManas: TELE_MANAS.display,
    ...(instant === null ? {} : { when: whenText(catalog, instant, variables.timeZone), day: dayText(instant), time: timeText(instant) }),
    ...(variables.previousStart === undefined ? {} : { previousWhen: whenText(catalog, new Date(variables.previousStart), variables.timeZone) }),
    ...(isMode(variables.mode) ? { modeLabel: catalog.modes[variables.mode] } : {}),
    ...(variables.feeInr === undefined ? {} : { fee: catalog.fee(Number(variables.feeInr)) }),
    ...(variables.cancelledBy === 'visitor' || variables.cancelledBy === 'staff' ? { cancelledBy: catalog.cancelledBy[variables.cancelledBy] } : {}),
    ...(variables.reason === undefined ? {} : { reason: variables.reason === '' ? catalog.noReason : variables.reason }),
    ...(message.appointmentId !== null && variables.reference !== undefined ? { manageLink: context.links.manage(message.appointmentId, variables.reference) } : {}),
    ...(variables.bookings === undefined ? {} : { manageLinks: manageLinksText(catalog, variables, context) }),
    urgentQueue: context.links.urgentQueue(),
    consoleLink: context.links.urgentQueue(),
  };
  const values = { ...variables, ...derived };
  // A variable may hold several paragraphs (one per booking of {manageLinks}), separated by a blank line.
  const paragraphs = [...template.paragraphs, ...catalog.footer].flatMap((paragraph) => fill(paragraph, values).split(PARAGRAPH_BREAK));
  return {
    subject: fill(template.subject, values),
    text: `${paragraphs.join('\n\n')}\n`,
    html: `<!doctype html><html><body>${paragraphs.map(htmlParagraph).join('')}</body></html>`,
    attachments: calendarFileOf(message, context),
  };
};

/** The templates whose message changes the visitor's calendar, and the event status the file carries. */
const CALENDAR_FILES: Partial<Record<RenderableMessage['templateId'], 'confirmed' | 'cancelled'>> = {
  'booking-confirmed': 'confirmed',
  'appointment-moved': 'confirmed',
  'appointment-cancelled': 'cancelled',
};

const calendarFileOf = (message: RenderableMessage, context: RenderContext): MessageAttachment[] => {
  const status = CALENDAR_FILES[message.templateId];
  const { reference, therapistName, start, end, mode, sequence } = message.variables;
  if (status === undefined || reference === undefined || start === undefined || end === undefined || !isMode(mode)) return [];
  const content = appointmentIcs({
    reference,
    therapistName: therapistName ?? '',
    start: new Date(start),
    end: new Date(end),
    mode,
    location: mode === 'in-person' ? context.contact.address : null,
    productName: PRODUCT_NAME,
    now: context.now,
    sequence: Number(sequence ?? 0),
    status,
    roomUrl: mode === 'video' ? (context.links.room?.(reference) ?? null) : null,
  });
  return [{ fileName: appointmentIcsFileName(reference), contentType: APPOINTMENT_ICS_MIME_TYPE, content }];
};

/** Every name a template of the catalog may use: the variables rows carry and those rendering derives. */
export const TEMPLATE_NAMES = [
  'visitorName', 'therapistName', 'reference', 'coordinatorName',
  'product', 'careTeamPhone', 'careTeamEmail', 'teleManas', 'when', 'day', 'time', 'previousWhen', 'modeLabel', 'fee', 'cancelledBy', 'reason', 'manageLink', 'consoleLink', 'manageLinks',
] as const;

/** The placeholders of one template (subject and paragraphs), for the catalog's own checks. */
export const templatePlaceholders = (catalog: NotificationCatalog, templateId: RenderableMessage['templateId']): string[] => {
  const template = catalog.templates[templateId];
  return [template.subject, ...template.paragraphs].flatMap(placeholdersOf);
};
