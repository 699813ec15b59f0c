import type { AppointmentStatus } from './appointment.types';
import type { BookingMode } from './booking-mode';
import { ROOM_POLICY } from '../room/room.policy';

/**
 * An appointment as an iCalendar file (RFC 5545) for the confirmation's 'Add to calendar': one VEVENT with the
 * reference as UID, times in UTC, CRLF line endings, lines folded at 75 octets and text values escaped.
 * Pure: the stamp time arrives as `now`.
 */
export interface AppointmentIcsInput {
  /** 'MNB-7K2Q9D'; the event's UID is `<reference>@manobal`, so a second download updates the same event. */
  readonly reference: string;
  readonly therapistName: string;
  /** Instants, or ISO 8601 text with an offset as the API sends them. */
  readonly start: Date | string;
  readonly end: Date | string;
  readonly mode: BookingMode;
  /** The centre's address for an in-person session; ignored for video. */
  readonly location: string | null;
  readonly productName: string;
  readonly now: Date;
  /**
   * The appointment's sequence (0 when booked, one more for each change): a calendar app replaces the event it
   * saved from a file with a lower SEQUENCE, so a moved session moves there too. 0 when absent.
   */
  readonly sequence?: number;
  /** A cancelled appointment's file cancels the saved event (METHOD:CANCEL, STATUS:CANCELLED). Confirmed when absent. */
  readonly status?: AppointmentStatus;
  /** The video room's full address (origin and `/session/<reference>`); without it the note names the confirmation's link. */
  readonly roomUrl?: string | null;
}

/** The file's words, for one locale. */
export interface AppointmentIcsText {
  readonly summary: (therapistName: string) => string;
  readonly videoNote: (roomUrl: string | null) => string;
  readonly reference: (reference: string) => string;
}

export const APPOINTMENT_ICS_TEXT_EN: AppointmentIcsText = {
  summary: (therapistName) => `Therapy session with ${therapistName}`,
  videoNote: (roomUrl) =>
    `Video session in your private room${roomUrl === null ? '' : ` at ${roomUrl}`}: it opens ${ROOM_POLICY.opensMinutesBefore} minutes before the start. Enter with the link in your booking confirmation, or signed in to the account you booked with.`,
  reference: (reference) => `Booking reference: ${reference}`,
};

/** The MIME type and a file name for the download. */
export const APPOINTMENT_ICS_MIME_TYPE = 'text/calendar;charset=utf-8';
export const appointmentIcsFileName = (reference: string): string => `${reference.replace(/[^A-Za-z0-9-]/g, '')}.ics`;

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/** TEXT escaping (RFC 5545 3.3.11): backslash, semicolon, comma, and any newline as '\n'. */
export const escapeIcsText = (text: string): string =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');

const utf8Octets = (codePoint: number): number => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/**
 * Folds a content line so no physical line exceeds 75 octets of UTF-8 (RFC 5545 3.1): continuation lines start with
 * one space, which counts towards their 75. Splits only between code points, never inside a UTF-8 sequence.
 */
export const foldIcsLine = (line: string): string => {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char.codePointAt(0) ?? 0);
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
};

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** UTC DATE-TIME form '20261201T123000Z'. Throws on an invalid instant: a bug upstream. */
const utcStamp = (value: Date | string): string => {
  const d = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) throw new RangeError(`Not an instant: ${String(value)}`);
  return `${d.getUTCFullYear()}${pad2(d.getUTCMonth() + 1)}${pad2(d.getUTCDate())}T${pad2(d.getUTCHours())}${pad2(d.getUTCMinutes())}${pad2(d.getUTCSeconds())}Z`;
};

/** PRODID is free text but must not break the line: the product name with separators taken out. */
const prodId = (productName: string): string => `-//${productName.replace(/[\r\n/]+/g, ' ').trim()}//Appointments//EN`;

export const appointmentIcs = (input: AppointmentIcsInput, text: AppointmentIcsText = APPOINTMENT_ICS_TEXT_EN): string => {
  const cancelled = input.status === 'cancelled';
  const address = input.mode === 'in-person' ? (input.location?.trim() ?? '') : '';
  const description = input.mode === 'video' ? `${text.videoNote(input.roomUrl ?? null)}\n${text.reference(input.reference)}` : text.reference(input.reference);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${prodId(input.productName)}`,
    'CALSCALE:GREGORIAN',
    cancelled ? 'METHOD:CANCEL' : 'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${input.reference}@manobal`,
    `SEQUENCE:${Math.max(0, Math.trunc(input.sequence ?? 0))}`,
    `DTSTAMP:${utcStamp(input.now)}`,
    `DTSTART:${utcStamp(input.start)}`,
    `DTEND:${utcStamp(input.end)}`,
    `SUMMARY:${escapeIcsText(text.summary(input.therapistName))}`,
    ...(address === '' ? [] : [`LOCATION:${escapeIcsText(address)}`]),
    `DESCRIPTION:${escapeIcsText(description)}`,
    cancelled ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join(CRLF)}${CRLF}`;
};
