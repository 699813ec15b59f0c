import type { BookingMode } from '../booking/booking-mode';

/** How a message travels: e-mail, or to a phone by SMS or WhatsApp, every channel behind the same sender port. */
export const MESSAGE_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** The channels that reach a phone: fixed registered texts with numbered variables, each used only when configured. */
export const PHONE_CHANNELS = ['sms', 'whatsapp'] as const satisfies readonly MessageChannel[];
export type PhoneChannel = (typeof PHONE_CHANNELS)[number];

export const isPhoneChannel = (channel: MessageChannel): channel is PhoneChannel => (PHONE_CHANNELS as readonly string[]).includes(channel);

/**
 * Every message the product sends, by id: the catalog holds one template per id and language, the outbox keeps the
 * id (and the template's version) with each row, never a rendered sentence.
 */
export const MESSAGE_TEMPLATE_IDS = [
  'booking-confirmed',
  'appointment-moved',
  'appointment-cancelled',
  'reminder-24h',
  'reminder-2h',
  'session-missed',
  'therapist-booked',
  'therapist-moved',
  'therapist-cancelled',
  'crisis-callback-alert',
  'manage-links',
  'therapist-agenda',
  'newsletter-confirm',
  'newsletter-letter',
  'callback-acknowledged',
] as const;
export type MessageTemplateId = (typeof MESSAGE_TEMPLATE_IDS)[number];

/** The templates bound to one start of an appointment: sent only while the appointment is confirmed at that start. */
export const REMINDER_TEMPLATE_IDS = ['reminder-24h', 'reminder-2h'] as const satisfies readonly MessageTemplateId[];
export type ReminderTemplateId = (typeof REMINDER_TEMPLATE_IDS)[number];

/** Messages nobody is waiting for at a given moment: never sent in quiet hours, and retried only outside them. */
export const QUIET_HOURS_TEMPLATE_IDS = ['newsletter-letter'] as const satisfies readonly MessageTemplateId[];

export const keepsQuietHours = (templateId: MessageTemplateId): boolean => (QUIET_HOURS_TEMPLATE_IDS as readonly string[]).includes(templateId);

export const isReminder = (templateId: MessageTemplateId): templateId is ReminderTemplateId =>
  (REMINDER_TEMPLATE_IDS as readonly string[]).includes(templateId);

/** Where a row of the outbox is: waiting its time, being sent by one worker, or at rest. */
export const OUTBOX_STATES = ['waiting', 'sending', 'sent', 'cancelled', 'dead'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** The variables a message is rendered from: ids, numbers and instants as text, never a rendered sentence. */
export type MessageVariables = Readonly<Record<string, string>>;

/** The appointment facts every appointment message is rendered from. */
export interface AppointmentFacts {
  readonly appointmentId: string;
  readonly reference: string;
  readonly therapistName: string;
  readonly start: Date;
  readonly end: Date;
  readonly mode: BookingMode;
  readonly feeInr: number;
  readonly sequence: number;
}

/** A message to write to the outbox in the same transaction as the change that causes it. */
export interface NewOutboxMessage {
  readonly id: string;
  /** Unique across the outbox: the same change written twice is one message. */
  readonly dedupeKey: string;
  readonly channel: MessageChannel;
  readonly recipient: string;
  readonly templateId: MessageTemplateId;
  readonly templateVersion: number;
  readonly locale: string;
  readonly variables: MessageVariables;
  readonly runAt: Date;
  /** The appointment it speaks of, so a cancel or move can cancel it and the worker can re-check it. */
  readonly appointmentId: string | null;
  /** The start a reminder was planned for: a moved appointment's old reminders no longer match. */
  readonly appointmentStart: Date | null;
}

/** A row of the outbox as the worker and the console read it. */
export interface OutboxMessage extends NewOutboxMessage {
  readonly state: OutboxState;
  readonly attempts: number;
  readonly lastError: string | null;
  readonly providerMessageId: string | null;
  /** The stable Message-ID every attempt of this row carries, so a resend is recognised as the same message. */
  readonly messageId: string;
  readonly createdAt: Date;
  readonly sentAt: Date | null;
  /** When the provider's receipt said the message reached the phone (phone channels only; null until then). */
  readonly deliveredAt?: Date | null;
}

/**
 * The words a visitor ticks to have a booking's messages also sent to their phone, by channel: each an id and a
 * version with its exact text, stored with the opt-in so what was agreed to can be shown later word for word. A
 * change of words is a new version.
 */
export interface OptInWords {
  readonly id: string;
  readonly version: number;
  readonly text: string;
}

/**
 * Each phone channel's opt-in as a consent: its words' id and version, the same in every language (each language
 * says the same thing); a change of meaning is a new version.
 */
export const MESSAGE_OPT_IN_CONSENTS: Readonly<Record<PhoneChannel, Omit<OptInWords, 'text'>>> = {
  sms: { id: 'booking-sms-opt-in', version: 1 },
  whatsapp: { id: 'booking-whatsapp-opt-in', version: 1 },
};

/** The booking's words about its messages: the choice on the details step, and where they go once booked. */
export interface MessageChannelText {
  readonly choiceHeading: string;
  readonly emailAlways: string;
  readonly factLabel: string;
  /** Where an appointment's messages go, from its channels: 'By e-mail and SMS: the confirmation, any change and reminders'. */
  readonly goBy: (channels: readonly MessageChannel[]) => string;
}
