import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { appointmentIcs, appointmentIcsFileName, type AppointmentIcsInput } from '@manobal/core';

const anIcsInput = (overrides: Partial<AppointmentIcsInput> = {}): AppointmentIcsInput => ({
  reference: 'MNB-7K2Q9D',
  therapistName: 'Dr. Ananya Rao',
  start: '2026-12-01T18:00:00+05:30',
  end: '2026-12-01T19:00:00+05:30',
  mode: 'in-person',
  location: 'Manobal Care, 2nd Floor, 14 MG Road, Pune, Maharashtra 411001',
  productName: 'Manobal',
  now: new Date('2026-11-30T04:15:07Z'),
  ...overrides,
});

/** Parses the text back with ical.js (a maintained RFC 5545 parser) and reads the one event. */
const parseEvent = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  const vevent = events[0] as ICAL.Component;
  return { calendar, vevent, event: new ICAL.Event(vevent) };
};

const physicalLines = (text: string): string[] => text.split('\r\n').slice(0, -1);

describe('appointmentIcs', () => {
  it('describes an in-person session a calendar app can import: UID from the reference, UTC times, summary and address', () => {
    const text = appointmentIcs(anIcsInput());
    const { calendar, vevent, event } = parseEvent(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Manobal//Appointments//EN');
    expect(event.uid).toBe('MNB-7K2Q9D@manobal');
    expect(event.summary).toBe('Therapy session with Dr. Ananya Rao');
    expect(event.location).toBe('Manobal Care, 2nd Floor, 14 MG Road, Pune, Maharashtra 411001');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-01T12:30:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-01T13:30:00.000Z');
    expect(event.startDate.zone?.tzid).toBe('UTC');
    expect(String(vevent.getFirstPropertyValue('dtstamp'))).toBe('2026-11-30T04:15:07Z');
    expect(text).toContain('\r\nDTSTART:20261201T123000Z\r\n');
    expect(text).toContain('\r\nDTEND:20261201T133000Z\r\n');
    expect(event.description).toContain('MNB-7K2Q9D');
  });

  it("gives a video session the room's address and when it opens instead of a location", () => {
    const { event } = parseEvent(appointmentIcs(anIcsInput({ mode: 'video', location: 'ignored for video', roomUrl: 'https://manobal.example/session/MNB-7K2Q9D' })));
    expect(event.location).toBeNull();
    expect(event.description).toBe(
      'Video session in your private room at https://manobal.example/session/MNB-7K2Q9D: it opens 10 minutes before the start. Enter with the link in your booking confirmation, or signed in to the account you booked with.\nBooking reference: MNB-7K2Q9D',
    );
  });

  it('never gives an in-person session the video note, even without an address', () => {
    const { event } = parseEvent(appointmentIcs(anIcsInput({ location: null })));
    expect(event.location).toBeNull();
    expect(event.description).toBe('Booking reference: MNB-7K2Q9D');
  });

  it('ends every line with CRLF and has no bare line feed or carriage return', () => {
    const text = appointmentIcs(anIcsInput());
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(physicalLines(text)[0]).toBe('BEGIN:VCALENDAR');
    expect(physicalLines(text).at(-1)).toBe('END:VCALENDAR');
  });

  it.each([
    ['commas and semicolons', 'Dr. Rao, Ananya; MA, M.Phil (Clinical Psychology), RCI-registered'],
    ['a backslash and a line break', 'Dr. Back\\slash\nSecond line'],
    ['emoji', 'Dr. Meera 🌿🧠 Iyer — calm & kind 😊😊😊😊😊😊😊😊😊😊😊😊😊😊😊😊😊😊😊😊'],
    ['Devanagari', 'डॉ. अनन्या राव, नैदानिक मनोवैज्ञानिक; पुणे केंद्र में सत्र और परामर्श'],
  ])('folds at 75 octets and round-trips a name with %s', (_, name) => {
    const location = `${name}, ${'Koregaon Park, Lane 5; '.repeat(6)}Pune 411001`;
    const text = appointmentIcs(anIcsInput({ therapistName: name, location }));
    for (const line of physicalLines(text)) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    // No multi-byte character is cut: every physical line is valid UTF-8 on its own.
    for (const line of physicalLines(text)) expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
    expect(physicalLines(text).some((line) => line.startsWith(' '))).toBe(true);
    const { event } = parseEvent(text);
    expect(event.summary).toBe(`Therapy session with ${name}`);
    expect(event.location).toBe(location);
  });

  it('names the download after the reference', () => {
    expect(appointmentIcsFileName('MNB-7K2Q9D')).toBe('MNB-7K2Q9D.ics');
  });

  it('carries the sequence it is given, so a file saved after a move replaces the event of the same UID', () => {
    const first = parseEvent(appointmentIcs(anIcsInput()));
    const moved = parseEvent(appointmentIcs(anIcsInput({ start: '2026-12-02T18:00:00+05:30', end: '2026-12-02T19:00:00+05:30', sequence: 2 })));
    expect(moved.event.uid).toBe(first.event.uid);
    expect([first.event.sequence, moved.event.sequence]).toEqual([0, 2]);
    expect(moved.event.startDate.toJSDate().toISOString()).toBe('2026-12-02T12:30:00.000Z');
    expect(moved.calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
  });

  it('cancels the saved event for a cancelled appointment: METHOD:CANCEL, STATUS:CANCELLED, the same UID and a higher sequence', () => {
    const { calendar, vevent, event } = parseEvent(appointmentIcs(anIcsInput({ status: 'cancelled', sequence: 1 })));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect([event.uid, event.sequence]).toEqual(['MNB-7K2Q9D@manobal', 1]);
  });
});
