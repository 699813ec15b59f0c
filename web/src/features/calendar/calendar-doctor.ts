import { findDoctor, type CalendarDoctor } from '@manobal/core';

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The doctor passed as navigation state ({ doctor }), read defensively: history state is untrusted. */
const fromNavigationState = (state: unknown): Partial<CalendarDoctor> | null => {
  if (typeof state !== 'object' || state === null || !('doctor' in state)) return null;
  const doctor: unknown = state.doctor;
  if (typeof doctor !== 'object' || doctor === null) return null;
  const d = doctor as Record<string, unknown>;
  const name = text(d.name);
  const specialization = text(d.specialization);
  const charges = text(d.charges);
  return name === undefined && specialization === undefined ? null : { name, specialization, charges };
};

/**
 * The calendar's doctor: from navigation state when the Experts page sent one, else from `?doctor=<id>`
 * so a reload or a shared link still shows them; null for neither (core's defaults then apply).
 */
export const calendarDoctorFrom = (navigationState: unknown, doctorId: string | null): Partial<CalendarDoctor> | null => {
  const fromState = fromNavigationState(navigationState);
  if (fromState) return fromState;
  const doctor = doctorId ? findDoctor(doctorId) : undefined;
  return doctor ? { name: doctor.name, specialization: doctor.specialization, charges: doctor.charges } : null;
};
