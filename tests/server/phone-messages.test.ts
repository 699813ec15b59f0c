import { afterAll, beforeAll, expect, it } from 'vitest';
import { APPOINTMENT_PATHS, appointmentPath, ENDPOINTS, MANAGE_LINK_SENT, STAFF_PATH, MESSAGE_OPT_IN_MESSAGES, MESSAGE_OPT_IN_WORDS_EN, optInOf, SAMPLE_THERAPISTS, SHORT_MESSAGE_CATALOG_EN } from '@manobal/core';
import { at } from '../../fixtures/booking/availability';
import { aConfirmRequest } from '../../fixtures/in-memory/in-memory-appointments';
import { aMovableClock } from '../../fixtures/in-memory/in-memory-services';
import {
  FAKE_DLT_TEMPLATE_IDS,
  FAKE_RECEIPT_SECRET,
  FAKE_WHATSAPP_TEMPLATES,
  fakePhoneProviderEnv,
  postReceipt,
  startFakePhoneProvider,
  type FakePhoneProvider,
  type ProviderRequest,
} from '../../fixtures/phone-provider/fake-phone-provider';
import { composeOutboxWorker } from '../../server/src/notifications/compose-outbox-worker';
import { createTestDatabase, describeEachEngine, runSqlAsOperator, type TestDatabase } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

const NOW = at('2026-11-30', '09:00');
const ORIGIN = 'https://manobal.test';
const ANANYA = 'ananya-rao';
const MINUTE = 60_000;

describeEachEngine('SMS and WhatsApp through the phone provider: opt-in at booking, retries, receipts, call-back acknowledgements', (engine) => {
  let db: TestDatabase;
  let server: TestServer;
  let provider: FakePhoneProvider;
  let worker: Awaited<ReturnType<typeof composeOutboxWorker>>;
  const clock = aMovableClock(NOW.toISOString());

  beforeAll(async () => {
    provider = await startFakePhoneProvider();
    db = await createTestDatabase(engine);
    server = await startTestServer(db, { clock, env: { PUBLIC_ORIGIN: ORIGIN, ...fakePhoneProviderEnv(provider.url, { PHONE_API_TIMEOUT_MS: '500' }) } });
    await server.store.therapists.seed(SAMPLE_THERAPISTS, NOW);
    worker = await composeOutboxWorker({ config: server.config, store: server.store, clock, origin: server.baseUrl });
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
    await provider?.close();
  });

  /** Books Ananya at `start` with these opt-ins; the hold's answer says which phone channels may be chosen. */
  const book = async (start: Date, optIns: readonly unknown[] | undefined) => {
    clock.set(NOW.toISOString());
    const held = await server.post(APPOINTMENT_PATHS.holds, { therapist_id: ANANYA, start: start.toISOString(), mode: 'video' });
    expect(held.status, held.text).toBe(201);
    expect(held.json.data.phone_channels).toEqual(['sms', 'whatsapp']);
    const request = aConfirmRequest(held.json.data.hold_id, optIns === undefined ? {} : { message_opt_ins: optIns });
    const confirmed = await server.post(APPOINTMENT_PATHS.appointments, request);
    return { confirmed, request, phone: `+91${request.phone}` };
  };
  const deliverAt = async (instant: Date) => {
    clock.set(instant.toISOString());
    await worker.drain();
  };
  const failed = async () => (await server.staffGet(`${STAFF_PATH}/messages/failed?limit=100`)).json.data.items as { phone: string | null; reason: string; channel: string; template_id: string }[];
  const sms = (requests: readonly ProviderRequest[]) => requests.filter((request) => request.body.channel === 'sms');

  it('sends the booking confirmation by SMS, with its DLT template id, sender header and numbered values, to a visitor who opted in', async () => {
    const { confirmed, phone } = await book(at('2026-12-01', '10:00'), [optInOf('sms')]);
    expect(confirmed.status, confirmed.text).toBe(201);
    expect(confirmed.json.data.message_channels).toEqual(['email', 'sms']);
    const reference: string = confirmed.json.data.reference;
    // The opt-in is kept with the words shown, by catalog id and version, and when.
    const stored = (await server.store.appointments.findByReference(reference))._unsafeUnwrap();
    expect(stored?.optIns).toEqual([{ channel: 'sms', wordsId: MESSAGE_OPT_IN_WORDS_EN.sms.id, wordsVersion: MESSAGE_OPT_IN_WORDS_EN.sms.version, words: MESSAGE_OPT_IN_WORDS_EN.sms.text, givenAt: NOW }]);
    await deliverAt(NOW);

    const [message, ...more] = provider.to(phone);
    expect(more).toEqual([]);
    expect(message?.authorization).toBe('Bearer fake-provider-key');
    expect(message?.body).toMatchObject({ channel: 'sms', sender: 'MNOBAL', dlt_entity_id: '1201000000000000001', dlt_template_id: FAKE_DLT_TEMPLATE_IDS['booking-confirmed'] });
    const [product, day, time, ref, link, teleManas] = message!.body.variables;
    expect([product, day, time, ref, teleManas]).toEqual(['Manobal', 'Tue 1 Dec', '10:00 am IST', reference, '14416']);
    expect(link).toMatch(new RegExp(`^${ORIGIN}/appointments/${reference}#.+`));
    expect(message?.body.text).toBe(SHORT_MESSAGE_CATALOG_EN.templates['booking-confirmed']!.text.replace(/\{(\d)\}/g, (_, n: string) => message!.body.variables[Number(n) - 1]!));

    // The manage link in the SMS opens the booking, and the booking says where its messages go.
    const opened = await server.get(appointmentPath(APPOINTMENT_PATHS.appointment, reference), { authorization: `Bearer ${new URL(link!).hash.slice(1)}` });
    expect(opened.status, opened.text).toBe(200);
    expect(opened.json.data.message_channels).toEqual(['email', 'sms']);
  });

  it('sends nothing to the phone of a visitor who did not opt in, and the booking says e-mail only', async () => {
    const { confirmed, phone } = await book(at('2026-12-01', '11:00'), undefined);
    expect(confirmed.status, confirmed.text).toBe(201);
    expect(confirmed.json.data.message_channels).toEqual(['email']);
    await deliverAt(NOW);
    expect(provider.to(phone)).toEqual([]);
  });

  it('sends WhatsApp by its approved template name when that is chosen too, and moves and cancels go to the phone as well', async () => {
    const { confirmed, phone } = await book(at('2026-12-02', '10:00'), [optInOf('sms'), optInOf('whatsapp')]);
    expect(confirmed.json.data.message_channels).toEqual(['email', 'sms', 'whatsapp']);
    const { reference, manage_token: token } = confirmed.json.data as { reference: string; manage_token: string };
    const cancelled = await server.post(appointmentPath(APPOINTMENT_PATHS.cancel, reference), {}, { authorization: `Bearer ${token}` });
    expect(cancelled.status, cancelled.text).toBe(200);
    await deliverAt(NOW);
    const whatsapp = provider.to(phone).filter((request) => request.body.channel === 'whatsapp');
    // Both fell due at once: the order between them is the worker's.
    expect(whatsapp.map((request) => request.body.template).sort()).toEqual([FAKE_WHATSAPP_TEMPLATES['appointment-cancelled'], FAKE_WHATSAPP_TEMPLATES['booking-confirmed']]);
    expect(sms(provider.to(phone)).map((request) => request.body.dlt_template_id).sort()).toEqual([FAKE_DLT_TEMPLATE_IDS['booking-confirmed'], FAKE_DLT_TEMPLATE_IDS['appointment-cancelled']].sort());
  });

  it('refuses an opt-in whose words are not the ones the site shows, and books nothing', async () => {
    const { confirmed } = await book(at('2026-12-02', '11:00'), [{ ...optInOf('sms'), words: 'Send me anything.' }]);
    expect(confirmed.status, confirmed.text).toBe(400);
    expect(confirmed.json.msg).toBe(MESSAGE_OPT_IN_MESSAGES.wordsUnknown);
  });

  it('tries again when the provider answers 500 or does not answer in time, and sends the message once it takes it', async () => {
    provider.answerNext({ status: 500, error: 'upstream down' }, { hangMs: 3000 });
    const { confirmed, phone } = await book(at('2026-12-03', '10:00'), [optInOf('sms')]);
    expect(confirmed.status, confirmed.text).toBe(201);
    await deliverAt(NOW);
    expect(provider.to(phone)).toEqual([]);
    await deliverAt(new Date(NOW.getTime() + 2 * MINUTE));
    expect(provider.to(phone)).toEqual([]);
    await deliverAt(new Date(NOW.getTime() + 10 * MINUTE));
    expect(sms(provider.to(phone)).map((request) => request.body.dlt_template_id)).toEqual([FAKE_DLT_TEMPLATE_IDS['booking-confirmed']]);
    expect(provider.refused.some((refusal) => refusal.status === 500)).toBe(true);
    expect((await failed()).filter((row) => row.phone === phone)).toEqual([]);
  });

  it('marks a message dead with the reason when the provider refuses it with a 400, listed with the failed deliveries', async () => {
    provider.answerNext({ status: 400, error: 'number not reachable' });
    const { confirmed, phone } = await book(at('2026-12-03', '11:00'), [optInOf('sms')]);
    expect(confirmed.status, confirmed.text).toBe(201);
    await deliverAt(NOW);
    expect(provider.to(phone)).toEqual([]);
    const [dead] = (await failed()).filter((row) => row.phone === phone);
    expect(dead).toMatchObject({ channel: 'sms', template_id: 'booking-confirmed' });
    expect(dead?.reason).toContain('400');
    expect(dead?.reason).toContain('number not reachable');
  });

  it('records a signed delivery receipt, makes a failed one dead with its reason, and refuses unsigned, wrongly signed and old receipts', async () => {
    // Next week's times: this address has taken its share of this week's by now (a booking cap).
    const { confirmed, phone } = await book(at('2026-12-07', '10:00'), [optInOf('sms')]);
    expect(confirmed.status, confirmed.text).toBe(201);
    const { confirmed: second, phone: secondPhone } = await book(at('2026-12-07', '11:00'), [optInOf('sms')]);
    expect(second.status, second.text).toBe(201);
    await deliverAt(NOW);
    const delivered = provider.to(phone)[0]!;
    const bounced = provider.to(secondPhone)[0]!;
    const seconds = () => Math.floor(clock.now().getTime() / 1000);

    const refusedUnsigned = await postReceipt(server.baseUrl, FAKE_RECEIPT_SECRET, { message_id: delivered.id, status: 'failed' }, { unsigned: true });
    expect(refusedUnsigned).toMatchObject({ status: 401, json: { kind: 'receipt-unsigned' } });
    const refusedForged = await postReceipt(server.baseUrl, FAKE_RECEIPT_SECRET, { message_id: delivered.id, status: 'failed' }, { wrongSecret: true, timestamp: seconds() });
    expect(refusedForged).toMatchObject({ status: 401, json: { kind: 'receipt-signature-invalid' } });
    const refusedOld = await postReceipt(server.baseUrl, FAKE_RECEIPT_SECRET, { message_id: delivered.id, status: 'failed' }, { timestamp: seconds() - 3600 });
    expect(refusedOld).toMatchObject({ status: 401, json: { kind: 'receipt-stale' } });
    expect((await failed()).filter((row) => row.phone === phone)).toEqual([]);

    const ok = await postReceipt(server.baseUrl, FAKE_RECEIPT_SECRET, { message_id: delivered.id, status: 'delivered' }, { timestamp: seconds() });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    const unknown = await postReceipt(server.baseUrl, FAKE_RECEIPT_SECRET, { message_id: 'no-such-message', status: 'delivered' }, { timestamp: seconds() });
    expect(unknown).toMatchObject({ status: 404, json: { kind: 'message-unknown' } });

    const bounce = await postReceipt(server.baseUrl, FAKE_RECEIPT_SECRET, { message_id: bounced.id, status: 'bounced', reason: 'handset unreachable for 72 hours' }, { timestamp: seconds() });
    expect(bounce.status).toBe(200);
    const listed = await failed();
    expect(listed.filter((row) => row.phone === phone)).toEqual([]);
    expect(listed.find((row) => row.phone === secondPhone)?.reason).toBe('bounced: handset unreachable for 72 hours');
  });

  it('acknowledges a call-back request by SMS at once, even at night, with the helplines, and says so in its answer', async () => {
    const night = at('2026-11-30', '23:30');
    clock.set(night.toISOString());
    const asked = await server.post(ENDPOINTS.requestCallback.path, { name: 'Ravi', phone: '9812345670', reason: 'booking-help', consent: true });
    expect(asked.status, asked.text).toBe(201);
    expect(asked.json.data.acknowledgement).toBe('sms');
    expect(asked.json.msg).toContain('We are sending an SMS to the number you gave');
    await deliverAt(night);
    const [ack] = provider.to('+919812345670');
    expect(ack?.body).toMatchObject({ channel: 'sms', dlt_template_id: FAKE_DLT_TEMPLATE_IDS['callback-acknowledged'], variables: ['Manobal', '14416', '112'] });
    expect(ack?.body.text).toContain('Tele-MANAS 14416');
  });

  it('alerts a coordinator with a phone by SMS of a crisis call-back, besides the e-mail', async () => {
    const { personId } = await server.staffPerson({ roles: ['coordinator'], name: 'Kiran' });
    await runSqlAsOperator(db, `insert into staff_phones (person_id, phone) values ('${personId}', '9800011111')`);
    clock.set(NOW.toISOString());
    const asked = await server.post(ENDPOINTS.requestCallback.path, { name: 'Ravi', phone: '9812345671', reason: 'crisis', consent: true });
    expect(asked.status, asked.text).toBe(201);
    await deliverAt(NOW);
    const [alert] = provider.to('+919800011111');
    expect(alert?.body).toMatchObject({ channel: 'sms', dlt_template_id: FAKE_DLT_TEMPLATE_IDS['crisis-callback-alert'] });
    expect(alert?.body.text).not.toContain('9812345671');
    expect(alert?.body.text).not.toContain('Ravi');
  });

  it('texts a lost manage link to the phone it is asked for with, one per booking, opening each; a phone that never booked gets the same answer and nothing', async () => {
    const sunita = { email: 'sunita.lost@example.com', phone: '9811100077' };
    const references: string[] = [];
    for (const start of [at('2026-12-09', '11:00'), at('2026-12-08', '10:00')]) {
      clock.set(NOW.toISOString());
      const held = await server.post(APPOINTMENT_PATHS.holds, { therapist_id: ANANYA, start: start.toISOString(), mode: 'video' });
      const confirmed = await server.post(APPOINTMENT_PATHS.appointments, aConfirmRequest(held.json.data.hold_id, sunita));
      expect(confirmed.status, confirmed.text).toBe(201);
      references.push(confirmed.json.data.reference as string);
    }
    await deliverAt(NOW);
    // No opt-in at booking: nothing went to this phone until it was asked for.
    expect(provider.to('+919811100077')).toEqual([]);

    const known = await server.post(APPOINTMENT_PATHS.lostLink, { contact: '+91 98111 00077' });
    const unknown = await server.post(APPOINTMENT_PATHS.lostLink, { contact: '9811100078' });
    expect(known.status, known.text).toBe(200);
    expect({ status: unknown.status, body: unknown.json }).toEqual({ status: known.status, body: known.json });
    expect(known.json.msg).toBe(MANAGE_LINK_SENT.en.sms);
    const hindi = await server.post(APPOINTMENT_PATHS.lostLink, { contact: '9811100078' }, { 'x-manobal-lang': 'hi' });
    expect(hindi.json.msg).toBe(MANAGE_LINK_SENT.hi.sms);
    await deliverAt(NOW);

    const texts = sms(provider.to('+919811100077'));
    expect(texts.map((text) => text.body.dlt_template_id)).toEqual([FAKE_DLT_TEMPLATE_IDS['manage-links'], FAKE_DLT_TEMPLATE_IDS['manage-links']]);
    expect(provider.to('+919811100078')).toEqual([]);
    // One text per booking (both fall due at once: the order between them is the worker's), each link opening its own.
    const byDay = new Map(texts.map((text) => [text.body.variables[1], new URL(text.body.variables[3]!)] as const));
    expect([...byDay.keys()].sort()).toEqual(['Tue 8 Dec', 'Wed 9 Dec']);
    expect([byDay.get('Tue 8 Dec')?.pathname, byDay.get('Wed 9 Dec')?.pathname]).toEqual([`/appointments/${references[1]}`, `/appointments/${references[0]}`]);
    const links = [byDay.get('Tue 8 Dec')!, byDay.get('Wed 9 Dec')!];
    for (const link of links) {
      const opened = await server.get(appointmentPath(APPOINTMENT_PATHS.appointment, link.pathname.split('/').pop()!), { authorization: `Bearer ${link.hash.slice(1)}` });
      expect(opened.status, opened.text).toBe(200);
    }
    expect(texts.find((text) => text.body.variables[1] === 'Tue 8 Dec')?.body.text).toBe(`Manobal: to see, cancel or move your session on Tue 8 Dec at 10:00 am IST, open ${links[0]!.href} Need to talk now? Tele-MANAS 14416, free, 24x7.`);
    // The bookings' e-mail address got its two confirmations (the local mailbox), and no links.
    const mailed = ((await server.staffGet(`${STAFF_PATH}/messages/sent?limit=100`)).json.data.items as { email: string; subject: string }[]).filter((mail) => mail.email === sunita.email);
    expect(mailed).toHaveLength(2);
    expect(mailed.map((mail) => mail.subject)).not.toContain('The links to your bookings');
  });
});
