import { sql, type Kysely } from 'kysely';
import { FREE_CALL_STATUSES, freeCallHourKey, type Booking, type BookingAdded, type BookingStore, type FreeCallStatus } from '@manobal/core';
import type { Database, SessionBookingsTable } from './database.schema';
import { guardianColumns, guardianOfColumns } from './guardian-columns';
import { fromStore, isUniqueViolation } from './store-faults';
import type { StaffListing } from './store.port';

const rowOf = ({ idempotency, receivedAt, markedAt, guardian, ...booking }: Booking, place: number | null): SessionBookingsTable => ({
  ...booking,
  ...guardianColumns(guardian),
  idempotency_key: idempotency?.key ?? null,
  payload_sha256: idempotency?.fingerprint ?? null,
  created_at: receivedAt.toISOString(),
  marked_at: markedAt === null ? null : markedAt.toISOString(),
  place,
});

const isStatus = (status: string): status is FreeCallStatus => (FREE_CALL_STATUSES as readonly string[]).includes(status);

/** A call kept before references existed is known by its id. */
const bookingOf = (row: SessionBookingsTable): Booking => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  age: row.age,
  gender: row.gender,
  problem: row.problem,
  date: row.date,
  time: row.time,
  reference: row.reference ?? row.id,
  status: isStatus(row.status) ? row.status : 'waiting',
  markedAt: row.marked_at === null ? null : new Date(row.marked_at),
  guardian: guardianOfColumns(row),
  idempotency: row.idempotency_key === null ? null : { key: row.idempotency_key, fingerprint: row.payload_sha256 ?? '' },
  receivedAt: new Date(row.created_at),
});

/**
 * The free introductory calls. An hour's capacity is its places 1..callsPerHour, each unique per (date, time): a
 * call takes the first free place, so however many instances race for an hour's last place, the database lets
 * exactly one in. Staff see the waiting calls first, then the newest.
 */
export const createFreeCallStore = (db: Kysely<Database>): BookingStore & StaffListing<Booking> => {
  const findByKey = async (key: string) => (await db.selectFrom('session_bookings').selectAll().where('idempotency_key', '=', key).executeTakeFirst()) ?? null;
  const referenceTaken = async (reference: string) =>
    (await db.selectFrom('session_bookings').select('id').where('reference', '=', reference).executeTakeFirst()) !== undefined;

  /** The hour's places nobody holds, in order, as the database has them now. */
  const freePlaces = async (booking: Booking, callsPerHour: number): Promise<number[]> => {
    const rows = await db.selectFrom('session_bookings').select('place').where('date', '=', booking.date).where('time', '=', booking.time).where('place', 'is not', null).execute();
    const taken = new Set(rows.map((row) => row.place));
    return Array.from({ length: callsPerHour }, (_, i) => i + 1).filter((place) => !taken.has(place));
  };

  // Each round tries only the places that were free when it looked; a place taken meanwhile is a unique violation,
  // and a round ends with fewer free places than it began, so this ends within callsPerHour rounds.
  const addOnce = async (booking: Booking, callsPerHour: number): Promise<BookingAdded> => {
    for (;;) {
      const free = await freePlaces(booking, callsPerHour);
      if (free.length === 0) return { kind: 'hour-full' };
      for (const place of free) {
        try {
          await db.insertInto('session_bookings').values(rowOf(booking, place)).execute();
          return { kind: 'added' };
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          const existing = booking.idempotency ? await findByKey(booking.idempotency.key) : null;
          if (existing) return { kind: 'key-taken', existing: bookingOf(existing) };
          if (await referenceTaken(booking.reference)) return { kind: 'reference-taken' };
          // Someone took this place since we looked: try the next free one.
        }
      }
    }
  };

  return {
    addOnce: (booking, callsPerHour) => fromStore(() => addOnce(booking, callsPerHour)),
    findByIdempotencyKey: (key) =>
      fromStore(async () => {
        const row = await findByKey(key);
        return row ? bookingOf(row) : null;
      }),
    placesTaken: (dates) =>
      fromStore(async () => {
        if (dates.length === 0) return new Map<string, number>();
        const rows = await db
          .selectFrom('session_bookings')
          .select(['date', 'time', (eb) => eb.fn.countAll().as('taken')])
          .where('date', 'in', [...dates])
          .where('place', 'is not', null)
          .groupBy(['date', 'time'])
          .execute();
        return new Map(rows.map((row) => [freeCallHourKey(row), Number(row.taken)]));
      }),
    mark: (id, status, at) =>
      fromStore(async () => {
        const row = await db.updateTable('session_bookings').set({ status, marked_at: at.toISOString() }).where('id', '=', id).returningAll().executeTakeFirst();
        return row ? bookingOf(row) : null;
      }),
    list: async ({ page, limit }) => {
      const [rows, counted] = await Promise.all([
        db
          .selectFrom('session_bookings')
          .selectAll()
          .orderBy(sql`case when status = 'waiting' then 0 else 1 end`)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        db.selectFrom('session_bookings').select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(bookingOf), page, limit, total: Number(counted.total) };
    },
  };
};
