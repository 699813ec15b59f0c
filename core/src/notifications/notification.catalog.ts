import { isLocale, type Localized } from '../i18n/locales';
import { ROOM_LINK_TEXT_EN } from '../room/room-link.catalog';
import { NOTIFICATION_CATALOG_HI } from './notification.catalog.hi';
import type { NotificationCatalog } from './notification-catalog.types';

export type { MessageTemplate, NotificationCatalog } from './notification-catalog.types';

const APPOINTMENT_LINES = ['Reference: {reference}', 'When: {when}', 'With: {therapistName}', 'How: {modeLabel}'] as const;

export const NOTIFICATION_CATALOG_EN: NotificationCatalog = {
  locale: 'en',
  templates: {
    'booking-confirmed': {
      version: 1,
      subject: 'Booked: your session on {day}',
      paragraphs: [
        'Hello {visitorName},',
        'Your session is booked.',
        ...APPOINTMENT_LINES,
        'Fee: {fee}',
        '{videoRoom}',
        'To cancel or move it, open your booking: {manageLink}',
        'The calendar file attached adds it to your calendar.',
      ],
    },
    'appointment-moved': {
      version: 1,
      subject: 'Moved: your session is now on {day}',
      paragraphs: [
        'Hello {visitorName},',
        'Your session has moved. It was at {previousWhen}.',
        ...APPOINTMENT_LINES,
        '{videoRoom}',
        'To cancel or move it again, open your booking: {manageLink}',
        'The calendar file attached updates the event in your calendar.',
      ],
    },
    'appointment-cancelled': {
      version: 1,
      subject: 'Cancelled: your session on {day}',
      paragraphs: [
        'Hello {visitorName},',
        'Your session at {when} ({reference}) is cancelled: {cancelledBy}.',
        'Reason: {reason}',
        'You can book another time on our website whenever you wish. If this is not what you expected, please call us.',
      ],
    },
    'reminder-24h': {
      version: 1,
      subject: 'Reminder: your session on {day}',
      paragraphs: ['Hello {visitorName},', 'A reminder of your session.', ...APPOINTMENT_LINES, '{videoRoom}', 'Cannot make it? Cancel or move it in one tap: {manageLink}'],
    },
    'reminder-2h': {
      version: 1,
      subject: 'Reminder: your session at {time} on {day}',
      paragraphs: ['Hello {visitorName},', 'Your session is coming up soon.', ...APPOINTMENT_LINES, '{videoRoom}', 'Cannot make it? Cancel it in one tap: {manageLink}'],
    },
    'session-missed': {
      version: 1,
      subject: 'We missed you on {day}',
      paragraphs: [
        'Hello {visitorName},',
        'We missed you at your session at {when} ({reference}).',
        'If you would like another time, you can book again on our website, or call us and we will help.',
      ],
    },
    'therapist-booked': {
      version: 1,
      subject: 'New booking in your calendar: {day}',
      paragraphs: ['Hello {therapistName},', 'A session has been booked in your calendar.', 'Reference: {reference}', 'When: {when}', 'How: {modeLabel}', 'The console shows the details.'],
    },
    'therapist-moved': {
      version: 1,
      subject: 'Moved in your calendar: now {day}',
      paragraphs: ['Hello {therapistName},', 'A session in your calendar has moved from {previousWhen}.', 'Reference: {reference}', 'When: {when}', 'How: {modeLabel}'],
    },
    'therapist-cancelled': {
      version: 1,
      subject: 'Cancelled in your calendar: {day}',
      paragraphs: ['Hello {therapistName},', 'A session in your calendar is cancelled: {cancelledBy}.', 'Reference: {reference}', 'When: {when}', 'The time is free again for other bookings.'],
    },
    'crisis-callback-alert': {
      version: 1,
      subject: 'Urgent call-back waiting ({time})',
      paragraphs: [
        'Hello {coordinatorName},',
        'Someone asked for an urgent call-back at {when}. It is first in the urgent queue.',
        'Open the queue to claim it: {consoleLink}',
        'This e-mail carries no details of the person; the console shows them.',
      ],
    },
    'manage-links': {
      version: 1,
      subject: 'The links to your bookings',
      paragraphs: [
        'Hello {visitorName},',
        'You asked for the links to your sessions booked with {product}. Open one to see it, move it or cancel it:',
        '{manageLinks}',
        'If you did not ask for them, you can ignore this e-mail: the links came only to this address.',
      ],
    },
    'therapist-agenda': {
      version: 1,
      subject: 'Your sessions tomorrow, {day}',
      paragraphs: [
        'Hello {therapistName},',
        'Your sessions tomorrow, {day} (times in IST):',
        '{agenda}',
        'Visitors are named by first name only; the console shows the details.',
      ],
    },
    'newsletter-confirm': {
      version: 1,
      subject: 'Please confirm your address for the {product} letter',
      paragraphs: [
        'Hello,',
        'Someone, we hope you, asked for the {product} letter at this address. To receive it, confirm your address: {confirmLink}',
        'The link works for 7 days. If you did not ask, you can ignore this e-mail: without your confirmation we send nothing more.',
      ],
    },
    'newsletter-letter': {
      version: 1,
      subject: '{letterSubject}',
      paragraphs: ['{letterBody}', 'You receive this letter because you confirmed your address for it. To stop it, unsubscribe in one click: {unsubscribeLink}'],
    },
    'callback-acknowledged': {
      version: 1,
      subject: 'We have your call-back request',
      paragraphs: [
        'Hello {visitorName},',
        'We have your request to be called back, and our care team will call the number you gave.',
        'If you need to talk to someone before then: Tele-MANAS {teleManas}, free, any time of day; in an emergency, {emergency}.',
      ],
    },
  },
  footer: [
    'Sent by {product}. Questions? Reach our care team at {careTeamPhone} or {careTeamEmail}.',
    'If you need to talk to someone right now: Tele-MANAS {teleManas}, free, any time of day.',
  ],
  modes: { 'in-person': 'In person', video: 'Video call' },
  cancelledBy: { visitor: 'you cancelled it', staff: 'our care team cancelled it' },
  noReason: 'none given',
  fee: (inr) => `Rs ${inr.toLocaleString('en-IN')}`,
  agendaLine: (time, mode, reference, visitor) => `${time} · ${mode} · ${reference} · ${visitor}`,
  alsoIn: (ist, theirClock, place) => `${ist} (${theirClock} in ${place})`,
  manageLinkLine: (when, reference, link) => `${when}, ${reference}: ${link}`,
  videoRoom: (opensAt, link) => `${ROOM_LINK_TEXT_EN.opensAt(opensAt)} Join it here, with this link only you have: ${link}`,
};

/** The catalogs by locale, each complete by type. */
export const NOTIFICATION_CATALOGS: Localized<NotificationCatalog> = { en: NOTIFICATION_CATALOG_EN, hi: NOTIFICATION_CATALOG_HI };

/** A message's words in its stored language; English only for a language we do not have. */
export const notificationCatalogOf = (locale: string): NotificationCatalog => (isLocale(locale) ? NOTIFICATION_CATALOGS[locale] : NOTIFICATION_CATALOG_EN);

/** The placeholders of a text, in order of appearance: `{name}` with a name of letters. */
export const placeholdersOf = (text: string): string[] => [...text.matchAll(/\{([A-Za-z]+)\}/g)].map((match) => match[1] ?? '');
