import { afterAll, beforeAll, expect, it } from 'vitest';
import { MIGRATIONS } from '../../server/src/store/migrations';
import { createTestDatabase, describeEachEngine, migratorFor, openRawDatabase, type TestDatabase } from './support/test-databases';

/**
 * Steps that landed on main after a later-numbered one: a store migrated by a build that had 0022 and 0024 but not
 * yet 0020, 0021 or 0023 must still start on today's build, which runs the missing steps instead of refusing.
 */
const LANDED_LATE = ['0020-staff-people', '0021-staff-credentials', '0023-callback-queue'];

describeEachEngine('a store migrated while steps landed out of order', (engine) => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    const raw = openRawDatabase(db);
    try {
      const earlier = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => !LANDED_LATE.includes(name)));
      const migrator = migratorFor(raw, db, earlier);
      const { error } = await migrator.migrateToLatest();
      if (error) throw error;
    } finally {
      await raw.destroy();
    }
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('opens on the current build, running the steps it had missed, and then holds staff people and the call-back queue', async () => {
    const store = await db.open();
    try {
      expect((await store.staffPeople.count())._unsafeUnwrap()).toBe(0);
    } finally {
      await store.close();
    }
    const raw = openRawDatabase(db);
    try {
      const executed = (await migratorFor(raw, db, MIGRATIONS).getMigrations())
        .filter((migration) => migration.executedAt === undefined)
        .map((migration) => migration.name);
      expect(executed).toEqual([]);
    } finally {
      await raw.destroy();
    }
  });
});
