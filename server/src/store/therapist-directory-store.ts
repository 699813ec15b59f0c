import { sql, type Kysely, type Selectable } from 'kysely';
import { okAsync, type ResultAsync } from 'neverthrow';
import type { AvailabilityReader, BookableTherapist, DirectoryEntry, StoreUnavailable, Therapist, TherapistEditor } from '@manobal/core';
import type { Database, TherapistsTable } from './database.schema';
import { fromStore } from './store-faults';

type Row = Selectable<TherapistsTable>;

type Profile = Omit<Therapist, 'id' | 'active' | 'sample'>;

/** The stored profile: everything but the id and the active and sample flags, which have columns of their own. */
const profileWithout = ({ id: _id, active: _active, sample: _sample, ...profile }: Therapist): Profile => profile;

const entryOf = (row: Row): DirectoryEntry => ({
  therapist: { id: row.id, ...(JSON.parse(row.profile) as Profile), active: row.active === 1, sample: Number(row.sample) === 1 },
  // An availability written before date overrides existed reads as having none.
  availability: { dateOverrides: [], ...(JSON.parse(row.availability) as Partial<DirectoryEntry['availability']>) } as DirectoryEntry['availability'],
});

const rowOf = ({ therapist, availability }: DirectoryEntry, now: string): Row => ({
  id: therapist.id,
  profile: JSON.stringify(profileWithout(therapist)),
  availability: JSON.stringify(availability),
  active: therapist.active ? 1 : 0,
  sample: therapist.sample ? 1 : 0,
  created_at: now,
  updated_at: now,
  calendar_generation: 0,
});

/** Every update of a therapist's row raises its version in the same statement (see calendarVersions). */
const NEXT_VERSION = sql<number>`calendar_generation + 1`;

/** The therapist directory in the store: what booking reads (AvailabilityReader), what staff change, what the seed writes. */
export interface TherapistDirectoryStore extends AvailabilityReader, TherapistEditor {
  /** Active and inactive therapists, by name. */
  list(): ResultAsync<readonly DirectoryEntry[], StoreUnavailable>;
  /**
   * Adds each entry whose id the directory does not hold yet, as a sample (the seeder writes only samples, and
   * `replace` never changes the flag); an existing therapist (perhaps edited by staff) is
   * left as it is, so a restart never duplicates or overwrites. Answers how many were added.
   */
  seed(entries: readonly DirectoryEntry[], now: Date): Promise<number>;
}

/** An id no therapist can have (therapistIdSchema allows 60 characters): not worth a query. */
const TOO_LONG_FOR_AN_ID = 200;

/** How often a change of availability is tried again when another write to the same row came between. */
const AVAILABILITY_WRITE_ATTEMPTS = 20;

export const createTherapistDirectoryStore = (db: Kysely<Database>): TherapistDirectoryStore => {
  const findRow = (id: string) => db.selectFrom('therapists').selectAll().where('id', '=', id).executeTakeFirst();
  const addEntry = async (entry: DirectoryEntry, now: Date): Promise<'added' | 'exists'> => {
    const result = await db
      .insertInto('therapists')
      .values(rowOf(entry, now.toISOString()))
      .onConflict((conflict) => conflict.column('id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0 ? 'added' : 'exists';
  };
  /**
   * Compare-and-set on the availability text: the change is applied to what the row holds and written only if
   * the row still holds it, so concurrent changes (on any instance, either engine) are never lost.
   */
  const changeAvailability = async (id: string, change: (current: DirectoryEntry['availability']) => DirectoryEntry['availability'], now: Date) => {
    for (let attempt = 0; attempt < AVAILABILITY_WRITE_ATTEMPTS; attempt += 1) {
      const row = await findRow(id);
      if (!row) return null;
      const next = change(entryOf(row).availability);
      const written = await db
        .updateTable('therapists')
        .set({ availability: JSON.stringify(next), updated_at: now.toISOString(), calendar_generation: NEXT_VERSION })
        .where('id', '=', id)
        .where('availability', '=', row.availability)
        .executeTakeFirst();
      if (Number(written.numUpdatedRows) > 0) return next;
    }
    throw new Error(`the availability of therapist ${id} kept changing under ${AVAILABILITY_WRITE_ATTEMPTS} attempts`);
  };
  return {
    list: () =>
      fromStore(() => db.selectFrom('therapists').selectAll().execute()).map((rows) =>
        rows.map(entryOf).sort((a, b) => a.therapist.name.localeCompare(b.therapist.name)),
      ),
    find: (id) => (id.length > TOO_LONG_FOR_AN_ID ? okAsync(null) : fromStore(() => findRow(id)).map((row) => (row ? entryOf(row) : null))),
    add: (entry, now) => fromStore(() => addEntry(entry, now)),
    replace: (therapist, now) =>
      fromStore(() =>
        db
          .updateTable('therapists')
          .set({ profile: JSON.stringify(profileWithout(therapist)), active: therapist.active ? 1 : 0, updated_at: now.toISOString(), calendar_generation: NEXT_VERSION })
          .where('id', '=', therapist.id)
          .executeTakeFirst(),
      ).map((result) => Number(result.numUpdatedRows) > 0),
    changeAvailability: (id, change, now) => fromStore(() => changeAvailability(id, change, now)),
    bookable: (therapistId) =>
      therapistId.length > TOO_LONG_FOR_AN_ID
        ? okAsync(null)
        : fromStore(() => findRow(therapistId)).map((row): BookableTherapist | null => {
            if (!row) return null;
            const { therapist, availability } = entryOf(row);
            return { id: therapist.id, feeInr: therapist.fee_inr, active: therapist.active, availability };
          }),
    seed: async (entries, now) => {
      let added = 0;
      for (const entry of entries) if ((await addEntry({ ...entry, therapist: { ...entry.therapist, sample: true } }, now)) === 'added') added += 1;
      return added;
    },
  };
};
