import { describe, expect, it } from 'vitest';
import {
  appointmentNotices,
  BOOKING_CAP_CATALOGS,
  BOOKING_CATALOGS,
  calendarDays,
  callbackAcknowledgement,
  clinicalWordsIn,
  datePillLabel,
  formatInstantForPeople,
  LOCALE_TAGS,
  MESSAGE_TEMPLATE_IDS,
  NOTIFICATION_CATALOGS,
  renderMessage,
  renderShortMessage,
  SHORT_MESSAGE_CATALOGS,
  SHORT_MESSAGE_LIMITS,
  SHORT_TEMPLATE_KEYS,
  templatePlaceholders,
  WEEKDAY_IDS,
  type MessageTemplateId,
  type RenderContext,
} from '@manobal/core';
import { at } from '../../fixtures/booking/availability';
import { aBookedAppointment, aCrisisRequest, countingIds } from '../../fixtures/notifications';
import { untranslatedEntries } from '../../fixtures/i18n/untranslated-entries';

const HI = BOOKING_CATALOGS.hi;
const NOW = at('2026-11-30', '09:00');
const LINK_TOKEN = 'x'.repeat(43);
const CONTEXT: RenderContext = {
  contact: { phone: '+91 98765 43210', email: 'care@manobal.example', address: '14 MG Road, Pune' },
  links: { manage: (_id, reference) => `https://manobal.example/appointments/${reference}#${LINK_TOKEN}`, urgentQueue: () => 'https://manobal.example/staff/queue' },
  now: NOW,
};
const THERAPIST = { name: 'Dr. Meera Iyer', email: 'meera@manobal.example' };
const A_CLOCK = { now: () => NOW };

describe('the Hindi booking words', () => {
  it('name months and weekdays as Intl spells them for hi-IN, so a Hindi date reads the same wherever it is made', () => {
    const month = new Intl.DateTimeFormat(LOCALE_TAGS.hi, { month: 'long', timeZone: 'Asia/Kolkata' });
    expect(HI.monthsShort).toEqual(Array.from({ length: 12 }, (_, index) => month.format(new Date(Date.UTC(2026, index, 15)))));
    const weekday = new Intl.DateTimeFormat(LOCALE_TAGS.hi, { weekday: 'long', timeZone: 'Asia/Kolkata' });
    // 2026-11-30 is a Monday; WEEKDAY_IDS start on Monday.
    expect(WEEKDAY_IDS.map((id) => HI.weekdays[id])).toEqual(WEEKDAY_IDS.map((_, index) => weekday.format(at(`2026-12-0${index + 1}`, '12:00').getTime() - 86_400_000)));
  });

  it('write a day and a time the way a Hindi reader says them, from the catalog alone', () => {
    expect(datePillLabel('2026-12-01', A_CLOCK, HI)).toBe('1 दिसंबर, मंगलवार');
    expect(datePillLabel('2026-11-30', A_CLOCK, HI)).toBe('आज');
    expect(formatInstantForPeople(at('2026-12-01', '18:30'), { catalog: HI }).ist).toBe('1 दिसंबर, मंगलवार, 6:30 PM IST');
    const calendar = { days: [{ date: '2026-12-01', slots: [{ start: '2026-12-01T18:00:00+05:30', end: '2026-12-01T19:00:00+05:30', modes: ['video' as const] }] }] };
    expect(calendarDays(calendar, 'video', A_CLOCK, HI).map((day) => day.label)).toEqual(['1 दिसंबर, मंगलवार']);
  });

  it('fill their parameters into Hindi sentences', () => {
    expect(HI.policy.payment('₹1,200')).toBe('इस वेबसाइट पर कोई पैसा नहीं लिया जाता। सेशन की फ़ीस ₹1,200 है; हमारी केयर टीम सेशन से पहले आपसे तय करेगी कि फ़ीस कैसे और कब देनी है।');
    expect(HI.messages.changeTooLate('+91 80 1234 5678')).toContain('हमारी केयर टीम को +91 80 1234 5678 पर कॉल करें।');
    expect(HI.therapist.registration('RCI', 'A12345')).toBe('रजिस्ट्रेशन नंबर A12345, RCI');
    expect(HI.facts.yourTime('1:00 pm GMT')).toBe('आपके डिवाइस पर 1:00 pm GMT');
    expect(HI.policy.notEmergency).toContain('112');
    expect(HI.policy.notEmergency).toContain('14416');
  });

  it('leave no entry identical to English, but for abbreviations and the time zone', () => {
    expect(untranslatedEntries(BOOKING_CATALOGS.en, HI)).toEqual(['specialisations.adhd', 'specialisations.ocd', 'timeZoneLabel']);
    expect(untranslatedEntries(BOOKING_CAP_CATALOGS.en, BOOKING_CAP_CATALOGS.hi)).toEqual([]);
  });
});

const hindiBooking = () => aBookedAppointment({ start: at('2026-12-01', '18:30'), end: at('2026-12-01', '19:30'), feeInr: 1200, person: { ...aBookedAppointment().person, locale: 'hi' } });

describe('the Hindi e-mails', () => {
  it('name the same variables as the English ones, so any row renders in either language', () => {
    for (const id of MESSAGE_TEMPLATE_IDS) {
      expect(new Set(templatePlaceholders(NOTIFICATION_CATALOGS.hi, id)), id).toEqual(new Set(templatePlaceholders(NOTIFICATION_CATALOGS.en, id)));
    }
  });

  it('keep clinical words out of every subject, and every footer says who sent it, how to reach the care team and Tele-MANAS', () => {
    for (const id of MESSAGE_TEMPLATE_IDS) expect(clinicalWordsIn(NOTIFICATION_CATALOGS.hi.templates[id].subject), id).toEqual([]);
    expect(NOTIFICATION_CATALOGS.hi.footer.join(' ')).toMatch(/\{product\}.*\{careTeamPhone\}.*\{careTeamEmail\}.*Tele-MANAS \{teleManas\}/s);
  });

  it("confirm a Hindi visitor's booking in Hindi: subject and plain-text part, with the rupee fee and the helplines", () => {
    const [row] = appointmentNotices({ kind: 'confirmed', appointment: hindiBooking() }, { now: NOW, therapist: THERAPIST, newId: countingIds() });
    const rendered = renderMessage(row!, CONTEXT);
    expect(rendered.subject).toBe('बुकिंग पक्की: 1 दिसंबर, मंगलवार का आपका सेशन');
    expect(rendered.text).toBe(
      [
        'नमस्ते Asha Rao,',
        'आपका सेशन बुक हो गया है।',
        'बुकिंग नंबर: MNB-7K2Q9D',
        'कब: 1 दिसंबर, मंगलवार, 6:30 PM IST',
        'किसके साथ: Dr. Meera Iyer',
        'कैसे: वीडियो कॉल',
        'फ़ीस: ₹1,200',
        `इसे रद्द करने या इसका समय बदलने के लिए अपनी बुकिंग खोलें: https://manobal.example/appointments/MNB-7K2Q9D#${LINK_TOKEN}`,
        'साथ लगी कैलेंडर फ़ाइल खोलकर इसे अपने कैलेंडर में जोड़ें।',
        'Manobal की ओर से भेजा गया। कोई सवाल? हमारी केयर टीम से +91 98765 43210 या care@manobal.example पर संपर्क करें।',
        'अगर आपको अभी किसी से बात करनी है: Tele-MANAS 14416, मुफ़्त, दिन-रात कभी भी।',
      ].join('\n\n') + '\n',
    );
    expect(rendered.html).toContain('<p>फ़ीस: ₹1,200</p>');
    expect(rendered.attachments).toHaveLength(1);
  });

  it("tell the therapist in English whatever the visitor's language, and render a language we do not have in English", () => {
    const rows = appointmentNotices({ kind: 'confirmed', appointment: hindiBooking() }, { now: NOW, therapist: THERAPIST, newId: countingIds() });
    expect(rows.find((row) => row.templateId === 'therapist-booked')?.locale).toBe('en');
    expect(rows.filter((row) => row.recipient === 'asha@example.in').every((row) => row.locale === 'hi')).toBe(true);
    expect(renderMessage({ ...rows[0]!, locale: 'ta' }, CONTEXT).subject).toBe('Booked: your session on Tue 1 Dec');
  });

  it('leave no Hindi entry identical to English', () => {
    expect(untranslatedEntries(NOTIFICATION_CATALOGS.en, NOTIFICATION_CATALOGS.hi)).toEqual([]);
  });
});

/** The longest day a Hindi short text can carry: the longest month and weekday names, with a two-digit date. */
const longest = (names: readonly string[]): string => names.reduce((a, b) => (b.length > a.length ? b : a));
const LONGEST_DAY = `30 ${longest(HI.monthsShort)}, ${longest(Object.values(HI.weekdays))}`;

describe('the Hindi short messages', () => {
  const hindiPhoneRows = () => {
    const appointment = aBookedAppointment({
      start: at('2026-12-01', '12:30'),
      person: { ...aBookedAppointment().person, locale: 'hi' },
      optIns: [{ channel: 'sms', wordsId: 'booking-sms-opt-in', wordsVersion: 1, words: 'x', givenAt: NOW }],
    });
    const context = { now: NOW, therapist: THERAPIST, newId: countingIds() };
    return [
      ...appointmentNotices({ kind: 'confirmed', appointment }, context),
      ...appointmentNotices({ kind: 'moved', appointment, previousStart: at('2026-12-02', '18:00') }, context),
      ...appointmentNotices({ kind: 'cancelled', appointment, by: 'staff', reason: null }, context),
      ...appointmentNotices({ kind: 'missed', appointment }, context),
      ...callbackAcknowledgement(aCrisisRequest({ name: 'रवि कुमार', locale: 'hi' }), countingIds('ack')),
    ].filter((row) => row.channel === 'sms');
  };

  it('have a text for every English one, each a registered template of its own', () => {
    expect(Object.keys(SHORT_MESSAGE_CATALOGS.hi.templates).sort()).toEqual(Object.keys(SHORT_MESSAGE_CATALOGS.en.templates).sort());
    for (const id of Object.keys(SHORT_MESSAGE_CATALOGS.en.templates)) expect(SHORT_TEMPLATE_KEYS).toEqual(expect.arrayContaining([id, `${id}-hi`]));
  });

  it('fit in three Unicode parts (201 characters) with every value at its longest, and carry no clinical word', () => {
    const values: Record<string, string> = {
      product: 'Manobal',
      day: LONGEST_DAY,
      time: '12:30 PM IST',
      reference: 'MNB-7K2Q9D',
      manageLink: `https://manobal.example/appointments/MNB-7K2Q9D#${LINK_TOKEN}`,
      consoleLink: 'https://manobal.example/staff/queue',
      teleManas: '14416',
      emergency: '112',
      careTeamPhone: '+91 98765 43210',
    };
    for (const [id, template] of Object.entries(SHORT_MESSAGE_CATALOGS.hi.templates)) {
      const text = template!.text.replace(/\{(\d+)\}/g, (_whole, index: string) => values[template!.values[Number(index) - 1]!]!);
      expect(text.length, `${id}: ${text}`).toBeLessThanOrEqual(SHORT_MESSAGE_LIMITS.maxUnicodeLength);
      expect(clinicalWordsIn(template!.text), id).toEqual([]);
    }
  });

  it("render a Hindi row in Hindi under the Hindi template's key, with the day in Hindi", () => {
    const rows = hindiPhoneRows();
    expect(new Set(rows.map((row) => row.templateId))).toEqual(new Set<MessageTemplateId>(['booking-confirmed', 'reminder-24h', 'reminder-2h', 'appointment-moved', 'appointment-cancelled', 'session-missed', 'callback-acknowledged']));
    const confirmed = renderShortMessage(rows[0]!, CONTEXT);
    expect(confirmed).toMatchObject({ templateId: 'booking-confirmed', locale: 'hi', key: 'booking-confirmed-hi', version: 1 });
    expect(confirmed.text).toBe(`Manobal: आपका सेशन 1 दिसंबर, मंगलवार, 12:30 PM IST पर बुक है। बदलें या रद्द करें: https://manobal.example/appointments/MNB-7K2Q9D#${LINK_TOKEN} Tele-MANAS 14416, मुफ़्त`);
    for (const row of rows) expect(renderShortMessage(row, CONTEXT).text.length, row.templateId).toBeLessThanOrEqual(SHORT_MESSAGE_LIMITS.maxUnicodeLength);
  });

  it('leave no Hindi text identical to English', () => {
    expect(untranslatedEntries(SHORT_MESSAGE_CATALOGS.en, SHORT_MESSAGE_CATALOGS.hi).filter((path) => !/\.values\.\d+$/.test(path))).toEqual([]);
  });
});
