import { appointmentIcs, appointmentIcsFileName, APPOINTMENT_ICS_MIME_TYPE } from '../booking/appointment-ics';
import { formatInstantForPeople, wallClockIn } from '../booking/appointment-time.format';
import { kolkataInstantOf } from '../booking/kolkata-instant';
import { BOOKING_MODES, type BookingMode } from '../booking/booking-mode';
import { isoDateParts, kolkataMomentOf } from '../calendar/kolkata-time';
import { BOOKING_CATALOGS, type BookingCatalog } from '../booking/booking.catalog';
import { weekdayOfIsoDate } from '../booking/weekday';
import { TELE_MANAS } from '../callbacks/callback.catalog';
import { PRODUCT_NAME, type ContactDetails } from '../catalog/product';
import { notificationCatalogOf, placeholdersOf, type NotificationCatalog } from './notification.catalog';
import { linkedBookingsOf } from './manage-links';
import { isPhoneChannel, type MessageChannel, type MessageTemplateId, type OutboxMessage } from './notification.types';
import { shortMessageCatalogOf, shortTemplateKey, SHORT_MESSAGE_CATALOG_EN } from './short-message.catalog';
import { HELPLINES } from '../catalog/helplines';
import { roomOpensAt } from '../room/room.policy';
import { isLocale, type Locale } from '../i18n/locales';

/** Links a message carries, made by the server (its public origin, the appointment's manage token). */
export interface MessageLinks {
  /** The page that opens this appointment with its manage token (in the fragment, never sent to a server), in the message's language. */
  manage(appointmentId: string, reference: string, locale: Locale): string;
  /** The care console's urgent queue. */
  urgentQueue(): string;
  /** A video appointment's room page (no token in it: the visitor enters with their manage link or account). */
  room?(reference: string): string;
  /** The room page in the message's language with the visitor's manage token in the fragment, for their own messages: one tap enters. */
  roomEntry?(appointmentId: string, reference: string, locale: Locale): string;
  /** The newsletter's pages and its one-click address, each with its token (made where the key is: the server). */
  readonly newsletter?: NewsletterLinks;
}

export interface NewsletterLinks {
  /** The page that confirms a subscription, the token in the fragment. */
  confirm(subscriptionId: string, issuedAt: Date): string;
  /** The page that unsubscribes in one click, the token in the fragment. */
  unsubscribe(subscriptionId: string, confirmedAt: Date): string;
  /** RFC 8058's one-click address for List-Unsubscribe: a POST to it unsubscribes, without cookies or a page. */
  oneClick(subscriptionId: string, confirmedAt: Date): string;
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
  /** Header fields of the e-mail beyond the usual ones (List-Unsubscribe on a letter). */
  readonly headers?: Readonly<Record<string, string>>;
  /** For a phone channel: the registered template's numbered values, which providers take instead of the words. */
  readonly short?: ShortMessage;
}

/** What a template renders from: a row's id, template, language, appointment and variables. */
export type RenderableMessage = Pick<OutboxMessage, 'templateId' | 'locale' | 'variables' | 'appointmentId'> & { readonly channel?: MessageChannel };

const EMERGENCY_NUMBER = HELPLINES.find((helpline) => helpline.id === 'emergency-112') ?? TELE_MANAS;

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** The message's language's booking words (dates, times, modes), English for a language we do not have. */
const bookingWordsOf = (locale: string): BookingCatalog => (isLocale(locale) ? BOOKING_CATALOGS[locale] : BOOKING_CATALOGS.en);

const dateText = (words: BookingCatalog, date: string): string => {
  const { monthIndex, day } = isoDateParts(date);
  return words.dayText(weekdayOfIsoDate(date), day, monthIndex);
};

const dayText = (words: BookingCatalog, instant: Date): string => dateText(words, kolkataMomentOf(instant).date);

/** '6:30 pm' from minutes since midnight. */
const clockText = (words: BookingCatalog, minutes: number): string => {
  const hours = Math.floor(minutes / 60);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${pad2(minutes % 60)} ${hours < 12 ? words.am : words.pm}`;
};

const timeText = (words: BookingCatalog, instant: Date): string => `${clockText(words, kolkataMomentOf(instant).minutes)} ${words.timeZoneLabel}`;

/** Where an IANA zone is, as people say it: its last part, 'America/New_York' → 'New York'. */
const placeOf = (timeZone: string): string => (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');

/**
 * A time in IST and, when the visitor's zone reads another clock, theirs too: the time alone on the same day, with
 * the day when it differs ('Wed 2 Dec, 1:00 am').
 */
const whenText = (catalog: NotificationCatalog, instant: Date, timeZone: string | undefined): string => {
  const words = bookingWordsOf(catalog.locale);
  const { ist } = formatInstantForPeople(instant, { catalog: words });
  const theirs = timeZone === undefined ? null : wallClockIn(instant, timeZone);
  const ours = kolkataMomentOf(instant);
  if (timeZone === undefined || theirs === null || (theirs.date === ours.date && theirs.minutes === ours.minutes)) return ist;
  const clock = theirs.date === ours.date ? clockText(words, theirs.minutes) : `${dateText(words, theirs.date)}, ${clockText(words, theirs.minutes)}`;
  return catalog.alsoIn(ist, clock, placeOf(timeZone));
};

interface AgendaItem {
  readonly reference: string;
  readonly start: string;
  readonly mode: string;
  readonly visitor: string;
}

/** The lines of a therapist's agenda, one per session, from the sessions the worker read at send time. */
const agendaText = (catalog: NotificationCatalog, sessions: string): string =>
  (JSON.parse(sessions) as AgendaItem[])
    .map((item) => catalog.agendaLine(timeText(bookingWordsOf(catalog.locale), new Date(item.start)), isMode(item.mode) ? catalog.modes[item.mode] : item.mode, item.reference, item.visitor))
    .join('\n');

const fill = (text: string, values: Readonly<Record<string, string>>): string =>
  text.replace(/\{([A-Za-z]+)\}/g, (_whole, name: string) => {
    const value = values[name];
    // A template naming a variable its message never has is a bug in the catalog, not a delivery failure to retry.
    if (value === undefined) throw new Error(`Message variable {${name}} has no value`);
    return value;
  });

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const htmlParagraph = (text: string): string =>
  `<p>${escapeHtml(text)
    .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
    .replace(/\n/g, '<br>')}</p>`;

const PARAGRAPH_BREAK = '\n\n';

/** {manageLinks}: each booking of the message on a paragraph of its own, with the link that opens it. */
const manageLinksText = (catalog: NotificationCatalog, variables: RenderableMessage['variables'], context: RenderContext): string =>
  linkedBookingsOf(variables)
    .map((booking) => catalog.manageLinkLine(whenText(catalog, booking.start, variables.timeZone), booking.reference, context.links.manage(booking.appointmentId, booking.reference, catalog.locale)))
    .join(PARAGRAPH_BREAK);

const isMode = (mode: string | undefined): mode is BookingMode => (BOOKING_MODES as readonly string[]).includes(mode ?? '');

/**
 * {videoRoom}: for a video session, when its room opens (IST) and the link that enters it with the visitor's key; for
 * any other message nothing, and its paragraph is left out.
 */
const videoRoomText = (message: RenderableMessage, context: RenderContext, catalog: NotificationCatalog, words: BookingCatalog): string => {
  const { mode, reference, start } = message.variables;
  if (mode !== 'video' || message.appointmentId === null || reference === undefined || start === undefined || context.links.roomEntry === undefined) return '';
  return catalog.videoRoom(timeText(words, roomOpensAt(new Date(start))), context.links.roomEntry(message.appointmentId, reference, catalog.locale));
};

/** Every value a template may name for this row: its variables, and what rendering derives from them and the context. */
const messageValues = (message: RenderableMessage, context: RenderContext, catalog: NotificationCatalog): Record<string, string> => {
  const variables = message.variables;
  const instantText = variables.start ?? variables.receivedAt;
  const instant = instantText === undefined ? null : new Date(instantText);
  const words = bookingWordsOf(catalog.locale);
  const derived: Record<string, string> = {
    product: PRODUCT_NAME,
    careTeamPhone: context.contact.phone,
    careTeamEmail: context.contact.email,
    teleManas: TELE_MANAS.display,
    emergency: EMERGENCY_NUMBER.display,
    ...(instant === null ? {} : { when: whenText(catalog, instant, variables.timeZone), day: dayText(words, instant), time: timeText(words, instant) }),
    ...(instant === null && variables.date !== undefined ? { day: dayText(words, kolkataInstantOf(variables.date, 0)) } : {}),
    ...(variables.sessions === undefined ? {} : { agenda: agendaText(catalog, variables.sessions) }),
    ...(variables.previousStart === undefined ? {} : { previousWhen: whenText(catalog, new Date(variables.previousStart), variables.timeZone) }),
    ...(isMode(variables.mode) ? { modeLabel: catalog.modes[variables.mode] } : {}),
    ...(variables.feeInr === undefined ? {} : { fee: catalog.fee(Number(variables.feeInr)) }),
    ...(variables.cancelledBy === 'visitor' || variables.cancelledBy === 'staff' ? { cancelledBy: catalog.cancelledBy[variables.cancelledBy] } : {}),
    ...(variables.reason === undefined ? {} : { reason: variables.reason === '' ? catalog.noReason : variables.reason }),
    ...(message.appointmentId !== null && variables.reference !== undefined ? { manageLink: context.links.manage(message.appointmentId, variables.reference, catalog.locale) } : {}),
    ...(variables.bookings === undefined ? {} : { manageLinks: manageLinksText(catalog, variables, context) }),
    videoRoom: videoRoomText(message, context, catalog, words),
    ...newsletterValues(variables, context),
    urgentQueue: context.links.urgentQueue(),
    consoleLink: context.links.urgentQueue(),
  };
  return { ...variables, ...derived };
};

/**
 * A row of the outbox in words. For e-mail: its template in the row's stored language (English only for a language
 * we do not have), the variables filled in, times in IST (and the visitor's zone when known), the manage link, the
 * footer every message carries, and the appointment's calendar file where the message changes the calendar. For a
 * phone channel: the short registered text with its numbered values (renderShortMessage), as `short` and `text`.
 */
export const renderMessage = (message: RenderableMessage, context: RenderContext): RenderedMessage => {
  const catalog = notificationCatalogOf(message.locale);
  if (message.channel !== undefined && isPhoneChannel(message.channel)) {
    const short = renderShortMessage(message, context);
    return { subject: '', text: short.text, html: '', attachments: [], short };
  }
  const template = catalog.templates[message.templateId];
  const values = messageValues(message, context, catalog);
  // A variable may hold several paragraphs (one per booking of {manageLinks}), separated by a blank line.
  // A paragraph whose only value is empty ({videoRoom} of a session in person) is left out.
  const paragraphs = [...template.paragraphs, ...catalog.footer].flatMap((paragraph) => fill(paragraph, values).split(PARAGRAPH_BREAK)).filter((paragraph) => paragraph !== '');
  return {
    subject: fill(template.subject, values),
    text: `${paragraphs.join('\n\n')}\n`,
    html: `<!doctype html><html><body>${paragraphs.map(htmlParagraph).join('')}</body></html>`,
    attachments: calendarFileOf(message, context),
    ...(message.templateId === 'newsletter-letter' ? { headers: listUnsubscribeHeaders(message.variables, context) } : {}),
  };
};

const newsletterLinks = (context: RenderContext): NewsletterLinks => {
  // A letter without its links would promise an unsubscribe it cannot give: a bug of the composition, not a send to retry.
  if (context.links.newsletter === undefined) throw new Error('Newsletter links are not configured');
  return context.links.newsletter;
};

/** {confirmLink} and {unsubscribeLink}, from the subscription's id and the instant its token is bound to. */
const newsletterValues = (variables: RenderableMessage['variables'], context: RenderContext): Record<string, string> => {
  const { subscriptionId, issuedAt, confirmedAt } = variables;
  if (subscriptionId === undefined) return {};
  return {
    ...(issuedAt === undefined ? {} : { confirmLink: newsletterLinks(context).confirm(subscriptionId, new Date(issuedAt)) }),
    ...(confirmedAt === undefined ? {} : { unsubscribeLink: newsletterLinks(context).unsubscribe(subscriptionId, new Date(confirmedAt)) }),
  };
};

/** RFC 2369 and RFC 8058: mail clients offer their own unsubscribe button, which POSTs to the one-click address. */
const listUnsubscribeHeaders = (variables: RenderableMessage['variables'], context: RenderContext): Record<string, string> => {
  const { subscriptionId = '', confirmedAt = '' } = variables;
  return { 'List-Unsubscribe': `<${newsletterLinks(context).oneClick(subscriptionId, new Date(confirmedAt))}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
};

/** A message's short text (SMS, WhatsApp): which registered template, its numbered values in order, and the words. */
export interface ShortMessage {
  readonly templateId: MessageTemplateId;
  /** The language the words are in, and the key its registered template is configured under (shortTemplateKey). */
  readonly locale: Locale;
  readonly key: string;
  readonly version: number;
  readonly values: readonly string[];
  readonly text: string;
}

/**
 * A row as its short registered text: the template's numbered variables filled with the values it names. A message
 * with no short text is a bug of whoever wrote the row for a phone, not a delivery failure to retry.
 */
export const renderShortMessage = (message: RenderableMessage, context: RenderContext): ShortMessage => {
  const own = shortMessageCatalogOf(message.locale).templates[message.templateId];
  // A language without this short text sends the English one, whose words and registered template go together.
  const locale: Locale = own === undefined || !isLocale(message.locale) ? 'en' : message.locale;
  const template = own ?? SHORT_MESSAGE_CATALOG_EN.templates[message.templateId];
  if (template === undefined) throw new Error(`Message ${message.templateId} has no short text`);
  const named = messageValues({ ...message, locale }, context, notificationCatalogOf(locale));
  const values = template.values.map((name) => {
    const value = named[name];
    if (value === undefined) throw new Error(`Short message value {${name}} has no value`);
    return value;
  });
  const text = template.text.replace(/\{(\d+)\}/g, (whole, index: string) => values[Number(index) - 1] ?? whole);
  return { templateId: message.templateId, locale, key: shortTemplateKey(locale, message.templateId), version: template.version, values, text };
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
  'product', 'careTeamPhone', 'careTeamEmail', 'teleManas', 'emergency', 'when', 'day', 'time', 'previousWhen', 'modeLabel', 'fee', 'cancelledBy', 'reason', 'manageLink', 'consoleLink', 'manageLinks', 'agenda', 'videoRoom',
  'confirmLink', 'unsubscribeLink', 'letterSubject', 'letterBody',
] as const;

/** The placeholders of one template (subject and paragraphs), for the catalog's own checks. */
export const templatePlaceholders = (catalog: NotificationCatalog, templateId: RenderableMessage['templateId']): string[] => {
  const template = catalog.templates[templateId];
  return [template.subject, ...template.paragraphs].flatMap(placeholdersOf);
};
