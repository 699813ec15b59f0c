import type { Locale } from '../i18n/locales';
import type { BookingMode } from '../booking/booking-mode';
import type { MessageTemplateId } from './notification.types';

/**
 * One message's words for one language: fixed text with named variables in braces ({when}, {reference}), the
 * shape SMS operators (TRAI DLT) and WhatsApp require of a registered template. A change of words is a new
 * `version`, kept with every row written from it. Subjects never carry clinical words: a phone's lock screen or a
 * shared inbox shows them.
 */
export interface MessageTemplate {
  readonly version: number;
  readonly subject: string;
  /** The body, paragraph by paragraph; the same words make the plain-text and the HTML part. */
  readonly paragraphs: readonly string[];
}

/** Every message's words in one language, keyed by id; a new language is another object of this type. */
export interface NotificationCatalog {
  readonly locale: Locale;
  readonly templates: Readonly<Record<MessageTemplateId, MessageTemplate>>;
  /** Closes every message: who sent it, how to reach the care team, and Tele-MANAS. */
  readonly footer: readonly string[];
  readonly modes: Readonly<Record<BookingMode, string>>;
  /** Who cancelled, for {cancelledBy}. */
  readonly cancelledBy: { readonly visitor: string; readonly staff: string };
  /** {reason} when staff gave none. */
  readonly noReason: string;
  /** 'Rs 1,200' */
  readonly fee: (inr: number) => string;
  /** One line of a therapist's agenda: '10:00 am IST · Video call · MNB-7K2Q9D · Priya'. */
  readonly agendaLine: (time: string, mode: string, reference: string, visitor: string) => string;
  /** {when} with the visitor's own clock beside IST, when it differs: 'Tue 1 Dec, 6:30 pm IST (1:00 pm in London)'. */
  readonly alsoIn: (ist: string, theirClock: string, place: string) => string;
  /** One booking of {manageLinks}: when, its reference and the link that opens it. */
  readonly manageLinkLine: (when: string, reference: string, link: string) => string;
  /** {videoRoom}, a video session's only: when its room opens (IST) and the link that enters it with the visitor's key. */
  readonly videoRoom: (opensAt: string, link: string) => string;
}
