import type { Kysely, Selectable } from 'kysely';
import type { MessageTemplateId, NewsletterStore, OutboxState, Subscription, SubscriptionStatus } from '@manobal/core';
import type { Database, NewsletterSubscriptionsTable } from './database.schema';
import { writeMessages } from './outbox-store';
import { fromStore } from './store-faults';

const iso = (instant: Date): string => instant.toISOString();

const statusOf = (status: string): SubscriptionStatus => (status === 'confirmed' || status === 'unsubscribed' ? status : 'pending');

const subscriptionOf = (row: Selectable<NewsletterSubscriptionsTable>): Subscription => ({
  id: row.id,
  email: row.email,
  status: statusOf(row.status),
  confirmSentAt: row.confirm_sent_at === null ? null : new Date(row.confirm_sent_at),
  confirmedAt: row.confirmed_at === null ? null : new Date(row.confirmed_at),
});

const LETTER: MessageTemplateId = 'newsletter-letter';

/**
 * Core's NewsletterStore over newsletter_subscriptions (one row per lower-cased address, unique) and
 * newsletter_letters. Every change that sends a message writes it to the outbox in its own transaction.
 */
export const createNewsletterStore = (db: Kysely<Database>): NewsletterStore => ({
  find: (email) =>
    fromStore(async () => {
      const row = await db.selectFrom('newsletter_subscriptions').selectAll().where('email', '=', email).executeTakeFirst();
      return row === undefined ? null : subscriptionOf(row);
    }),
  requestConfirmation: (subscription, confirmHash, now, message) =>
    fromStore(async () => {
      await db.transaction().execute(async (trx) => {
        const pending = { status: 'pending', confirm_token_hash: confirmHash, confirm_sent_at: iso(now) } as const;
        const changed = subscription.isNew
          ? await trx
              .insertInto('newsletter_subscriptions')
              .values({ id: subscription.id, email: subscription.email, consented_at: iso(now), ...pending, confirmed_at: null, unsubscribe_token_hash: null, unsubscribed_at: null })
              .onConflict((conflict) => conflict.column('email').doNothing())
              .executeTakeFirst()
          : await trx.updateTable('newsletter_subscriptions').set({ ...pending, consented_at: iso(now) }).where('id', '=', subscription.id).where('status', '!=', 'confirmed').executeTakeFirst();
        const count = 'numInsertedOrUpdatedRows' in changed ? changed.numInsertedOrUpdatedRows : changed.numUpdatedRows;
        // Another request added or confirmed the address first: its own answer stands, and this one writes nothing.
        if (Number(count ?? 0) > 0) await writeMessages(trx, [message], now);
      });
    }),
  findByConfirmHash: (confirmHash) =>
    fromStore(async () => {
      const row = await db.selectFrom('newsletter_subscriptions').selectAll().where('confirm_token_hash', '=', confirmHash).executeTakeFirst();
      return row === undefined ? null : subscriptionOf(row);
    }),
  confirm: (id, confirmHash, unsubscribeHash, now) =>
    fromStore(async () => {
      const done = await db
        .updateTable('newsletter_subscriptions')
        .set({ status: 'confirmed', confirmed_at: iso(now), confirm_token_hash: null, unsubscribe_token_hash: unsubscribeHash, unsubscribed_at: null })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('confirm_token_hash', '=', confirmHash)
        .executeTakeFirst();
      return Number(done.numUpdatedRows) > 0;
    }),
  unsubscribe: (unsubscribeHash, now) =>
    fromStore(() =>
      db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('newsletter_subscriptions').select(['id', 'email', 'status']).where('unsubscribe_token_hash', '=', unsubscribeHash).executeTakeFirst();
        if (row === undefined) return false;
        if (row.status !== 'confirmed') return true;
        await trx.updateTable('newsletter_subscriptions').set({ status: 'unsubscribed', unsubscribed_at: iso(now) }).where('id', '=', row.id).where('status', '=', 'confirmed').execute();
        // A letter written but still waiting (in quiet hours, say) is not sent to someone who has just left.
        await trx
          .updateTable('outbox')
          .set({ state: 'cancelled' satisfies OutboxState })
          .where('recipient', '=', row.email)
          .where('template_id', '=', LETTER)
          .where('state', '=', 'waiting' satisfies OutboxState)
          .execute();
        return true;
      }),
    ),
  confirmedSubscribers: () =>
    fromStore(async () => {
      const rows = await db.selectFrom('newsletter_subscriptions').select(['id', 'email', 'confirmed_at']).where('status', '=', 'confirmed').orderBy('confirmed_at').orderBy('id').execute();
      return rows.map((row) => ({ id: row.id, email: row.email, confirmedAt: new Date(row.confirmed_at ?? 0) }));
    }),
  counts: () =>
    fromStore(async () => {
      const rows = await db.selectFrom('newsletter_subscriptions').select(['status', (eb) => eb.fn.countAll<number | string>().as('count')]).groupBy('status').execute();
      const countOf = (status: SubscriptionStatus) => Number(rows.find((row) => row.status === status)?.count ?? 0);
      return { confirmed: countOf('confirmed'), pending: countOf('pending') };
    }),
  sendLetter: (letter, messages) =>
    fromStore(() =>
      db.transaction().execute(async (trx) => {
        const kept = await trx
          .insertInto('newsletter_letters')
          .values({ id: letter.id, subject: letter.subject, body: letter.body, sent_by: letter.sentBy, recipients: messages.length, created_at: iso(letter.createdAt) })
          .onConflict((conflict) => conflict.column('id').doNothing())
          .executeTakeFirst();
        if (Number(kept.numInsertedOrUpdatedRows ?? 0) === 0) return 'already-sent' as const;
        await writeMessages(trx, messages, letter.createdAt);
        return 'sent' as const;
      }),
    ),
});
