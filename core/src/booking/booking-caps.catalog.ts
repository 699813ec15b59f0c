import { BOOKING_CAPS } from './booking.policy';
import type { BookingCap } from './booking-caps.types';
import type { Localized } from '../i18n/locales';

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

export const BOOKING_CAP_CATALOG_HI: BookingCapCatalog = {
  'device-holds': `आपने पहले से ${BOOKING_CAPS.holdsPerDevice} समय रोक रखे हैं। नया समय रोकने से पहले उनमें से एक पक्का करें, या कोई और समय चुनकर एक को छोड़ दें।`,
  'device-therapist-holds':
    'आपने इस थेरेपिस्ट के साथ पहले से एक समय रोक रखा है। नया समय रोकने से पहले वह बुकिंग पक्की करें, या कोई और समय चुनकर उसे छोड़ दें।',
  'address-holds': 'आपके नेटवर्क पर इस समय बहुत से लोग समय चुन रहे हैं। कृपया कुछ मिनट रुककर फिर से कोशिश करें।',
  'address-therapist-week':
    'आपके नेटवर्क के लोग इस हफ़्ते इस थेरेपिस्ट के बहुत से समय पहले ही ले चुके हैं। कृपया किसी और हफ़्ते का या किसी और थेरेपिस्ट का समय चुनें, या हमारी केयर टीम से कॉल-बैक का अनुरोध करें।',
  'recently-released': `आपने यह समय अभी-अभी छोड़ा है। कृपया कोई और समय चुनें, या ${BOOKING_CAPS.releaseCooldownMinutes} मिनट बाद यही समय फिर से आज़माएँ।`,
  'contact-bookings': `इस फ़ोन नंबर या ईमेल से आज पहले ही ${BOOKING_CAPS.bookingsPerContactPerDay} सेशन बुक हो चुके हैं। कृपया अपनी मौजूदा बुकिंग सँभालें, या और बुकिंग के लिए हमारी केयर टीम से कॉल-बैक का अनुरोध करें।`,
  'address-bookings': 'आज आपके नेटवर्क से बहुत से सेशन बुक हो चुके हैं। कृपया कल फिर से कोशिश करें, या हमारी केयर टीम से कॉल-बैक का अनुरोध करें।',
};

export const BOOKING_CAP_CATALOGS: Localized<BookingCapCatalog> = { en: BOOKING_CAP_CATALOG_EN, hi: BOOKING_CAP_CATALOG_HI };

/** The refusals' words in English (the server picks a request's own from BOOKING_CAP_CATALOGS). */
export const BOOKING_CAP_MESSAGES = BOOKING_CAP_CATALOG_EN;
