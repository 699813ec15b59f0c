import { afterAll, beforeAll, expect, it } from 'vitest';
import { appointmentNotices, SAMPLE_THERAPISTS, type NewOutboxMessage } from '@manobal/core';
import { at } from '../../fixtures/booking/availability';
import { aMovableClock } from '../../fixtures/in-memory/in-memory-services';
import { aBookedAppointment, countingIds } from '../../fixtures/notifications';
import { FAKE_DLT_TEMPLATE_IDS, FAKE_WHATSAPP_TEMPLATES, fakePhoneProviderEnv, startFakePhoneProvider, type FakePhoneProvider } from '../../fixtures/phone-provider/fake-phone-provider';
import { composeOutboxWorker } from '../../server/src/notifications/compose-outbox-worker';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

const NOW = at('2026-11-30', '09:00');

describeEachEngine('a message stored in Hindi is sent in Hindi: by e-mail, SMS and WhatsApp', (engine) => {
  let db: TestDatabase;
  let server: TestServer;
  let inbox: SmtpInbox;
  let provider: FakePhoneProvider;
  const clock = aMovableClock(NOW.toISOString());

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    provider = await startFakePhoneProvider();
    db = await createTestDatabase(engine);
    server = await startTestServer(db, { clock, env: { SMTP_URL: inbox.url, PUBLIC_ORIGIN: 'https://manobal.test', ...fakePhoneProviderEnv(provider.url) } });
    await server.store.therapists.seed(SAMPLE_THERAPISTS, NOW);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
    await inbox?.close();
    await provider?.close();
  });

  it("renders each row in its stored language at send time, the Hindi SMS under its own DLT template and WhatsApp's under the Hindi name", async () => {
    const email = `hindi.${engine}@example.in`;
    const appointment = aBookedAppointment({
      id: `hi-${engine}`,
      start: at('2026-12-01', '18:30'),
      end: at('2026-12-01', '19:30'),
      person: { ...aBookedAppointment().person, name: 'आशा राव', email, locale: 'hi' },
      optIns: [
        { channel: 'sms', wordsId: 'booking-sms-opt-in', wordsVersion: 1, words: 'x', givenAt: NOW },
        { channel: 'whatsapp', wordsId: 'booking-whatsapp-opt-in', wordsVersion: 1, words: 'x', givenAt: NOW },
      ],
    });
    const rows: NewOutboxMessage[] = appointmentNotices(
      { kind: 'confirmed', appointment },
      { now: NOW, therapist: { name: 'Dr. Meera Iyer', email: null }, newId: countingIds(`hi-${engine}`) },
    ).filter((row) => row.templateId === 'booking-confirmed');
    expect(rows.map((row) => row.channel).sort()).toEqual(['email', 'sms', 'whatsapp']);
    // No appointment row is needed to render or send these: the manage link is made from the row's own id and reference.
    (await server.store.manageLinks.writeCapped(rows, { since: NOW, max: 10 }, NOW))._unsafeUnwrap();

    const worker = await composeOutboxWorker({ config: server.config, store: server.store, clock, origin: server.baseUrl });
    await worker.drain();
    worker.sender.close?.();

    const [mail] = inbox.to(email);
    expect(mail?.subject).toBe('बुकिंग पक्की: 1 दिसंबर, मंगलवार का आपका सेशन');
    expect(mail?.text).toContain('नमस्ते आशा राव,');
    expect(mail?.text).toContain('कब: 1 दिसंबर, मंगलवार, 6:30 PM IST');
    expect(mail?.text).toContain('फ़ीस: ₹1,200');
    expect(mail?.text).toContain('Tele-MANAS 14416, मुफ़्त, दिन-रात कभी भी।');

    const [sms, whatsapp] = (['sms', 'whatsapp'] as const).map((channel) => provider.to('+919876543210').find((request) => request.body.channel === channel));
    expect(sms?.body.dlt_template_id).toBe(FAKE_DLT_TEMPLATE_IDS['booking-confirmed-hi']);
    expect(sms?.body.text).toMatch(/^Manobal: आपका सेशन 1 दिसंबर, मंगलवार, 6:30 PM IST पर बुक है। बदलें या रद्द करें: https:\/\/manobal\.test\/hi\/appointments\/MNB-7K2Q9D#\S+ Tele-MANAS 14416, मुफ़्त$/);
    expect(whatsapp?.body).toMatchObject({ template: FAKE_WHATSAPP_TEMPLATES['booking-confirmed-hi'], language: 'hi' });
  });
});
