import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CALENDAR_TEXT, SAMPLE_DOCTORS, TIMINGS } from '@manobal/core';
import { SessionCalendarPage } from '../../web/src/features/calendar/session-calendar-page';
import { renderFlow } from './flows-harness';

/** 9:00 AM on 10 March 2030 in Kolkata. */
const NINE_AM_IN_KOLKATA = new Date('2030-03-10T03:30:00Z');

const renderCalendar = (options: Parameters<typeof renderFlow>[2] = {}) => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(NINE_AM_IN_KOLKATA);
  return renderFlow('/session-calendar', <SessionCalendarPage />, options);
};

const bookButton = () => screen.getByRole('button', { name: CALENDAR_TEXT.bookButton });

describe('session calendar', () => {
  it('shows the default therapist, video call, ₹1600 and 60 minutes when no doctor was chosen', () => {
    renderCalendar();
    expect(screen.getByRole('heading', { level: 2, name: 'Therapist' })).toBeInTheDocument();
    expect(screen.getByText('Professional Therapist')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Video call' })).toBeChecked();
    expect(screen.getByText('₹1600')).toBeInTheDocument();
    expect(screen.getByText('60 minutes')).toBeInTheDocument();
  });

  it('shows the doctor passed from the experts page', () => {
    renderCalendar({ state: { doctor: { name: 'Dr. Test Person', specialization: 'Counsellor', charges: '₹900 per session' } } });
    expect(screen.getByRole('heading', { level: 2, name: 'Dr. Test Person' })).toBeInTheDocument();
    expect(screen.getByText('₹900 per session')).toBeInTheDocument();
  });

  it('finds the doctor from the link after a reload', () => {
    const doctor = SAMPLE_DOCTORS[0]!;
    renderCalendar({ url: `/session-calendar?doctor=${doctor.id}` });
    expect(screen.getByRole('heading', { level: 2, name: doctor.name })).toBeInTheDocument();
    expect(screen.getByText(doctor.specialization)).toBeInTheDocument();
  });

  it('offers today and the next days, and no slot that has already passed today', () => {
    renderCalendar();
    fireEvent.click(screen.getByRole('radio', { name: 'Today' }));
    expect(screen.queryByRole('radio', { name: '9:00 AM' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '10:00 AM' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: '11 Mar' }));
    expect(screen.getByRole('radio', { name: '9:00 AM' })).toBeInTheDocument();
  });

  it('keeps BOOK SESSION disabled until a date and time are chosen, and a new date clears the time', () => {
    renderCalendar();
    expect(bookButton()).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: '11 Mar' }));
    expect(bookButton()).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: '2:30 PM' }));
    expect(bookButton()).toBeEnabled();
    fireEvent.click(screen.getByRole('radio', { name: '12 Mar' }));
    expect(screen.getByRole('radio', { name: '2:30 PM' })).not.toBeChecked();
    expect(bookButton()).toBeDisabled();
  });

  it('shows Processing... for a moment, then the success message, then returns to idle', () => {
    renderCalendar();
    fireEvent.click(screen.getByRole('radio', { name: '11 Mar' }));
    fireEvent.click(screen.getByRole('radio', { name: '10:30 AM' }));
    fireEvent.click(bookButton());
    const busy = screen.getByRole('button', { name: CALENDAR_TEXT.processing });
    expect(busy).toBeDisabled();
    act(() => void vi.advanceTimersByTime(TIMINGS.calendarProcessingMs));
    expect(screen.getByRole('status')).toHaveTextContent(CALENDAR_TEXT.booked);
    expect(bookButton()).toBeEnabled();
    act(() => void vi.advanceTimersByTime(TIMINGS.calendarSuccessMs));
    expect(screen.queryByText(CALENDAR_TEXT.booked)).not.toBeInTheDocument();
  });

  it('gives a short vibration when the mode changes, where the phone supports it', () => {
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    renderCalendar();
    fireEvent.click(screen.getByRole('radio', { name: 'In-person' }));
    expect(screen.getByRole('radio', { name: 'In-person' })).toBeChecked();
    expect(vibrate).toHaveBeenCalledWith(TIMINGS.modeVibrationMs);
    Reflect.deleteProperty(navigator, 'vibrate');
  });
});
