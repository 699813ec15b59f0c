import type { PhoneChannel } from '../notifications/notification.types';
import { BOOKING_POLICY } from '../booking/booking.policy';
import { BOOKING_CATALOG_EN, type BookingCatalog } from '../booking/booking.catalog';
import type { BookingMode } from '../booking/booking-mode';
import type { FreeSlot, FreeSlotCalendar } from '../booking/free-slots';
import type { Clock } from './clock.port';
import { weekdayOfIsoDate } from '../booking/weekday';
import { isoDateParts, kolkataMomentOf, todayInKolkata } from './kolkata-time';
import type { DayPeriod } from './slots';

/*
 * The session calendar as a real booking (issue 15): the visitor picks a mode, a date and one of the therapist's
 * free slots; 'BOOK SESSION' asks the server for a five-minute hold; the details step confirms it. A pure reducer:
 * the adapter makes the calls and owns the one timer (the countdown), and tells the machine what happened.
 */

/** How many bookable dates the strip shows (today's slots may all be gone, so the first six dates with a slot). */
export const CALENDAR_STRIP_DAYS = 6;
/** How far ahead the calendar asks for slots: enough for six bookable dates from a therapist who works two days a week. */
export const CALENDAR_QUERY_DAYS = 21;

/**
 * The calendar's radio label of each mode id, in the order the radios show them: the booking catalog's, the one
 * spelling of each mode on every screen ('Video call', 'In person').
 */
export const CALENDAR_MODE_LABELS: Readonly<Record<BookingMode, string>> = { 'in-person': BOOKING_CATALOG_EN.modes['in-person'], video: BOOKING_CATALOG_EN.modes.video };

/** The mode ids in the radios' order. */
export const CALENDAR_MODES = Object.keys(CALENDAR_MODE_LABELS) as BookingMode[];

/** Video when the therapist offers it (the spec's default), else their one mode. */
export const defaultBookingMode = (offered: readonly BookingMode[]): BookingMode | null =>
  offered.includes('video') ? 'video' : (offered[0] ?? null);

export interface CalendarSlot {
  /** The instant as the API sent it ('2026-12-01T18:00:00+05:30'): what a hold sends back. */
  readonly start: string;
  readonly end: string;
  /** '6:00 PM', IST: the spec's slot format. */
  readonly label: string;
}

export interface CalendarSlotGroup {
  readonly period: DayPeriod;
  readonly slots: readonly CalendarSlot[];
}

export interface CalendarDay {
  readonly date: string;
  /** 'Today' or 'Tue 1 Dec'. */
  readonly label: string;
  /** Morning, Afternoon, Evening; empty periods left out. */
  readonly groups: readonly CalendarSlotGroup[];
}

const NOON = 12 * 60;
const FIVE_PM = 17 * 60;

/** Morning before noon, afternoon until 5 pm, evening after (IST). */
export const dayPeriodOf = (minutes: number): DayPeriod => (minutes < NOON ? 'Morning' : minutes < FIVE_PM ? 'Afternoon' : 'Evening');

/** An instant as the calendar's slot label in IST: '9:00 AM', '2:30 PM'. */
export const slotLabelOf = (instant: string | Date): string => {
  const { minutes } = kolkataMomentOf(typeof instant === 'string' ? new Date(instant) : instant);
  const hours = Math.floor(minutes / 60);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  // AM/PM in capitals in every language: the spec's slot format, and how Indian phones show a Hindi clock.
  return `${hour12}:${String(minutes % 60).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
};

const PERIODS: readonly DayPeriod[] = ['Morning', 'Afternoon', 'Evening'];

const groupsOf = (slots: readonly FreeSlot[]): CalendarSlotGroup[] => {
  const byPeriod = new Map<DayPeriod, CalendarSlot[]>(PERIODS.map((period) => [period, []]));
  for (const slot of slots) {
    const period = dayPeriodOf(kolkataMomentOf(new Date(slot.start)).minutes);
    byPeriod.get(period)?.push({ start: slot.start, end: slot.end, label: slotLabelOf(slot.start) });
  }
  return PERIODS.map((period) => ({ period, slots: byPeriod.get(period) ?? [] })).filter((group) => group.slots.length > 0);
};

/**
 * A date pill's label: 'Today', else the weekday with the date ('Tue 1 Dec', '1 दिसंबर, मंगलवार'), as every booking
 * screen writes dates. From the catalog's tables, not Intl, so the prerendered and the hydrated page agree.
 */
export const datePillLabel = (isoDate: string, clock: Clock, catalog: BookingCatalog = BOOKING_CATALOG_EN): string => {
  if (isoDate === todayInKolkata(clock)) return catalog.today;
  const { monthIndex, day } = isoDateParts(isoDate);
  return catalog.dayText(weekdayOfIsoDate(isoDate), day, monthIndex);
};

/**
 * The date strip for a mode: the first dates with a free slot in that mode, each with its slots grouped by time
 * of day. Slots whose start has passed since the list was fetched are left out.
 */
export const calendarDays = (
  calendar: Pick<FreeSlotCalendar, 'days'>,
  mode: BookingMode | null,
  clock: Clock,
  catalog: BookingCatalog = BOOKING_CATALOG_EN,
): CalendarDay[] => {
  const now = clock.now().getTime();
  const days: CalendarDay[] = [];
  for (const day of calendar.days) {
    const slots = day.slots.filter((slot) => (mode === null || slot.modes.includes(mode)) && new Date(slot.start).getTime() > now);
    if (slots.length === 0) continue;
    days.push({ date: day.date, label: datePillLabel(day.date, clock, catalog), groups: groupsOf(slots) });
    if (days.length === CALENDAR_STRIP_DAYS) break;
  }
  return days;
};

/** What the visitor was told when the flow came back to choosing. */
export type BookingFlowNotice =
  | { readonly kind: 'slot-taken'; readonly message: string }
  | { readonly kind: 'hold-expired'; readonly message: string }
  | { readonly kind: 'failed'; readonly message: string };

export interface BookingHold {
  readonly id: string;
  /** When the hold stops counting, by this device's clock (ms since the epoch). */
  readonly expiresAtMs: number;
  /** The phone channels the server offers to opt in to on the details step (none: e-mail only). */
  readonly phoneChannels?: readonly PhoneChannel[];
}

/** choosing → holding ('Processing...') → held (details, countdown) → booked; a refusal or expiry returns to choosing. */
export type BookingFlowStep = 'choosing' | 'holding' | 'held' | 'booked';

export interface BookingFlow<Booking = unknown> {
  readonly step: BookingFlowStep;
  readonly mode: BookingMode | null;
  readonly date: string | null;
  /** The chosen slot's start, as the API sent it. */
  readonly start: string | null;
  readonly hold: BookingHold | null;
  readonly notice: BookingFlowNotice | null;
  readonly booking: Booking | null;
}

export type BookingFlowEvent<Booking = unknown> =
  | { readonly type: 'chooseMode'; readonly mode: BookingMode }
  | { readonly type: 'chooseDate'; readonly date: string }
  | { readonly type: 'chooseTime'; readonly start: string }
  | { readonly type: 'book' }
  | { readonly type: 'held'; readonly hold: BookingHold }
  | { readonly type: 'holdRefused'; readonly notice: BookingFlowNotice }
  | { readonly type: 'expired'; readonly message: string }
  | { readonly type: 'release' }
  | { readonly type: 'confirmed'; readonly booking: Booking };

export const initialBookingFlow = <Booking = unknown>(mode: BookingMode | null): BookingFlow<Booking> => ({
  step: 'choosing',
  mode,
  date: null,
  start: null,
  hold: null,
  notice: null,
  booking: null,
});

export const canBook = (flow: BookingFlow): boolean => flow.step === 'choosing' && flow.mode !== null && flow.date !== null && flow.start !== null;

/** Choices change only while choosing; a new choice clears the last notice. A new date needs a new time. */
export const bookingFlowReducer = <Booking>(flow: BookingFlow<Booking>, event: BookingFlowEvent<Booking>): BookingFlow<Booking> => {
  switch (event.type) {
    case 'chooseMode':
      // Slots differ by mode: another mode needs a time it offers.
      if (flow.step !== 'choosing') return flow;
      return event.mode === flow.mode ? { ...flow, notice: null } : { ...flow, mode: event.mode, start: null, notice: null };
    case 'chooseDate':
      if (flow.step !== 'choosing') return flow;
      return event.date === flow.date ? { ...flow, notice: null } : { ...flow, date: event.date, start: null, notice: null };
    case 'chooseTime':
      return flow.step === 'choosing' ? { ...flow, start: event.start, notice: null } : flow;
    case 'book':
      return canBook(flow) ? { ...flow, step: 'holding', notice: null } : flow;
    case 'held':
      return flow.step === 'holding' ? { ...flow, step: 'held', hold: event.hold } : flow;
    case 'holdRefused':
      // A taken slot is gone: the visitor picks another. Any other refusal keeps the choice to try again.
      return flow.step === 'holding'
        ? { ...flow, step: 'choosing', start: event.notice.kind === 'slot-taken' ? null : flow.start, notice: event.notice }
        : flow;
    case 'expired':
      return flow.step === 'held' ? { ...flow, step: 'choosing', start: null, hold: null, notice: { kind: 'hold-expired', message: event.message } } : flow;
    case 'release':
      return flow.step === 'held' ? { ...flow, step: 'choosing', hold: null } : flow;
    case 'confirmed':
      return flow.step === 'held' ? { ...flow, step: 'booked', hold: null, booking: event.booking } : flow;
  }
};

/**
 * When a hold asked for at `askedAt` ends by this device's clock: the server counts its five minutes from a moment
 * after the request left, so the device never shows time the server will not honour, whatever its clock says.
 */
export const holdDeadline = (askedAt: Date): number => askedAt.getTime() + BOOKING_POLICY.holdMinutes * 60_000;

/** Whole seconds left on a hold at `now`, never below zero. */
export const holdSecondsLeft = (hold: BookingHold, now: Date): number => Math.max(0, Math.ceil((hold.expiresAtMs - now.getTime()) / 1000));

/** '4:59', '0:07'. */
export const countdownText = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
