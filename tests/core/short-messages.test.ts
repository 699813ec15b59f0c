import { describe, expect, it } from 'vitest';
import {
  manageLinkTexts,
  appointmentNotices,
  callbackAcknowledgement,
  callbackAlerts,
  clinicalWordsIn,
  confirmAppointmentSchema,
  MESSAGE_OPT_IN_MESSAGES,
  MESSAGE_OPT_IN_WORDS_EN,
  messageOptInsRefusal,
  optInOf,
  renderMessage,
  renderShortMessage,
  SHORT_MESSAGE_CATALOG_EN,
  SHORT_MESSAGE_LIMITS,
  SHORT_VALUE_NAMES,
  type MessageTemplateId,
  type RenderContext,
} from '@manobal/core';
import { at } from '../../fixtures/booking/availability';
import { aBookedAppointment, aCrisisRequest, countingIds } from '../../fixtures/notifications';

const NOW = at('2026-11-30', '09:00');
/** A manage link as long as the server's: a real origin, a reference and a 43-character token. */
const CONTEXT: RenderContext = {
  contact: { phone: '+91 98765 43210', email: 'care@manobal.example', address: '14 MG Road, Pune' },
  links: {
    manage: (_id, reference) => `https://manobal.example/appointments/${reference}#${'x'.repeat(43)}`,
    urgentQueue: () => 'https://manobal.example/staff/queue',
  },
  now: NOW,
};
const THERAPIST = { name: 'Dr. Meera Iyer', email: 'meera@manobal.example' };
const SHORT_IDS = Object.keys(SHORT_MESSAGE_CATALOG_EN.templates) as MessageTemplateId[];

/** Every short message an appointment with an SMS opt-in causes, and a call-back's, as rows. */
const phoneRows = () => {
  const appointment = aBookedAppointment({ optIns: [{ channel: 'sms', wordsId: 'booking-sms-opt-in', wordsVersion: 1, words: 'x', givenAt: NOW }] });
  const context = { now: NOW, therapist: THERAPIST, newId: countingIds() };
  return [
    ...appointmentNotices({ kind: 'confirmed', appointment }, context),
    ...appointmentNotices({ kind: 'moved', appointment, previousStart: at('2026-12-02', '18:00') }, context),
    ...appointmentNotices({ kind: 'cancelled', appointment, by: 'staff', reason: 'The therapist is unwell' }, context),
    ...appointmentNotices({ kind: 'missed', appointment }, context),
    ...callbackAcknowledgement(aCrisisRequest(), countingIds('ack')),
    ...callbackAlerts(aCrisisRequest(), [{ personId: 'p-1', name: 'Kiran', email: 'kiran@manobal.example', phone: '9800011111' }], countingIds('alert')),
    ...manageLinkTexts([appointment], appointment.person.phone, { now: NOW, newId: countingIds('link') }),
  ].filter((row) => row.channel === 'sms');
};

describe('SMS and WhatsApp texts', () => {
  it('are fixed words with numbered variables {1}…{n}, one per value the template names, each value one rendering knows', () => {
    for (const id of SHORT_IDS) {
      const template = SHORT_MESSAGE_CATALOG_EN.templates[id]!;
      const numbers = [...template.text.matchAll(/\{(\d+)\}/g)].map((match) => Number(match[1]));
      expect(numbers, id).toEqual(template.values.map((_, index) => index + 1));
      expect(template.text, id).not.toMatch(/\{[A-Za-z]/);
      for (const name of template.values) expect(SHORT_VALUE_NAMES).toContain(name);
    }
  });

  it('carry no clinical word, in the fixed words or in any value they are rendered with', () => {
    for (const id of SHORT_IDS) expect(clinicalWordsIn(SHORT_MESSAGE_CATALOG_EN.templates[id]!.text), id).toEqual([]);
    for (const row of phoneRows()) expect(clinicalWordsIn(renderShortMessage(row, CONTEXT).text), row.templateId).toEqual([]);
  });

  it('finds a clinical word at the start of a word, whatever its case', () => {
    expect(clinicalWordsIn('Your Therapy session')).toEqual(['therap']);
    expect(clinicalWordsIn('Tele-MANAS 14416')).toEqual([]);
  });

  it('fit in two SMS parts of GSM-7 characters once rendered with a full manage link', () => {
    const rows = phoneRows();
    expect(new Set(rows.map((row) => row.templateId))).toEqual(new Set(SHORT_IDS));
    for (const row of rows) {
      const { text } = renderShortMessage(row, CONTEXT);
      expect(text.length, `${row.templateId}: ${text}`).toBeLessThanOrEqual(SHORT_MESSAGE_LIMITS.maxLength);
      expect(text, row.templateId).toMatch(SHORT_MESSAGE_LIMITS.gsm7);
    }
  });

  it('render the confirmation with its values in order: who, the IST day and time, the reference, the manage link, Tele-MANAS', () => {
    const [row] = phoneRows();
    const short = renderShortMessage(row!, CONTEXT);
    expect(short).toMatchObject({ templateId: 'booking-confirmed', version: 1 });
    expect(short.values).toEqual(['Manobal', 'Thu 3 Dec', '6:00 pm IST', 'MNB-7K2Q9D', `https://manobal.example/appointments/MNB-7K2Q9D#${'x'.repeat(43)}`, '14416']);
    expect(short.text).toBe(
      `Manobal: your session on Thu 3 Dec at 6:00 pm IST is booked. Ref MNB-7K2Q9D. To cancel or move it: https://manobal.example/appointments/MNB-7K2Q9D#${'x'.repeat(43)} Need to talk now? Tele-MANAS 14416, free, 24x7.`,
    );
    // The worker's one render call gives a phone row its short text, not the e-mail.
    expect(renderMessage(row!, CONTEXT)).toMatchObject({ subject: '', text: short.text, short });
  });

  it('acknowledge a call-back with the helplines from the catalog, and alert a coordinator without naming the person', () => {
    const rows = phoneRows();
    const ack = rows.find((row) => row.templateId === 'callback-acknowledged')!;
    expect(ack).toMatchObject({ recipient: '+919812345670', runAt: at('2026-11-30', '23:30') });
    expect(renderShortMessage(ack, CONTEXT).values).toEqual(['Manobal', '14416', '112']);
    const alert = renderShortMessage(rows.find((row) => row.templateId === 'crisis-callback-alert')!, CONTEXT).text;
    expect(alert).not.toContain('Ravi');
    expect(alert).not.toContain('9812345670');
  });
});

describe('the phone channels of a booking', () => {
  it("copy the visitor's messages, reminders too, to their phone by each channel opted in to, never the therapist's", () => {
    const appointment = aBookedAppointment({ optIns: [{ channel: 'whatsapp', wordsId: 'booking-whatsapp-opt-in', wordsVersion: 1, words: 'x', givenAt: NOW }] });
    const rows = appointmentNotices({ kind: 'confirmed', appointment }, { now: NOW, therapist: THERAPIST, newId: countingIds() });
    const whatsapp = rows.filter((row) => row.channel === 'whatsapp');
    expect(whatsapp.map((row) => row.templateId)).toEqual(['booking-confirmed', 'reminder-24h', 'reminder-2h']);
    expect(new Set(whatsapp.map((row) => row.recipient))).toEqual(new Set(['+919876543210']));
    expect(whatsapp.map((row) => row.dedupeKey)).toEqual(rows.filter((row) => row.channel === 'email' && row.recipient === appointment.person.email).map((row) => `${row.dedupeKey}:whatsapp`));
  });

  it('go nowhere but e-mail without an opt-in, and no acknowledgement goes without a phone channel', () => {
    const rows = appointmentNotices({ kind: 'confirmed', appointment: aBookedAppointment() }, { now: NOW, therapist: THERAPIST, newId: countingIds() });
    expect(new Set(rows.map((row) => row.channel))).toEqual(new Set(['email']));
    expect(callbackAcknowledgement(aCrisisRequest({ phoneChannel: null }), countingIds())).toEqual([]);
  });

  it('are chosen only with the exact words the site shows for each, once each, and only by a channel the deployment sends by', () => {
    const base = { hold_id: 'h-1', name: 'Asha Rao', email: 'asha@example.in', phone: '9876543210', age: '29' };
    const both = [optInOf('sms'), optInOf('whatsapp')];
    expect(confirmAppointmentSchema.safeParse({ ...base, message_opt_ins: both }).success).toBe(true);
    expect(messageOptInsRefusal(both, ['sms', 'whatsapp'])).toBeNull();
    expect(messageOptInsRefusal([{ ...optInOf('sms'), words: MESSAGE_OPT_IN_WORDS_EN.whatsapp.text }], ['sms'])).toBe(MESSAGE_OPT_IN_MESSAGES.wordsUnknown);
    expect(messageOptInsRefusal([{ ...optInOf('sms'), words: `${MESSAGE_OPT_IN_WORDS_EN.sms.text} ` }], ['sms'])).toBe(MESSAGE_OPT_IN_MESSAGES.wordsUnknown);
    expect(messageOptInsRefusal([optInOf('sms'), optInOf('sms')], ['sms'])).toBe(MESSAGE_OPT_IN_MESSAGES.twice);
    expect(messageOptInsRefusal([optInOf('whatsapp')], ['sms'])).toBe(MESSAGE_OPT_IN_MESSAGES.notOffered);
  });
});
