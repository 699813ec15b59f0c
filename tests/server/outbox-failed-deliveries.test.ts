import { afterAll, beforeAll, expect, it } from 'vitest';
import { APPOINTMENT_PATHS, ENDPOINTS, SAMPLE_THERAPISTS, STAFF_CONTRACT, appointmentPath } from '@manobal/core';
import { at } from '../../fixtures/booking/availability';
import { aConfirmRequest } from '../../fixtures/in-memory/in-memory-appointments';
import { aMovableClock } from '../../fixtures/in-memory/in-memory-services';
import { composeOutboxWorker } from '../../server/src/notifications/compose-outbox-worker';
import { startOutboxServer, type ComposedWorker, type OutboxServer } from './support/outbox-server';
import type { SmtpInbox } from './support/smtp-inbox';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/test-databases';
import { startTestServer, TEST_STAFF_TOKEN, type TestServer } from './support/test-server';

const NOW = at('2026-11-30', '09:00');
const HOUR = 3_600_000;

interface FailedItem {
  readonly id: string;
  readonly email: string;
  readonly template_id: string;
  readonly attempts: number;
  readonly reason: string;
}

describeEachEngine("the console's failed deliveries: listed with the reason, retried or dropped, by admins only", (engine) => {
  let running: OutboxServer;
  let server: TestServer;
  let inbox: SmtpInbox;
  let worker: ComposedWorker;
  let coordinator: { token: string; email: string };
  let therapist: { token: string };
  const clock = aMovableClock(NOW.toISOString());

  beforeAll(async () => {
    running = await startOutboxServer(engine, clock, NOW);
    ({ server, inbox, worker } = running);
    coordinator = await server.staffPerson({ roles: ['coordinator'], name: 'Kiran' });
    therapist = await server.staffPerson({ roles: ['therapist'], therapistId: 'ananya-rao', name: 'Ananya Rao' });
  });
  afterAll(() => running?.close());

  const call = async (name: 'staffFailedDeliveries' | 'staffSentMessages' | 'staffRetryDelivery' | 'staffDropDelivery', token: string, id = '', on: TestServer = server) => {
    const { method, path } = STAFF_CONTRACT[name];
    const answer = await fetch(`${on.baseUrl}${path.replace('{id}', encodeURIComponent(id))}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
      ...(method === 'POST' ? { body: '{}' } : {}),
    });
    return { status: answer.status, json: (await answer.json()) as { msg: string; data: { items: FailedItem[] } & Record<string, unknown> } };
  };
  const failed = async (): Promise<FailedItem[]> => {
    const listed = await call('staffFailedDeliveries', TEST_STAFF_TOKEN);
    expect(listed.status).toBe(200);
    return listed.json.data.items;
  };
  const deliverAt = async (instant: Date) => {
    clock.set(instant.toISOString());
    await worker.drain();
  };

  it('marks a message to a bouncing address dead at once with the reason, and the booking stands', async () => {
    const held = await server.post(APPOINTMENT_PATHS.holds, { therapist_id: 'ananya-rao', start: at('2026-12-01', '10:00').toISOString(), mode: 'video' });
    const request = aConfirmRequest(held.json.data.hold_id, { email: 'nobody@bounce.example' });
    inbox.bounce(request.email);
    const confirmed = await server.post(APPOINTMENT_PATHS.appointments, request);
    expect(confirmed.status, confirmed.text).toBe(201);
    await deliverAt(NOW);

    const [dead, ...others] = await failed();
    expect(others).toEqual([]);
    expect(dead).toMatchObject({ email: 'nobody@bounce.example', template_id: 'booking-confirmed', attempts: 1 });
    expect(dead?.reason).toMatch(/^550 .*No such user here/);
    const { reference, manage_token } = confirmed.json.data as { reference: string; manage_token: string };
    const opened = await server.get(appointmentPath(APPOINTMENT_PATHS.appointment, reference), { authorization: `Bearer ${manage_token}` });
    expect(opened.json.data.status).toBe('confirmed');
  });

  it('lists a message that failed at every attempt, and sends it once an admin retries it with the mail server back', async () => {
    inbox.down(true);
    const asked = await server.post(ENDPOINTS.requestCallback.path, { name: 'Ravi', phone: '9812345678', reason: 'crisis', consent: true });
    expect(asked.status).toBe(201);
    for (let hour = 0; hour < 8; hour += 1) await deliverAt(new Date(NOW.getTime() + hour * HOUR));
    const alert = (await failed()).find((item) => item.email === coordinator.email);
    expect(alert).toMatchObject({ template_id: 'crisis-callback-alert', attempts: 8 });
    expect(alert?.reason).toContain('421');

    inbox.down(false);
    await deliverAt(new Date(NOW.getTime() + 9 * HOUR));
    expect(inbox.to(coordinator.email)).toEqual([]);
    const retried = await call('staffRetryDelivery', TEST_STAFF_TOKEN, alert!.id);
    expect(retried.status).toBe(200);
    expect(retried.json.data).toEqual({ id: alert!.id });
    expect((await failed()).map((item) => item.id)).not.toContain(alert!.id);
    await deliverAt(new Date(NOW.getTime() + 9 * HOUR));
    expect(inbox.to(coordinator.email).map((mail) => mail.subject)).toEqual(['Urgent call-back waiting (9:00 am IST)']);
    // Only a dead message can be retried: this one is sent.
    const again = await call('staffRetryDelivery', TEST_STAFF_TOKEN, alert!.id);
    expect(again.status).toBe(404);
    expect(again.json.msg).toBe('No failed delivery has this id: it may have been sent, retried or dropped already.');
  });

  it('drops a failed message for good: gone from the list, never sent, not retried', async () => {
    // The bouncing address's 24-hour reminder fell due meanwhile and bounced too: newest first.
    const bounced = await failed();
    expect(bounced.map((item) => [item.email, item.template_id])).toEqual([
      ['nobody@bounce.example', 'reminder-24h'],
      ['nobody@bounce.example', 'booking-confirmed'],
    ]);
    for (const item of bounced) expect((await call('staffDropDelivery', TEST_STAFF_TOKEN, item.id)).status).toBe(200);
    expect(await failed()).toEqual([]);
    await deliverAt(new Date(NOW.getTime() + 10 * HOUR));
    expect(inbox.to('nobody@bounce.example')).toEqual([]);
    expect((await call('staffRetryDelivery', TEST_STAFF_TOKEN, bounced[0]!.id)).status).toBe(404);
    expect((await call('staffDropDelivery', TEST_STAFF_TOKEN, 'no-such-row')).status).toBe(404);
  });

  it('refuses the lists and the actions to staff without the messages permission (coordinators, therapists)', async () => {
    inbox.bounce('other@bounce.example');
    const held = await server.post(APPOINTMENT_PATHS.holds, { therapist_id: 'ananya-rao', start: at('2026-12-02', '10:00').toISOString(), mode: 'video' });
    expect((await server.post(APPOINTMENT_PATHS.appointments, aConfirmRequest(held.json.data.hold_id, { email: 'other@bounce.example' }))).status).toBe(201);
    await deliverAt(new Date(NOW.getTime() + 10 * HOUR));
    const [dead] = await failed();
    for (const token of [coordinator.token, therapist.token]) {
      for (const name of ['staffFailedDeliveries', 'staffSentMessages', 'staffRetryDelivery', 'staffDropDelivery'] as const) {
        expect((await call(name, token, dead!.id)).status, name).toBe(403);
      }
    }
    expect((await failed()).map((item) => item.id)).toEqual([dead!.id]);
  });

  it('lists what the local mailbox kept, newest first, when the server runs without SMTP_URL', async () => {
    const db: TestDatabase = await createTestDatabase(engine);
    const plain = await startTestServer(db, { clock, env: { PUBLIC_ORIGIN: 'https://manobal.test' } });
    try {
      await plain.store.therapists.seed(SAMPLE_THERAPISTS, NOW);
      clock.set(NOW.toISOString());
      const held = await plain.post(APPOINTMENT_PATHS.holds, { therapist_id: 'ananya-rao', start: at('2026-12-03', '10:00').toISOString(), mode: 'video' });
      const request = aConfirmRequest(held.json.data.hold_id);
      const confirmed = await plain.post(APPOINTMENT_PATHS.appointments, request);
      expect(confirmed.status).toBe(201);
      const local = await composeOutboxWorker({ config: plain.config, store: plain.store, clock, origin: plain.baseUrl });
      await local.drain();
      const sent = await call('staffSentMessages', TEST_STAFF_TOKEN, '', plain);
      expect(sent.status).toBe(200);
      const [kept] = sent.json.data.items as unknown as { email: string; subject: string; text: string }[];
      expect(kept).toMatchObject({ email: request.email, subject: 'Booked: your session on Thu 3 Dec' });
      expect(kept?.text).toContain(confirmed.json.data.reference);
      expect(kept?.text).toContain(`https://manobal.test/appointments/${confirmed.json.data.reference}#`);
    } finally {
      await plain.close();
      await db.drop();
    }
  });
});
