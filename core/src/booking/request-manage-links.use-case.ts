import type { ResultAsync } from 'neverthrow';
import { parseInput, type InputInvalid, type StoreUnavailable } from '../application/domain-errors';
import type { IdGenerator } from '../application/id-generator.port';
import type { Clock } from '../calendar/clock.port';
import { MANAGE_LINK_LIMITS, manageLinkNotices } from '../notifications/manage-links';
import type { NewOutboxMessage } from '../notifications/notification.types';
import type { Appointment } from './appointment.types';
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
 * same whether or not anything was booked: the links go, through the outbox, only to the e-mail address each booking
 * was made with, and an address is sent at most MANAGE_LINK_LIMITS of them an hour.
 */
export const requestManageLinks =
  (deps: { readonly store: ManageLinkStore; readonly clock: Clock; readonly ids: IdGenerator }) =>
  (input: unknown): ResultAsync<void, InputInvalid | StoreUnavailable> =>
    parseInput(manageLinkRequestSchema, input).asyncAndThen(({ contact }) => {
      const now = deps.clock.now();
      const since = new Date(now.getTime() - MANAGE_LINK_LIMITS.windowMinutes * 60_000);
      return deps.store
        .upcomingFor(bookingContactOf(contact), now)
        .andThen((upcoming) => deps.store.writeCapped(manageLinkNotices(upcoming, { now, newId: () => deps.ids.next() }), { since, max: MANAGE_LINK_LIMITS.perRecipientPerHour }, now));
    });
