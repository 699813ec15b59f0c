import type { ResultAsync } from 'neverthrow';
import type { StoreUnavailable } from '../application/domain-errors';
import type { NewOutboxMessage } from '../notifications/notification.types';
import type { Subscription } from './newsletter.rules';

/**
 * The newsletter's tokens: keyed hashes of a subscription's id and the instant each is bound to, made where the key is
 * (the server) when a message is sent; the store keeps only their SHA-256, so a copy of the database opens nothing.
 */
export interface NewsletterTokens {
  confirmToken(subscriptionId: string, issuedAt: Date): string;
  unsubscribeToken(subscriptionId: string, confirmedAt: Date): string;
  hashOf(token: string): string;
}

/** A letter an administrator sent: its id is the screen's, so sending it twice is one letter. */
export interface Letter {
  readonly id: string;
  readonly subject: string;
  readonly body: string;
  readonly sentBy: string;
  readonly createdAt: Date;
}

export interface ConfirmedSubscriber {
  readonly id: string;
  readonly email: string;
  readonly confirmedAt: Date;
}

export interface NewsletterStore {
  find(email: string): ResultAsync<Subscription | null, StoreUnavailable>;
  /**
   * In one transaction: the subscription pending with this confirmation (a new row, or the existing one back to
   * pending) and its message to the outbox. A new row whose address another request added first is left to that one.
   */
  requestConfirmation(subscription: { readonly id: string; readonly email: string; readonly isNew: boolean }, confirmHash: string, now: Date, message: NewOutboxMessage): ResultAsync<void, StoreUnavailable>;
  findByConfirmHash(confirmHash: string): ResultAsync<Subscription | null, StoreUnavailable>;
  /** Confirms a pending subscription whose confirmation is still this one (the hash is used up); false otherwise. */
  confirm(id: string, confirmHash: string, unsubscribeHash: string, now: Date): ResultAsync<boolean, StoreUnavailable>;
  /**
   * Stops the letters of the subscription this unsubscribe token belongs to, and cancels its letters still waiting in
   * the outbox, in one transaction; false when no subscription has this token. Stopping it again is still true.
   */
  unsubscribe(unsubscribeHash: string, now: Date): ResultAsync<boolean, StoreUnavailable>;
  confirmedSubscribers(): ResultAsync<readonly ConfirmedSubscriber[], StoreUnavailable>;
  counts(): ResultAsync<{ readonly confirmed: number; readonly pending: number }, StoreUnavailable>;
  /** The letter and its messages, in one transaction: 'already-sent' when a letter with its id was sent before. */
  sendLetter(letter: Letter, messages: readonly NewOutboxMessage[]): ResultAsync<'sent' | 'already-sent', StoreUnavailable>;
}
