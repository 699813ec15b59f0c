import type { ResultAsync } from 'neverthrow';
import { parseInput, type InputInvalid, type StoreUnavailable } from '../application/domain-errors';
import type { IdGenerator } from '../application/id-generator.port';
import type { Clock } from '../calendar/clock.port';
import { MANAGE_LINK_LIMITS, manageLinkNotices, manageLinkTexts } from '../notifications/manage-links';
import type { NewOutboxMessage, PhoneChannel } from '../notifications/notification.types';
import type { Appointment } from './appointment.types';
import type { ManageLinkDelivery } from './manage-links.options';
import { bookingContactOf, manageLinkRequestSchema, type BookingContact } from './manage-links.schema';

/** What asking for lost manage links needs of the store. */
export interface ManageLinkStore {
  /** Confirmed appointments not yet started that were booked with this e-mail or phone (as the booking caps key them). */
  upcomingFor(contact: BookingContact, now: Date): ResultAsync<readonly Appointment[], StoreUnavailable>;
  /**
   * Writes each message to the outbox unless its recipient has been sent `max` of its template since `since`; a
   * message held back is simply not written. Called with no messages too, so both answers cost the same reads.
   */
  writeCapped(messages: readonly NewOutboxMessage[], cap: { readonly since: Date; readonly max: number }, now: Date): ResultAsync<void, StoreUnavailable>;
}

/**
 * A visitor who lost their manage link asks for it again with the e-mail or phone they booked with. The answer is the
 * same whether or not anything was booked: it names only where links go, which follows from what was typed and what
 * the server can send. Asked with an e-mail address, the links go to the e-mail each booking was made with; asked with
 * a phone number, by SMS to that phone when SMS is configured (else to the bookings' e-mail). Everything goes through
 * the outbox, in the language the bookings were made in (the answer on screen is in the request's), and an address is
 * sent at most MANAGE_LINK_LIMITS of them an hour.
 */
export const requestManageLinks =
  (deps: { readonly store: ManageLinkStore; readonly clock: Clock; readonly ids: IdGenerator; readonly phoneChannels?: readonly PhoneChannel[] }) =>
  (input: unknown): ResultAsync<ManageLinkDelivery, InputInvalid | StoreUnavailable> =>
    parseInput(manageLinkRequestSchema, input).asyncAndThen(({ contact }) => {
      const now = deps.clock.now();
      const since = new Date(now.getTime() - MANAGE_LINK_LIMITS.windowMinutes * 60_000);
      const found = bookingContactOf(contact);
      const delivery: ManageLinkDelivery = found.kind === 'phone' && (deps.phoneChannels ?? []).includes('sms') ? 'sms' : 'email';
      const context = { now, newId: () => deps.ids.next() };
      return deps.store
        .upcomingFor(found, now)
        .andThen((upcoming) =>
          deps.store.writeCapped(delivery === 'sms' ? manageLinkTexts(upcoming, found.key, context) : manageLinkNotices(upcoming, context), { since, max: MANAGE_LINK_LIMITS.perRecipientPerHour }, now),
        )
        .map(() => delivery);
    });
