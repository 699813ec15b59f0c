import { NOTIFICATION_CATALOG_EN } from '../notifications/notification.catalog';
import { afterQuietHours, dedupeKey } from '../notifications/notification.rules';
import type { NewOutboxMessage } from '../notifications/notification.types';
import type { ConfirmedSubscriber, Letter } from './newsletter.port';

const versionOf = (templateId: 'newsletter-confirm' | 'newsletter-letter'): number => NOTIFICATION_CATALOG_EN.templates[templateId].version;

/**
 * The confirmation of an address: it answers the person's own sign-up, so it goes at once, day or night. It carries
 * the subscription's id and the instant its token is bound to; the link is made from them when it is sent.
 */
export const confirmationNotice = (subscription: { readonly id: string; readonly email: string }, issuedAt: Date, newId: () => string): NewOutboxMessage => ({
  id: newId(),
  dedupeKey: dedupeKey('newsletter-confirm', subscription.id, issuedAt),
  channel: 'email',
  recipient: subscription.email,
  templateId: 'newsletter-confirm',
  templateVersion: versionOf('newsletter-confirm'),
  locale: 'en',
  variables: { subscriptionId: subscription.id, issuedAt: issuedAt.toISOString() },
  runAt: issuedAt,
  appointmentId: null,
  appointmentStart: null,
});

/**
 * A letter to each confirmed subscriber, one row each. The key names the letter and the subscriber, so writing the
 * letter twice (a retry, a crash before the answer) is still one message each. Nobody waits for a letter: one written
 * in quiet hours goes at 08:00 IST.
 */
export const letterNotices = (letter: Letter, subscribers: readonly ConfirmedSubscriber[], newId: () => string): NewOutboxMessage[] => {
  const runAt = afterQuietHours(letter.createdAt);
  return subscribers.map((subscriber) => ({
    id: newId(),
    dedupeKey: dedupeKey('newsletter-letter', letter.id, subscriber.id),
    channel: 'email',
    recipient: subscriber.email,
    templateId: 'newsletter-letter',
    templateVersion: versionOf('newsletter-letter'),
    locale: 'en',
    variables: { letterSubject: letter.subject, letterBody: letter.body, subscriptionId: subscriber.id, confirmedAt: subscriber.confirmedAt.toISOString() },
    runAt,
    appointmentId: null,
    appointmentStart: null,
  }));
};
