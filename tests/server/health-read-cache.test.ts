import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_READ_INTERVAL_MS, reusingSuccess } from '../../server/src/routes/health.routes';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/test-databases';

describeEachEngine("health's database read", (engine) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it(`reports a database that stopped answering once ${HEALTH_READ_INTERVAL_MS} ms have passed since its last answer`, async () => {
    const store = await db.open();
    let now = 0;
    const read = reusingSuccess(() => store.ping(), HEALTH_READ_INTERVAL_MS, () => now);
    await expect(read()).resolves.toBeUndefined();
    await store.close();
    now = HEALTH_READ_INTERVAL_MS - 1;
    await expect(read()).resolves.toBeUndefined();
    now = HEALTH_READ_INTERVAL_MS;
    await expect(read()).rejects.toBeDefined();
  });

  it('asks a database that answered a while ago again, and not in between', async () => {
    const store = await db.open();
    let asked = 0;
    let now = 0;
    const read = reusingSuccess(
      () => {
        asked += 1;
        return store.ping();
      },
      HEALTH_READ_INTERVAL_MS,
      () => now,
    );
    try {
      await Promise.all([read(), read()]);
      now = HEALTH_READ_INTERVAL_MS / 2;
      await read();
      expect(asked).toBe(1);
      now = HEALTH_READ_INTERVAL_MS * 2;
      await read();
      expect(asked).toBe(2);
    } finally {
      await store.close();
    }
  });
});

describe("health's database read after a failure", () => {
  it('asks again at the next check instead of repeating the failure, so health recovers as soon as the database answers', async () => {
    const answers = [Promise.reject(new Error('connection lost')), Promise.resolve()];
    answers[0]?.catch(() => undefined);
    const read = reusingSuccess(() => answers.shift() ?? Promise.resolve(), HEALTH_READ_INTERVAL_MS, () => 0);
    await expect(read()).rejects.toThrow('connection lost');
    await expect(read()).resolves.toBeUndefined();
    expect(answers).toEqual([]);
  });
});
