import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SAMPLE_THERAPISTS } from '@manobal/core';
import { MIGRATIONS } from '../../server/src/store/migrations';
import { createTestDatabase, describeEachEngine, migratorFor, openRawDatabase, type TestDatabase } from './support/test-databases';

/** The last step before therapists had a sample flag and a verified registration. */
const BEFORE_REGISTRATION = '0011-record-follow-up';

/** A therapist row as the store wrote it before: the RCI number alone, no sample flag. */
const legacyRow = (id: string, rci: string | null, active: boolean) => {
  const { id: _id, active: _active, sample: _sample, registration: _registration, ...profile } = SAMPLE_THERAPISTS.find((e) => e.therapist.id === 'vikram-mehta')!.therapist;
  return { id, profile: JSON.stringify({ ...profile, rci_registration: rci }), availability: JSON.stringify({ rules: [], timeOff: [], bufferMinutes: 0 }), active: active ? 1 : 0 };
};

describeEachEngine('a directory kept before registrations were verified', (engine) => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    const raw = openRawDatabase(db);
    try {
      const migrator = migratorFor(raw, db, MIGRATIONS);
      const { error } = await migrator.migrateTo(BEFORE_REGISTRATION);
      if (error) throw error;
      const now = '2026-11-01T00:00:00.000Z';
      for (const row of [legacyRow('ananya-rao', null, true), legacyRow('kavya-menon', 'A12345', true), legacyRow('asha-kumar', null, false)]) {
        await sql`insert into therapists (id, profile, availability, active, created_at, updated_at) values (${row.id}, ${row.profile}, ${row.availability}, ${row.active}, ${now}, ${now})`.execute(raw);
      }
    } finally {
      await raw.destroy();
    }
  });
  afterAll(async () => {
    await db?.drop();
  });

  it("flags the seeder's rows as samples, keeps an RCI number as an unverified registration, and lists no real therapist until one is verified", async () => {
    const store = await db.open();
    try {
      const kept = Object.fromEntries((await store.therapists.list())._unsafeUnwrap().map(({ therapist }) => [therapist.id, therapist]));
      expect(kept['ananya-rao']).toMatchObject({ sample: true, active: true, registration: null });
      expect(kept['kavya-menon']).toMatchObject({ sample: false, active: false, registration: { body: 'rci', number: 'A12345', verified_by: null, verified_at: null } });
      expect(kept['asha-kumar']).toMatchObject({ sample: false, active: false, registration: null });
      expect(Object.values(kept).some((therapist) => 'rci_registration' in therapist)).toBe(false);
    } finally {
      await store.close();
    }
  });
});
