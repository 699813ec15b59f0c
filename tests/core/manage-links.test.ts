import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  MANAGE_LINK_SENT,
  bookingContactOf,
  MANAGE_LINK_LIMITS,
  MANAGE_LINK_MESSAGES,
  manageLinkNotices,
  manageLinkRequestSchema,
  renderMessage,
  requestManageLinks,
  type Appointment,
  type BookingContact,
  type ManageLinkStore,
  type NewOutboxMessage,
  type OutboxMessage,
  type RenderContext,
} from '@manobal/core';
import { at } from '../../fixtures/booking/availability';
import { aBookedAppointment, countingIds } from '../../fixtures/notifications';
import { fixedClock } from '@manobal/core';

const NOW = at('2026-11-30', '09:00');
const CONTEXT: RenderContext = {
  contact: { phone: '+91 98765 43210', email: 'care@manobal.example', address: '14 MG Road, Pune' },
  links: { manage: (id, reference) => `https://manobal.example/appointments/${reference}#token-of-${id}`, urgentQueue: () => 'https://manobal.example/staff/queue' },
  now: NOW,
};

const contactOf = (contact: string) => manageLinkRequestSchema.safeParse({ contact });

describe('the lost-link request', () => {
  it('finds bookings by an e-mail address as the booking caps key it (lower case, without a +tag)', () => {
    expect(bookingContactOf(contactOf(' Asha+work@Example.IN ').data?.contact ?? '')).toEqual({ kind: 'email', key: 'asha@example.in' });
  });

  it('reads a phone number in any accepted spelling as its ten digits', () => {
    expect(contactOf('+91 98765-43210').data?.contact).toBe('9876543210');
    expect(bookingContactOf('9876543210')).toEqual({ kind: 'phone', key: '9876543210' });
  });

  it.each([
    ['', MANAGE_LINK_MESSAGES.contactRequired],
    ['12345', MANAGE_LINK_MESSAGES.contactInvalid],
    ['asha@', MANAGE_LINK_MESSAGES.contactInvalid],
    ['asha\u0000@example.in', MANAGE_LINK_MESSAGES.contactInvalid],
  ])('refuses %j with a message saying what to type', (contact, message) => {
    const parsed = contactOf(contact);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });
});

describe('the manage-links message', () => {
  const later = aBookedAppointment({ id: 'appointment-2', reference: 'MNB-2222AA', start: at('2026-12-05', '10:00'), end: at('2026-12-05', '11:00') });
  const sooner = aBookedAppointment();

  it("lists the person's upcoming bookings soonest first in one message to the address they booked with, at once", () => {
    const [message, ...rest] = manageLinkNotices([later, sooner], { now: NOW, newId: countingIds() });
    expect(rest).toEqual([]);
    expect(message).toMatchObject({ recipient: 'asha@example.in', templateId: 'manage-links', runAt: NOW, appointmentId: null });
    const rendered = renderMessage(message as OutboxMessage, CONTEXT);
    const mine = rendered.text.indexOf('MNB-7K2Q9D');
    expect(mine).toBeGreaterThan(0);
    expect(rendered.text.indexOf('MNB-2222AA')).toBeGreaterThan(mine);
    expect(rendered.text).toContain('https://manobal.example/appointments/MNB-7K2Q9D#token-of-appointment-1');
    expect(rendered.text).toContain('https://manobal.example/appointments/MNB-2222AA#token-of-appointment-2');
    expect(rendered.html).toContain('<a href="https://manobal.example/appointments/MNB-2222AA#token-of-appointment-2">');
    expect(rendered.subject).not.toMatch(/therap|depress|anx/i);
  });

  it('is written in the language of the latest booking made, which it greets by name', () => {
    const madeInHindi = aBookedAppointment({ ...later, createdAt: at('2026-11-30', '10:00'), person: { ...later.person, name: 'आशा राव', locale: 'hi' } });
    const [message] = manageLinkNotices([madeInHindi, sooner], { now: NOW, newId: countingIds() });
    expect(message?.locale).toBe('hi');
    const rendered = renderMessage(message as OutboxMessage, CONTEXT);
    expect(rendered.subject).toBe('आपकी बुकिंग के लिंक');
    expect(rendered.text).toContain('नमस्ते आशा राव,');
    expect(manageLinkNotices([sooner], { now: NOW, newId: countingIds() })[0]?.locale).toBe('en');
  });

  it('keeps no token in the row: only ids, references and times, the links are made when it is sent', () => {
    const [message] = manageLinkNotices([sooner], { now: NOW, newId: countingIds() });
    expect(JSON.stringify(message?.variables)).not.toContain('token');
  });

  it('writes one message per address when one phone booked under two e-mail addresses, each with only its own bookings', () => {
    const other = aBookedAppointment({ id: 'appointment-3', reference: 'MNB-3333BB', person: { ...sooner.person, email: 'ravi@example.in' } });
    const messages = manageLinkNotices([sooner, other], { now: NOW, newId: countingIds() });
    expect(messages.map((message) => message.recipient).sort()).toEqual(['asha@example.in', 'ravi@example.in']);
    const toRavi = messages.find((message) => message.recipient === 'ravi@example.in');
    expect(renderMessage(toRavi as OutboxMessage, CONTEXT).text).not.toContain('MNB-7K2Q9D');
  });

  it('writes nothing when there is nothing upcoming', () => {
    expect(manageLinkNotices([], { now: NOW, newId: countingIds() })).toEqual([]);
  });
});

/** A store with fixed bookings that records what it was asked to write, and keeps the hourly limit as the real one does. */
const aStore = (bookings: readonly Appointment[]) => {
  const written: NewOutboxMessage[] = [];
  const asked: BookingContact[] = [];
  const store: ManageLinkStore = {
    upcomingFor: (contact) => {
      asked.push(contact);
      return okAsync(bookings.filter((booking) => (contact.kind === 'email' ? booking.person.email === contact.key : booking.person.phone === contact.key)));
    },
    writeCapped: (messages, cap) => {
      for (const message of messages) if (written.filter((kept) => kept.recipient === message.recipient).length < cap.max) written.push(message);
      return okAsync(undefined);
    },
  };
  return { store, written, asked };
};

describe('requestManageLinks', () => {
  const ids = { next: countingIds('id') };

  it('answers a known and an unknown address alike, and writes a message only for the known one', async () => {
    const { store, written } = aStore([aBookedAppointment()]);
    const ask = requestManageLinks({ store, clock: fixedClock(NOW), ids });
    const known = await ask({ contact: 'asha@example.in' });
    const unknown = await ask({ contact: 'nobody@example.in' });
    expect(known._unsafeUnwrap()).toEqual(unknown._unsafeUnwrap());
    expect(written.map((message) => message.recipient)).toEqual(['asha@example.in']);
    expect(MANAGE_LINK_SENT.en.email).toMatch(/If a session is booked/);
  });

  it('with no SMS configured, finds bookings by phone and writes only to the e-mail address they were made with', async () => {
    const { store, written } = aStore([aBookedAppointment()]);
    await requestManageLinks({ store, clock: fixedClock(NOW), ids })({ contact: '98765 43210' });
    expect(written.map((message) => message.recipient)).toEqual(['asha@example.in']);
  });

  it('asked with a phone number while SMS is configured, texts that phone one link per booking, soonest first, each in the language it was booked in, and says so alike for a phone that never booked', async () => {
    const later = aBookedAppointment({ id: 'appointment-2', reference: 'MNB-2222AA', start: at('2026-12-05', '10:00'), end: at('2026-12-05', '11:00') });
    const bookedInHindi = aBookedAppointment({ person: { ...aBookedAppointment().person, locale: 'hi' } });
    const { store, written } = aStore([later, bookedInHindi]);
    const ask = requestManageLinks({ store, clock: fixedClock(NOW), ids, phoneChannels: ['sms', 'whatsapp'] });
    const known = await ask({ contact: '+91 98765-43210' });
    const unknown = await ask({ contact: '9123456789' });
    expect([known._unsafeUnwrap(), unknown._unsafeUnwrap()]).toEqual(['sms', 'sms']);
    expect(written.map(({ channel, recipient, templateId, appointmentId, locale }) => ({ channel, recipient, templateId, appointmentId, locale }))).toEqual([
      { channel: 'sms', recipient: '+919876543210', templateId: 'manage-links', appointmentId: 'appointment-1', locale: 'hi' },
      { channel: 'sms', recipient: '+919876543210', templateId: 'manage-links', appointmentId: 'appointment-2', locale: 'en' },
    ]);
    // The link is made at send time: the row names the booking, never a token.
    expect(JSON.stringify(written)).not.toMatch(/token|hash/i);
    const text = renderMessage({ ...written[0]!, state: 'sending', attempts: 0 } as unknown as OutboxMessage, CONTEXT).short?.text;
    expect(text).toBe('Manobal: 3 दिसंबर, गुरुवार, 6:00 PM IST का आपका सेशन बदलें या रद्द करें: https://manobal.example/appointments/MNB-7K2Q9D#token-of-appointment-1 Tele-MANAS 14416, मुफ़्त');
  });

  it('asked with an e-mail address while SMS is configured, still writes to the e-mail address', async () => {
    const { store, written } = aStore([aBookedAppointment()]);
    expect((await requestManageLinks({ store, clock: fixedClock(NOW), ids, phoneChannels: ['sms'] })({ contact: 'asha@example.in' }))._unsafeUnwrap()).toBe('email');
    expect(written.map((message) => [message.channel, message.recipient])).toEqual([['email', 'asha@example.in']]);
  });

  it(`sends one address at most ${MANAGE_LINK_LIMITS.perRecipientPerHour} messages an hour, answering the same past it`, async () => {
    const { store, written } = aStore([aBookedAppointment()]);
    const ask = requestManageLinks({ store, clock: fixedClock(NOW), ids });
    for (let time = 0; time < MANAGE_LINK_LIMITS.perRecipientPerHour + 2; time += 1) expect((await ask({ contact: 'asha@example.in' })).isOk()).toBe(true);
    expect(written).toHaveLength(MANAGE_LINK_LIMITS.perRecipientPerHour);
  });

  it('refuses what is neither an e-mail address nor a phone number before reading the store', async () => {
    const { store, asked } = aStore([]);
    const refused = await requestManageLinks({ store, clock: fixedClock(NOW), ids })({ contact: 'asha' });
    expect(refused._unsafeUnwrapErr()).toMatchObject({ kind: 'validation', fieldErrors: { contact: MANAGE_LINK_MESSAGES.contactInvalid } });
    expect(asked).toEqual([]);
  });
});
