import type { DayPeriod } from '../calendar/slots';
import type { AppointmentStatus } from './appointment.types';
import type { BookingMode } from './booking-mode';
import type { SpecialisationId } from './specialisations';
import type { RegistrationBody } from './registration-body';
import type { WeekdayId } from './weekday';

/**
 * Every word the booking engine shows, for one locale. A Hindi edition is one more object of this type in
 * BOOKING_CATALOGS; logic never assembles user-facing text outside a catalog.
 */
export interface BookingCatalog {
  readonly timeZoneLabel: string;
  readonly weekdaysShort: Readonly<Record<WeekdayId, string>>;
  readonly weekdays: Readonly<Record<WeekdayId, string>>;
  /** January first. */
  readonly monthsShort: readonly string[];
  readonly am: string;
  readonly pm: string;
  /** A day as every booking screen and message writes it: 'Tue 1 Dec' in English, '1 दिसंबर, मंगलवार' in Hindi. */
  readonly dayText: (weekday: WeekdayId, day: number, monthIndex: number) => string;
  /** The date pill of today. */
  readonly today: string;
  /** The calendar's groups of slots by time of day (the period ids stay English: they are ids). */
  readonly periods: Readonly<Record<DayPeriod, string>>;
  readonly modes: Readonly<Record<BookingMode, string>>;
  readonly statuses: Readonly<Record<AppointmentStatus, string>>;
  /** The labels of a booking's facts, wherever one is shown: confirmation, manage page, profile. */
  readonly facts: {
    readonly reference: string;
    readonly therapist: string;
    readonly when: string;
    readonly yourTime: (device: string) => string;
    readonly mode: string;
    readonly fee: string;
  };
  readonly specialisations: Readonly<Record<SpecialisationId, string>>;
  /** What every page showing a therapist says of who they are: a sample, their registration, where they see people. */
  readonly therapist: {
    /** Beside every seeded sample, wherever one is shown. */
    readonly sampleMark: string;
    readonly registrationBodies: Readonly<Record<RegistrationBody, string>>;
    readonly registration: (body: string, number: string) => string;
    readonly inPersonAt: (address: string, city: string) => string;
  };
  /** The cancellation, payment and emergency terms, shown before 'Confirm booking' and on the Terms & Conditions page. */
  readonly policy: BookingPolicyText;
  /** What the manage page and the profile say about what an appointment offers (appointmentOffers). */
  readonly offers: BookingOfferText;
  readonly messages: BookingMessages;
}

export interface BookingPolicyText {
  readonly heading: string;
  readonly freeChange: string;
  readonly lateCancel: (careTeamPhone: string) => string;
  /** `fee` is formatted (formatRupees). */
  readonly payment: (fee: string) => string;
  /** The same without a particular fee, for the terms page. */
  readonly paymentInGeneral: string;
  readonly notEmergency: string;
}

export interface BookingOfferText {
  readonly cancelFreeQuestion: string;
  readonly cancelLateQuestion: string;
  readonly moveClosed: (careTeamPhone: string) => string;
  readonly started: (careTeamPhone: string) => string;
  readonly cancelledLate: string;
  readonly lateCancelTag: string;
  /** The calendar file of a changed appointment. */
  readonly updatedCalendarFile: string;
  readonly cancellingCalendarFile: string;
  readonly calendarFileHint: string;
}

export interface BookingMessages {
  readonly slotTaken: string;
  readonly holdExpired: string;
  readonly slotNotOffered: string;
  readonly changeTooLate: (careTeamPhone: string) => string;
  readonly invalidReference: string;
  readonly clockTime: string;
  readonly clockTimeOffGrid: string;
  readonly ruleEndsBeforeStart: string;
  readonly ruleModes: string;
  readonly repeatedMode: string;
  readonly timeOffEndsBeforeStart: string;
  readonly isoDate: string;
  readonly instant: string;
  readonly instantOrder: string;
  readonly slotDays: string;
  readonly bufferMinutes: string;
  readonly tooManyRules: string;
}
