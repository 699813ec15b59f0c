import fc from 'fast-check';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  appointmentNotices,
  localizedPath,
  roomPath,
  callbackAlerts,
  deliverDueMessages,
  MESSAGE_TEMPLATE_IDS,
  NOTIFICATION_CATALOG_EN,
  QUIET_HOURS,
  RETRY_POLICY,
  inQuietHours,
  outsideQuietHours,
  reminderRunAt,
  renderMessage,
  retryAt,
  sendTimeDecision,
  TEMPLATE_NAMES,
  templatePlaceholders,
  AGENDA_MINUTES,
  agendaDayDue,
  agendaDedupeKey,
  agendaVisitorName,
  confirmAppointmentSchema,
  type Appointment,
  type CallbackRequest,
  type MessageSender,
  type OutboxMessage,
  type OutboxStore,
  type RenderContext,
  type SendFailure,
  type StoreUnavailable,
} from '@manobal/core';
import { at } from '../../fixtures/booking/availability';
import { aBookedAppointment, countingIds } from '../../fixtures/notifications';
import { aConfirmRequest } from '../../fixtures/in-memory/in-memory-appointments';

const NOW = at('2026-11-30', '09:00');
const THERAPIST = { name: 'Dr. Meera Iyer', email: 'meera@manobal.example' };
const CONTEXT: RenderContext = {
  contact: { phone: '+91 98765 43210', email: 'care@manobal.example', address: '14 MG Road, Pune' },
  links: { manage: (id, reference, locale) => `https://manobal.example${localizedPath(locale, `/appointments/${reference}`)}#token-of-${id}`, urgentQueue: () => 'https://manobal.example/staff/queue' },
  now: NOW,
};
const istMinutes = (instant: Date): number => {
  const shifted = new Date(instant.getTime() + 330 * 60_000);
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
};

describe('the message catalog', () => {
  it('has one versioned template per message id, each naming only variables a message has', () => {
    for (const id of MESSAGE_TEMPLATE_IDS) {
      const template = NOTIFICATION_CATALOG_EN.templates[id];
      expect(template.version).toBeGreaterThanOrEqual(1);
      for (const name of templatePlaceholders(NOTIFICATION_CATALOG_EN, id)) expect(TEMPLATE_NAMES).toContain(name);
    }
  });

  it('keeps clinical words out of every subject: a lock screen or a shared inbox shows them', () => {
    const clinical = /therap|depress|anxi|mental|crisis|suicid|counsel|psych|disorder|trauma|ocd|adhd|diagnos/i;
    for (const id of MESSAGE_TEMPLATE_IDS) expect(NOTIFICATION_CATALOG_EN.templates[id].subject).not.toMatch(clinical);
  });

  it('says in every message who sent it, how to reach the care team, and Tele-MANAS 14416, with a plain-text part', () => {
    const appointment = aBookedAppointment();
    const rows = [
      ...appointmentNotices({ kind: 'confirmed', appointment }, { now: NOW, therapist: THERAPIST, newId: countingIds() }),
      ...appointmentNotices({ kind: 'cancelled', appointment, by: 'staff', reason: 'Therapist unwell' }, { now: NOW, therapist: THERAPIST, newId: countingIds() }),
    ];
    for (const row of rows) {
      const words = renderMessage(row, CONTEXT);
      expect(words.text).toContain('Manobal');
      expect(words.text).toContain('+91 98765 43210');
      expect(words.text).toContain('Tele-MANAS 14416');
      expect(words.html).toContain('Tele-MANAS 14416');
    }
  });
});

describe('appointment notices', () => {
  it('confirms at once with the manage link and a calendar file, tells the therapist, and plans both reminders', () => {
    const appointment = aBookedAppointment();
    const rows = appointmentNotices({ kind: 'confirmed', appointment }, { now: NOW, therapist: THERAPIST, newId: countingIds() });
    expect(rows.map((row) => [row.templateId, row.recipient, row.runAt.toISOString()])).toEqual([
      ['booking-confirmed', 'asha@example.in', NOW.toISOString()],
      ['therapist-booked', 'meera@manobal.example', NOW.toISOString()],
      ['reminder-24h', 'asha@example.in', at('2026-12-02', '18:00').toISOString()],
      ['reminder-2h', 'asha@example.in', at('2026-12-03', '16:00').toISOString()],
    ]);
    expect(rows[2]?.dedupeKey).toBe(`reminder-24h:appointment-1:${appointment.start.toISOString()}`);
    const confirmation = renderMessage(rows[0]!, CONTEXT);
    expect(confirmation.subject).toBe('Booked: your session on Thu 3 Dec');
    expect(confirmation.text).toContain('https://manobal.example/appointments/MNB-7K2Q9D#token-of-appointment-1');
    expect(confirmation.text).toContain('Thu 3 Dec, 6:00 pm IST');
    expect(confirmation.attachments).toHaveLength(1);
    expect(confirmation.attachments[0]?.content).toContain('UID:MNB-7K2Q9D@manobal');
  });

  it("says in a video session's messages when its room opens, with a link that enters it; a session in person has no such line and no gap", () => {
    const withRoom: RenderContext = { ...CONTEXT, links: { ...CONTEXT.links, roomEntry: (id, reference, locale) => `https://manobal.example${roomPath(reference, locale)}#token-of-${id}` } };
    const video = appointmentNotices({ kind: 'confirmed', appointment: aBookedAppointment() }, { now: NOW, therapist: THERAPIST, newId: countingIds() });
    const sentence = 'Your private video room opens at 5:50 pm IST, 10 minutes before the session. Join it here, with this link only you have: https://manobal.example/session/MNB-7K2Q9D#token-of-appointment-1';
    for (const row of video.filter((message) => message.recipient === 'asha@example.in')) expect(renderMessage(row, withRoom).text, row.templateId).toContain(sentence);
    const bookedInHindi = aBookedAppointment({ person: { ...aBookedAppointment().person, locale: 'hi' } });
    const hindi = appointmentNotices({ kind: 'confirmed', appointment: bookedInHindi }, { now: NOW, therapist: THERAPIST, newId: countingIds() });
    const hindiText = renderMessage(hindi[0]!, withRoom).text;
    expect(hindiText).toContain('आपका निजी वीडियो रूम 5:50 PM IST पर खुलेगा');
    // A Hindi message's links open the room and the manage page in Hindi.
    expect(hindiText).toContain('https://manobal.example/hi/session/MNB-7K2Q9D#token-of-appointment-1');
    expect(hindiText).toContain('https://manobal.example/hi/appointments/MNB-7K2Q9D#token-of-appointment-1');
    expect(hindiText).not.toContain('https://manobal.example/session/');

    const inPerson = appointmentNotices({ kind: 'confirmed', appointment: aBookedAppointment({ mode: 'in-person' }) }, { now: NOW, therapist: THERAPIST, newId: countingIds() });
    const text = renderMessage(inPerson[0]!, withRoom).text;
    expect(text).not.toContain('video room');
    expect(text).not.toMatch(/\n\n\n/);
  });

  it('tells no therapist who has no e-mail address linked', () => {
    const rows = appointmentNotices({ kind: 'confirmed', appointment: aBookedAppointment() }, { now: NOW, therapist: { name: 'Dr. X', email: null }, newId: countingIds() });
    expect(rows.map((row) => row.templateId)).toEqual(['booking-confirmed', 'reminder-24h', 'reminder-2h']);
  });

  it('gives a moved appointment new reminder keys for its new start', () => {
    const start = at('2026-12-04', '18:00');
    const moved = aBookedAppointment({ start, end: at('2026-12-04', '19:00'), sequence: 1 });
    const rows = appointmentNotices({ kind: 'moved', appointment: moved, previousStart: at('2026-12-03', '18:00') }, { now: NOW, therapist: THERAPIST, newId: countingIds() });
    expect(rows.filter((row) => row.templateId.startsWith('reminder')).map((row) => row.dedupeKey)).toEqual([
      `reminder-24h:appointment-1:${start.toISOString()}`,
      `reminder-2h:appointment-1:${start.toISOString()}`,
    ]);
    expect(renderMessage(rows[0]!, CONTEXT).text).toContain('It was at Thu 3 Dec, 6:00 pm IST');
  });

  it('cancels with the reason, and schedules no reminder', () => {
    const rows = appointmentNotices({ kind: 'cancelled', appointment: aBookedAppointment(), by: 'staff', reason: 'Therapist unwell' }, { now: NOW, therapist: THERAPIST, newId: countingIds() });
    expect(rows.map((row) => row.templateId)).toEqual(['appointment-cancelled', 'therapist-cancelled']);
    const words = renderMessage(rows[0]!, CONTEXT);
    expect(words.text).toContain('our care team cancelled it');
    expect(words.text).toContain('Reason: Therapist unwell');
    expect(words.attachments[0]?.content).toContain('STATUS:CANCELLED');
  });

  it('alerts each coordinator of a crisis call-back at once, without the person\'s name or number, and nobody of another request', () => {
    const request: CallbackRequest = {
      id: 'callback-1',
      name: 'Ravi',
      phone: '9876543210',
      reason: 'crisis',
      urgency: 'urgent',
      risk: null,
      language: null,
      locale: 'en',
      receivedAt: at('2026-11-30', '23:30'),
      dueAt: at('2026-11-30', '23:45'),
      queue: { position: { state: 'waiting' }, attempts: 0, lastOutcome: null },
    };
    const people = [{ personId: 'p1', name: 'Kiran', email: 'kiran@manobal.example' }];
    const [alert] = callbackAlerts(request, people, countingIds());
    expect(alert?.runAt).toEqual(request.receivedAt);
    const words = renderMessage(alert!, CONTEXT);
    expect(words.text).not.toContain('9876543210');
    expect(words.text).not.toContain('Ravi');
    expect(words.text).toContain('https://manobal.example/staff/queue');
    expect(callbackAlerts({ ...request, reason: 'booking-help' }, people, countingIds())).toEqual([]);
  });
});

describe('reminder times', () => {
  it('moves a reminder that falls in quiet hours to 20:00 IST the evening before', () => {
    expect(reminderRunAt('reminder-2h', at('2026-12-03', '09:00'), NOW)).toEqual(at('2026-12-02', '20:00'));
    expect(reminderRunAt('reminder-2h', at('2026-12-03', '23:30'), NOW)).toEqual(at('2026-12-03', '20:00'));
    expect(reminderRunAt('reminder-24h', at('2026-12-03', '10:00'), NOW)).toEqual(at('2026-12-02', '10:00'));
  });

  it('never schedules a reminder whose time has come already', () => {
    expect(reminderRunAt('reminder-24h', at('2026-11-30', '20:00'), NOW)).toBeNull();
    expect(reminderRunAt('reminder-2h', at('2026-11-30', '10:30'), NOW)).toBeNull();
    expect(reminderRunAt('reminder-2h', at('2026-11-30', '11:30'), NOW)).toEqual(at('2026-11-30', '09:30'));
  });

  it('puts every scheduled reminder outside quiet hours, after now and before the session (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 * 24 * 60 }), fc.integer({ min: 0, max: 40 * 24 * 60 }), fc.constantFrom('reminder-24h', 'reminder-2h' as const), (nowOffset, startOffset, template) => {
        const now = new Date(NOW.getTime() + nowOffset * 60_000);
        const start = new Date(NOW.getTime() + startOffset * 60_000);
        const runAt = reminderRunAt(template, start, now);
        if (runAt === null) return;
        expect(runAt.getTime()).toBeGreaterThan(now.getTime());
        expect(runAt.getTime()).toBeLessThan(start.getTime());
        expect(inQuietHours(runAt)).toBe(false);
      }),
    );
  });

  it('leaves an instant outside quiet hours as it is, and moves one inside to 20:00 IST (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 * 24 * 60 }), (offset) => {
        const instant = new Date(NOW.getTime() + offset * 60_000);
        const moved = outsideQuietHours(instant);
        if (!inQuietHours(instant)) expect(moved).toEqual(instant);
        else {
          expect(istMinutes(moved)).toBe(QUIET_HOURS.eveningMinutes);
          expect(moved.getTime()).toBeLessThanOrEqual(instant.getTime());
          expect(instant.getTime() - moved.getTime()).toBeLessThan(13 * 3_600_000);
        }
      }),
    );
  });
});

describe('send-time re-check and retries', () => {
  const reminder = { templateId: 'reminder-24h' as const, appointmentStart: at('2026-12-03', '18:00') };

  it('cancels a reminder whose appointment was cancelled, moved, or has started', () => {
    expect(sendTimeDecision(reminder, { status: 'confirmed', start: at('2026-12-03', '18:00') }, NOW)).toBe('send');
    expect(sendTimeDecision(reminder, { status: 'cancelled', start: at('2026-12-03', '18:00') }, NOW)).toBe('cancel');
    expect(sendTimeDecision(reminder, { status: 'confirmed', start: at('2026-12-04', '18:00') }, NOW)).toBe('cancel');
    expect(sendTimeDecision(reminder, null, NOW)).toBe('cancel');
    expect(sendTimeDecision(reminder, { status: 'confirmed', start: at('2026-12-03', '18:00') }, at('2026-12-03', '18:00'))).toBe('cancel');
    expect(sendTimeDecision({ templateId: 'appointment-cancelled', appointmentStart: null }, null, NOW)).toBe('send');
  });

  it('backs off with jitter within doubling bounds, capped, and gives up after the last attempt (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: RETRY_POLICY.maxAttempts + 3 }), fc.double({ min: 0, max: 0.999999, noNaN: true }), (attempts, random) => {
        const next = retryAt(attempts, NOW, random);
        if (attempts >= RETRY_POLICY.maxAttempts) {
          expect(next).toBeNull();
          return;
        }
        const ceiling = Math.min(RETRY_POLICY.capMs, RETRY_POLICY.baseMs * 2 ** (attempts - 1));
        const delay = next!.getTime() - NOW.getTime();
        expect(delay).toBeGreaterThanOrEqual(Math.floor(ceiling / 2));
        expect(delay).toBeLessThanOrEqual(ceiling);
      }),
    );
  });
});

/** The outbox's rows in memory, with what each call did. */
const memoryOutbox = (rows: OutboxMessage[]) => {
  const marks: string[] = [];
  const ok = <T>(value: T): ResultAsync<T, StoreUnavailable> => okAsync(value);
  const store: OutboxStore = {
    claimDue: (now) => {
      const due = rows.filter((row) => row.state === 'waiting' && row.runAt <= now).map((row) => ({ ...row, state: 'sending' as const, attempts: row.attempts + 1 }));
      return ok(due);
    },
    markSent: (id) => ok(void marks.push(`sent ${id}`)),
    markFailed: (id, reason, at) => ok(void marks.push(at === null ? `dead ${id}: ${reason}` : `retry ${id} at ${at.toISOString()}`)),
    markCancelled: (id) => ok(void marks.push(`cancelled ${id}`)),
    dead: () => ok({ items: [], page: 1, limit: 20, total: 0 }),
    retry: () => ok(true),
    drop: () => ok(true),
    oldestDue: () => ok(null),
    recordReceipt: () => ok(false),
    recordBounce: () => ok('unknown' as const),
  };
  return { store, marks };
};

const rowsOf = (appointment: Appointment): OutboxMessage[] =>
  appointmentNotices({ kind: 'confirmed', appointment }, { now: NOW, therapist: { name: 'Dr. X', email: null }, newId: countingIds() }).map((row) => ({
    ...row,
    state: 'waiting',
    attempts: 0,
    lastError: null,
    providerMessageId: null,
    messageId: `<${row.id}@manobal>`,
    createdAt: NOW,
    sentAt: null,
  }));

describe('delivering due messages', () => {
  const sending = (failure: SendFailure | null) => {
    const sent: string[] = [];
    const sender: MessageSender = {
      send: (message) => {
        if (failure !== null) return ResultAsyncErr(failure);
        sent.push(`${message.messageId} ${message.rendered.subject}`);
        return okAsync({ providerMessageId: 'provider-1' });
      },
    };
    return { sender, sent };
  };

  it('sends what is due with its stable Message-ID, cancels a reminder of a cancelled appointment, and retries a failed send later', async () => {
    const appointment = aBookedAppointment();
    const rows = rowsOf(appointment);
    const { store, marks } = memoryOutbox(rows);
    const { sender, sent } = sending(null);
    const at24h = at('2026-12-02', '18:00');
    const deliver = deliverDueMessages({
      outbox: store,
      appointments: { findByReference: () => okAsync({ ...appointment, status: 'cancelled' }) },
      sender,
      render: (message, now) => renderMessage(message, { ...CONTEXT, now }),
      clock: { now: () => at24h },
      random: () => 0.5,
    });
    const report = (await deliver())._unsafeUnwrap();
    expect(report).toEqual({ sent: 1, cancelled: 1, retrying: 0, dead: 0 });
    expect(sent).toEqual(['<message-1@manobal> Booked: your session on Thu 3 Dec']);
    expect(marks).toEqual(['sent message-1', 'cancelled message-2']);

    const failing = memoryOutbox(rowsOf(appointment));
    const down = deliverDueMessages({
      outbox: failing.store,
      appointments: { findByReference: () => okAsync(appointment) },
      sender: sending({ kind: 'send-failed', reason: 'connection refused' }).sender,
      render: (message, now) => renderMessage(message, { ...CONTEXT, now }),
      clock: { now: () => NOW },
      random: () => 0,
    });
    expect((await down())._unsafeUnwrap()).toEqual({ sent: 0, cancelled: 0, retrying: 1, dead: 0 });
    expect(failing.marks).toEqual([`retry message-1 at ${new Date(NOW.getTime() + RETRY_POLICY.baseMs / 2).toISOString()}`]);
  });

  it('marks a message the channel refuses for good dead at once, with the reason', async () => {
    const { store, marks } = memoryOutbox(rowsOf(aBookedAppointment()));
    const deliver = deliverDueMessages({
      outbox: store,
      appointments: { findByReference: () => okAsync(null) },
      sender: sending({ kind: 'send-refused', reason: '550 no such mailbox' }).sender,
      render: (message, now) => renderMessage(message, { ...CONTEXT, now }),
      clock: { now: () => NOW },
      random: () => 0,
    });
    expect((await deliver())._unsafeUnwrap().dead).toBe(1);
    expect(marks).toEqual(['dead message-1: 550 no such mailbox']);
  });
});

const ResultAsyncErr = (failure: SendFailure) => errAsync<{ providerMessageId: string | null }, SendFailure>(failure);

describe("the visitor's own time zone in messages", () => {
  const confirmationFor = (timeZone: string | null, start = at('2026-12-01', '18:30')) => {
    const appointment = aBookedAppointment({ start, end: new Date(start.getTime() + 3_600_000), person: { ...aBookedAppointment().person, timeZone } });
    const [row] = appointmentNotices({ kind: 'confirmed', appointment }, { now: NOW, therapist: THERAPIST, newId: countingIds() });
    return renderMessage(row!, CONTEXT);
  };

  it('shows IST and, beside it, the time where the visitor is', () => {
    expect(confirmationFor('Europe/London').text).toContain('When: Tue 1 Dec, 6:30 pm IST (1:00 pm in London)');
    expect(confirmationFor('America/New_York').text).toContain('When: Tue 1 Dec, 6:30 pm IST (8:00 am in New York)');
  });

  it('names the day too when it differs there', () => {
    expect(confirmationFor('America/Los_Angeles', at('2026-12-01', '09:00')).text).toContain('When: Tue 1 Dec, 9:00 am IST (Mon 30 Nov, 7:30 pm in Los Angeles)');
  });

  it('shows IST alone when the visitor is on IST or their zone is unknown', () => {
    for (const zone of ['Asia/Kolkata', 'Asia/Calcutta', null]) expect(confirmationFor(zone).text).toContain('When: Tue 1 Dec, 6:30 pm IST\n');
  });

  it('keeps the calendar file in UTC whatever the visitor zone', () => {
    const [file] = confirmationFor('Europe/London').attachments;
    expect(file?.content).toContain('DTSTART:20261201T130000Z');
  });

  it("takes a real IANA zone from the booking form, ignores one that is not, and refuses control characters", () => {
    const request = (time_zone: unknown) => confirmAppointmentSchema.safeParse({ ...aConfirmRequest('hold-1'), time_zone });
    expect(request('Europe/London').data?.time_zone).toBe('Europe/London');
    for (const zone of ['Mars/Olympus_Mons', '+05:30', 'not a zone', '', null]) {
      const parsed = request(zone);
      expect(parsed.success, String(zone)).toBe(true);
      expect(parsed.data?.time_zone).toBeUndefined();
    }
    expect(request('Europe/\u0000London').success).toBe(false);
  });
});

describe("the therapist's evening agenda", () => {
  it('is due from 19:00 IST until quiet hours begin, for the next day', () => {
    expect(agendaDayDue(at('2026-11-30', '18:59'))).toBeNull();
    expect(agendaDayDue(at('2026-11-30', '19:00'))).toBe('2026-12-01');
    expect(agendaDayDue(at('2026-11-30', '20:59'))).toBe('2026-12-01');
    expect(agendaDayDue(at('2026-11-30', '21:00'))).toBeNull();
    expect(agendaDayDue(at('2026-12-01', '07:00'))).toBeNull();
    expect(AGENDA_MINUTES).toBeLessThan(QUIET_HOURS.startMinutes);
  });

  it('names the visitor by first name only', () => {
    expect(agendaVisitorName('  Asha   Verma Rao ')).toBe('Asha');
  });

  it('is keyed once per therapist per day', () => {
    expect(agendaDedupeKey('ananya-rao', '2026-12-01')).toBe('agenda:ananya-rao:2026-12-01');
  });
});
