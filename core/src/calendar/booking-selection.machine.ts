import { FEES, formatRupees } from '../catalog/fees';
import type { CalendarDoctor } from '../catalog/doctors';

/** Session calendar rules (spec sections 3, 4 and 9): a pure reducer; the adapter owns the timers. */
export const SESSION_MODES = ['In-person', 'Video call'] as const;
export type SessionMode = (typeof SESSION_MODES)[number];
export const DEFAULT_SESSION_MODE: SessionMode = 'Video call';

export const CALENDAR_TEXT = {
  processing: 'Processing...',
  booked: 'Session booked successfully! 🎉',
  bookButton: 'BOOK SESSION',
  defaultDoctorName: 'Therapist',
  defaultSpecialization: 'Professional Therapist',
} as const;

/** idle -> processing (1 s, simulated) -> booked (3 s message) -> idle. */
export type BookingSelectionStatus = 'idle' | 'processing' | 'booked';

export interface BookingSelection {
  readonly mode: SessionMode;
  /** ISO date 'YYYY-MM-DD' from the date strip, or null. */
  readonly date: string | null;
  readonly time: string | null;
  readonly status: BookingSelectionStatus;
}

export type BookingSelectionAction =
  | { readonly type: 'chooseMode'; readonly mode: SessionMode }
  | { readonly type: 'chooseDate'; readonly date: string }
  | { readonly type: 'chooseTime'; readonly time: string }
  | { readonly type: 'book' }
  | { readonly type: 'processed' }
  | { readonly type: 'dismissed' };

export const initialBookingSelection: BookingSelection = {
  mode: DEFAULT_SESSION_MODE,
  date: null,
  time: null,
  status: 'idle',
};

export const canBook = (state: BookingSelection): boolean =>
  state.status !== 'processing' && SESSION_MODES.includes(state.mode) && state.date !== null && state.time !== null;

/** While a booking is processing the choices are frozen; a new choice ends the success message. */
export const bookingSelectionReducer = (state: BookingSelection, action: BookingSelectionAction): BookingSelection => {
  switch (action.type) {
    case 'chooseMode':
      return state.status === 'processing' ? state : { ...state, mode: action.mode, status: 'idle' };
    case 'chooseDate':
      if (state.status === 'processing') return state;
      // A slot belongs to a day: a different day needs a fresh time.
      return action.date === state.date ? { ...state, status: 'idle' } : { ...state, date: action.date, time: null, status: 'idle' };
    case 'chooseTime':
      return state.status === 'processing' ? state : { ...state, time: action.time, status: 'idle' };
    case 'book':
      return canBook(state) ? { ...state, status: 'processing' } : state;
    case 'processed':
      return state.status === 'processing' ? { ...state, status: 'booked' } : state;
    case 'dismissed':
      return state.status === 'booked' ? { ...state, status: 'idle' } : state;
  }
};

/** The message under the button: 'Processing...', the success text, or nothing. */
export const bookingSelectionMessage = (state: BookingSelection): string | null =>
  state.status === 'processing' ? CALENDAR_TEXT.processing : state.status === 'booked' ? CALENDAR_TEXT.booked : null;

export interface CalendarCard {
  readonly doctorName: string;
  readonly specialization: string;
  /** The doctor's charges text as given, else the default price ('₹1600'). */
  readonly price: string;
  readonly durationMinutes: number;
}

const filled = (text: string | undefined): text is string => text !== undefined && text.trim().length > 0;

/** What the calendar's left card shows for the doctor it was opened with (or none). */
export const calendarCard = (doctor?: Partial<CalendarDoctor> | null): CalendarCard => ({
  doctorName: filled(doctor?.name) ? doctor.name : CALENDAR_TEXT.defaultDoctorName,
  specialization: filled(doctor?.specialization) ? doctor.specialization : CALENDAR_TEXT.defaultSpecialization,
  price: filled(doctor?.charges) ? doctor.charges : formatRupees(FEES.defaultCalendarPrice),
  durationMinutes: FEES.sessionDurationMinutes,
});
