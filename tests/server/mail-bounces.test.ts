import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { APPOINTMENT_PATHS, appointmentPath, MAIL_BOUNCE_MESSAGES, STAFF_PATH } from '@manobal/core';
import { at } from '../../fixtures/booking/availability';
import { aConfirmRequest } from '../../fixtures/in-memory/in-memory-appointments';
import { aMovableClock } from '../../fixtures/in-memory/in-memory-services';
import { FAKE_MAIL_BOUNCE_SECRET, FAKE_RECEIPT_SECRET, postMailBounce } from '../../fixtures/phone-provider/fake-phone-provider';
import { startOutboxServer, type OutboxServer } from './support/outbox-server';
import { describeEachEngine, openRawDatabase } from './support/test-databases';
import { startTestServer } from './support/test-server';

const NOW = at('2026-11-30', '09:00');

interface FailedItem {
  readonly email: string | null;
  readonly template_id: string;
  readonly reason: string;
}

/**
 * Bounces that arrive after the mail server took a message (a DSN from the recipient's side, a provider's bounce or
 * complaint), posted signed to the bounce webhook by the e-mail's Message-ID, as an MTA's pipe or a provider would.
 */
describeEachEngine('e-mail bounces and complaints that arrive later, through the signed bounce webhook', (engine) => {
  let running: OutboxServer;
  const clock = aMovableClock(NOW.toISOString());
  let slot = 0;

  beforeAll(async () => {
    running = await startOutboxServer(engine, clock, NOW, { MESSAGE_RECEIPT_SECRET: FAKE_RECEIPT_SECRET, MAIL_BOUNCE_SECRET: FAKE_MAIL_BOUNCE_SECRET });
  });
  afterAll(() => running?.close());

  const seconds = () => Math.floor(clock.now().getTime() / 1000);
  /** Books a session for `email` and sends its confirmation: the Message-ID it arrived with, and how to open the booking. */
  const bookAndSend = async (email: string) => {
    const { server, worker, inbox } = running;
    clock.set(NOW.toISOString());
    const held = await server.post(APPOINTMENT_PATHS.holds, { therapist_id: 'ananya-rao', start: at(`2026-12-0${(slot += 1)}`, '10:00').toISOString(), mode: 'video' });
    expect(held.status, held.text).toBe(201);
    const confirmed = await server.post(APPOINTMENT_PATHS.appointments, aConfirmRequest(held.json.data.hold_id, { email }));
    expect(confirmed.status, confirmed.text).toBe(201);
    await worker.drain();
    const [mail] = inbox.to(email);
    expect(mail?.messageId).toMatch(/^<.+>$/);
    const { reference, manage_token } = confirmed.json.data as { reference: string; manage_token: string };
    return { messageId: mail!.messageId, open: () => server.get(appointmentPath(APPOINTMENT_PATHS.appointment, reference), { authorization: `Bearer ${manage_token}` }) };
  };
  const failed = async (): Promise<FailedItem[]> => {
    const listed = await running.server.staffGet(`${STAFF_PATH}/messages/failed?limit=100`);
    expect(listed.status).toBe(200);
    return listed.json.data.items as FailedItem[];
  };
  const rowOf = async (messageId: string): Promise<{ state: string; last_error: string | null }> => {
    const raw = openRawDatabase(running.db);
    try {
      const { rows } = await sql<{ state: string; last_error: string | null }>`select state, last_error from outbox where message_id = ${messageId}`.execute(raw);
      return rows[0]!;
    } finally {
      await raw.destroy();
    }
  };

  it('makes an e-mail dead with the reason on a signed hard bounce, lists it with the failed deliveries, and the booking stands', async () => {
    const { messageId, open } = await bookAndSend('gone@bounce.example');
    expect(await rowOf(messageId)).toMatchObject({ state: 'sent' });

    const bounced = await postMailBounce(running.server.baseUrl, FAKE_MAIL_BOUNCE_SECRET, { message_id: messageId, kind: 'hard', reason: '550 5.1.1 <gone@bounce.example>: Recipient address rejected' }, { timestamp: seconds() });
    expect(bounced).toMatchObject({ status: 200, json: { success: true, msg: MAIL_BOUNCE_MESSAGES.recorded } });
    const listed = (await failed()).filter((item) => item.email === 'gone@bounce.example');
    expect(listed).toEqual([expect.objectContaining({ template_id: 'booking-confirmed', reason: 'bounced for good: 550 5.1.1 <gone@bounce.example>: Recipient address rejected' })]);
    const booking = await open();
    expect(booking.json.data.status).toBe('confirmed');

    // The MTA posts the same DSN again (a retried webhook): told nothing changed, the row as it was.
    const again = await postMailBounce(running.server.baseUrl, FAKE_MAIL_BOUNCE_SECRET, { message_id: messageId.slice(1, -1), kind: 'hard', reason: 'a second report' }, { timestamp: seconds() });
    expect(again).toMatchObject({ status: 200, json: { success: true, msg: MAIL_BOUNCE_MESSAGES.unchanged } });
    expect((await failed()).filter((item) => item.email === 'gone@bounce.example').map((item) => item.reason)).toEqual([listed[0]!.reason]);
  });

  it('keeps the reason of a soft bounce or a complaint without making the e-mail dead', async () => {
    const { messageId } = await bookAndSend('full@bounce.example');
    const soft = await postMailBounce(running.server.baseUrl, FAKE_MAIL_BOUNCE_SECRET, { message_id: messageId, kind: 'soft', reason: '452 4.2.2 Mailbox full' }, { timestamp: seconds() });
    expect(soft.status).toBe(200);
    expect(await rowOf(messageId)).toEqual({ state: 'sent', last_error: 'bounced for now: 452 4.2.2 Mailbox full' });
    const complaint = await postMailBounce(running.server.baseUrl, FAKE_MAIL_BOUNCE_SECRET, { message_id: messageId, kind: 'complaint' }, { timestamp: seconds() });
    expect(complaint.status).toBe(200);
    expect(await rowOf(messageId)).toEqual({ state: 'sent', last_error: 'marked as spam by the recipient: no reason given' });
    expect((await failed()).filter((item) => item.email === 'full@bounce.example')).toEqual([]);
  });

  it('refuses unsigned, forged and stale bounces with their kind before touching the row, and names an unknown Message-ID', async () => {
    const { messageId } = await bookAndSend('kept@bounce.example');
    const bounce = { message_id: messageId, kind: 'hard', reason: 'forged' } as const;
    const post = (tamper: Parameters<typeof postMailBounce>[3]) => postMailBounce(running.server.baseUrl, FAKE_MAIL_BOUNCE_SECRET, bounce, tamper);

    expect(await post({ unsigned: true })).toMatchObject({ status: 401, json: { kind: 'receipt-unsigned' } });
    expect(await post({ wrongSecret: true, timestamp: seconds() })).toMatchObject({ status: 401, json: { kind: 'receipt-signature-invalid' } });
    // The phone provider signs receipts, never bounces: its secret cannot make an e-mail dead.
    const byPhoneProvider = await postMailBounce(running.server.baseUrl, FAKE_RECEIPT_SECRET, bounce, { timestamp: seconds() });
    expect(byPhoneProvider).toMatchObject({ status: 401, json: { kind: 'receipt-signature-invalid' } });
    expect(await post({ timestamp: seconds() - 6 * 60 })).toMatchObject({ status: 401, json: { kind: 'receipt-stale' } });
    expect(await post({ timestamp: seconds() + 6 * 60 })).toMatchObject({ status: 401, json: { kind: 'receipt-stale' } });
    expect(await rowOf(messageId)).toEqual({ state: 'sent', last_error: null });

    const unknown = await postMailBounce(running.server.baseUrl, FAKE_MAIL_BOUNCE_SECRET, { message_id: '<no-such-message@manobal.outbox>', kind: 'hard' }, { timestamp: seconds() });
    expect(unknown).toMatchObject({ status: 404, json: { kind: 'message-unknown', msg: MAIL_BOUNCE_MESSAGES.unknown } });
    const invalid = await postMailBounce(running.server.baseUrl, FAKE_MAIL_BOUNCE_SECRET, { message_id: messageId, kind: 'bounced' } as never, { timestamp: seconds() });
    expect(invalid.status).toBe(400);
  });

  it('takes no bounce at all when no MAIL_BOUNCE_SECRET is configured', async () => {
    const bare = await startTestServer(running.db, { clock });
    try {
      const answer = await postMailBounce(bare.baseUrl, FAKE_MAIL_BOUNCE_SECRET, { message_id: '<x@manobal.outbox>', kind: 'hard' }, { timestamp: seconds() });
      expect(answer).toMatchObject({ status: 404, json: { kind: 'not-found' } });
    } finally {
      await bare.close();
    }
  });
});
