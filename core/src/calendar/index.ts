export { fixedClock, type Clock } from './clock.port';
export {
  KOLKATA_UTC_OFFSET_MINUTES,
  ISO_DATE_PATTERN,
  kolkataMomentOf,
  nowInKolkata,
  todayInKolkata,
  isIsoDate,
  addDaysToIsoDate,
  isoDateParts,
  type KolkataMoment,
} from './kolkata-time';
export {
  CALENDAR_SLOT_GROUPS,
  CALENDAR_SLOTS,
  BOOKING_TIME_SLOTS,
  slotToMinutes,
  isSlotAhead,
  openSlots,
  openSlotGroups,
  type DayPeriod,
  type SlotGroup,
  type BookingTimeSlot,
} from './slots';
export {
  TODAY_LABEL,
  DATE_STRIP_LENGTH,
  SHORT_MONTHS,
  shortDateLabel,
  dateLabelFor,
  dateStrip,
  type DateStripDay,
} from './date-strip';
export {
  SESSION_MODES,
  DEFAULT_SESSION_MODE,
  CALENDAR_TEXT,
  initialBookingSelection,
  canBook,
  bookingSelectionReducer,
  bookingSelectionMessage,
  calendarCard,
  type SessionMode,
  type BookingSelectionStatus,
  type BookingSelection,
  type BookingSelectionAction,
  type CalendarCard,
} from './booking-selection.machine';
