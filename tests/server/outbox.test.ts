import ICAL from 'ical.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { APPOINTMENT_PATHS, ENDPOINTS, HEALTH_PATH, STAFF_CONTRACT, appointmentPath } from '@manobal/core';
import { at } from '../../fixtures/booking/availability';
import { aConfirmRequest } from '../../fixtures/in-memory/in-memory-appointments';
import { aMovableClock } from '../../fixtures/in-memory/in-memory-services';
import { startOutboxServer, type ComposedWorker, type OutboxServer } from './support/outbox-server';
import type { ReceivedMail, SmtpInbox } from './support/smtp-inbox';
import { describeEachEngine } from './support/test-databases';
import { TEST_STAFF_TOKEN, type TestServer } from './support/test-server';

/**
 * Monday 30 November 2026, 09:00 IST. Dr. Ananya Rao (a seeded sample) sees people on weekday mornings 10:00-13:00;
 * Dr. Farah Siddiqui on Monday, Wednesday and Friday from 09:00, so a 2-hour reminder of her first session would
 * fall at 07:00, in quiet hours.
 */
const NOW = at('2026-11-30', '09:00');
const ANANYA = 'ananya-rao';
const FARAH = 'farah-siddiqui';
const ORIGIN = 'https://manobal.test';

describeEachEngine('the outbox: confirmations, changes and reminders through a real SMTP server', (engine) => {
  let running: OutboxServer;
  let server: TestServer;
  let inbox: SmtpInbox;
  let worker: ComposedWorker;
  let therapistEmail: string;
  let coordinatorEmail: string;
  const clock = aMovableClock(NOW.toISOString());

  beforeAll(async () => {
    running = await startOutboxServer(engine, clock, NOW, { PUBLIC_ORIGIN: ORIGIN, CONTACT_PHONE: '+91 98765 43210' });
    ({ server, inbox, worker } = running);
    therapistEmail = (await server.staffPerson({ roles: ['therapist'], therapistId: ANANYA, name: 'Ananya Rao' })).email;
    coordinatorEmail = (await server.staffPerson({ roles: ['coordinator'], name: 'Kiran' })).email;
  });
  afterAll(() => running?.close());

  const book = async (therapistId: string, start: Date): Promise<{ reference: string; token: string; email: string }> => {
    const held = await server.post(APPOINTMENT_PATHS.holds, { therapist_id: therapistId, start: start.toISOString(), mode: 'video' });
    expect(held.status, held.text).toBe(201);
    const request = aConfirmRequest(held.json.data.hold_id);
    const confirmed = await server.post(APPOINTMENT_PATHS.appointments, request);
    expect(confirmed.status, confirmed.text).toBe(201);
    return { reference: confirmed.json.data.reference, token: confirmed.json.data.manage_token, email: request.email };
  };
  /** Every message due by `instant` is sent: the worker's passes at that moment. */
  const deliverAt = async (instant: Date) => {
    clock.set(instant.toISOString());
    await worker.drain();
  };
  const about = (reference: string) => inbox.received.filter((mail) => mail.text.includes(reference));
  const subjects = (mails: readonly ReceivedMail[]) => mails.map((mail) => `${mail.to.replace(/@.*/, '')}: ${mail.subject}`);
  const linkIn = (mail: ReceivedMail): URL => new URL(/https:\/\/manobal\.test\/appointments\/\S+/.exec(mail.text)?.[0] ?? 'https://missing.example');

  it('sends the visitor a confirmation with a calendar file and a manage link that opens the booking, and tells the therapist', async () => {
    const start = at('2026-12-01', '10:00');
    const { reference, email } = await book(ANANYA, start);
    expect(inbox.to(email)).toEqual([]);
    await deliverAt(NOW);

    const [confirmation] = inbox.to(email);
    expect(confirmation?.subject).toBe('Booked: your session on Tue 1 Dec');
    expect(confirmation?.text).toContain('Tue 1 Dec, 10:00 am IST');
    expect(confirmation?.text).toContain('Tele-MANAS 14416');
    expect(confirmation?.parsed.html).toContain('<a href=');
    expect(confirmation?.messageId).toMatch(/^<.+@manobal\.outbox>$/);

    const link = linkIn(confirmation!);
    expect(link.pathname).toBe(`/appointments/${reference}`);
    const opened = await server.get(appointmentPath(APPOINTMENT_PATHS.appointment, reference), { authorization: `Bearer ${link.hash.slice(1)}` });
    expect(opened.status, opened.text).toBe(200);
    expect(opened.json.data).toMatchObject({ reference, status: 'confirmed' });

    // A video session's e-mail says when its room opens and enters it with the same key (in the fragment) in one tap.
    expect(confirmation?.text).toContain('Your private video room opens at 9:50 am IST, 10 minutes before the session.');
    const room = new URL(/https:\/\/manobal\.test\/session\/\S+/.exec(confirmation!.text)?.[0] ?? 'https://missing.example');
    expect([room.pathname, room.hash]).toEqual([`/session/${reference}`, link.hash]);

    const ics = confirmation?.parsed.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'));
    const vevent = new ICAL.Component(ICAL.parse(ics!.content.toString('utf8'))).getFirstSubcomponent('vevent') as ICAL.Component;
    const event = new ICAL.Event(vevent);
    expect(event.startDate.toJSDate()).toEqual(start);
    expect(event.uid).toBe(`${reference}@manobal`);

    expect(subjects(inbox.to(therapistEmail).filter((mail) => mail.text.includes(reference)))).toEqual([`${therapistEmail.replace(/@.*/, '')}: New booking in your calendar: Tue 1 Dec`]);
  });

  it('never sends the reminders of a cancelled appointment, and tells visitor and therapist of the cancel', async () => {
    clock.set(NOW.toISOString());
    const { reference, token, email } = await book(ANANYA, at('2026-12-02', '10:00'));
    await deliverAt(NOW);
    const cancelled = await server.postRaw(appointmentPath(APPOINTMENT_PATHS.cancel, reference), '', { authorization: `Bearer ${token}` });
    expect(cancelled.status, cancelled.text).toBe(200);
    for (const instant of [NOW, at('2026-12-01', '10:00'), at('2026-12-02', '08:00'), at('2026-12-02', '09:59')]) await deliverAt(instant);
    expect(subjects(inbox.to(email))).toEqual([`${email.replace(/@.*/, '')}: Booked: your session on Wed 2 Dec`, `${email.replace(/@.*/, '')}: Cancelled: your session on Wed 2 Dec`]);
    expect(inbox.to(email)[1]?.text).toContain('you cancelled it');
    expect(about(reference).filter((mail) => mail.to.includes(therapistEmail)).map((mail) => mail.subject)).toEqual([
      'New booking in your calendar: Wed 2 Dec',
      'Cancelled in your calendar: Wed 2 Dec',
    ]);
  });

  it("sends only the new time's reminders of a moved appointment, each at its time", async () => {
    clock.set(NOW.toISOString());
    const { reference, token, email } = await book(ANANYA, at('2026-12-03', '11:00'));
    await deliverAt(NOW);
    const moved = await server.post(appointmentPath(APPOINTMENT_PATHS.reschedule, reference), { start: at('2026-12-04', '11:00').toISOString() }, { authorization: `Bearer ${token}` });
    expect(moved.status, moved.text).toBe(200);
    await deliverAt(NOW);
    expect(inbox.to(email).map((mail) => mail.subject)).toEqual(['Booked: your session on Thu 3 Dec', 'Moved: your session is now on Fri 4 Dec']);
    // The old time's reminders would have gone at these moments.
    await deliverAt(at('2026-12-02', '11:00'));
    await deliverAt(at('2026-12-03', '09:00'));
    expect(inbox.to(email)).toHaveLength(2);
    await deliverAt(at('2026-12-03', '10:59'));
    expect(inbox.to(email)).toHaveLength(2);
    await deliverAt(at('2026-12-03', '11:00'));
    await deliverAt(at('2026-12-04', '09:00'));
    expect(inbox.to(email).slice(2).map((mail) => mail.subject)).toEqual(['Reminder: your session on Fri 4 Dec', 'Reminder: your session at 11:00 am IST on Fri 4 Dec']);
    expect(linkIn(inbox.to(email)[3]!).pathname).toBe(`/appointments/${reference}`);
  });

  it('sends a reminder that would fall in quiet hours at 20:00 IST the evening before', async () => {
    clock.set(NOW.toISOString());
    const { email } = await book(FARAH, at('2026-12-02', '09:00'));
    await deliverAt(at('2026-12-01', '19:59'));
    expect(inbox.to(email).map((mail) => mail.subject)).toEqual(['Booked: your session on Wed 2 Dec', 'Reminder: your session on Wed 2 Dec']);
    await deliverAt(at('2026-12-01', '20:00'));
    expect(inbox.to(email).map((mail) => mail.subject).slice(2)).toEqual(['Reminder: your session at 9:00 am IST on Wed 2 Dec']);
    await deliverAt(at('2026-12-02', '07:00'));
    expect(inbox.to(email)).toHaveLength(3);
  });

  it('tells the visitor the reason when staff cancel', async () => {
    clock.set(NOW.toISOString());
    const { reference, email } = await book(ANANYA, at('2026-12-07', '10:00'));
    const answer = await fetch(`${server.baseUrl}${STAFF_CONTRACT.staffCancelAppointment.path.replace('{reference}', reference)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TEST_STAFF_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'Dr. Rao is unwell that day' }),
    });
    expect(answer.status).toBe(200);
    await deliverAt(NOW);
    const cancel = inbox.to(email).find((mail) => mail.subject.startsWith('Cancelled'));
    expect(cancel?.text).toContain('our care team cancelled it');
    expect(cancel?.text).toContain('Reason: Dr. Rao is unwell that day');
  });

  it('e-mails a crisis call-back to the coordinators at once, day or night, without the caller\'s number', async () => {
    const night = at('2026-11-30', '23:30');
    clock.set(night.toISOString());
    const asked = await server.post(ENDPOINTS.requestCallback.path, { name: 'Ravi', phone: '9812345678', reason: 'crisis', consent: true });
    expect(asked.status, asked.text).toBe(201);
    await deliverAt(night);
    const [alert] = inbox.to(coordinatorEmail);
    expect(alert?.subject).toBe('Urgent call-back waiting (11:30 pm IST)');
    expect(alert?.text).toContain(`${ORIGIN}/staff/queue`);
    expect(alert?.text).not.toContain('9812345678');
    const help = await server.post(ENDPOINTS.requestCallback.path, { name: 'Ravi', phone: '9812345679', reason: 'booking-help', consent: true });
    expect(help.status).toBe(201);
    await deliverAt(night);
    expect(inbox.to(coordinatorEmail)).toHaveLength(1);
  });

  it('leaves no message behind a booking that was refused, and reports the oldest due message in health', async () => {
    clock.set(NOW.toISOString());
    const before = inbox.received.length;
    const refused = await server.post(APPOINTMENT_PATHS.appointments, aConfirmRequest('never-held'));
    expect(refused.status).toBe(410);
    await deliverAt(NOW);
    expect(inbox.received.length).toBe(before);
    const health = await server.get(HEALTH_PATH);
    expect(health.json.data.outbox).toEqual({ oldest_due_seconds: 0 });
  });
});
