// The console's messages screen's words (English), by id; in a module of their own, so only the screen's lazy chunk
// carries them. A language's edition is another catalog of the same shape.
import type { MessageChannel, MessageTemplateId } from './notification.types';

/** What each message is, as staff read it in the list of failed deliveries. */
export const MESSAGE_TEMPLATE_LABELS: Readonly<Record<MessageTemplateId, string>> = {
  'booking-confirmed': 'Booking confirmed (to the visitor)',
  'appointment-moved': 'Session moved (to the visitor)',
  'appointment-cancelled': 'Session cancelled (to the visitor)',
  'reminder-24h': 'Reminder a day before (to the visitor)',
  'reminder-2h': 'Reminder two hours before (to the visitor)',
  'session-missed': 'Missed session (to the visitor)',
  'therapist-booked': 'New booking (to the therapist)',
  'therapist-moved': 'Session moved (to the therapist)',
  'therapist-cancelled': 'Session cancelled (to the therapist)',
  'crisis-callback-alert': 'Crisis call-back alert (to the care team)',
  'manage-links': 'Links to their bookings, asked for again (to the visitor)',
  'therapist-agenda': "Next day's agenda (to the therapist)",
  'newsletter-confirm': 'Newsletter: confirm the address (to the subscriber)',
  'newsletter-letter': 'Newsletter: a letter (to the subscriber)',
  'callback-acknowledged': 'Call-back request acknowledged (to the person)',
};

/** How each message travelled, as the list of failed deliveries names it. */
export const MESSAGE_CHANNEL_LABELS: Readonly<Record<MessageChannel, string>> = { email: 'E-mail', sms: 'SMS', whatsapp: 'WhatsApp' };

/** The messages screen (admins): what the local mailbox kept, and the deliveries that failed for good. */
export const MESSAGES_SCREEN_TEXT = {
  intro: 'Every message the product sends goes through the outbox. Without an SMTP server (SMTP_URL) each one is kept here, in the local mailbox, instead of being sent.',
  sentHeading: 'Sent messages',
  sentPagesLabel: 'Pages of sent messages',
  sentEmpty: 'The local mailbox is empty. With SMTP_URL set, messages go to the mail server and are not kept here.',
  to: (email: string): string => `To ${email}`,
  keptAt: (when: string): string => `Kept ${when}`,
  showText: 'Read the message',
  failedHeading: 'Failed deliveries',
  failedIntro: 'Messages the mail server refused, or that failed at every attempt. Retry sends one again; drop gives it up.',
  failedPagesLabel: 'Pages of failed deliveries',
  failedEmpty: 'No delivery has failed.',
  attempts: (count: number): string => (count === 1 ? '1 attempt' : `${count} attempts`),
  lastTried: (when: string): string => `Last tried ${when}`,
  reason: 'Reason',
  retry: 'Retry',
  drop: 'Drop',
  retryHelp: 'Send a failed message again: it waits in the outbox, due at once, with fresh attempts.',
  dropHelp: 'Give up a failed message for good: it will not be sent.',
  retried: 'Queued to be sent again.',
  dropped: 'Dropped: it will not be sent.',
  notFound: 'No failed delivery has this id: it may have been sent, retried or dropped already.',
} as const;
