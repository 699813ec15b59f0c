import { LOCALES, isLocale, type Locale, type Localized } from '../i18n/locales';
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
    'manage-links': {
      version: 1,
      text: '{1}: to see, cancel or move your session on {2} at {3}, open {4} Need to talk now? Tele-MANAS {5}, free, 24x7.',
      values: ['product', 'day', 'time', 'manageLink', 'teleManas'],
    },
    'crisis-callback-alert': {
      version: 1,
      text: '{1}: an urgent call-back is waiting since {2}. Open the queue: {3}',
      values: ['product', 'time', 'consoleLink'],
    },
  },
};

/**
 * The Hindi texts. Devanagari is outside GSM-7, so each goes as UCS-2 (67 characters a part once joined): at most
 * three parts, 201 characters with every value at its longest. To fit, the texts with a manage link leave the
 * reference out (the page the link opens shows it). Each is a DLT template of its own, registered apart from the
 * English one (shortTemplateKey).
 */
export const SHORT_MESSAGE_CATALOG_HI: ShortMessageCatalog = {
  locale: 'hi',
  templates: {
    'booking-confirmed': {
      version: 1,
      text: '{1}: आपका सेशन {2}, {3} पर बुक है। बदलें या रद्द करें: {4} Tele-MANAS {5}, मुफ़्त',
      values: ['product', 'day', 'time', 'manageLink', 'teleManas'],
    },
    'appointment-moved': {
      version: 1,
      text: '{1}: आपका सेशन अब {2}, {3} पर है। बदलें या रद्द करें: {4} Tele-MANAS {5}, मुफ़्त',
      values: ['product', 'day', 'time', 'manageLink', 'teleManas'],
    },
    'appointment-cancelled': {
      version: 1,
      text: '{1}: {2}, {3} का आपका सेशन (नंबर {4}) रद्द हो गया है। कोई सवाल हो तो {5} पर कॉल करें। अभी बात करनी हो तो Tele-MANAS {6}, मुफ़्त, 24x7।',
      values: ['product', 'day', 'time', 'reference', 'careTeamPhone', 'teleManas'],
    },
    'reminder-24h': {
      version: 1,
      text: '{1}: याद रहे, आपका सेशन {2}, {3} पर है। नहीं आ पाएँगे? {4} Tele-MANAS {5}, मुफ़्त',
      values: ['product', 'day', 'time', 'manageLink', 'teleManas'],
    },
    'reminder-2h': {
      version: 1,
      text: '{1}: आपका सेशन जल्द है, {2}, {3} पर। नहीं आ पाएँगे? {4} Tele-MANAS {5}, मुफ़्त',
      values: ['product', 'day', 'time', 'manageLink', 'teleManas'],
    },
    'session-missed': {
      version: 1,
      text: '{1}: {2} को (नंबर {3}) हम आपसे नहीं मिल पाए। नया समय बुक करने के लिए {4} पर कॉल करें या हमारी वेबसाइट देखें। Tele-MANAS {5}, मुफ़्त, 24x7।',
      values: ['product', 'day', 'reference', 'careTeamPhone', 'teleManas'],
    },
    'callback-acknowledged': {
      version: 1,
      text: '{1}: हमें आपका कॉल-बैक का अनुरोध मिल गया है; हमारी केयर टीम इसी नंबर पर कॉल करेगी। अभी बात करनी हो तो Tele-MANAS {2}, मुफ़्त, 24x7। इमरजेंसी: {3}।',
      values: ['product', 'teleManas', 'emergency'],
    },
    'manage-links': {
      version: 1,
      text: '{1}: {2}, {3} का आपका सेशन बदलें या रद्द करें: {4} Tele-MANAS {5}, मुफ़्त',
      values: ['product', 'day', 'time', 'manageLink', 'teleManas'],
    },
    'crisis-callback-alert': {
      version: 1,
      text: '{1}: {2} से एक ज़रूरी कॉल-बैक इंतज़ार में है। कतार खोलें: {3}',
      values: ['product', 'time', 'consoleLink'],
    },
  },
};

/** The short catalogs by locale; every locale has one, so a language without its texts fails the build. */
export const SHORT_MESSAGE_CATALOGS: Localized<ShortMessageCatalog> = { en: SHORT_MESSAGE_CATALOG_EN, hi: SHORT_MESSAGE_CATALOG_HI };

/** The short texts of a message's stored language, English for a language we do not have. */
export const shortMessageCatalogOf = (locale: string): ShortMessageCatalog => (isLocale(locale) ? SHORT_MESSAGE_CATALOGS[locale] : SHORT_MESSAGE_CATALOG_EN);

/**
 * The key a registered short template is configured under (SMS_DLT_TEMPLATES, WHATSAPP_TEMPLATES): the template's
 * id for English, the id and the language for any other ('booking-confirmed-hi'). Operators register the words, so
 * each language's text is a template of its own with its own DLT id or WhatsApp name.
 */
export const shortTemplateKey = (locale: Locale, templateId: MessageTemplateId): string => (locale === 'en' ? templateId : `${templateId}-${locale}`);

/** Every short template key of every language: each needs its registered id before a phone channel is configured. */
export const SHORT_TEMPLATE_KEYS: readonly string[] = LOCALES.flatMap((locale) =>
  (Object.keys(SHORT_MESSAGE_CATALOGS[locale].templates) as MessageTemplateId[]).map((templateId) => shortTemplateKey(locale, templateId)),
);

/**
 * Limits a short text keeps. English: two SMS parts of GSM-7 characters (306 once the parts are joined), and no
 * character outside the GSM-7 alphabet (one would turn the whole message into UCS-2, 70 characters a part). A
 * language written outside GSM-7 (Hindi) goes as UCS-2: at most three parts of 67 once joined, 201 characters.
 */
export const SHORT_MESSAGE_LIMITS = {
  maxLength: 306,
  gsm7: /^[A-Za-z0-9 @£$¥\n\r_!"#%&'()*+,\-./:;<=>?¡¿ÄÖÑÜ§äöñüà^{}\\[~\]|€]*$/,
  maxUnicodeLength: 201,
} as const;

/**
 * Words no short text (nor subject) may carry: a phone's lock screen, a shared phone or a family member may show it.
 * Matched as the start of a word, case-insensitively.
 */
export const CLINICAL_WORDS = [
  'therap', 'counsel', 'psych', 'mental', 'depress', 'anxi', 'suicid', 'self-harm', 'harm', 'crisis', 'trauma', 'diagnos', 'disorder', 'addict', 'panic', 'stress', 'grief', 'medic', 'treatment', 'patient', 'clinic',
  // The glossary's Hindi for the same.
  'थेरेप', 'काउंसल', 'साइको', 'मानसिक', 'डिप्रेशन', 'एंग्ज़ायटी', 'घबराहट', 'आत्महत्या', 'संकट', 'ट्रॉमा', 'निदान', 'तनाव', 'नशे', 'मरीज़', 'इलाज', 'दवा',
] as const;

/** The clinical words a text carries (empty when none). */
export const clinicalWordsIn = (text: string): string[] =>
  // Devanagari letters (U+0900–U+097F) are letters of a word too, so a Hindi stem matches only at a word's start.
  CLINICAL_WORDS.filter((word) => new RegExp(`(^|[^a-z\u0900-\u097F])${word.replace(/[-]/g, '\\-')}`, 'i').test(text));
