import type { Kysely } from 'kysely';
import type { ManageLinkStore, MessageTemplateId, OutboxState } from '@manobal/core';
import { appointmentOf } from './appointment-store';
import type { Database } from './database.schema';
import { writeMessages } from './outbox-store';
import { fromStore } from './store-faults';

/**
 * Core's ManageLinkStore: the upcoming confirmed appointments of one e-mail or phone (by the keys the booking caps
 * store with each appointment; an appointment from before those keys were kept is matched by its own address), and
 * the capped write of the messages. Found or not, a request runs the same two statements and one transaction.
 */
export const createManageLinkStore = (db: Kysely<Database>): ManageLinkStore => ({
  upcomingFor: (contact, now) =>
    fromStore(async () => {
      const [keyColumn, ownColumn] = contact.kind === 'email' ? (['email_key', 'email'] as const) : (['phone_key', 'phone'] as const);
      const rows = await db
        .selectFrom('appointments')
        .selectAll()
        .where('status', '=', 'confirmed')
        .where('start_at', '>', now.toISOString())
        .where((eb) => eb.or([eb(keyColumn, '=', contact.key), eb.and([eb(keyColumn, 'is', null), eb(eb.fn('lower', [ownColumn]), '=', contact.key)])]))
        .orderBy('start_at')
        .limit(20)
        .execute();
      return rows.map(appointmentOf);
    }),
  writeCapped: (messages, cap, now) =>
    fromStore(async () => {
      await db.transaction().execute(async (trx) => {
        const recipients = messages.length === 0 ? [''] : messages.map((message) => message.recipient);
        const sent = await trx
          .selectFrom('outbox')
          .select(['recipient', (eb) => eb.fn.countAll<number | string>().as('count')])
          .where('template_id', '=', 'manage-links' satisfies MessageTemplateId)
          .where('recipient', 'in', recipients)
          .where('created_at', '>=', cap.since.toISOString())
          .where('state', '!=', 'cancelled' satisfies OutboxState)
          .groupBy('recipient')
          .execute();
        const counts = new Map(sent.map((row) => [row.recipient, Number(row.count)]));
        await writeMessages(trx, messages.filter((message) => (counts.get(message.recipient) ?? 0) < cap.max), now);
      });
    }),
});
