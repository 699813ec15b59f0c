import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BOOKING_CATALOGS, calendarDays } from '@manobal/core';
import { LocaleProvider } from '../../web/src/app/locale-context';
import { BookingPolicy } from '../../web/src/features/calendar/booking-policy';
import { AppointmentWhen } from '../../web/src/features/calendar/appointment-when';
import { RoomLink } from '../../web/src/components/room-link';

const inHindi = (node: React.ReactNode) => <LocaleProvider locale="hi">{node}</LocaleProvider>;

describe('the booking screens in Hindi', () => {
  it('say the terms before "confirm" in Hindi, the fee in rupees and the helplines as numbers', () => {
    render(inHindi(<BookingPolicy feeInr={1200} />));
    expect(screen.getByRole('heading', { name: 'पक्का करने से पहले' })).toBeTruthy();
    expect(screen.getByText(/सेशन की फ़ीस ₹1,200 है/)).toBeTruthy();
    expect(screen.getByText(/112 पर कॉल करें, या Tele-MANAS को 14416 पर/)).toBeTruthy();
  });

  it('write a session time and its room in Hindi, the same prerendered and hydrated', () => {
    const facts = inHindi(
      <dl>
        <AppointmentWhen label={BOOKING_CATALOGS.hi.facts.when} start="2026-12-01T18:30:00+05:30" />
        <RoomLink room={{ path: '/session/MNB-7K2Q9D', opens_at: '2026-12-01T18:20:00+05:30' } as never} />
      </dl>
    );
    const prerendered = renderToString(facts);
    const { container } = render(facts);
    expect(container.textContent).toContain('1 दिसंबर, मंगलवार, 6:30 PM IST');
    expect(container.textContent).toContain('आपका निजी वीडियो रूम 1 दिसंबर, मंगलवार, 6:20 PM IST पर खुलेगा');
    // The room opens in Hindi too: the link goes to the room's Hindi page.
    expect(screen.getByRole('link', { name: 'वीडियो रूम खोलें' }).getAttribute('href')).toBe('/hi/session/MNB-7K2Q9D');
    // The words come from the catalog's tables, not the runtime's locale data, so server and browser agree.
    expect(prerendered).toContain('1 दिसंबर, मंगलवार, 6:30 PM IST');
  });

  it("label the calendar's date pills in Hindi", () => {
    const calendar = { days: [{ date: '2026-12-01', slots: [{ start: '2026-12-01T18:00:00+05:30', end: '2026-12-01T19:00:00+05:30', modes: ['video' as const] }] }] };
    const clock = { now: () => new Date('2026-11-30T09:00:00+05:30') };
    expect(calendarDays(calendar, 'video', clock, BOOKING_CATALOGS.hi)[0]?.label).toBe('1 दिसंबर, मंगलवार');
  });
});
