import pg from 'pg';
import { expect, it } from 'vitest';
import { createTestDatabase, describeOnPostgres, TEST_POSTGRES_URL } from './support/test-databases';

// Stores share one PostgreSQL database in their own schemas (instances of tenants, test files). Opening one runs
// the migrations, which must look at its own schema only: Kysely's introspector read every schema by name, so a
// schema another store dropped meanwhile failed this store's start with "schema … does not exist".
describeOnPostgres('stores in schemas of their own', () => {
  it('open and migrate while other schemas are created and dropped around them', async () => {
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    let churning = true;
    let churned = 0;
    const churn = (async () => {
      while (churning) {
        const name = `churn_${process.pid}_${churned}`;
        await admin.query(`create schema ${name}`);
        await admin.query(`create table ${name}.t (id int)`);
        await admin.query(`drop schema ${name} cascade`);
        churned += 1;
      }
    })();
    const opened: string[] = [];
    try {
      for (let round = 0; round < 12; round += 1) {
        const db = await createTestDatabase('postgres');
        try {
          const store = await db.open();
          opened.push(db.schema ?? '');
          await store.close();
        } finally {
          await db.drop();
        }
      }
    } finally {
      churning = false;
      await churn;
      await admin.end();
    }
    expect(opened).toHaveLength(12);
    expect(churned).toBeGreaterThan(12);
  });
});
