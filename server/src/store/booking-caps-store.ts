import { sql, type Kysely, type Transaction } from 'kysely';
import { BOOKING_CAP_IDS, type BookingCap, type BookingClient, type ConfirmCap, type ConfirmLimits, type Hold, type HoldCap, type HoldLimits } from '@manobal/core';
import type { Database } from './database.schema';

// The booking caps as the database checks them, inside the transaction that holds or confirms (appointment-store.ts).

const iso = (instant: Date): string => instant.toISOString();

const countOf = async (query: { executeTakeFirst(): Promise<{ count: string | number | bigint } | undefined> }): Promise<number> =>
  Number((await query.executeTakeFirst())?.count ?? 0);

/**
 * Locks one row per client key, in one order, before anything is counted: on PostgreSQL a second transaction for the
 * same address, device, phone or e-mail waits here until the first has committed, so two instances never both see
 * room for one more. (SQLite runs one write transaction at a time.)
 */
export const lockClientKeys = async (trx: Transaction<Database>, keys: readonly string[], now: Date): Promise<void> => {
  for (const key of [...new Set(keys)].sort()) {
    await trx
      .insertInto('booking_client_locks')
      .values({ client_key: key, touched_at: iso(now) })
      .onConflict((conflict) => conflict.column('client_key').doUpdateSet({ touched_at: iso(now) }))
      .execute();
  }
};

/** The first hold cap `hold` would break, or null when it may be held. */
export const holdCapReached = async (trx: Transaction<Database>, hold: Hold, limits: HoldLimits, now: Date): Promise<HoldCap | null> => {
  const { device, address } = hold.client;
  const ended = await countOf(
    trx
      .selectFrom('appointment_holds')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('client_device', '=', device)
      .where('therapist_id', '=', hold.therapistId)
      .where('start_at', '=', iso(hold.start))
      .where('expires_at', '<=', iso(now))
      .where('expires_at', '>', iso(limits.releasedAfter)),
  );
  const cooling = await countOf(
    trx
      .selectFrom('hold_cooldowns')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('client_device', '=', device)
      .where('therapist_id', '=', hold.therapistId)
      .where('start_at', '=', iso(hold.start))
      .where('ended_at', '>', iso(limits.releasedAfter)),
  );
  if (ended + cooling > 0) return 'recently-released';

  const liveHolds = trx.selectFrom('appointment_holds').where('expires_at', '>', iso(now));
  const deviceHolds = await liveHolds.select(['therapist_id']).where('client_device', '=', device).execute();
  if (deviceHolds.filter((row) => row.therapist_id === hold.therapistId).length >= limits.holdsPerDeviceAndTherapist) return 'device-therapist-holds';
  if (deviceHolds.length >= limits.holdsPerDevice) return 'device-holds';
  if ((await countOf(liveHolds.select((eb) => eb.fn.countAll().as('count')).where('client_address', '=', address))) >= limits.holdsPerAddress) return 'address-holds';

  const week = limits.addressTherapistWeek;
  const heldThisWeek = await countOf(
    liveHolds
      .select((eb) => eb.fn.countAll().as('count'))
      .where('client_address', '=', address)
      .where('therapist_id', '=', hold.therapistId)
      .where('start_at', '>=', iso(week.from))
      .where('start_at', '<', iso(week.to)),
  );
  const bookedThisWeek = await countOf(
    trx
      .selectFrom('appointments')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('status', '=', 'confirmed')
      .where('client_address', '=', address)
      .where('therapist_id', '=', hold.therapistId)
      .where('start_at', '>=', iso(week.from))
      .where('start_at', '<', iso(week.to)),
  );
  return heldThisWeek + bookedThisWeek >= week.max ? 'address-therapist-week' : null;
};

/** The first confirm cap a booking from `client` for this phone and e-mail would break, or null. */
export const confirmCapReached = async (trx: Transaction<Database>, client: BookingClient, limits: ConfirmLimits): Promise<ConfirmCap | null> => {
  const since = iso(limits.since);
  const madeSince = () => trx.selectFrom('appointments').select((eb) => eb.fn.countAll().as('count')).where('created_at', '>', since);
  if ((await countOf(madeSince().where('phone_key', '=', limits.phoneKey))) >= limits.bookingsPerContact) return 'contact-bookings';
  if ((await countOf(madeSince().where('email_key', '=', limits.emailKey))) >= limits.bookingsPerContact) return 'contact-bookings';
  if ((await countOf(madeSince().where('client_address', '=', client.address))) >= limits.bookingsPerAddress) return 'address-bookings';
  return null;
};

/**
 * Holds that ended leave a cool-down row for their device, so the time cannot be held again by it at once; rows
 * older than a day are pruned on the way (the cool-down is minutes).
 */
export const rememberEndedHolds = async (trx: Transaction<Database>, holds: { readonly therapistId: string; readonly endedBy: Date } | { readonly holdId: string }): Promise<void> => {
  let ended = trx
    .selectFrom('appointment_holds')
    .select(['client_device', 'therapist_id', 'start_at', 'expires_at as ended_at'])
    .where('client_device', 'is not', null);
  ended = 'holdId' in holds ? ended.where('id', '=', holds.holdId) : ended.where('therapist_id', '=', holds.therapistId).where('expires_at', '<=', iso(holds.endedBy));
  const rows = await ended.execute();
  if (rows.length > 0) {
    await trx
      .insertInto('hold_cooldowns')
      .values(rows.map((row) => ({ client_device: row.client_device ?? '', therapist_id: row.therapist_id, start_at: row.start_at, ended_at: row.ended_at })))
      .execute();
  }
  if ('therapistId' in holds) await trx.deleteFrom('hold_cooldowns').where('ended_at', '<', iso(new Date(holds.endedBy.getTime() - 86_400_000))).execute();
};

/** One more refusal by `cap`, kept in the store so every instance adds to the same count. */
export const countRefusal = async (db: Kysely<Database>, cap: BookingCap): Promise<void> => {
  await db
    .insertInto('booking_cap_refusals')
    .values({ cap, refused: 1 })
    .onConflict((conflict) => conflict.column('cap').doUpdateSet({ refused: sql<number>`booking_cap_refusals.refused + 1` }))
    .execute();
};

/** Every cap's refusals so far (0 for a cap that never refused). */
export const readCapRefusals = async (db: Kysely<Database>): Promise<Record<BookingCap, number>> => {
  const rows = await db.selectFrom('booking_cap_refusals').select(['cap', 'refused']).execute();
  const counted = new Map(rows.map((row) => [row.cap, Number(row.refused)]));
  return Object.fromEntries(BOOKING_CAP_IDS.map((cap) => [cap, counted.get(cap) ?? 0])) as Record<BookingCap, number>;
};

/** The rows a hold and a confirm lock, by what they count. */
export const holdLockKeys = (client: BookingClient): string[] => [`address:${client.address}`, `device:${client.device}`];
export const confirmLockKeys = (client: BookingClient, limits: ConfirmLimits): string[] => [`address:${client.address}`, `phone:${limits.phoneKey}`, `email:${limits.emailKey}`];
