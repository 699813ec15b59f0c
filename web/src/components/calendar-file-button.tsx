import { CalendarPlus, CalendarX } from 'lucide-react';
import {
  APPOINTMENT_ICS_MIME_TYPE,
  PRODUCT_NAME,
  appointmentIcs,
  appointmentIcsFileName,
  type AppointmentView,
} from '@manobal/core';
import { Button } from './button';
import { roomUrlOf } from './room-link';

export interface CalendarFileAppointment extends Pick<AppointmentView, 'reference' | 'start' | 'end' | 'mode' | 'status' | 'room'> {
  /** Absent for a booking just made (its sequence is 0). */
  readonly sequence?: number;
}

/**
 * Saves core's .ics file for the appointment through a Blob, so nothing is fetched. The same UID every time, with the
 * appointment's sequence, so a calendar app updates the event it saved before; a cancelled one's file cancels it.
 */
export const downloadAppointmentIcs = (appointment: CalendarFileAppointment, therapistName: string, location: string | null): void => {
  const ics = appointmentIcs({
    reference: appointment.reference,
    therapistName,
    start: appointment.start,
    end: appointment.end,
    mode: appointment.mode,
    location,
    productName: PRODUCT_NAME,
    now: new Date(),
    sequence: appointment.sequence ?? 0,
    status: appointment.status,
    roomUrl: roomUrlOf(appointment.room),
  });
  const url = URL.createObjectURL(new Blob([ics], { type: APPOINTMENT_ICS_MIME_TYPE }));
  const link = document.createElement('a');
  link.href = url;
  link.download = appointmentIcsFileName(appointment.reference);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/** 'Add to calendar', 'Update your calendar' or 'Remove from your calendar': the label is the caller's. */
export const CalendarFileButton = ({
  appointment,
  therapistName,
  location,
  label,
}: {
  appointment: CalendarFileAppointment;
  therapistName: string;
  location: string | null;
  label: string;
}) => (
  <Button variant="secondary" onClick={() => downloadAppointmentIcs(appointment, therapistName, location)}>
    {appointment.status === 'cancelled' ? <CalendarX aria-hidden="true" size={18} strokeWidth={1.5} /> : <CalendarPlus aria-hidden="true" size={18} strokeWidth={1.5} />}
    {label}
  </Button>
);
