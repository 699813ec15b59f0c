import { BOOKING_CAPS } from './booking.policy';
import type { BookingCap } from './booking-caps.types';
import type { BookingLocale } from './booking.catalog';

/** What a person is told when a cap stops their hold or booking: what happened, and what to do instead. */
export type BookingCapCatalog = Readonly<Record<BookingCap, string>>;

const NUMBER_WORDS: Readonly<Record<number, string>> = { 1: 'one', 2: 'two', 3: 'three' };
const spelled = (n: number): string => NUMBER_WORDS[n] ?? String(n);

export const BOOKING_CAP_CATALOG_EN: BookingCapCatalog = {
  'device-holds': `You are already holding ${spelled(BOOKING_CAPS.holdsPerDevice)} times. Please confirm one of them, or choose another time to let one go, before holding a new one.`,
  'device-therapist-holds':
    'You are already holding a time with this therapist. Please confirm that booking, or choose another time to let it go, before holding a new one.',
  'address-holds': 'Many people on your network are choosing times right now. Please wait a few minutes and try again.',
  'address-therapist-week':
    "People on your network have already taken many of this therapist's times this week. Please choose a time in another week or with another therapist, or ask our care team to call you.",
  'recently-released': `You let go of this time a moment ago. Please choose another time, or try this one again in ${BOOKING_CAPS.releaseCooldownMinutes} minutes.`,
  'contact-bookings': `This phone number or e-mail address has already booked ${spelled(BOOKING_CAPS.bookingsPerContactPerDay)} sessions today. Please manage the bookings you have, or ask our care team to call you to book more.`,
  'address-bookings': 'Many sessions have been booked from your network today. Please try again tomorrow, or ask our care team to call you.',
};

export const BOOKING_CAP_CATALOGS: Readonly<Record<BookingLocale, BookingCapCatalog>> = { en: BOOKING_CAP_CATALOG_EN };

/** The refusals' words for the adapters; English until a second catalog lands. */
export const BOOKING_CAP_MESSAGES = BOOKING_CAP_CATALOG_EN;
