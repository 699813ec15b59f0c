import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { APPOINTMENT_PATHS, ENDPOINTS, MANAGE_LINK_SENT, STAFF_CONTRACT, appointmentPath, optInOf } from '@manobal/core';
import { at } from '../../fixtures/booking/availability';
import { aConfirmRequest } from '../../fixtures/in-memory/in-memory-appointments';
import { aMovableClock } from '../../fixtures/in-memory/in-memory-services';
import { FAKE_DLT_TEMPLATE_IDS, fakePhoneProviderEnv, startFakePhoneProvider, type FakePhoneProvider } from '../../fixtures/phone-provider/fake-phone-provider';
import type { AppointmentsTable, CallbackRequestsTable, Database } from '../../server/src/store/database.schema';
import { MIGRATIONS } from '../../server/src/store/migrations';
import { startOutboxServer, type ComposedWorker, type OutboxServer } from './support/outbox-server';
import type { SmtpInbox } from './support/smtp-inbox';
import { createTestDatabase, describeEachEngine, migratorFor, openRawDatabase, type TestDatabase } from './support/test-databases';
import { TEST_STAFF_TOKEN, type TestServer } from './support/test-server';

/** Monday 30 November 2026, 09:00 IST; Dr. Ananya Rao (a seeded sample) sees people on weekday mornings 10:00-13:00. */
const NOW = at('2026-11-30', '09:00');
const ANANYA = 'ananya-rao';
const ORIGIN = 'https://manobal.test';
/** What the website sends from its Hindi pages (/hi/...). */
const FROM_HINDI_PAGES = { 'x-manobal-lang': 'hi' };

describeEachEngine("the visitor's language, kept with a booking and a call-back: every message to them is written in it", (engine) => {
  let running: OutboxServer;
  let server: TestServer;
  let inbox: SmtpInbox;
  let worker: ComposedWorker;
  let provider: FakePhoneProvider;
  let therapistEmail: string;
  const clock = aMovableClock(NOW.toISOString());

  beforeAll(async () => {
    provider = await startFakePhoneProvider();
    running = await startOutboxServer(engine, clock, NOW, { PUBLIC_ORIGIN: ORIGIN, ...fakePhoneProviderEnv(provider.url) });
    ({ server, inbox, worker } = running);
    therapistEmail = (await server.staffPerson({ roles: ['therapist'], therapistId: ANANYA, name: 'Ananya Rao' })).email;
  });
  afterAll(async () => {
    await running?.close();
    await provider?.close();
  });

  const book = async (start: Date, headers: Record<string, string> = {}, overrides: Record<string, unknown> = {}) => {
    clock.set(NOW.toISOString());
    const held = await server.post(APPOINTMENT_PATHS.holds, { therapist_id: ANANYA, start: start.toISOString(), mode: 'video' }, headers);
    expect(held.status, held.text).toBe(201);
    const request = aConfirmRequest(held.json.data.hold_id, overrides);
    const confirmed = await server.post(APPOINTMENT_PATHS.appointments, request, headers);
    expect(confirmed.status, confirmed.text).toBe(201);
    return { reference: confirmed.json.data.reference as string, token: confirmed.json.data.manage_token as string, email: request.email, phone: `+91${request.phone}` };
  };
  const deliverAt = async (instant: Date) => {
    clock.set(instant.toISOString());
    await worker.drain();
  };
  const subjectsTo = (email: string) => inbox.to(email).map((mail) => mail.subject);
  const staff = (call: 'staffCancelAppointment' | 'staffMarkAttendance', reference: string, method: string, body: unknown) =>
    fetch(`${server.baseUrl}${STAFF_CONTRACT[call].path.replace('{reference}', reference)}`, {
      method,
      headers: { authorization: `Bearer ${TEST_STAFF_TOKEN}`, 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify(body),
    });

  it('confirms a booking made on the Hindi pages in Hindi, by e-mail and by SMS, reminds in Hindi the day before, and tells the therapist in English', async () => {
    const { reference, email, phone } = await book(at('2026-12-01', '10:00'), FROM_HINDI_PAGES, { message_opt_ins: [optInOf('sms')] });
    await deliverAt(NOW);

    const [confirmation] = inbox.to(email);
    expect(confirmation?.subject).toBe('बुकिंग पक्की: 1 दिसंबर, मंगलवार का आपका सेशन');
    expect(confirmation?.text).toContain('नमस्ते Asha Verma,');
    expect(confirmation?.text).toContain(`बुकिंग नंबर: ${reference}`);
    expect(confirmation?.text).toContain('कब: 1 दिसंबर, मंगलवार, 10:00 AM IST');
    expect(confirmation?.text).toContain('कैसे: वीडियो कॉल');
    expect(confirmation?.text).toContain('Tele-MANAS 14416, मुफ़्त, दिन-रात कभी भी।');
    expect(confirmation?.text).not.toContain('Booked');

    const [text] = provider.to(phone).filter((request) => request.body.channel === 'sms');
    expect(text?.body.dlt_template_id).toBe(FAKE_DLT_TEMPLATE_IDS['booking-confirmed-hi']);
    expect(text?.body.text).toContain('आपका सेशन 1 दिसंबर, मंगलवार, 10:00 AM IST पर बुक है।');

    expect(inbox.to(therapistEmail).filter((mail) => mail.text.includes(reference)).map((mail) => mail.subject)).toEqual(['New booking in your calendar: Tue 1 Dec']);

    await deliverAt(at('2026-11-30', '10:00'));
    expect(subjectsTo(email)).toEqual(['बुकिंग पक्की: 1 दिसंबर, मंगलवार का आपका सेशन', 'याद दिला रहे हैं: 1 दिसंबर, मंगलवार का आपका सेशन']);
    expect(inbox.to(email)[1]?.text).toContain('आपके सेशन की याद दिला रहे हैं।');
  });

  it('keeps a booking made on the English pages in English, its reminder too, even when its cancel is asked for from the Hindi pages', async () => {
    const { reference, token, email } = await book(at('2026-12-01', '11:00'), { 'x-manobal-lang': 'en' });
    await deliverAt(NOW);
    await deliverAt(at('2026-11-30', '11:00'));
    expect(subjectsTo(email)).toEqual(['Booked: your session on Tue 1 Dec', 'Reminder: your session on Tue 1 Dec']);
    expect(inbox.to(email)[0]?.text).toContain('Hello Asha Verma,');

    clock.set(NOW.toISOString());
    const cancelled = await server.postRaw(appointmentPath(APPOINTMENT_PATHS.cancel, reference), '', { authorization: `Bearer ${token}`, ...FROM_HINDI_PAGES });
    expect(cancelled.status, cancelled.text).toBe(200);
    await deliverAt(NOW);
    expect(subjectsTo(email).slice(2)).toEqual(['Cancelled: your session on Tue 1 Dec']);
  });

  it("writes a Hindi booking's changes in Hindi whoever makes them from wherever: the visitor's move from the English pages, the care team's cancel", async () => {
    const { reference, token, email } = await book(at('2026-12-02', '10:00'), FROM_HINDI_PAGES);
    await deliverAt(NOW);
    const moved = await server.post(appointmentPath(APPOINTMENT_PATHS.reschedule, reference), { start: at('2026-12-02', '11:00').toISOString() }, { authorization: `Bearer ${token}`, 'x-manobal-lang': 'en' });
    expect(moved.status, moved.text).toBe(200);
    await deliverAt(NOW);
    expect((await staff('staffCancelAppointment', reference, 'POST', { reason: 'Dr. Rao is unwell that day' })).status).toBe(200);
    await deliverAt(NOW);

    expect(subjectsTo(email)).toEqual(['बुकिंग पक्की: 2 दिसंबर, बुधवार का आपका सेशन', 'समय बदला: आपका सेशन अब 2 दिसंबर, बुधवार को है', 'रद्द: 2 दिसंबर, बुधवार का आपका सेशन']);
    const cancel = inbox.to(email)[2];
    expect(cancel?.text).toContain('हमारी केयर टीम ने इसे रद्द किया');
    expect(cancel?.text).toContain('कारण: Dr. Rao is unwell that day');
    expect(inbox.to(therapistEmail).filter((mail) => mail.text.includes(reference)).map((mail) => mail.subject)).toEqual([
      'New booking in your calendar: Wed 2 Dec',
      'Moved in your calendar: now Wed 2 Dec',
      'Cancelled in your calendar: Wed 2 Dec',
    ]);
  });

  it("tells a Hindi visitor marked as not come in Hindi, and sends their lost links in Hindi though they ask from the English pages", async () => {
    const { reference, email } = await book(at('2026-12-03', '12:00'), FROM_HINDI_PAGES);
    const later = await book(at('2026-12-04', '12:00'), FROM_HINDI_PAGES, { email, phone: '9811100091' });
    await deliverAt(NOW);
    const before = inbox.to(email).length;

    const asked = await server.post(APPOINTMENT_PATHS.lostLink, { contact: email });
    expect(asked.json.msg).toBe(MANAGE_LINK_SENT.en.email);
    await deliverAt(NOW);
    const [links] = inbox.to(email).slice(before);
    expect(links?.subject).toBe('आपकी बुकिंग के लिंक');
    expect(links?.text).toContain('नमस्ते Asha Verma,');
    // The links open the manage page in Hindi, the language the bookings were made in.
    expect(links?.text).toContain(`${ORIGIN}/hi/appointments/${later.reference}#`);

    clock.set(at('2026-12-03', '13:30').toISOString());
    expect((await staff('staffMarkAttendance', reference, 'PUT', { attendance: 'no-show' })).status).toBe(200);
    await deliverAt(at('2026-12-03', '13:30'));
    const missed = inbox.to(email).find((mail) => mail.text.includes(reference) && mail.subject.includes('नहीं आ पाए'));
    expect(missed?.subject).toBe('3 दिसंबर, गुरुवार को आप नहीं आ पाए');
    expect(missed?.text).toContain('में हम आपसे नहीं मिल पाए।');
  });

  it('acknowledges a call-back asked for from the Hindi pages by a Hindi SMS, and one asked in English by the English SMS', async () => {
    const night = at('2026-11-30', '23:30');
    clock.set(night.toISOString());
    const hindi = await server.post(ENDPOINTS.requestCallback.path, { name: 'Ravi', phone: '9812345601', reason: 'booking-help', consent: true }, FROM_HINDI_PAGES);
    const english = await server.post(ENDPOINTS.requestCallback.path, { name: 'Ravi', phone: '9812345602', reason: 'booking-help', consent: true }, { 'accept-language': 'en' });
    expect([hindi.status, english.status]).toEqual([201, 201]);
    await deliverAt(night);

    const [inHindi] = provider.to('+919812345601');
    expect(inHindi?.body.dlt_template_id).toBe(FAKE_DLT_TEMPLATE_IDS['callback-acknowledged-hi']);
    expect(inHindi?.body.text).toContain('हमें आपका कॉल-बैक का अनुरोध मिल गया है; हमारी केयर टीम इसी नंबर पर कॉल करेगी।');
    const [inEnglish] = provider.to('+919812345602');
    expect(inEnglish?.body.dlt_template_id).toBe(FAKE_DLT_TEMPLATE_IDS['callback-acknowledged']);
    expect(inEnglish?.body.text).toContain('we have your call-back request; our care team will call this number.');
  });
});

/** A booking and a call-back as the store kept them before their language was (every column then NOT NULL). */
const keptBefore = {
  appointment: {
    id: 'kept-appointment',
    reference: 'MNB-8EF0RE',
    therapist_id: ANANYA,
    start_at: at('2026-12-07', '10:00').toISOString(),
    end_at: at('2026-12-07', '11:00').toISOString(),
    mode: 'video',
    fee_inr: 1200,
    status: 'confirmed',
    name: 'Asha Verma',
    email: 'asha.before@example.com',
    phone: '9876500001',
    age: 29,
    guardian_check: 0,
    manage_token_hash: 'hash',
    created_at: NOW.toISOString(),
    sequence: 0,
    cancelled_late: 0,
  } satisfies Partial<AppointmentsTable>,
  callback: {
    id: 'kept-callback',
    name: 'Ravi',
    phone: '9812345603',
    reason: 'booking-help',
    urgency: 'normal',
    created_at: NOW.toISOString(),
    status: 'waiting',
    due_at: at('2026-12-01', '09:00').toISOString(),
    queue_state: 'waiting',
    attempts: 0,
  } satisfies Partial<CallbackRequestsTable>,
};

describeEachEngine('a booking and a call-back kept before their language was', (engine) => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    const raw = openRawDatabase(db) as unknown as Kysely<Database>;
    try {
      const before = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name !== '0034-visitor-locale'));
      const { error } = await migratorFor(raw as unknown as Kysely<unknown>, db, before).migrateToLatest();
      if (error) throw error;
      await raw.insertInto('appointments').values(keptBefore.appointment as AppointmentsTable).execute();
      await raw.insertInto('callback_requests').values(keptBefore.callback as CallbackRequestsTable).execute();
    } finally {
      await raw.destroy();
    }
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('reads them as English, the language every message about them was written in until then', async () => {
    const store = await db.open();
    try {
      expect((await store.appointments.findByReference(keptBefore.appointment.reference))._unsafeUnwrap()?.person.locale).toBe('en');
      expect((await store.callbacks.find(keptBefore.callback.id))._unsafeUnwrap()?.locale).toBe('en');
    } finally {
      await store.close();
    }
  });
});
