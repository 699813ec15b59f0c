import type { MessageTemplateId } from './notification.types';

/**
 * The values a short message may carry, by name: rendering derives each from the row (IST day and time, the
 * reference, the manage link) or from core's catalogs (the product, the helplines, the care team's phone).
 */
export const SHORT_VALUE_NAMES = ['product', 'day', 'time', 'reference', 'manageLink', 'consoleLink', 'teleManas', 'emergency', 'careTeamPhone'] as const;
export type ShortValueName = (typeof SHORT_VALUE_NAMES)[number];

/**
 * One message as an SMS or WhatsApp text: fixed words with numbered variables ({1}, {2}, …), the shape operators
 * register (TRAI DLT templates, WhatsApp approved templates). `values` names what fills each number, in order. The
 * words must match the registered template exactly, or operators drop the message without a word: a change of
 * words is a new `version` and a new registration. No clinical word ever appears: someone else may see the phone.
 */
export interface ShortMessageTemplate {
  readonly version: number;
  readonly text: string;
  readonly values: readonly ShortValueName[];
}

/** The short texts of one language; a message with none here goes by e-mail only. */
export interface ShortMessageCatalog {
  readonly locale: string;
  readonly templates: Readonly<Partial<Record<MessageTemplateId, ShortMessageTemplate>>>;
}

export const SHORT_MESSAGE_CATALOG_EN: ShortMessageCatalog = {
  locale: 'en',
  templates: {
    'booking-confirmed': {
      version: 1,
      text: '{1}: your session on {2} at {3} is booked. Ref {4}. To cancel or move it: {5} Need to talk now? Tele-MANAS {6}, free, 24x7.',
      values: ['product', 'day', 'time', 'reference', 'manageLink', 'teleManas'],
    },
    'appointment-moved': {
      version: 1,
      text: '{1}: your session has moved to {2} at {3}. Ref {4}. To cancel or move it: {5} Need to talk now? Tele-MANAS {6}, free, 24x7.',
      values: ['product', 'day', 'time', 'reference', 'manageLink', 'teleManas'],
    },
    'appointment-cancelled': {
      version: 1,
      text: '{1}: your session on {2} at {3} (ref {4}) is cancelled. Questions? Call {5}. Need to talk now? Tele-MANAS {6}, free, 24x7.',
      values: ['product', 'day', 'time', 'reference', 'careTeamPhone', 'teleManas'],
    },
    'reminder-24h': {
      version: 1,
      text: '{1}: a reminder of your session on {2} at {3}. Ref {4}. Cannot make it? Cancel or move it: {5} Tele-MANAS {6}, free, 24x7.',
      values: ['product', 'day', 'time', 'reference', 'manageLink', 'teleManas'],
    },
    'reminder-2h': {
      version: 1,
      text: '{1}: your session is soon, on {2} at {3}. Ref {4}. Cannot make it? Cancel it: {5} Tele-MANAS {6}, free, 24x7.',
      values: ['product', 'day', 'time', 'reference', 'manageLink', 'teleManas'],
    },
    'session-missed': {
      version: 1,
      text: '{1}: we missed you on {2} (ref {3}). To book another time, call {4} or visit our website. Tele-MANAS {5}, free, 24x7.',
      values: ['product', 'day', 'reference', 'careTeamPhone', 'teleManas'],
    },
    'callback-acknowledged': {
      version: 1,
      text: '{1}: we have your call-back request; our care team will call this number. Need to talk now? Tele-MANAS {2}, free, 24x7. Emergency: {3}.',
      values: ['product', 'teleManas', 'emergency'],
    },
    'crisis-callback-alert': {
      version: 1,
      text: '{1}: an urgent call-back is waiting since {2}. Open the queue: {3}',
      values: ['product', 'time', 'consoleLink'],
    },
  },
};

/** The short catalogs by locale; a language without one sends English texts (the registered ones). */
export const SHORT_MESSAGE_CATALOGS: Readonly<Record<string, ShortMessageCatalog>> = { en: SHORT_MESSAGE_CATALOG_EN };

/**
 * Limits a short text keeps: two SMS parts of GSM-7 characters (306 once the parts are joined), and no character
 * outside the GSM-7 alphabet (one would turn the whole message into UCS-2, 70 characters a part).
 */
export const SHORT_MESSAGE_LIMITS = { maxLength: 306, gsm7: /^[A-Za-z0-9 @£$¥\n\r_!"#%&'()*+,\-./:;<=>?¡¿ÄÖÑÜ§äöñüà^{}\\[~\]|€]*$/ } as const;

/**
 * Words no short text (nor subject) may carry: a phone's lock screen, a shared phone or a family member may show it.
 * Matched as the start of a word, case-insensitively.
 */
export const CLINICAL_WORDS = [
  'therap', 'counsel', 'psych', 'mental', 'depress', 'anxi', 'suicid', 'self-harm', 'harm', 'crisis', 'trauma', 'diagnos', 'disorder', 'addict', 'panic', 'stress', 'grief', 'medic', 'treatment', 'patient', 'clinic',
] as const;

/** The clinical words a text carries (empty when none). */
export const clinicalWordsIn = (text: string): string[] =>
  CLINICAL_WORDS.filter((word) => new RegExp(`(^|[^a-z])${word.replace(/[-]/g, '\\-')}`, 'i').test(text));
