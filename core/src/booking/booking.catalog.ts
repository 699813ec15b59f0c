import { SHORT_MONTHS } from '../calendar/date-strip';
import { LOCALES, type Locale, type Localized } from '../i18n/locales';
import { BOOKING_CATALOG_HI } from './booking.catalog.hi';
import { PRODUCT_NAME } from '../catalog/product';
import { BOOKING_POLICY } from './booking.policy';
import type { BookingCatalog } from './booking-catalog.types';
import type { WeekdayId } from './weekday';

export type { BookingCatalog, BookingMessages, BookingOfferText, BookingPolicyText } from './booking-catalog.types';

const ENGLISH_WEEKDAYS_SHORT: Readonly<Record<WeekdayId, string>> = { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' };

export const BOOKING_CATALOG_EN: BookingCatalog = {
  timeZoneLabel: 'IST',
  weekdaysShort: ENGLISH_WEEKDAYS_SHORT,
  weekdays: { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday' },
  monthsShort: SHORT_MONTHS,
  am: 'am',
  pm: 'pm',
  dayText: (weekday, day, monthIndex) => `${ENGLISH_WEEKDAYS_SHORT[weekday]} ${day} ${SHORT_MONTHS[monthIndex] ?? ''}`,
  today: 'Today',
  periods: { Morning: 'Morning', Afternoon: 'Afternoon', Evening: 'Evening' },
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

/** The booking catalog's languages: every locale has one (a missing language fails the build). */
export const BOOKING_LOCALES = LOCALES;
export type BookingLocale = Locale;

export const BOOKING_CATALOGS: Localized<BookingCatalog> = { en: BOOKING_CATALOG_EN, hi: BOOKING_CATALOG_HI };

/** Messages for the schemas and the adapters' answers in English (the server picks a request's own with bookingCatalog). */
export const APPOINTMENT_MESSAGES = BOOKING_CATALOG_EN.messages;
