import { describe, expect, it } from 'vitest';
import { formatInstantForPeople, toKolkataIsoString } from '@manobal/core';

const sixPmIst = new Date('2026-12-01T18:00:00+05:30');

describe('times for people', () => {
  it('reads an instant on the IST clock, whatever zone it was written in', () => {
    expect(formatInstantForPeople(sixPmIst)).toEqual({ ist: 'Tue 1 Dec, 6:00 pm IST', device: null });
    expect(formatInstantForPeople(new Date('2026-12-01T12:30:00Z')).ist).toBe('Tue 1 Dec, 6:00 pm IST');
  });

  it('writes midnight and noon the way people say them', () => {
    expect(formatInstantForPeople(new Date('2026-12-02T00:30:00+05:30')).ist).toBe('Wed 2 Dec, 12:30 am IST');
    expect(formatInstantForPeople(new Date('2026-12-02T12:00:00+05:30')).ist).toBe('Wed 2 Dec, 12:00 pm IST');
  });

  it('adds the device’s clock when its zone reads differently, with the date it has there', () => {
    const { device } = formatInstantForPeople(new Date('2026-12-02T00:30:00+05:30'), { deviceTimeZone: 'Europe/London' });
    expect(device).toMatch(/^Tue 1 Dec, 7:00 pm GMT/);
    expect(formatInstantForPeople(sixPmIst, { deviceTimeZone: 'America/New_York' }).device).toMatch(/^Tue 1 Dec, 7:30 am GMT-5$/);
  });

  it('adds nothing when the device already reads IST, or names a zone the runtime does not know', () => {
    expect(formatInstantForPeople(sixPmIst, { deviceTimeZone: 'Asia/Kolkata' }).device).toBeNull();
    expect(formatInstantForPeople(sixPmIst, { deviceTimeZone: 'Asia/Calcutta' }).device).toBeNull();
    expect(formatInstantForPeople(sixPmIst, { deviceTimeZone: 'Mars/Olympus_Mons' }).device).toBeNull();
  });

  it('sends instants with IST’s offset and whole seconds', () => {
    expect(toKolkataIsoString(new Date('2026-12-01T18:30:00Z'))).toBe('2026-12-02T00:00:00+05:30');
    expect(toKolkataIsoString(new Date('2026-12-01T12:30:45.900Z'))).toBe('2026-12-01T18:00:45+05:30');
  });
});
