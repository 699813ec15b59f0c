import type { Kysely, Selectable } from 'kysely';
import { okAsync, type ResultAsync } from 'neverthrow';
import type { AvailabilityReader, BookableTherapist, DirectoryEntry, StoreUnavailable, Therapist } from '@manobal/core';
import type { Database, TherapistsTable } from './database.schema';
import { fromStore } from './store-faults';

type Row = Selectable<TherapistsTable>;

const entryOf = (row: Row): DirectoryEntry => ({
  therapist: { id: row.id, ...(JSON.parse(row.profile) as Omit<Therapist, 'id' | 'active'>), active: row.active === 1 },
  availability: JSON.parse(row.availability) as DirectoryEntry['availability'],
});

const rowOf = ({ therapist, availability }: DirectoryEntry, now: string): Row => {
  const { id, active, ...profile } = therapist;
  return { id, profile: JSON.stringify(profile), availability: JSON.stringify(availability), active: active ? 1 : 0, created_at: now, updated_at: now };
};

/** The therapist directory in the store: what booking reads (AvailabilityReader) and what the seed writes. */
export interface TherapistDirectoryStore extends AvailabilityReader {
  /** Active and inactive therapists, by name. */
  list(): ResultAsync<readonly DirectoryEntry[], StoreUnavailable>;
  /**
   * Adds each entry whose id the directory does not hold yet; an existing therapist (perhaps edited by staff) is
   * left as it is, so a restart never duplicates or overwrites. Answers how many were added.
   */
  seed(entries: readonly DirectoryEntry[], now: Date): Promise<number>;
}

export const createTherapistDirectoryStore = (db: Kysely<Database>): TherapistDirectoryStore => ({
  list: () =>
    fromStore(() => db.selectFrom('therapists').selectAll().execute()).map((rows) =>
      rows.map(entryOf).sort((a, b) => a.therapist.name.localeCompare(b.therapist.name)),
    ),
  bookable: (therapistId) =>
    therapistId.length > 200
      ? okAsync(null)
      : fromStore(() => db.selectFrom('therapists').selectAll().where('id', '=', therapistId).executeTakeFirst()).map((row): BookableTherapist | null => {
          if (!row) return null;
          const { therapist, availability } = entryOf(row);
          return { id: therapist.id, feeInr: therapist.fee_inr, active: therapist.active, availability };
        }),
  seed: async (entries, now) => {
    let added = 0;
    for (const entry of entries) {
      const result = await db
        .insertInto('therapists')
        .values(rowOf(entry, now.toISOString()))
        .onConflict((conflict) => conflict.column('id').doNothing())
        .executeTakeFirst();
      added += Number(result.numInsertedOrUpdatedRows ?? 0n);
    }
    return added;
  },
});
