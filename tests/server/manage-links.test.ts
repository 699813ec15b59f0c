import { expect, it } from 'vitest';
import { APPOINTMENT_PATHS, MANAGE_LINK_SENT, MANAGE_LINK_LIMITS, appointmentPath } from '@manobal/core';
import { at } from '../../fixtures/booking/availability';
import { aConfirmRequest } from '../../fixtures/in-memory/in-memory-appointments';
import { aMovableClock } from '../../fixtures/in-memory/in-memory-services';
import { useMailingServer } from './support/mailing-server';
import type { ReceivedMail } from './support/smtp-inbox';
import { describeEachEngine } from './support/test-databases';

/** Monday 30 November 2026, 09:00 IST; Dr. Ananya Rao (a seeded sample) sees people on weekday mornings. */
const NOW = at('2026-11-30', '09:00');
const ORIGIN = 'https://manobal.test';

describeEachEngine('a lost manage link asked for again, through a real SMTP server', (engine) => {
  const clock = aMovableClock(NOW.toISOString());
  const mailing = useMailingServer(engine, clock, { PUBLIC_ORIGIN: ORIGIN });
  const deliver = () => mailing.deliver();

  const book = async (start: Date, contact: { email: string; phone: string }) => {
    const held = await mailing.server.post(APPOINTMENT_PATHS.holds, { therapist_id: 'ananya-rao', start: start.toISOString(), mode: 'video' });
    expect(held.status, held.text).toBe(201);
    const confirmed = await mailing.server.post(APPOINTMENT_PATHS.appointments, aConfirmRequest(held.json.data.hold_id, contact));
    expect(confirmed.status, confirmed.text).toBe(201);
    return { reference: confirmed.json.data.reference as string, token: confirmed.json.data.manage_token as string };
  };
  const ask = (contact: string) => mailing.server.post(APPOINTMENT_PATHS.lostLink, { contact });
  const linksIn = (mail: ReceivedMail): URL[] => [...mail.text.matchAll(/https:\/\/manobal\.test\/appointments\/\S+/g)].map((match) => new URL(match[0]));

  it('answers a known and an unknown address in the same words, and sends links only to the address that booked, which open its bookings', async () => {
    const asha = { email: 'asha.lost@example.com', phone: '9811100001' };
    const first = await book(at('2026-12-01', '10:00'), asha);
    const second = await book(at('2026-12-02', '11:00'), asha);
    const cancelled = await book(at('2026-12-03', '10:00'), asha);
    expect((await mailing.server.postRaw(appointmentPath(APPOINTMENT_PATHS.cancel, cancelled.reference), '', { authorization: `Bearer ${cancelled.token}` })).status).toBe(200);
    await deliver();
    const before = mailing.inbox.received.length;

    const known = await ask('Asha.Lost@Example.com');
    const unknown = await ask('nobody.booked@example.com');
    expect(known.status).toBe(200);
    expect({ status: unknown.status, body: unknown.json }).toEqual({ status: known.status, body: known.json });
    expect(known.json.msg).toBe(MANAGE_LINK_SENT.en.email);

    await deliver();
    const arrived = mailing.inbox.received.slice(before);
    expect(arrived.map((mail) => mail.to)).toEqual([asha.email]);
    const [mail] = arrived;
    expect(mail?.subject).toBe('The links to your bookings');
    expect(mail?.text).not.toContain(cancelled.reference);
    const links = linksIn(mail!);
    expect(links.map((link) => link.pathname)).toEqual([`/appointments/${first.reference}`, `/appointments/${second.reference}`]);
    for (const link of links) {
      const opened = await mailing.server.get(appointmentPath(APPOINTMENT_PATHS.appointment, decodeURIComponent(link.pathname.split('/').pop()!)), { authorization: `Bearer ${link.hash.slice(1)}` });
      expect(opened.status, opened.text).toBe(200);
      expect(opened.json.data.status).toBe('confirmed');
    }
    // The link the confirmation gave still opens the booking: asking again issues no new token and ends no old one.
    const original = await mailing.server.get(appointmentPath(APPOINTMENT_PATHS.appointment, first.reference), { authorization: `Bearer ${first.token}` });
    expect(original.status).toBe(200);
  });

  it('with no SMS configured, finds the bookings by the phone they were made with and sends the links to their e-mail address', async () => {
    const ravi = { email: 'ravi.phone@example.com', phone: '9811100002' };
    const { reference } = await book(at('2026-12-04', '10:00'), ravi);
    await deliver();
    const before = mailing.inbox.received.length;
    expect((await ask('+91 98111-00002')).json.msg).toBe(MANAGE_LINK_SENT.en.email);
    await deliver();
    const arrived = mailing.inbox.received.slice(before);
    expect(arrived.map((mail) => mail.to)).toEqual([ravi.email]);
    expect(arrived[0]?.text).toContain(reference);
  });

  it(`sends one address at most ${MANAGE_LINK_LIMITS.perRecipientPerHour} messages an hour, answering every request alike`, async () => {
    const meera = { email: 'meera.often@example.com', phone: '9811100003' };
    await book(at('2026-12-07', '10:00'), meera);
    await deliver();
    const before = mailing.inbox.received.length;
    for (let time = 0; time < MANAGE_LINK_LIMITS.perRecipientPerHour + 2; time += 1) {
      const answer = await ask(meera.email);
      expect(answer.json.msg).toBe(MANAGE_LINK_SENT.en.email);
    }
    await deliver();
    expect(mailing.inbox.received.slice(before).filter((mail) => mail.to === meera.email)).toHaveLength(MANAGE_LINK_LIMITS.perRecipientPerHour);
    clock.set(new Date(NOW.getTime() + 61 * 60_000).toISOString());
    await ask(meera.email);
    await deliver();
    expect(mailing.inbox.received.slice(before).filter((mail) => mail.to === meera.email)).toHaveLength(MANAGE_LINK_LIMITS.perRecipientPerHour + 1);
    clock.set(NOW.toISOString());
  });

  it('refuses what is neither an e-mail address nor a phone number, naming the field', async () => {
    const refused = await ask('not a contact');
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toHaveProperty('contact');
  });
});
