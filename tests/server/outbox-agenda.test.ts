import ICAL from 'ical.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { APPOINTMENT_PATHS, appointmentPath } from '@manobal/core';
import { at } from '../../fixtures/booking/availability';
import { aConfirmRequest } from '../../fixtures/in-memory/in-memory-appointments';
import { aMovableClock } from '../../fixtures/in-memory/in-memory-services';
import { composeOutboxWorker } from '../../server/src/notifications/compose-outbox-worker';
import { startOutboxServer, type ComposedWorker, type OutboxServer } from './support/outbox-server';
import type { SmtpInbox } from './support/smtp-inbox';
import { describeEachEngine } from './support/test-databases';
import type { TestServer } from './support/test-server';

/**
 * Monday 30 November 2026, 09:00 IST. Dr. Ananya Rao sees people on weekday mornings 10:00-13:00; Dr. Farah Siddiqui
 * on Monday, Wednesday and Friday, so she has nothing on Tuesday 1 December.
 */
const NOW = at('2026-11-30', '09:00');
const ANANYA = 'ananya-rao';
const FARAH = 'farah-siddiqui';

describeEachEngine("the therapist's agenda each evening, and the visitor's own time zone in messages", (engine) => {
  let running: OutboxServer;
  let server: TestServer;
  let inbox: SmtpInbox;
  let worker: ComposedWorker;
  let ananyaEmail: string;
  let farahEmail: string;
  const clock = aMovableClock(NOW.toISOString());

  beforeAll(async () => {
    running = await startOutboxServer(engine, clock, NOW);
    ({ server, inbox, worker } = running);
    ananyaEmail = (await server.staffPerson({ roles: ['therapist'], therapistId: ANANYA, name: 'Ananya Rao' })).email;
    farahEmail = (await server.staffPerson({ roles: ['therapist'], therapistId: FARAH, name: 'Farah Siddiqui' })).email;
  });
  afterAll(() => running?.close());

  const book = async (therapistId: string, start: Date, mode: 'video' | 'in-person', overrides: Record<string, unknown> = {}) => {
    const held = await server.post(APPOINTMENT_PATHS.holds, { therapist_id: therapistId, start: start.toISOString(), mode });
    expect(held.status, held.text).toBe(201);
    const request = aConfirmRequest(held.json.data.hold_id, overrides);
    const confirmed = await server.post(APPOINTMENT_PATHS.appointments, request);
    expect(confirmed.status, confirmed.text).toBe(201);
    return { reference: confirmed.json.data.reference as string, token: confirmed.json.data.manage_token as string, email: request.email };
  };
  const deliverAt = async (instant: Date) => {
    clock.set(instant.toISOString());
    await worker.drain();
  };
  const agendas = (email: string) => inbox.to(email).filter((mail) => mail.subject.startsWith('Your sessions tomorrow'));

  it("e-mails each therapist the next day's sessions at 19:00 IST, built from the sessions as they are then, once", async () => {
    const first = await book(ANANYA, at('2026-12-01', '10:00'), 'video', { name: 'Priya Sharma' });
    const second = await book(ANANYA, at('2026-12-01', '12:00'), 'in-person', { name: 'Rohan Mehta' });
    const third = await book(ANANYA, at('2026-12-01', '11:00'), 'video', { name: 'Kabir Das' });
    const later = await book(ANANYA, at('2026-12-02', '10:00'), 'video');
    await deliverAt(at('2026-11-30', '18:59'));
    expect(agendas(ananyaEmail)).toEqual([]);

    // The agenda is planned at 19:00 but the mail server refuses it; a session is cancelled before it goes.
    inbox.down(true);
    await deliverAt(at('2026-11-30', '19:00'));
    expect(agendas(ananyaEmail)).toEqual([]);
    const cancelled = await server.postRaw(appointmentPath(APPOINTMENT_PATHS.cancel, third.reference), '', { authorization: `Bearer ${third.token}` });
    expect(cancelled.status, cancelled.text).toBe(200);
    inbox.down(false);

    // Two workers (another instance) plan and send through the evening: one agenda still.
    const other = await composeOutboxWorker({ config: server.config, store: server.store, clock, origin: server.baseUrl });
    for (const instant of [at('2026-11-30', '19:30'), at('2026-11-30', '20:00'), at('2026-11-30', '20:30')]) {
      clock.set(instant.toISOString());
      await Promise.all([worker.drain(), other.drain()]);
    }
    other.sender.close?.();

    const [agenda, ...more] = agendas(ananyaEmail);
    expect(more).toEqual([]);
    expect(agenda?.subject).toBe('Your sessions tomorrow, Tue 1 Dec');
    expect(agenda?.text).toContain(`10:00 am IST · Video call · ${first.reference} · Priya\n12:00 pm IST · In person · ${second.reference} · Rohan`);
    expect(agenda?.text).not.toContain(third.reference);
    expect(agenda?.text).not.toContain(later.reference);
    for (const privateWord of ['Sharma', 'Mehta', first.email, 'Panic attacks']) expect(agenda?.text).not.toContain(privateWord);
    expect(agenda?.parsed.html).toContain('Priya<br>12:00 pm IST');
    expect(agenda?.text).toContain('Tele-MANAS 14416');
    // Farah has no session on Tuesday: nothing.
    expect(agendas(farahEmail)).toEqual([]);
  });

  it('sends no agenda in quiet hours, and none for a day whose sessions were all cancelled', async () => {
    const { reference, token } = await book(FARAH, at('2026-12-02', '09:00'), 'video');
    const cancelled = await server.postRaw(appointmentPath(APPOINTMENT_PATHS.cancel, reference), '', { authorization: `Bearer ${token}` });
    expect(cancelled.status).toBe(200);
    await deliverAt(at('2026-12-01', '19:00'));
    expect(agendas(farahEmail)).toEqual([]);
    // Ananya's Wednesday session is planned at 19:00 above; nothing more at night.
    expect(agendas(ananyaEmail).map((mail) => mail.subject)).toEqual(['Your sessions tomorrow, Tue 1 Dec', 'Your sessions tomorrow, Wed 2 Dec']);
    await book(FARAH, at('2026-12-04', '09:00'), 'video');
    await deliverAt(at('2026-12-03', '21:30'));
    await deliverAt(at('2026-12-04', '07:00'));
    expect(agendas(farahEmail)).toEqual([]);
  });

  it("shows the visitor's own clock beside IST when their browser's zone differs, with the calendar file still in UTC", async () => {
    clock.set(NOW.toISOString());
    const start = at('2026-12-07', '12:00');
    const abroad = await book(ANANYA, start, 'video', { time_zone: 'Europe/London' });
    const odd = await book(ANANYA, at('2026-12-08', '12:00'), 'video', { time_zone: 'Not/A_Zone' });
    await deliverAt(NOW);
    const [confirmation] = inbox.to(abroad.email);
    expect(confirmation?.text).toContain('When: Mon 7 Dec, 12:00 pm IST (6:30 am in London)');
    const ics = confirmation?.parsed.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'));
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics!.content.toString('utf8'))).getFirstSubcomponent('vevent') as ICAL.Component);
    expect(event.startDate.toJSDate()).toEqual(start);
    expect(inbox.to(odd.email)[0]?.text).toContain('When: Tue 8 Dec, 12:00 pm IST\n');

    // A move keeps the zone: the visitor's clock again beside the new time.
    const moved = await server.post(appointmentPath(APPOINTMENT_PATHS.reschedule, abroad.reference), { start: at('2026-12-09', '10:00').toISOString() }, { authorization: `Bearer ${abroad.token}` });
    expect(moved.status, moved.text).toBe(200);
    await deliverAt(NOW);
    expect(inbox.to(abroad.email)[1]?.text).toContain('When: Wed 9 Dec, 10:00 am IST (4:30 am in London)');
  });
});
