import { PostgresAdapter, sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import {
  BOOKING_MODES,
  calendarDatesTouched,
  DEFAULT_LOCALE,
  parseLocale,
  PHONE_CHANNELS,
  type MessageOptIn,
  type Appointment,
  type AppointmentStatus,
  type AppointmentStore,
  type BookingMode,
  type CalendarVersions,
  type ConfirmOutcome,
  type HoldOutcome,
  type MoveOutcome,
  type RoomFacts,
  type RoomRecords,
} from '@manobal/core';
import type { AppointmentsTable, Database } from './database.schema';
import { coalescedReads } from './coalesced-reads';
import { guardianColumns, guardianOfColumns } from './guardian-columns';
import { writeAppointmentNotices } from './outbox-store';
import { fromStore, isUniqueViolation } from './store-faults';
import {
  confirmCapReached,
  confirmLockKeys,
  countRefusal,
  holdCapReached,
  holdLockKeys,
  lockClientKeys,
  readCapRefusals,
  rememberEndedHolds,
} from './booking-caps-store';

/** PostgreSQL's deadlock and serialization failures: the transaction did nothing and may simply run again. */
const isRetryable = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
};

const TRANSACTION_ATTEMPTS = 3;

/** Thrown inside a transaction to roll it back with an answer (a lost claim, an expired hold). */
class RolledBack<T> extends Error {
  constructor(readonly answer: T) {
    super('rolled back');
  }
}

/** Runs `work` in one transaction; a RolledBack answer undoes it and is returned; a deadlock runs it again. */
const inTransaction = async <T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (error instanceof RolledBack) return error.answer as T;
      if (!isRetryable(error) || attempt >= TRANSACTION_ATTEMPTS) throw error;
    }
  }
};

const iso = (instant: Date): string => instant.toISOString();

/** The opt-ins as their column keeps them: JSON with instants as ISO text; null when there are none. */
const optInsColumn = (optIns: readonly MessageOptIn[]): string | null =>
  optIns.length === 0 ? null : JSON.stringify(optIns.map((optIn) => ({ ...optIn, givenAt: iso(optIn.givenAt) })));

const optInsOf = (column: string | null): MessageOptIn[] => {
  if (column === null) return [];
  const kept = JSON.parse(column) as (Omit<MessageOptIn, 'givenAt'> & { givenAt: string })[];
  return kept.filter((optIn) => (PHONE_CHANNELS as readonly string[]).includes(optIn.channel)).map((optIn) => ({ ...optIn, givenAt: new Date(optIn.givenAt) }));
};

const isBookingMode = (mode: string): mode is BookingMode => (BOOKING_MODES as readonly string[]).includes(mode);

export const appointmentOf = (row: Selectable<AppointmentsTable>): Appointment => ({
  id: row.id,
  reference: row.reference,
  therapistId: row.therapist_id,
  start: new Date(row.start_at),
  end: new Date(row.end_at),
  mode: isBookingMode(row.mode) ? row.mode : 'video',
  feeInr: Number(row.fee_inr),
  status: row.status === 'cancelled' ? 'cancelled' : 'confirmed',
  person: {
    name: row.name,
    email: row.email,
    phone: row.phone,
    age: Number(row.age),
    notesSealed: row.notes_encrypted,
    intakeSealed: row.intake_encrypted,
    guardian: guardianOfColumns(row),
    timeZone: row.time_zone,
    // A language core no longer has is read as English, as a row in an unknown language is rendered.
    locale: parseLocale(row.locale) ?? DEFAULT_LOCALE,
  },
  manageTokenHash: row.manage_token_hash,
  userId: row.user_id,
  idempotency: row.idempotency_key === null ? null : { key: row.idempotency_key, fingerprint: row.payload_sha256 ?? '' },
  createdAt: new Date(row.created_at),
  madeFrom: row.client_device !== null && row.client_address !== null ? { device: row.client_device, address: row.client_address } : null,
  cancelReason: row.cancel_reason,
  sequence: Number(row.sequence),
  cancelledLate: Number(row.cancelled_late) === 1,
  attendance: row.attendance === 'attended' || row.attendance === 'no-show' ? row.attendance : null,
  optIns: optInsOf(row.message_opt_ins),
  roomFacts: roomFactsOf(row),
});

const instantOrNull = (value: string | null): Date | null => (value === null ? null : new Date(value));

const roomFactsOf = (row: Selectable<AppointmentsTable>): RoomFacts => ({
  visitorJoinedAt: instantOrNull(row.visitor_joined_at),
  visitorLeftAt: instantOrNull(row.visitor_left_at),
  therapistJoinedAt: instantOrNull(row.therapist_joined_at),
  therapistLeftAt: instantOrNull(row.therapist_left_at),
  consent:
    row.consent_at !== null && row.consent_words !== null && row.consent_version !== null
      ? { at: new Date(row.consent_at), words: row.consent_words, version: Number(row.consent_version), locale: parseLocale(row.consent_locale) ?? DEFAULT_LOCALE }
      : null,
});

/**
 * The room's facts, each written by one update: the first join and the first consent stay, a join clears the leave
 * (so a person is in the room while joined and not left) and the last leave wins.
 */
export const createRoomRecords = (db: Kysely<Database>): RoomRecords => ({
  recordConsent: (appointmentId, consent) =>
    fromStore(async () => {
      await db
        .updateTable('appointments')
        .set({ consent_at: iso(consent.at), consent_words: consent.words, consent_version: consent.version, consent_locale: consent.locale })
        .where('id', '=', appointmentId)
        .where('consent_at', 'is', null)
        .execute();
    }),
  recordPresence: (appointmentId, role, event, at) =>
    fromStore(async () => {
      if (event === 'left') {
        await db
          .updateTable('appointments')
          .set(role === 'visitor' ? { visitor_left_at: iso(at) } : { therapist_left_at: iso(at) })
          .where('id', '=', appointmentId)
          .execute();
        return;
      }
      // A join clears the last leave (the person is in the room again) and keeps the first join's time.
      await db
        .updateTable('appointments')
        .set((eb) =>
          role === 'visitor'
            ? { visitor_joined_at: eb.fn.coalesce('visitor_joined_at', eb.val(iso(at))), visitor_left_at: null }
            : { therapist_joined_at: eb.fn.coalesce('therapist_joined_at', eb.val(iso(at))), therapist_left_at: null },
        )
        .where('id', '=', appointmentId)
        .execute();
    }),
});

/**
 * Claims each cell for `owner`, taking over a claim that has expired (or that `owner` holds already); returns how
 * many cells it now owns. One statement per claim: the unique (therapist_id, cell) key makes a concurrent claimer
 * wait for this transaction and then find the cell taken. Cells go in ascending order, so two claimers of
 * overlapping times lock in the same order and never deadlock.
 */
const claimCells = async (trx: Transaction<Database>, therapistId: string, cells: readonly Date[], owner: string, expiresAt: Date | null, now: Date) => {
  const claimed = await trx
    .insertInto('appointment_claims')
    .values([...cells].sort((a, b) => a.getTime() - b.getTime()).map((cell) => ({ therapist_id: therapistId, cell: iso(cell), owner_id: owner, expires_at: expiresAt && iso(expiresAt) })))
    .onConflict((conflict) =>
      conflict
        .columns(['therapist_id', 'cell'])
        .doUpdateSet({ owner_id: (eb) => eb.ref('excluded.owner_id'), expires_at: (eb) => eb.ref('excluded.expires_at') })
        .where((eb) =>
          eb.or([
            eb.and([eb('appointment_claims.expires_at', 'is not', null), eb('appointment_claims.expires_at', '<=', iso(now))]),
            eb('appointment_claims.owner_id', '=', owner),
          ]),
        ),
    )
    .returning('cell')
    .execute();
  return claimed.length;
};

/** Expired holds of the therapist go in the transaction that claims: their cells were just taken over or are free. */
const forgetExpiredHolds = async (trx: Transaction<Database>, therapistId: string, now: Date) => {
  await rememberEndedHolds(trx, { therapistId, endedBy: now });
  await trx.deleteFrom('appointment_holds').where('therapist_id', '=', therapistId).where('expires_at', '<=', iso(now)).execute();
};

/**
 * Adds one to the calendar version of every IST date the spans can change (core's calendarDatesTouched), in the
 * caller's transaction: a slot list cached on any instance sees the change the moment it commits. Rows go in
 * ascending order, after the claims, so two transactions lock them in the same order and never deadlock.
 */
const bumpCalendar = async (trx: Transaction<Database>, spans: readonly { readonly therapistId: string; readonly start: Date; readonly end: Date }[]) => {
  const keys = new Set(spans.flatMap((span) => calendarDatesTouched(span.start, span.end).map((date) => `${span.therapistId}\u0000${date}`)));
  const rows = [...keys].sort().map((key) => {
    const [therapistId = '', date = ''] = key.split('\u0000');
    return { therapist_id: therapistId, date, version: 1 };
  });
  if (rows.length === 0) return;
  await trx
    .insertInto('calendar_versions')
    .values(rows)
    .onConflict((conflict) => conflict.columns(['therapist_id', 'date']).doUpdateSet({ version: (eb) => eb('calendar_versions.version', '+', 1) }))
    .execute();
};

const spanOf = (row: { therapist_id: string; start_at: string; end_at: string }) => ({ therapistId: row.therapist_id, start: new Date(row.start_at), end: new Date(row.end_at) });

/**
 * Core's AppointmentStore over the migrated tables (0005), the same on SQLite and PostgreSQL. Each change writes the
 * messages it causes to the outbox in its own transaction: a booking rolled back leaves no message behind.
 */
export const createAppointmentStore = (db: Kysely<Database>): AppointmentStore => {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const findBy = async (column: 'reference' | 'idempotency_key' | 'id', value: string) => {
    const row = await db.selectFrom('appointments').selectAll().where(column, '=', value).executeTakeFirst();
    return row ? appointmentOf(row) : null;
  };

  // Every slot list reads these first; concurrent lists of one therapist and range share one read (coalesced-reads.ts).
  const calendarVersions = coalescedReads(async (key: string): Promise<CalendarVersions> => {
    const [therapistId = '', from = '', to = ''] = JSON.parse(key) as string[];
    // One round trip: the dates' rows, and the therapist's entry version as a row with no date.
    const rows = await db
      .selectFrom('calendar_versions')
      .select(['date', 'version'])
      .where('therapist_id', '=', therapistId)
      .where('date', '>=', from)
      .where('date', '<=', to)
      .unionAll(db.selectFrom('therapists').select([sql<string>`''`.as('date'), 'calendar_generation as version']).where('id', '=', therapistId))
      .execute();
    const entry = rows.find((row) => row.date === '');
    return { entry: entry === undefined ? null : Number(entry.version), dates: new Map(rows.filter((row) => row.date !== '').map((row) => [row.date, Number(row.version)])) };
  });

  return {
    taken: (therapistId, from, to, now, exceptOwner) =>
      fromStore(async () => {
        const holds = db
          .selectFrom('appointment_holds')
          .select(['start_at', 'end_at', 'expires_at'])
          .where('therapist_id', '=', therapistId)
          .where('expires_at', '>', iso(now))
          .where('start_at', '<', iso(to))
          .where('end_at', '>', iso(from))
          .where('id', '!=', exceptOwner ?? '');
        const rows = await db
          .selectFrom('appointments')
          .select(['start_at', 'end_at', sql<string | null>`null`.as('expires_at')])
          .where('therapist_id', '=', therapistId)
          .where('status', '=', 'confirmed')
          .where('start_at', '<', iso(to))
          .where('end_at', '>', iso(from))
          .where('id', '!=', exceptOwner ?? '')
          .unionAll(holds)
          .execute();
        return rows.map((row) => ({ start: new Date(row.start_at), end: new Date(row.end_at), ...(row.expires_at === null ? {} : { until: new Date(row.expires_at) }) }));
      }),

    calendarVersions: (therapistId, from, to) => fromStore(() => calendarVersions(JSON.stringify([therapistId, from, to]))),

    hold: (hold, now, limits) =>
      fromStore(async () => {
        const outcome = await inTransaction(db, async (trx): Promise<HoldOutcome> => {
          await lockClientKeys(trx, holdLockKeys(hold.client), now);
          const capped = await holdCapReached(trx, hold, limits, now);
          if (capped !== null) throw new RolledBack<HoldOutcome>(capped);
          const claimed = await claimCells(trx, hold.therapistId, hold.cells, hold.id, hold.expiresAt, now);
          if (claimed !== hold.cells.length) throw new RolledBack('taken' as const);
          await forgetExpiredHolds(trx, hold.therapistId, now);
          await trx
            .insertInto('appointment_holds')
            .values({
              id: hold.id,
              therapist_id: hold.therapistId,
              start_at: iso(hold.start),
              end_at: iso(hold.end),
              mode: hold.mode,
              fee_inr: hold.feeInr,
              cell_count: hold.cells.length,
              expires_at: iso(hold.expiresAt),
              created_at: iso(hold.createdAt),
              client_device: hold.client.device,
              client_address: hold.client.address,
            })
            .execute();
          await bumpCalendar(trx, [hold]);
          return 'held' as const;
        });
        if (outcome !== 'held' && outcome !== 'taken') await countRefusal(db, outcome);
        return outcome;
      }),

    confirm: (holdId, confirmation, now, limits) =>
      fromStore(async (): Promise<ConfirmOutcome> => {
        const key = confirmation.idempotency?.key;
        try {
          const outcome = await inTransaction(db, async (trx): Promise<ConfirmOutcome> => {
            const hold = await trx.selectFrom('appointment_holds').selectAll().where('id', '=', holdId).executeTakeFirst();
            if (!hold || hold.expires_at <= iso(now)) throw new RolledBack<ConfirmOutcome>({ kind: 'hold-expired' });
            await lockClientKeys(trx, confirmLockKeys(confirmation.client, limits), now);
            const capped = await confirmCapReached(trx, confirmation.client, limits);
            if (capped !== null) throw new RolledBack<ConfirmOutcome>({ kind: 'capped', cap: capped });
            const row: AppointmentsTable = {
              id: confirmation.id,
              reference: confirmation.reference,
              therapist_id: hold.therapist_id,
              start_at: hold.start_at,
              end_at: hold.end_at,
              mode: hold.mode,
              fee_inr: hold.fee_inr,
              status: 'confirmed',
              name: confirmation.person.name,
              email: confirmation.person.email,
              phone: confirmation.person.phone,
              age: confirmation.person.age,
              notes_encrypted: confirmation.person.notesSealed,
              intake_encrypted: confirmation.person.intakeSealed,
              ...guardianColumns(confirmation.person.guardian),
              guardian_check: confirmation.person.guardian === null ? 0 : 1,
              manage_token_hash: confirmation.manageTokenHash,
              user_id: confirmation.userId,
              idempotency_key: key ?? null,
              payload_sha256: confirmation.idempotency?.fingerprint ?? null,
              created_at: iso(confirmation.createdAt),
              sequence: 0,
              cancelled_late: 0,
              visitor_joined_at: null,
              visitor_left_at: null,
              therapist_joined_at: null,
              therapist_left_at: null,
              consent_at: null,
              consent_words: null,
              consent_version: null,
              consent_locale: null,
              time_zone: confirmation.person.timeZone ?? null,
              locale: confirmation.person.locale,
              client_device: confirmation.client.device,
              client_address: confirmation.client.address,
              phone_key: limits.phoneKey,
              email_key: limits.emailKey,
              cancel_reason: null,
              cancelled_at: null,
              attendance: null,
              attendance_marked_at: null,
              message_opt_ins: optInsColumn(confirmation.optIns ?? []),
            };
            // The row first: a twin of this request (same key) waits here on the unique key and then fails it.
            await trx.insertInto('appointments').values(row).execute();
            const kept = await trx
              .updateTable('appointment_claims')
              .set({ owner_id: confirmation.id, expires_at: null })
              .where('owner_id', '=', holdId)
              .where('expires_at', '>', iso(now))
              .returning('cell')
              .execute();
            if (kept.length !== Number(hold.cell_count)) throw new RolledBack<ConfirmOutcome>({ kind: 'hold-expired' });
            await trx.deleteFrom('appointment_holds').where('id', '=', holdId).execute();
            const appointment = appointmentOf(row);
            await writeAppointmentNotices(trx, { kind: 'confirmed', appointment }, now);
            return { kind: 'confirmed', appointment };
          });
          // A twin of this request (same key) may have confirmed the hold a moment ago: that is a retry's answer.
          const twin = outcome.kind === 'hold-expired' && key !== undefined ? await findBy('idempotency_key', key) : null;
          if (outcome.kind === 'capped') await countRefusal(db, outcome.cap);
          return twin ? { kind: 'key-taken', existing: twin } : outcome;
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          const existing = key === undefined ? null : await findBy('idempotency_key', key);
          return existing ? { kind: 'key-taken', existing } : { kind: 'reference-taken' };
        }
      }),

    findByReference: (reference) => fromStore(() => findBy('reference', reference)),
    findByIdempotencyKey: (key) => fromStore(() => findBy('idempotency_key', key)),

    release: (holdId) =>
      fromStore(() =>
        inTransaction(db, async (trx) => {
          const hold = await trx.selectFrom('appointment_holds').select(['therapist_id', 'start_at', 'end_at']).where('id', '=', holdId).executeTakeFirst();
          await rememberEndedHolds(trx, { holdId });
          // Only the hold's own claims, and only while they are a hold's (a confirmed appointment's have no expiry).
          await trx.deleteFrom('appointment_claims').where('owner_id', '=', holdId).where('expires_at', 'is not', null).execute();
          await trx.deleteFrom('appointment_holds').where('id', '=', holdId).execute();
          if (hold) await bumpCalendar(trx, [spanOf(hold)]);
        }),
      ),

    cancel: (appointmentId, now, late) =>
      fromStore(() =>
        inTransaction(db, async (trx): Promise<MoveOutcome> => {
          const row = await trx
            .updateTable('appointments')
            .set((eb) => ({ status: 'cancelled' satisfies AppointmentStatus, cancelled_late: late ? 1 : 0, sequence: eb('sequence', '+', 1) }))
            .where('id', '=', appointmentId)
            .where('status', '=', 'confirmed')
            .returningAll()
            .executeTakeFirst();
          if (!row) return { kind: 'gone' };
          await trx.deleteFrom('appointment_claims').where('owner_id', '=', appointmentId).execute();
          await bumpCalendar(trx, [spanOf(row)]);
          const appointment = appointmentOf(row);
          await writeAppointmentNotices(trx, { kind: 'cancelled', appointment, by: 'visitor', reason: null }, now);
          return { kind: 'moved', appointment };
        }),
      ),

    reschedule: (appointmentId, start, end, cells, now) =>
      fromStore(() =>
        inTransaction(db, async (trx): Promise<MoveOutcome> => {
          // Reading the row locks it (PostgreSQL), so a cancel or another reschedule of it waits for this one, and the
          // start read here is the one this move replaces.
          const before = await trx
            .selectFrom('appointments')
            .select(['therapist_id', 'start_at', 'end_at'])
            .where('id', '=', appointmentId)
            .$if(postgres, (query) => query.forUpdate())
            .executeTakeFirst();
          const row = await trx
            .updateTable('appointments')
            .set((eb) => ({ start_at: iso(start), end_at: iso(end), sequence: eb('sequence', '+', 1) }))
            .where('id', '=', appointmentId)
            .where('status', '=', 'confirmed')
            .returningAll()
            .executeTakeFirst();
          if (!row) return { kind: 'gone' };
          const claimed = await claimCells(trx, row.therapist_id, cells, appointmentId, null, now);
          if (claimed !== cells.length) throw new RolledBack<MoveOutcome>({ kind: 'taken' });
          await trx
            .deleteFrom('appointment_claims')
            .where('owner_id', '=', appointmentId)
            .where('cell', 'not in', cells.map(iso))
            .execute();
          await forgetExpiredHolds(trx, row.therapist_id, now);
          await bumpCalendar(trx, before ? [spanOf(before), spanOf(row)] : [spanOf(row)]);
          const appointment = appointmentOf(row);
          await writeAppointmentNotices(trx, { kind: 'moved', appointment, previousStart: new Date(before?.start_at ?? row.start_at) }, now);
          return { kind: 'moved', appointment };
        }),
      ),

    listForUser: (userId) =>
      fromStore(async () => {
        const rows = await db.selectFrom('appointments').selectAll().where('user_id', '=', userId).orderBy('start_at').execute();
        return rows.map(appointmentOf);
      }),

    listForStaff: (filter, { page, limit }) =>
      fromStore(async () => {
        let query = db.selectFrom('appointments');
        if (filter.therapistId !== undefined) query = query.where('therapist_id', '=', filter.therapistId);
        if (filter.from !== undefined) query = query.where('start_at', '>=', iso(filter.from));
        if (filter.to !== undefined) query = query.where('start_at', '<', iso(filter.to));
        if (filter.status !== undefined) query = query.where('status', '=', filter.status);
        if (filter.attendance !== undefined) query = query.where('attendance', '=', filter.attendance);
        if (filter.endsAfter !== undefined) query = query.where('end_at', '>', iso(filter.endsAfter));
        if (filter.endedBy !== undefined) query = query.where('end_at', '<=', iso(filter.endedBy));
        const direction = filter.order === 'latest-first' ? 'desc' : 'asc';
        const counted = await query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirst();
        const rows = await query
          .selectAll()
          .orderBy('start_at', direction)
          .orderBy('id', direction)
          .limit(limit)
          .offset((page - 1) * limit)
          .execute();
        return { items: rows.map(appointmentOf), page, limit, total: Number(counted?.count ?? 0) };
      }),

    cancelMany: (selection, reason, now) =>
      fromStore(() =>
        inTransaction(db, async (trx) => {
          let chosen = trx.updateTable('appointments').where('status', '=', 'confirmed');
          if ('references' in selection) chosen = chosen.where('reference', 'in', [...selection.references]);
          else {
            const { device, address } = selection.madeFrom;
            if (device !== undefined) chosen = chosen.where('client_device', '=', device);
            if (address !== undefined) chosen = chosen.where('client_address', '=', address);
            chosen = chosen.where('created_at', '>=', iso(selection.madeAfter)).where('created_at', '<', iso(selection.madeBefore));
          }
          const rows = await chosen
            .set((eb) => ({ status: 'cancelled' satisfies AppointmentStatus, cancel_reason: reason, cancelled_at: iso(now), sequence: eb('sequence', '+', 1) }))
            .returningAll()
            .execute();
          if (rows.length > 0) await trx.deleteFrom('appointment_claims').where('owner_id', 'in', rows.map((row) => row.id)).execute();
          await bumpCalendar(trx, rows.map(spanOf));
          const cancelled = rows.map(appointmentOf).sort((a, b) => a.start.getTime() - b.start.getTime());
          for (const appointment of cancelled) await writeAppointmentNotices(trx, { kind: 'cancelled', appointment, by: 'staff', reason }, now);
          return cancelled;
        }),
      ),

    markAttendance: (appointmentId, mark, now) =>
      fromStore(() =>
        inTransaction(db, async (trx) => {
          const row = await trx
            .updateTable('appointments')
            .set({ attendance: mark, attendance_marked_at: iso(now) })
            .where('id', '=', appointmentId)
            .where('status', '=', 'confirmed')
            .where('end_at', '<=', iso(now))
            .returningAll()
            .executeTakeFirst();
          if (!row) return { kind: 'gone' as const };
          const appointment = appointmentOf(row);
          if (mark === 'no-show') await writeAppointmentNotices(trx, { kind: 'missed', appointment }, now);
          return { kind: 'marked' as const, appointment };
        }),
      ),

    capRefusals: () => fromStore(() => readCapRefusals(db)),
  };
};

/** Logged-out access tokens by id, until they would have expired anyway; every instance reads the same table. */
export const createRevokedTokens = (db: Kysely<Database>) => ({
  revoke: async (tokenId: string, expiresAt: Date, now: Date): Promise<void> => {
    await db
      .insertInto('revoked_tokens')
      .values({ token_id: tokenId, expires_at: iso(expiresAt) })
      .onConflict((conflict) => conflict.column('token_id').doNothing())
      .execute();
    await db.deleteFrom('revoked_tokens').where('expires_at', '<=', iso(now)).execute();
  },
  isRevoked: async (tokenId: string): Promise<boolean> =>
    (await db.selectFrom('revoked_tokens').select(sql<number>`1`.as('one')).where('token_id', '=', tokenId).executeTakeFirst()) !== undefined,
});

export type RevokedTokens = ReturnType<typeof createRevokedTokens>;
