import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ENDPOINTS, HEALTH_PATH, SAMPLE_THERAPISTS } from '@manobal/core';
import { buildCli, buildServer, runBuiltCli, scratchDir } from '../cli/cli-harness';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';
import {
  endKilledWorkerConnections,
  lockOutboxRow,
  outboxRows,
  runOnDatabase,
  startWorkerProcess,
  WORKER_COMMANDS,
  type WorkerProcess,
} from './support/worker-process';

/**
 * The outbox worker as deployments run it apart from the web instances: `node server/dist/worker.js` (what `npm run
 * worker` starts) or `manobal worker`, a real process on the real clock, against the test database and a real SMTP
 * server. The server here runs without a worker of its own, as OUTBOX_WORKER=off makes it.
 */
describeEachEngine('the outbox worker as a process of its own (npm run worker, manobal worker)', (engine) => {
  let db: TestDatabase;
  let server: TestServer;
  let inbox: SmtpInbox;
  const coordinators: string[] = [];
  const workers: WorkerProcess[] = [];

  beforeAll(async () => {
    await Promise.all([buildCli(), buildServer()]);
    inbox = await startSmtpInbox();
    db = await createTestDatabase(engine);
    server = await startTestServer(db, { env: { OUTBOX_WORKER: 'off', SMTP_URL: inbox.url } });
    await server.store.therapists.seed(SAMPLE_THERAPISTS, new Date());
    for (const name of ['Kiran', 'Leela', 'Manoj']) coordinators.push((await server.staffPerson({ roles: ['coordinator'], name })).email);
  }, 180_000);
  afterAll(async () => {
    for (const worker of workers) await worker.kill();
    await server?.close();
    await db?.drop();
    await inbox?.close();
  });

  const worker = async (command: readonly string[] = WORKER_COMMANDS.server) => {
    const started = await startWorkerProcess(db, { SMTP_URL: inbox.url, OUTBOX_POLL_MS: '50', SMTP_TIMEOUT_MS: '2000' }, command);
    workers.push(started);
    return started;
  };
  /** A crisis call-back: one alert to each of the three coordinators, written by the server, due at once. */
  const crisis = async (phone: string) => {
    const asked = await server.post(ENDPOINTS.requestCallback.path, { name: 'Ravi', phone, reason: 'crisis', consent: true });
    expect(asked.status, asked.text).toBe(201);
  };
  const toCoordinators = (from: number) => inbox.received.slice(from).filter((mail) => coordinators.some((email) => mail.to.includes(email)));
  const allSent = async () => (await outboxRows(db)).every((row) => row.state === 'sent');

  it('sends what the server wrote, and stops cleanly on SIGTERM', async () => {
    const before = inbox.received.length;
    await crisis('9800000001');
    const running = await worker();
    await expect.poll(() => toCoordinators(before).length, { timeout: 20_000 }).toBe(3);
    expect(toCoordinators(before).map((mail) => mail.subject.replace(/\(.*\)/, '(…)'))).toEqual(Array(3).fill('Urgent call-back waiting (…)'));
    await expect.poll(allSent, { timeout: 20_000 }).toBe(true);
    expect(await running.stop()).toBe(0);
  });

  it('runs as `manobal worker`: sends what the server wrote, and stops cleanly on SIGTERM passed on by the CLI', async () => {
    const before = inbox.received.length;
    await crisis('9800000031');
    expect((await outboxRows(db)).filter((row) => row.state === 'waiting')).toHaveLength(3);
    const running = await worker(WORKER_COMMANDS.cli);
    await expect.poll(() => toCoordinators(before).length, { timeout: 20_000 }).toBe(3);
    await expect.poll(allSent, { timeout: 20_000 }).toBe(true);
    expect(await running.stop()).toBe(0);
  });

  it('`manobal worker` exits 1 with the reason when the worker cannot start', async () => {
    const scratch = scratchDir();
    try {
      const run = await runBuiltCli(['worker'], { env: { DATA_DIR: scratch.dir, DATABASE_URL: undefined, SMTP_URL: 'not a url' } });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('SMTP_URL');
      expect(run.stderr).toContain('The outbox worker stopped with exit code 1');
    } finally {
      scratch.remove();
    }
  });

  it('keeps every message while the mail server is down, the website answering meanwhile, and delivers each once when it is back', async () => {
    const before = inbox.received.length;
    await inbox.stop();
    const running = await worker();
    for (const phone of ['9800000002', '9800000003']) await crisis(phone);
    // Every row was tried and is waiting for its retry: the connection was refused.
    await expect.poll(async () => (await outboxRows(db)).filter((row) => row.state === 'waiting' && row.attempts >= 1).length, { timeout: 20_000 }).toBe(6);
    const health = await server.get(HEALTH_PATH);
    expect(health.status).toBe(200);
    expect((await server.post(ENDPOINTS.requestCallback.path, { name: 'Asha', phone: '9800000004', reason: 'booking-help', consent: true })).status).toBe(201);
    expect(toCoordinators(before)).toEqual([]);

    await inbox.restart();
    // The back-off (half a minute or more on the real clock) has passed.
    await runOnDatabase(db, sql`update outbox set run_at = ${new Date().toISOString()} where state = 'waiting'`);
    await expect.poll(() => toCoordinators(before).length, { timeout: 20_000 }).toBe(6);
    await expect.poll(allSent, { timeout: 20_000 }).toBe(true);
    expect(new Set(toCoordinators(before).map((mail) => mail.messageId)).size).toBe(6);
    expect(toCoordinators(before)).toHaveLength(6);
    await running.stop();
  });

  it('resends once, with the same Message-ID, a message whose worker was killed after the mail server accepted it and before the sent mark', async () => {
    const before = inbox.received.length;
    let lock: { release(): Promise<void> } | null = null;
    // The mail server keeps the first message, then the test holds its row so the worker's mark must wait, then answers 250.
    const accepted = inbox.holdNextAnswer(async (mail) => {
      lock = await lockOutboxRow(db, mail.messageId);
    });
    await crisis('9800000005');
    const doomed = await worker();
    const first = await accepted;
    // The worker read the 250 and closed the connection; its mark waits on the lock. Killed now, it never marks.
    await doomed.kill();
    await endKilledWorkerConnections(db);
    await lock!.release();
    const row = (await outboxRows(db)).find((candidate) => candidate.message_id === first.messageId);
    expect(row?.state).toBe('sending');

    // Its lease (five minutes on the real clock) has run out; the other two alerts are still to send.
    await runOnDatabase(db, sql`update outbox set lease_until = ${new Date(Date.now() - 1000).toISOString()} where state = 'sending'`);
    const successor = await worker();
    await expect.poll(() => toCoordinators(before).length, { timeout: 20_000 }).toBe(4);
    await expect.poll(allSent, { timeout: 20_000 }).toBe(true);
    const copies = toCoordinators(before).filter((mail) => mail.messageId === first.messageId);
    expect(copies).toHaveLength(2);
    expect(new Set(toCoordinators(before).map((mail) => mail.messageId)).size).toBe(3);
    await successor.stop();
  });

  it('sends each row exactly once when two worker processes race for the same rows', async () => {
    for (let i = 10; i < 20; i += 1) await crisis(`98000000${i}`);
    const before = inbox.received.length;
    const [one, two] = await Promise.all([worker(), worker()]);
    await expect.poll(allSent, { timeout: 30_000 }).toBe(true);
    const arrived = toCoordinators(before);
    expect(arrived).toHaveLength(30);
    expect(new Set(arrived.map((mail) => mail.messageId)).size).toBe(30);
    await Promise.all([one.stop(), two.stop()]);
  });
});
