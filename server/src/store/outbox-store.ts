import { randomUUID } from 'node:crypto';
import { PostgresAdapter, sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import {
  appointmentNotices,
  BOOKING_MODES,
  callbackAcknowledgement,
  callbackAlerts,
  MESSAGE_CHANNELS,
  MESSAGE_TEMPLATE_IDS,
  REMINDER_TEMPLATE_IDS,
  SENDING_LEASE_MS,
  type AgendaStore,
  type AlertedPerson,
  type BookingMode,
  type AppointmentChange,
  type CallbackRequest,
  type MessageChannel,
  type MessageTemplateId,
  type NewOutboxMessage,
  type OutboxMessage,
  type OutboxState,
  type OutboxStore,
} from '@manobal/core';
import type { Database, OutboxTable } from './database.schema';
import { rolesOf } from './staff-people-store';
import { fromStore } from './store-faults';

const iso = (instant: Date): string => instant.toISOString();

const templateOf = (id: string): MessageTemplateId => (MESSAGE_TEMPLATE_IDS as readonly string[]).includes(id) ? (id as MessageTemplateId) : 'booking-confirmed';

const channelOf = (channel: string): MessageChannel => (MESSAGE_CHANNELS as readonly string[]).includes(channel) ? (channel as MessageChannel) : 'email';

const messageOf = (row: Selectable<OutboxTable>): OutboxMessage => ({
  id: row.id,
  dedupeKey: row.dedupe_key,
  channel: channelOf(row.channel),
  recipient: row.recipient,
  templateId: templateOf(row.template_id),
  templateVersion: Number(row.template_version),
  locale: row.locale,
  variables: JSON.parse(row.variables) as Record<string, string>,
  runAt: new Date(row.run_at),
  appointmentId: row.appointment_id,
  appointmentStart: row.appointment_start === null ? null : new Date(row.appointment_start),
  state: row.state as OutboxState,
  attempts: Number(row.attempts),
  lastError: row.last_error,
  providerMessageId: row.provider_message_id,
  messageId: row.message_id,
  createdAt: new Date(row.created_at),
  sentAt: row.sent_at === null ? null : new Date(row.sent_at),
  deliveredAt: row.delivered_at === null ? null : new Date(row.delivered_at),
});

/** The Message-ID every attempt of a row carries: a resend after a crash is recognised by mail clients as the same. */
const messageIdOf = (id: string): string => `<${id}@manobal.outbox>`;
/** The row id a Message-ID of ours was made from (so a bounce finds its row by the key), or null for another's. */
const rowIdOfMessageId = (messageId: string): string | null => /^<([^<>@\s]+)@manobal\.outbox>$/.exec(messageId)?.[1] ?? null;

/**
 * Writes messages in the caller's transaction. A key already written is the same message and is left as it is;
 * only a reminder cancelled by a move is waiting again when the appointment moves back to that start.
 */
export const writeMessages = async (trx: Transaction<Database>, messages: readonly NewOutboxMessage[], now: Date): Promise<void> => {
  if (messages.length === 0) return;
  await trx
    .insertInto('outbox')
    .values(
      messages.map((message) => ({
        id: message.id,
        dedupe_key: message.dedupeKey,
        channel: message.channel,
        recipient: message.recipient,
        template_id: message.templateId,
        template_version: message.templateVersion,
        locale: message.locale,
        variables: JSON.stringify(message.variables),
        run_at: iso(message.runAt),
        appointment_id: message.appointmentId,
        appointment_start: message.appointmentStart === null ? null : iso(message.appointmentStart),
        state: 'waiting' satisfies OutboxState,
        attempts: 0,
        lease_until: null,
        last_error: null,
        provider_message_id: null,
        message_id: messageIdOf(message.id),
        created_at: iso(now),
        sent_at: null,
        delivered_at: null,
      })),
    )
    .onConflict((conflict) =>
      conflict
        .column('dedupe_key')
        .doUpdateSet({ state: 'waiting', run_at: (eb) => eb.ref('excluded.run_at'), variables: (eb) => eb.ref('excluded.variables'), attempts: 0, last_error: null })
        .where('outbox.state', '=', 'cancelled' satisfies OutboxState),
    )
    .execute();
};

/** A cancelled or moved appointment's reminders still waiting are cancelled with the change. */
const cancelWaitingReminders = async (trx: Transaction<Database>, appointmentId: string): Promise<void> => {
  await trx
    .updateTable('outbox')
    .set({ state: 'cancelled' satisfies OutboxState })
    .where('appointment_id', '=', appointmentId)
    .where('state', '=', 'waiting' satisfies OutboxState)
    .where('template_id', 'in', [...REMINDER_TEMPLATE_IDS])
    .execute();
};

/** The therapist's name from the directory, and the e-mail of the active staff person linked to them, if any. */
const therapistContact = async (trx: Kysely<Database>, therapistId: string) => {
  const entry = await trx.selectFrom('therapists').select('profile').where('id', '=', therapistId).executeTakeFirst();
  const person = await trx.selectFrom('staff_people').select('email').where('therapist_id', '=', therapistId).where('active', '=', 1).orderBy('created_at').executeTakeFirst();
  const profile = entry === undefined ? {} : (JSON.parse(entry.profile) as { name?: unknown });
  return { name: typeof profile.name === 'string' ? profile.name : '', email: person?.email ?? null };
};

/** Writes, in an appointment change's transaction, the messages core plans for it. */
export type AppointmentNotices = (trx: Transaction<Database>, change: AppointmentChange, now: Date) => Promise<void>;

export const writeAppointmentNotices: AppointmentNotices = async (trx, change, now) => {
  if (change.kind === 'cancelled' || change.kind === 'moved') await cancelWaitingReminders(trx, change.appointment.id);
  const therapist = await therapistContact(trx, change.appointment.therapistId);
  await writeMessages(trx, appointmentNotices(change, { now, therapist, newId: randomUUID }), now);
};

/**
 * Who a crisis call-back alerts: the active coordinators; when the team has none yet (a new deployment with only its
 * administrator), the active administrators, so the alert always reaches someone.
 */
const alertedPeople = async (trx: Transaction<Database>): Promise<AlertedPerson[]> => {
  const people = await trx
    .selectFrom('staff_people')
    .leftJoin('staff_phones', 'staff_phones.person_id', 'staff_people.id')
    .select(['staff_people.id as id', 'name', 'email', 'roles', 'staff_phones.phone as phone'])
    .where('active', '=', 1)
    .orderBy('staff_people.created_at')
    .execute();
  const withRole = (role: 'coordinator' | 'admin') => people.filter((person) => rolesOf(person.roles).includes(role));
  const chosen = withRole('coordinator').length > 0 ? withRole('coordinator') : withRole('admin');
  return chosen.map((person) => ({ personId: person.id, name: person.name, email: person.email, phone: person.phone }));
};

/** A call-back request's messages: its acknowledgement to the number given (by SMS when configured) and a crisis's alerts. */
export const writeCallbackAlerts = async (trx: Transaction<Database>, request: CallbackRequest): Promise<void> => {
  const alerts = request.reason === 'crisis' ? callbackAlerts(request, await alertedPeople(trx), randomUUID) : [];
  await writeMessages(trx, [...callbackAcknowledgement(request, randomUUID), ...alerts], request.receivedAt);
};

/**
 * Core's OutboxStore over the outbox table. A claim is one statement: on PostgreSQL its row choice is `FOR UPDATE
 * SKIP LOCKED`, so workers on every instance claim disjoint rows without waiting for each other; SQLite has one
 * writer at a time, which gives the same. A claimed row is `sending` under a lease; a worker that dies leaves it to
 * be claimed again when the lease runs out (and resent with the same Message-ID).
 */
export const createOutboxStore = (db: Kysely<Database>): OutboxStore => {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    claimDue: (now, limit) =>
      fromStore(async () => {
        const due = db
          .selectFrom('outbox')
          .select('id')
          .where((eb) =>
            eb.or([
              eb.and([eb('state', '=', 'waiting'), eb('run_at', '<=', iso(now))]),
              eb.and([eb('state', '=', 'sending'), eb('lease_until', '<=', iso(now))]),
            ]),
          )
          .orderBy('run_at')
          .limit(limit)
          .$if(postgres, (query) => query.forUpdate().skipLocked());
        const rows = await db.transaction().execute((trx) =>
          trx
            .updateTable('outbox')
            .set({ state: 'sending' satisfies OutboxState, attempts: sql<number>`attempts + 1`, lease_until: iso(new Date(now.getTime() + SENDING_LEASE_MS)) })
            .where('id', 'in', due)
            .returningAll()
            .execute(),
        );
        return rows.map(messageOf).sort((a, b) => a.runAt.getTime() - b.runAt.getTime());
      }),
    markSent: (id, providerMessageId, now) =>
      fromStore(async () => {
        await db
          .updateTable('outbox')
          .set({ state: 'sent' satisfies OutboxState, sent_at: iso(now), provider_message_id: providerMessageId, lease_until: null, last_error: null })
          .where('id', '=', id)
          .execute();
      }),
    markFailed: (id, reason, retryAt) =>
      fromStore(async () => {
        await db
          .updateTable('outbox')
          .set({
            state: (retryAt === null ? 'dead' : 'waiting') satisfies OutboxState,
            last_error: reason.slice(0, 500),
            lease_until: null,
            ...(retryAt === null ? {} : { run_at: iso(retryAt) }),
          })
          .where('id', '=', id)
          .execute();
      }),
    markCancelled: (id) =>
      fromStore(async () => {
        await db.updateTable('outbox').set({ state: 'cancelled' satisfies OutboxState, lease_until: null }).where('id', '=', id).execute();
      }),
    dead: ({ page, limit }) =>
      fromStore(async () => {
        const dead = db.selectFrom('outbox').where('state', '=', 'dead' satisfies OutboxState);
        const [rows, counted] = await Promise.all([
          dead.selectAll().orderBy('run_at', 'desc').orderBy('id', 'desc').limit(limit).offset((page - 1) * limit).execute(),
          dead.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
        ]);
        return { items: rows.map(messageOf), page, limit, total: Number(counted.total) };
      }),
    retry: (id, now) =>
      fromStore(async () => {
        const moved = await db
          .updateTable('outbox')
          .set({ state: 'waiting' satisfies OutboxState, run_at: iso(now), attempts: 0 })
          .where('id', '=', id)
          .where('state', '=', 'dead' satisfies OutboxState)
          .executeTakeFirst();
        return Number(moved.numUpdatedRows) > 0;
      }),
    drop: (id) =>
      fromStore(async () => {
        const moved = await db.updateTable('outbox').set({ state: 'cancelled' satisfies OutboxState }).where('id', '=', id).where('state', '=', 'dead' satisfies OutboxState).executeTakeFirst();
        return Number(moved.numUpdatedRows) > 0;
      }),
    recordReceipt: (providerMessageId, receipt, now) =>
      fromStore(async () => {
        const sent = db.updateTable('outbox').where('provider_message_id', '=', providerMessageId).where('state', '=', 'sent' satisfies OutboxState);
        const moved = await (receipt.kind === 'delivered'
          ? sent.set({ delivered_at: iso(now) })
          : sent.set({ state: 'dead' satisfies OutboxState, last_error: receipt.reason.slice(0, 500) })
        ).executeTakeFirst();
        return Number(moved.numUpdatedRows) > 0;
      }),
    recordBounce: (ids, bounce) =>
      fromStore(async () => {
        const reason = bounce.reason.slice(0, 500);
        // By its primary key (the Message-ID is made from it), or by the provider's id (indexed): never a table scan.
        const rowId = rowIdOfMessageId(ids.messageId) ?? '';
        const rows = db
          .updateTable('outbox')
          .where('channel', '=', 'email' satisfies MessageChannel)
          .where((eb) => eb.or([eb.and([eb('id', '=', rowId), eb('message_id', '=', ids.messageId)]), eb('provider_message_id', '=', ids.providerMessageId)]));
        // A row already dead keeps the reason it died with; a hard bounce arriving twice changes nothing.
        const moved = await (bounce.fatal
          ? rows.where('state', 'in', ['waiting', 'sending', 'sent'] satisfies OutboxState[]).set({ state: 'dead' satisfies OutboxState, last_error: reason, lease_until: null })
          : rows.where('state', '!=', 'dead' satisfies OutboxState).set({ last_error: reason })
        ).executeTakeFirst();
        if (Number(moved.numUpdatedRows) > 0) return 'recorded' as const;
        const known = await db
          .selectFrom('outbox')
          .select('id')
          .where('channel', '=', 'email' satisfies MessageChannel)
          .where((eb) => eb.or([eb.and([eb('id', '=', rowId), eb('message_id', '=', ids.messageId)]), eb('provider_message_id', '=', ids.providerMessageId)]))
          .executeTakeFirst();
        return known === undefined ? ('unknown' as const) : ('unchanged' as const);
      }),
    oldestDue: (now) =>
      fromStore(async () => {
        const row = await db
          .selectFrom('outbox')
          .select((eb) => eb.fn.min('run_at').as('oldest'))
          .where('state', 'in', ['waiting', 'sending'] satisfies OutboxState[])
          .where('run_at', '<=', iso(now))
          .executeTakeFirst();
        return row?.oldest ? new Date(row.oldest) : null;
      }),
  };
};

const modeOf = (mode: string): BookingMode => ((BOOKING_MODES as readonly string[]).includes(mode) ? (mode as BookingMode) : 'video');

/**
 * Core's AgendaStore: the confirmed sessions of a day, by therapist, and the therapists with an active staff person
 * linked (the first, as the therapist's notices choose). Only the reference, start, mode and the visitor's name are read.
 */
export const createAgendaStore = (db: Kysely<Database>): AgendaStore => ({
  recipients: (from, to) =>
    fromStore(async () => {
      const therapists = await db
        .selectFrom('appointments')
        .select('therapist_id')
        .distinct()
        .where('status', '=', 'confirmed')
        .where('start_at', '>=', iso(from))
        .where('start_at', '<', iso(to))
        .orderBy('therapist_id')
        .execute();
      const recipients = await Promise.all(
        therapists.map(async ({ therapist_id }) => {
          const contact = await therapistContact(db, therapist_id);
          return contact.email === null ? null : { therapistId: therapist_id, therapistName: contact.name, email: contact.email };
        }),
      );
      return recipients.filter((recipient) => recipient !== null);
    }),
  sessions: (therapistId, from, to) =>
    fromStore(async () => {
      const rows = await db
        .selectFrom('appointments')
        .select(['reference', 'start_at', 'mode', 'name'])
        .where('therapist_id', '=', therapistId)
        .where('status', '=', 'confirmed')
        .where('start_at', '>=', iso(from))
        .where('start_at', '<', iso(to))
        .orderBy('start_at')
        .execute();
      return rows.map((row) => ({ reference: row.reference, start: new Date(row.start_at), mode: modeOf(row.mode), visitorName: row.name }));
    }),
  plan: (messages, now) => fromStore(() => db.transaction().execute((trx) => writeMessages(trx, messages, now))),
});
