import { ResultAsync } from 'neverthrow';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { APPOINTMENT_PATHS, ENDPOINTS, HEALTH_PATH, SAMPLE_THERAPISTS, SENDING_LEASE_MS, type MessageSender } from '@manobal/core';
import { at } from '../../fixtures/booking/availability';
import { aConfirmRequest } from '../../fixtures/in-memory/in-memory-appointments';
import { aMovableClock } from '../../fixtures/in-memory/in-memory-services';
import { composeOutboxWorker } from '../../server/src/notifications/compose-outbox-worker';
import { createOutboxWorker, messageLinks } from '../../server/src/notifications/outbox-worker';
import { createManageTokens } from '../../server/src/auth/manage-tokens';
import type { Store } from '../../server/src/store/store.port';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

const NOW = at('2026-11-30', '09:00');
const HOUR = 3_600_000;

describeEachEngine('the outbox worker under faults: SMTP down, a worker killed mid-send, two workers racing', (engine) => {
  let db: TestDatabase;
  let server: TestServer;
  let inbox: SmtpInbox;
  let secondStore: Store;
  const clock = aMovableClock(NOW.toISOString());
  const coordinators: string[] = [];

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    db = await createTestDatabase(engine);
    server = await startTestServer(db, { clock, env: { SMTP_URL: inbox.url, PUBLIC_ORIGIN: 'https://manobal.test', SMTP_TIMEOUT_MS: '3000' } });
    await server.store.therapists.seed(SAMPLE_THERAPISTS, NOW);
    for (const name of ['Kiran', 'Leela', 'Manoj']) coordinators.push((await server.staffPerson({ roles: ['coordinator'], name })).email);
    // A second instance's own connections to the same database (on SQLite, the one store: one writer).
    secondStore = engine === 'postgres' ? await db.open() : server.store;
  });
  afterAll(async () => {
    if (secondStore !== server?.store) await secondStore?.close();
    await server?.close();
    await db?.drop();
    await inbox?.close();
  });

  const workerOn = (store: Store) => composeOutboxWorker({ config: server.config, store, clock, origin: server.baseUrl });
  /** A crisis call-back: one alert to each of the three coordinators. */
  const crisis = async (phone: string) => {
    const asked = await server.post(ENDPOINTS.requestCallback.path, { name: 'Ravi', phone, reason: 'crisis', consent: true });
    expect(asked.status, asked.text).toBe(201);
  };

  it('keeps every message while SMTP refuses, reports its age in health, and delivers each once when SMTP is back', async () => {
    const before = inbox.received.length;
    inbox.down(true);
    for (const phone of ['9800000001', '9800000002']) await crisis(phone);
    const worker = await workerOn(server.store);
    await worker.drain();
    expect(inbox.received.length).toBe(before);

    clock.set(new Date(NOW.getTime() + 10 * 60_000).toISOString());
    const health = await server.get(HEALTH_PATH);
    expect(health.status).toBe(200);
    expect(health.json.data.outbox.oldest_due_seconds).toBeGreaterThanOrEqual(60);

    inbox.down(false);
    for (let hour = 1; hour <= 3; hour += 1) {
      clock.set(new Date(NOW.getTime() + hour * HOUR).toISOString());
      await worker.drain();
    }
    const arrived = inbox.received.slice(before);
    expect(arrived).toHaveLength(6);
    expect(new Set(arrived.map((mail) => mail.messageId)).size).toBe(6);
    worker.sender.close?.();
  });

  it('resends a message once, with the same Message-ID, when its worker died between the SMTP answer and the sent mark', async () => {
    clock.set(NOW.toISOString());
    const held = await server.post(APPOINTMENT_PATHS.holds, { therapist_id: 'ananya-rao', start: at('2026-12-01', '12:00').toISOString(), mode: 'video' });
    const request = aConfirmRequest(held.json.data.hold_id);
    expect((await server.post(APPOINTMENT_PATHS.appointments, request)).status).toBe(201);

    const healthy = await workerOn(server.store);
    // This worker's process 'dies' right after SMTP accepted the message: its pass never reaches the mark.
    const dying: MessageSender = {
      send: (message) => new ResultAsync(Promise.resolve(healthy.sender.send(message)).then(() => new Promise<never>(() => undefined))),
    };
    const doomed = createOutboxWorker({
      store: server.store,
      sender: dying,
      clock,
      contact: server.config.contact,
      links: messageLinks('https://manobal.test', createManageTokens(Buffer.alloc(32))),
    });
    void doomed.runOnce();
    await expect.poll(() => inbox.to(request.email).length).toBe(1);

    await healthy.drain();
    expect(inbox.to(request.email)).toHaveLength(1);
    clock.set(new Date(NOW.getTime() + SENDING_LEASE_MS).toISOString());
    await healthy.drain();
    await healthy.drain();
    const copies = inbox.to(request.email);
    expect(copies).toHaveLength(2);
    expect(copies[1]?.messageId).toBe(copies[0]?.messageId);
    healthy.sender.close?.();
  });

  it('sends each message exactly once when two workers on two instances race for the same rows', async () => {
    clock.set(new Date(NOW.getTime() + 6 * HOUR).toISOString());
    const before = inbox.received.length;
    for (let i = 10; i < 20; i += 1) await crisis(`98000000${i}`);
    const [first, second] = [await workerOn(server.store), await workerOn(secondStore)];
    await Promise.all([first.drain(), second.drain(), first.drain(), second.drain()]);
    const arrived = inbox.received.slice(before).filter((mail) => coordinators.some((email) => mail.to.includes(email)));
    expect(arrived).toHaveLength(30);
    expect(new Set(arrived.map((mail) => mail.messageId)).size).toBe(30);
    first.sender.close?.();
    second.sender.close?.();
  });
});
