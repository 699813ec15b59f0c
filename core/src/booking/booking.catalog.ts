import { SHORT_MONTHS } from '../calendar/date-strip';
import { PRODUCT_NAME } from '../catalog/product';
import { BOOKING_POLICY } from './booking.policy';
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

export const BOOKING_CATALOG_EN: BookingCatalog = {
  timeZoneLabel: 'IST',
  weekdaysShort: { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' },
  weekdays: { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday' },
  monthsShort: SHORT_MONTHS,
  am: 'am',
  pm: 'pm',
  modes: { 'in-person': 'In person', video: 'Video call' },
  statuses: { confirmed: 'Confirmed', cancelled: 'Cancelled' },
  facts: {
    reference: 'Booking reference',
    therapist: 'Therapist',
    when: 'Date and time',
    yourTime: (device) => `${device} on your device`,
    mode: 'Mode',
    fee: 'Fee',
  },
  specialisations: {
    anxiety: 'Anxiety',
    'low-mood': 'Low mood and depression',
    relationships: 'Relationships',
    'work-money-stress': 'Work and money stress',
    grief: 'Grief and loss',
    'identity-self-esteem': 'Identity and self-esteem',
    trauma: 'Trauma',
    adhd: 'ADHD',
    ocd: 'OCD',
    eating: 'Eating concerns',
    addiction: 'Addiction',
    sleep: 'Sleep',
    anger: 'Anger',
    'life-purpose': 'Life purpose and transitions',
    family: 'Family',
    'lgbtqia-affirmative': 'LGBTQIA+ affirmative care',
  },
  therapist: {
    sampleMark: 'Sample profile — not a real clinician',
    registrationBodies: { rci: 'Rehabilitation Council of India (RCI)', nmc: 'National Medical Commission', 'state-medical-council': 'State Medical Council' },
    registration: (body, number) => `Registration no. ${number}, ${body}`,
    inPersonAt: (address, city) => (address.includes(city) ? `In person at ${address}` : `In person at ${address}, ${city}`),
  },
  policy: {
    heading: 'Before you confirm',
    freeChange: `You can cancel or move this session free of charge until ${BOOKING_POLICY.changeCutoffHours} hours before it starts, from the link in your confirmation or from your profile.`,
    lateCancel: (careTeamPhone) =>
      `Later than that you can still cancel online until the session starts, but it is recorded as a late cancellation and the session fee may still be due. The session can then no longer be moved online: call our care team on ${careTeamPhone}.`,
    payment: (fee) =>
      `Nothing is charged on this website. The session fee is ${fee}; our care team confirms with you how and when to pay it before the session.`,
    paymentInGeneral:
      'Nothing is charged on this website. Each therapist’s fee per session is shown before you book; our care team confirms with you how and when to pay it before the session.',
    notEmergency: `${PRODUCT_NAME} is not an emergency service. If you or someone else is in danger now, call 112, or Tele-MANAS on 14416 (free, 24 hours a day).`,
  },
  offers: {
    cancelFreeQuestion: 'Cancel this session? It is free of charge, and the time will be offered to others.',
    cancelLateQuestion: `This session starts in less than ${BOOKING_POLICY.changeCutoffHours} hours. You can still cancel it, but it will be recorded as a late cancellation and the session fee may still be due. Cancel it?`,
    moveClosed: (careTeamPhone) =>
      `This session starts in less than ${BOOKING_POLICY.changeCutoffHours} hours, so it can no longer be moved online. You can still cancel it here, or call our care team on ${careTeamPhone}.`,
    started: (careTeamPhone) => `This session has started. For anything about it, call our care team on ${careTeamPhone}.`,
    cancelledLate: `Your session is cancelled. It was less than ${BOOKING_POLICY.changeCutoffHours} hours before the start, so it is recorded as a late cancellation.`,
    lateCancelTag: 'Cancelled late',
    updatedCalendarFile: 'Update your calendar',
    cancellingCalendarFile: 'Remove from your calendar',
    calendarFileHint: 'Open this file to update the event you saved in your calendar before.',
  },
  messages: {
    slotTaken: 'This time was just taken. Please choose another slot.',
    holdExpired: 'Your hold on this time has expired. Please choose a slot again.',
    slotNotOffered: 'This time is not offered. Please choose one of the available slots.',
    changeTooLate: (careTeamPhone) =>
      `A session can be moved online only until ${BOOKING_POLICY.changeCutoffHours} hours before it starts, and cancelled only until it starts. Please call our care team on ${careTeamPhone}.`,
    invalidReference: 'Please enter a booking reference like MNB-7K2Q9D.',
    clockTime: 'Please enter a time as HH:MM, from 00:00 to 24:00.',
    clockTimeOffGrid: 'Please enter a time on the hour or the half hour.',
    ruleEndsBeforeStart: 'The end must be after the start. For hours past midnight, add a rule for the next day from 00:00.',
    ruleModes: 'Please choose at least one mode.',
    repeatedMode: 'Each mode can be chosen only once.',
    timeOffEndsBeforeStart: 'The last day off must be on or after the first.',
    isoDate: 'Please enter a date as YYYY-MM-DD.',
    instant: 'Please enter a time as an ISO 8601 instant with its offset, like 2026-12-01T18:00:00+05:30.',
    instantOrder: 'The end must be after the start.',
    slotDays: `Please ask for 1 to ${BOOKING_POLICY.maxSlotQueryDays} days.`,
    bufferMinutes: `Please enter a buffer from 0 to ${BOOKING_POLICY.maxBufferMinutes} minutes.`,
    tooManyRules: 'Too many weekly rules: please merge some.',
  },
};

export const BOOKING_LOCALES = ['en'] as const;
export type BookingLocale = (typeof BOOKING_LOCALES)[number];

export const BOOKING_CATALOGS: Readonly<Record<BookingLocale, BookingCatalog>> = { en: BOOKING_CATALOG_EN };

/** Messages for the schemas and the adapters' answers; English until a second catalog lands. */
export const APPOINTMENT_MESSAGES = BOOKING_CATALOG_EN.messages;
